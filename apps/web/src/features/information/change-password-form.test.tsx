import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER, signIn } from '@/test/player';
import { ok, renderPage, stubApi, type Reply } from '@zeya/test-kit/render-page';
import { InformationPage } from '@/features/information/information-page';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

function open(changePassword: () => Reply) {
  const calls = stubApi((call) => (call.path === '/user' ? ok(PLAYER) : changePassword()));
  const view = renderPage(<InformationPage />, { path: '/information', url: '/information?tab=profile' });
  return { calls, ...view };
}

async function fill(current: string, password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  return user;
}

describe('change password', () => {
  it('shows the profile card', () => {
    open(() => ok(null));
    expect(screen.getByText('Demo Player')).toBeTruthy();
    expect(screen.getByText('09123456789')).toBeTruthy();
    expect(screen.getByText('demo')).toBeTruthy();
  });

  it("shows the server's errors next to their fields and keeps what was typed", async () => {
    const { calls } = open(() => ({
      status: 422,
      body: {
        message: 'The current password is incorrect.',
        errors: {
          current_password: ['The current password is incorrect.'],
          password_confirmation: ['The password confirmation does not match.'],
        },
      },
    }));
    await fill('wrong-pass', 'newpass123', 'other');

    const current = screen.getByLabelText('Current Password');
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(current.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The current password is incorrect.',
    );
    const confirmation = screen.getByLabelText('Confirm New Password');
    expect(document.getElementById(confirmation.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The password confirmation does not match.',
    );
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).toBeNull();
    expect((current as HTMLInputElement).value).toBe('wrong-pass');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/change-password',
      body: { current_password: 'wrong-pass', password: 'newpass123', password_confirmation: 'other' },
    });
  });

  it("shows the server's refusal of a guessable new password under New Password", async () => {
    const weak =
      'This password is too easy to guess: it is a common sequence (like 1234, abcd or a row of the keyboard). Please choose another.';
    open(() => ({ status: 422, body: { message: weak, errors: { password: [weak] } } }));
    await fill('golden-pagoda-7', 'abcdefgh', 'abcdefgh');
    const password = screen.getByLabelText('New Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(weak);
  });

  it('shows a general message without field errors at the top', async () => {
    open(() => ({
      status: 429,
      body: { message: 'Too many requests. Please wait a moment and try again.' },
    }));
    await fill('a', 'b', 'c');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it("toasts the server's message, clears the form and stays on the profile tab", async () => {
    const { router } = open(() => ok(null, 'Password changed successfully'));
    await fill('golden-pagoda-7', 'newpass123', 'newpass123');
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe(''),
    );
    expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Confirm New Password') as HTMLInputElement).value).toBe('');
    expect(router.state.location.pathname + router.state.location.search).toBe('/information?tab=profile');
  });
});
