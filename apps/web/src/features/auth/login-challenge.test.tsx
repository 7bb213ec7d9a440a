import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@zeya/contract/site';
import { ok, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { LoginDialog } from '@/features/auth/login-dialog';
import { SITE_SETTINGS_KEY } from '@/shared/api/site-settings';

const SECRET = 'test-secret';
const PROFILE = {
  id: 7,
  user_name: 'P00000007',
  name: 'Aung Aung',
  phone: '09987654321',
  member_account: 'P00000007',
  balance: 0,
  main_balance: 0,
};

const asksForCheck = (message = 'Many wrong passwords have been tried on this account.') => ({
  status: 403,
  body: { status: 'error', message, data: null, needs: 'login_challenge' },
});

function renderLogin() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(SITE_SETTINGS_KEY, {
    download_app_url: null,
    mini_games: [],
    password_reset: false,
  } satisfies SiteSettings);
  render(
    <QueryClientProvider client={queryClient}>
      <LoginDialog onClose={() => {}} onRegister={() => {}} />
    </QueryClientProvider>,
  );
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  const dialog = within(screen.getByRole('dialog', { name: 'Login' }));
  await user.type(dialog.getByLabelText('Username or phone'), 'P00000007');
  await user.type(dialog.getByLabelText('Password'), 'my-own-pass-21');
  await user.click(dialog.getByRole('button', { name: 'Login' }));
}

const challenge = () =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    counter: 5,
    deriveKey,
    hmacSignatureSecret: SECRET,
  });

afterEach(() => vi.unstubAllGlobals());

describe('login under attack', () => {
  it('solves the device check when the server asks, saying so meanwhile, and signs in with it', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    let handOut: () => void = () => undefined;
    const handedOut = new Promise<void>((resolve) => (handOut = resolve));
    const calls = stubApi(async (call: ApiCall) => {
      if (call.path === '/login-challenge') {
        await handedOut;
        return ok(await challenge());
      }
      const body = call.body as { altcha?: string };
      return body.altcha ? ok({ token: 't0k', user: PROFILE }, 'Logged In Successfully.') : asksForCheck();
    });
    renderLogin();
    await submit(userEvent.setup());

    expect((await screen.findByText('Checking your device…')).getAttribute('role')).toBe('status');
    handOut();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('t0k'));
    expect(screen.queryByText('Checking your device…')).toBeNull();

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /login',
      'GET /login-challenge',
      'POST /login',
    ]);
    const sent = calls[2]!.body as { user_name: string; password: string; altcha: string };
    expect(sent).toMatchObject({ user_name: 'P00000007', password: 'my-own-pass-21' });
    const payload = JSON.parse(atob(sent.altcha));
    const checked = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: SECRET });
    expect(checked.verified).toBe(true);
  });

  it('shows the refusal when the second try is refused too, and asks no more', async () => {
    const calls = stubApi(async (call: ApiCall) =>
      call.path === '/login-challenge'
        ? ok(await challenge())
        : asksForCheck('The device check did not pass or has expired. Please try again.'),
    );
    renderLogin();
    await submit(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The device check did not pass or has expired. Please try again.',
    );
    expect(calls).toHaveLength(3);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
