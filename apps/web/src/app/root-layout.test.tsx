import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/shared/i18n/i18n';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPwa } from '@/app/pwa';
import { RootLayout } from '@/app/root-layout';

const PROFILE = {
  id: 1,
  user_name: 'demo',
  name: 'Demo Player',
  phone: '09123456789',
  member_account: 'demo',
  balance: 10000,
  main_balance: 100000,
};

const envelope = (data: unknown, message = 'Success') => ({
  status: 200,
  body: { status: 'Request was successful.', message, data },
});

type Reply = { status: number; body: unknown };

/** Stubs fetch: each call is answered by `reply(method, path)`; unknown paths get an empty list. Returns the calls. */
function stubApi(reply: (method: string, path: string) => Reply | undefined = () => undefined) {
  const calls: { method: string; path: string; authorization: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(input).replace(/^\/api/, '');
      calls.push({ method, path, authorization: new Headers(init.headers).get('authorization') ?? '' });
      const answer = reply(method, path) ?? envelope([]);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderShell(url = '/about') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { index: true, Component: LocationProbe },
          { path: '*', Component: LocationProbe },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

function signIn() {
  localStorage.setItem('token', 'valid-token');
  localStorage.setItem('userProfile', JSON.stringify(PROFILE));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('top bar and the stored token', () => {
  it.each(['null', 'undefined'])('a stored token %s counts as signed out', async (stored) => {
    localStorage.setItem('token', stored);
    localStorage.setItem('userProfile', JSON.stringify(PROFILE));
    const calls = stubApi();
    renderShell();

    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Now' })).toBeTruthy();
    expect(screen.queryByTestId('game-balance')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === '/game_types')).toBe(true));
    expect(calls.some((call) => call.path === '/user')).toBe(false);
  });

  it("a game another client launched (its URL's return) offers no Login or Join Now, in the bar or the menu", async () => {
    window.history.replaceState(null, '', '/play/shwe-slot?launch=t&return=https%3A%2F%2Fclient.example%2F');
    stubApi();
    renderShell('/play/shwe-slot?launch=t&return=https%3A%2F%2Fclient.example%2F');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join Now' })).toBeNull();
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it('a valid token with a cached profile shows the game balance with separators, and the bottom bar', async () => {
    signIn();
    const calls = stubApi((_method, path) => (path === '/user' ? envelope(PROFILE) : undefined));
    renderShell();

    expect(screen.getByTestId('game-balance').textContent).toBe('G: 10,000');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    const tabs = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(tabs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/?type=all');
    expect(tabs.getByRole('link', { name: 'Ads Video' }).getAttribute('href')).toBe(
      '/ads-video?tab=AdsVideo',
    );
    expect(tabs.getByRole('link', { name: 'Promotion' }).getAttribute('href')).toBe(
      '/Promotion?tab=Promotion',
    );
    expect(tabs.getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe('/information?tab=transfer');
    expect(tabs.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/Contact?tab=Contact');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/user')?.authorization).toBe('Bearer valid-token'),
    );
  });

  it('the balance poll merges a changed game balance into the top bar', async () => {
    signIn();
    stubApi((_method, path) => (path === '/user' ? envelope({ ...PROFILE, balance: 2_500_000 }) : undefined));
    renderShell();

    expect(await screen.findByText('G: 2,500,000')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userProfile')!).balance).toBe(2_500_000);
  });

  it('a 401 on the /api/user poll signs the player out and goes to /?type=all', async () => {
    signIn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi((_method, path) =>
      path === '/user' ? { status: 401, body: { message: 'Unauthenticated.' } } : undefined,
    );
    renderShell();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?type=all'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userProfile')).toBeNull();
  });
});

describe('language picker', () => {
  it('switching to Burmese stores lan and changes the labels at once', async () => {
    stubApi();
    renderShell();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Language: EN (English)' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'မြန်မာ MM' }));

    expect(localStorage.getItem('lan')).toBe('mm');
    // Its name holds what it shows (WCAG 2.5.3), now MM.
    expect(screen.getByRole('button', { name: 'ဘာသာစကား: MM (မြန်မာ)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ဝင်မည်' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'အကောင့်ဖွင့်ရန်' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByText(/မူပိုင်ခွင့် အားလုံး ရယူထားသည်/)).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on an outside click without changing the language', async () => {
    stubApi();
    renderShell();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Language: EN (English)' }));
    expect(screen.getByRole('menu', { name: 'Language' })).toBeTruthy();
    await user.click(screen.getByRole('contentinfo'));

    expect(screen.queryByRole('menu')).toBeNull();
    expect(localStorage.getItem('lan')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('side menu', () => {
  it('shows the player, main balance, links and contacts, and closes on a backdrop click', async () => {
    signIn();
    stubApi((_method, path) => {
      if (path === '/user') return envelope(PROFILE);
      if (path === '/contact')
        return envelope([
          { id: 1, name: 'viber', value: 'viber://chat', image: '/storage/contacts/viber.svg' },
        ]);
      if (path === '/site-settings')
        return envelope({ download_app_url: '/storage/app/zeya.apk', mini_games: [] });
      return undefined;
    });
    renderShell();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: /Demo Player/ }).getAttribute('href')).toBe(
      '/information?tab=profile',
    );
    expect(menu.getByText('100,000 Ks')).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/information?tab=transfer',
    );
    expect(menu.getByRole('link', { name: 'Logs' }).getAttribute('href')).toBe(
      '/information?tab=logs&type=deposit',
    );
    expect(menu.getByRole('link', { name: 'Promotion' }).getAttribute('href')).toBe('/promotion');
    expect((await menu.findByRole('img', { name: 'viber' })).getAttribute('src')).toBe(
      '/storage/contacts/viber.svg',
    );
    expect(menu.getByRole('link', { name: /viber/ }).getAttribute('href')).toBe('/contact');
    expect((await menu.findByRole('link', { name: 'Android app (APK)' })).getAttribute('href')).toBe(
      '/storage/app/zeya.apk',
    );
    // The browser has not offered to install the site: no Download App button.
    expect(menu.queryByRole('button', { name: 'Download App' })).toBeNull();

    await user.click(screen.getByTestId('side-menu-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('Download App installs the site where the browser offers it, once; no APK link when none is served', async () => {
    startPwa();
    stubApi((_method, path) =>
      path === '/site-settings' ? envelope({ download_app_url: null, mini_games: [] }) : undefined,
    );
    renderShell();
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => ({ outcome: 'accepted' })),
    });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await user.click(menu.getByRole('button', { name: 'Download App' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu.queryByRole('button', { name: 'Download App' })).toBeNull());
    expect(menu.queryByRole('link', { name: 'Android app (APK)' })).toBeNull();
  });

  it('closes on the × button', async () => {
    stubApi();
    renderShell();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('logout posts /logout, clears the session, says so and goes home signed out', async () => {
    signIn();
    const calls = stubApi((method, path) => {
      if (path === '/user') return envelope(PROFILE);
      if (method === 'POST' && path === '/logout') return envelope(null, 'Logout successfully.');
      return undefined;
    });
    renderShell('/information?tab=profile');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Logout' }),
    );

    expect(await screen.findByText('Logout successfully.')).toBeTruthy();
    // The toast and the navigation happen in that order but not in one render: wait for the new address.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?type=all'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/logout')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userProfile')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByTestId('game-balance')).toBeNull();
  });

  it('a failed logout keeps the session and only logs', async () => {
    signIn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi((method, path) => {
      if (path === '/user') return envelope(PROFILE);
      if (method === 'POST' && path === '/logout') return { status: 500, body: { message: 'Server Error' } };
      return undefined;
    });
    renderShell();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Logout' }),
    );

    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBe('valid-token');
    expect(screen.queryByText('Logout successfully.')).toBeNull();
    error.mockRestore();
  });
});

describe('footer and dialogs', () => {
  it('shows the browser advice, the 2019 copyright and the first ten distinct provider logos', async () => {
    const provider = (id: number) => ({
      id,
      provider_name: `P${id}`,
      img_url: `/storage/providers/p${id}.svg`,
    });
    stubApi((_method, path) =>
      path === '/game_types'
        ? envelope([
            { id: 1, providers: [1, 2, 3, 4, 5, 6].map(provider) },
            { id: 2, providers: [3, 7, 8, 9, 10, 11, 12].map(provider) },
          ])
        : undefined,
    );
    renderShell();

    const footer = within(screen.getByRole('contentinfo'));
    expect(
      footer.getByText(
        'Best viewed by Google Chrome 72.0 or higher. Best viewed at a resolution of 1280x1024 or higher',
      ),
    ).toBeTruthy();
    expect(footer.getByText('© 2019 Zeya. All rights reserved.')).toBeTruthy();
    await waitFor(() => expect(footer.getAllByAltText('provider logo')).toHaveLength(10));
    expect(footer.getAllByAltText('provider logo').map((img) => img.getAttribute('src'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => `/storage/providers/p${id}.svg`),
    );
  });

  it("names the provider logos in the player's language", async () => {
    setLanguage('mm');
    stubApi((_method, path) =>
      path === '/game_types'
        ? envelope([
            { id: 1, providers: [{ id: 1, provider_name: 'P1', img_url: '/storage/providers/p1.svg' }] },
          ])
        : undefined,
    );
    renderShell();
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByAltText('ဂိမ်းဝန်ဆောင်မှုပေးသူ လိုဂို')).toBeTruthy();
    expect(footer.queryByAltText('provider logo')).toBeNull();
  });

  it('Login and Join Now open their dialogs, which switch to each other', async () => {
    stubApi();
    renderShell();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(login).getByRole('button', { name: 'Join Now' }));
    const register = await screen.findByRole('dialog', { name: 'Register' });
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    await user.click(within(register).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Join Now' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();
  });
});
