import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '@/shared/session';
import { SetupPage } from './setup-page';

const REGISTRATION = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'cd', attestationObject: 'ao' },
  clientExtensionResults: {},
};
const ASSERTION = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig' },
  clientExtensionResults: {},
};

// The browser's passkey ceremony, as a person with a passkey at hand completes it.
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(async () => REGISTRATION),
  startAuthentication: vi.fn(async () => ASSERTION),
}));

const TOKEN = 'a'.repeat(43);
const PASSWORD = 'a long new password';

const openLink = () => renderPage(<SetupPage />, { path: '/setup', url: `/setup#${TOKEN}` });

const choosePassword = async () => {
  await userEvent.type(screen.getByLabelText('New password (at least 12 characters)'), PASSWORD);
  await userEvent.type(screen.getByLabelText('New password again'), `${PASSWORD}{Enter}`);
};

/** What each call carried: where it went, with which token. */
const headersOf = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url, init]) => [
      String(url),
      (init?.headers as Record<string, string>).authorization ?? null,
    ]);

describe('set-up link page', () => {
  it('lets a new agent choose a password, add a passkey and keep the recovery codes, then says the account is ready', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    const calls = stubApi((call: ApiCall) => {
      if (call.path === '/staff-setup/check')
        return ok({ user_name: 'AG1001', name: 'Agent One', role: 'agent', purpose: 'setup' });
      if (call.path === '/staff-setup')
        return ok({
          token: 'agent-token',
          user: { id: 9, user_name: 'AG1001', name: 'Agent One', role: 'agent' },
          scope: 'agent',
          second_factor: 'enrol',
        });
      if (call.path.endsWith('/register-options'))
        return ok({
          challenge: 'c',
          rp: { name: 'Zeya' },
          user: { id: 'u', name: 'n', displayName: 'd' },
          pubKeyCredParams: [],
        });
      return ok({
        factor: { id: 1, kind: 'passkey', label: 'Laptop', created_at: 'now', last_used_at: null },
        recovery_codes: codes,
      });
    });
    const { router } = openLink();
    expect(await screen.findByText('For Agent One (user name AG1001), agent.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set up your account' })).toBeTruthy();
    // The token is taken out of the address bar once read.
    expect(router.state.location.hash).toBe('');
    await choosePassword();

    const label = await screen.findByLabelText('Name (to tell your factors apart)');
    await userEvent.clear(label);
    await userEvent.type(label, 'Laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByTestId('recovery-codes')).textContent).toBe(codes.join(''));
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

    expect(await screen.findByRole('heading', { name: 'Your agent account is ready.' })).toBeTruthy();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/staff-setup/check', { token: TOKEN }],
      ['/staff-setup', { token: TOKEN, password: PASSWORD, password_confirmation: PASSWORD }],
      ['/agent/second-factor/passkey/register-options', undefined],
      ['/agent/second-factor/passkey/register', { response: REGISTRATION, label: 'Laptop' }],
    ]);
    expect(
      headersOf()
        .slice(2)
        .map(([, authorization]) => authorization),
    ).toEqual(['Bearer agent-token', 'Bearer agent-token']);
    // An agent's session is not a console session: nothing is kept.
    expect(readSession()).toBeNull();
  });

  it('has a reset console user prove the factor they have and ends signed in at the console', async () => {
    const calls = stubApi((call: ApiCall) => {
      if (call.path === '/staff-setup/check')
        return ok({ user_name: 'cashier', name: 'Cashier', role: 'operator', purpose: 'reset' });
      if (call.path === '/staff-setup')
        return ok({
          token: 'console-token',
          user: { id: 4, user_name: 'cashier', name: 'Cashier', role: 'operator' },
          scope: 'console',
          second_factor: 'verify',
        });
      return ok({ checked_at: 'now' });
    });
    openLink();
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    await choosePassword();
    // The reply does not say which factors the account has: every way is offered.
    await userEvent.click(await screen.findByRole('button', { name: 'Use my passkey' }));
    await screen.findByText('/', { selector: '[data-testid=location]' });
    expect(calls.slice(2).map((call) => call.path)).toEqual([
      '/console/second-factor/passkey/options',
      '/console/second-factor/verify',
    ]);
    expect(calls[3]?.body).toEqual({ method: 'passkey', response: ASSERTION });
    expect(readSession()).toMatchObject({
      token: 'console-token',
      user: { user_name: 'cashier', role: 'operator' },
      second_factor: 'none',
      methods: ['passkey'],
    });
  });

  it("shows the server's message for a link that was used or expired, and no form", async () => {
    const message = 'This link has expired or was used already. Ask an admin to send a new one.';
    stubApi(() => ({ status: 404, body: { status: 'Error has occurred...', message, data: null } }));
    openLink();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.queryByLabelText('New password again')).toBeNull();
  });
});
