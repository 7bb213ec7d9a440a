import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { renderPage, stubApi, ok, type ApiCall } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/login-page';
import { readSession } from '@/shared/session';

const SECRET = 'test-secret';
const USER = { id: 2, user_name: 'admin', name: 'Admin', role: 'admin' };

describe('console sign-in under attack', () => {
  it('solves the device check the server asks for, saying so meanwhile, and signs in with it', async () => {
    let handOut: () => void = () => undefined;
    const handedOut = new Promise<void>((resolve) => (handOut = resolve));
    const calls = stubApi(async (call: ApiCall) => {
      if (call.path === '/login-challenge') {
        await handedOut;
        return ok(
          await createChallenge({
            algorithm: 'PBKDF2/SHA-256',
            cost: 100,
            counter: 5,
            deriveKey,
            hmacSignatureSecret: SECRET,
          }),
        );
      }
      if ((call.body as { altcha?: string }).altcha)
        return ok({ token: 't0k', user: USER, second_factor: 'none', methods: [] });
      return {
        status: 403,
        body: { status: 'error', message: 'Check needed.', data: null, needs: 'login_challenge' },
      };
    });
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('User name'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'admin12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByText('Checking your device…')).getAttribute('role')).toBe('status');
    handOut();
    await screen.findByText('/', { selector: '[data-testid=location]' });
    expect(readSession()?.token).toBe('t0k');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /console/login',
      'GET /login-challenge',
      'POST /console/login',
    ]);
    const { altcha, ...rest } = calls[2]!.body as { altcha: string };
    expect(rest).toEqual({ user_name: 'admin', password: 'admin12345' });
    const checked = await verifySolution({
      ...JSON.parse(atob(altcha)),
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(checked.verified).toBe(true);
  });
});
