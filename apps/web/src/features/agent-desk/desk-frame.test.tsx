import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@zeya/test-kit/render-page';
import { signIn as signInPlayer } from '@/test/player';
import { readDeskSession } from '@/features/agent-desk/session';
import { renderDesk, signInDesk, stubDesk, VIEW_ONLY_ME } from '@/features/agent-desk/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Desk sections' });
  await within(nav).findByRole('link', { name: 'Home' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

/** The menu once the desk knows who is signed in: the agent's own screens join it then. */
const expectNavLinks = (links: string[]) => waitFor(async () => expect(await navLinks()).toEqual(links));

describe('who sees the agent desk', () => {
  it("shows a player's session only that the desk is not for their account, and asks the API nothing", async () => {
    signInPlayer();
    const calls = stubDesk();
    renderDesk('/agent/deposits');
    expect(await screen.findByRole('heading', { name: 'Not for your account' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Desk sections' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/agent'))).toEqual([]);
  });

  it('signs an agent in, asks for the second factor before the desk opens, and refuses a wrong code', async () => {
    const user = userEvent.setup();
    const calls = stubDesk((call) => {
      if (call.path === '/agent/login')
        return ok(
          { token: 'desk-token', second_factor: 'verify', methods: ['totp', 'recovery'] },
          'Logged in.',
        );
      if (call.path === '/agent/second-factor/verify')
        return (call.body as { code: string }).code === '123456'
          ? ok({ checked_at: '2026-11-28T03:00:00.000Z' }, 'Confirmed.')
          : {
              status: 422,
              body: { message: 'That code is not right.', errors: { code: ['That code is not right.'] } },
            };
      return undefined;
    });
    const { router } = renderDesk('/agent/security');
    await user.type(await screen.findByLabelText('Username or phone'), 'agent1');
    await user.type(screen.getByLabelText('Password'), 'agent-lotus-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Second factor' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/agent/login')?.body).toEqual({
      user_name: 'agent1',
      password: 'agent-lotus-2026',
    });
    // The player's session is untouched: the desk keeps its own.
    expect(localStorage.getItem('token')).toBeNull();
    expect(readDeskSession()?.token).toBe('desk-token');
    expect(screen.queryByRole('navigation', { name: 'Desk sections' })).toBeNull();

    await user.type(screen.getByLabelText('Authenticator code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    expect(screen.getByLabelText('Authenticator code').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('Authenticator code'));
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // A new sign-in starts on the desk's first screen, with the float.
    expect(await screen.findByText('500,000.00 Ks')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent');
    expect(readDeskSession()?.factor).toBe('proven');
  });

  it("puts the server's sign-in refusal under the user name", async () => {
    const user = userEvent.setup();
    stubDesk((call) =>
      call.path === '/agent/login'
        ? {
            status: 422,
            body: {
              message: 'Wrong user name or password.',
              errors: { user_name: ['Wrong user name or password.'] },
            },
          }
        : undefined,
    );
    renderDesk();
    await user.type(await screen.findByLabelText('Username or phone'), 'agent1');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong user name or password.')).toBeTruthy();
    expect(readDeskSession()).toBeNull();
  });

  it('shows the agent every screen of its desk', async () => {
    signInDesk();
    stubDesk();
    renderDesk();
    await expectNavLinks([
      'Home',
      'Deposits',
      'Withdrawals',
      'Players',
      'Payment accounts',
      'Staff',
      'Reports',
      'Float log',
      'Commission',
      'Security',
    ]);
  });

  it("leaves the agent's own screens out for its staff, and guards their addresses", async () => {
    signInDesk();
    stubDesk(undefined, VIEW_ONLY_ME);
    renderDesk('/agent/staff');
    await expectNavLinks(['Home', 'Deposits', 'Withdrawals', 'Players', 'Reports', 'Float log', 'Security']);
    expect(await screen.findByText('Your permission group does not include this screen.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a staff member' })).toBeNull();
  });

  it('signs out on the server and back to the sign-in', async () => {
    const user = userEvent.setup();
    signInDesk();
    const calls = stubDesk((call) => (call.path === '/logout' ? ok(null, 'Logged out.') : undefined));
    renderDesk();
    await screen.findByText('500,000.00 Ks');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Agent sign-in' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/logout' && call.method === 'POST')).toBe(true);
    expect(readDeskSession()).toBeNull();
  });
});
