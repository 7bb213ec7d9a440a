import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, stubApi, ok, type ApiCall } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/login-page';
import { readSession } from '@/shared/session';

const USER = { id: 2, user_name: 'operator', name: 'Op', role: 'operator' };

const signIn = async () => {
  renderPage(<LoginPage />, { path: '/login' });
  await userEvent.type(screen.getByLabelText('User name'), 'operator');
  await userEvent.type(screen.getByLabelText('Password'), 'operator12345');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

const location = () => screen.findByText('/', { selector: '[data-testid=location]' });

const wrongCode = {
  status: 422,
  body: {
    message: 'That code is not right, or it was used already.',
    errors: { code: ['That code is not right, or it was used already.'] },
  },
};

describe('console sign-in', () => {
  it('keeps the console session and goes to the overview when no second factor is asked', async () => {
    const calls = stubApi(() => ok({ token: 't0k', user: USER, second_factor: 'none', methods: [] }));
    await signIn();
    await location();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/console/login',
      body: { user_name: 'operator', password: 'operator12345' },
    });
    expect(readSession()).toEqual({ token: 't0k', user: USER, second_factor: 'none', methods: [] });
  });

  it("shows the server's field messages and stores nothing when refused", async () => {
    stubApi(() => ({
      status: 422,
      body: {
        message: 'These credentials do not match our records.',
        errors: { user_name: ['These credentials do not match our records.'] },
      },
    }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'These credentials do not match our records.',
    );
    expect(readSession()).toBeNull();
  });

  it('asks for the second factor after the password, and opens the console only once it is proven', async () => {
    const calls = stubApi((call: ApiCall) => {
      if (call.path === '/console/login')
        return ok({
          token: 't0k',
          user: USER,
          second_factor: 'verify',
          methods: ['passkey', 'totp', 'recovery'],
        });
      return (call.body as { code: string }).code === 'abcd-efgh' ? ok({ checked_at: 'now' }) : wrongCode;
    });
    await signIn();
    expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use my passkey' })).toBeTruthy();
    const code = screen.getByLabelText('Code from your authenticator app');
    expect(document.activeElement).toBe(code);
    // The session is kept, but the console stays closed until the factor is proven.
    expect(readSession()?.second_factor).toBe('verify');

    await userEvent.type(code, '123 456{Enter}');
    expect(await screen.findByText('That code is not right, or it was used already.')).toBeTruthy();
    expect(screen.queryByTestId('location')?.textContent).toBe('/login');

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(document.activeElement).toBe(recovery);
    await userEvent.type(recovery, 'abcd-efgh{Enter}');
    await location();
    expect(calls.slice(1)).toEqual([
      { method: 'POST', path: '/console/second-factor/verify', body: { method: 'totp', code: '123 456' } },
      {
        method: 'POST',
        path: '/console/second-factor/verify',
        body: { method: 'recovery', code: 'abcd-efgh' },
      },
    ]);
    expect(readSession()?.second_factor).toBe('none');
  });

  it('enrols an authenticator app at the first sign-in that needs one, then shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    const calls = stubApi((call: ApiCall) => {
      if (call.path === '/console/login')
        return ok({ token: 't0k', user: USER, second_factor: 'enrol', methods: [] });
      if (call.path === '/console/second-factor/totp/start')
        return ok({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' });
      return ok({
        factor: { id: 1, kind: 'totp', label: 'My phone', created_at: 'now', last_used_at: null },
        recovery_codes: codes,
      });
    });
    await signIn();
    expect(screen.getByRole('heading', { name: 'Set up your second factor' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name (to tell your factors apart)'));
    await userEvent.click(screen.getByRole('button', { name: 'Use an authenticator app' }));

    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    await userEvent.keyboard('654321{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Your recovery codes' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('recovery-codes').textContent).toBe(codes.join(''));
    expect(screen.queryByTestId('location')?.textContent).toBe('/login');
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await location();
    expect(calls.slice(1).map((call) => [call.path, call.body])).toEqual([
      ['/console/second-factor/totp/start', { label: 'My phone' }],
      ['/console/second-factor/totp/confirm', { code: '654321' }],
    ]);
    expect(readSession()).toMatchObject({ second_factor: 'none', methods: ['totp', 'recovery'] });
    expect(JSON.stringify(localStorage)).not.toContain('code-0');
  });
});
