import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/shared/i18n/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
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

function signIn() {
  localStorage.setItem('token', 'valid-token');
  localStorage.setItem('userProfile', JSON.stringify(PROFILE));
}

function renderShell() {
  stubApi((call) => ok(call.path === '/user' ? PROFILE : []));
  renderPage(<RootLayout />, { path: '/*', url: '/about' });
  return userEvent.setup();
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name = 'Open menu', menuName = 'Menu') {
  await user.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: menuName }));
}

/** Every link of a menu group (the list after its heading), as [text, href]. */
function groupLinks(menu: ReturnType<typeof within>, heading: string) {
  const list = menu.getByRole('heading', { name: heading }).nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setLanguage('en');
});

describe('side menu: every game and screen one tap away', () => {
  it('groups our games and the catalogue under Games, and the other screens under More', async () => {
    signIn();
    const menu = await openMenu(renderShell());
    expect(groupLinks(menu, 'Games')).toEqual([
      ['2D', '/2d'],
      ['3D', '/3d'],
      ['Digit Bet', '/digitbet'],
      ['Shwe Slot', '/play/shwe-slot'],
      ['Shan Koe Mee', '/shan'],
      ['All games', '/games?tab=all'],
    ]);
    expect(groupLinks(menu, 'More')).toEqual([
      ['Ranking', '/ranking'],
      ['Reels', '/reels'],
      ['My Wallet', '/wallet'],
      ['Safer play', '/protection'],
      ['About us', '/about'],
    ]);
    expect(menu.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe(
      '/information?tab=profile',
    );
  });

  it('shows a visitor the games too; the screens that need an account open the sign-in', async () => {
    const menu = await openMenu(renderShell());
    expect(menu.getByRole('link', { name: 'Shwe Slot' }).getAttribute('href')).toBe('/login');
    expect(menu.getByRole('link', { name: 'My Wallet' }).getAttribute('href')).toBe('/login');
    expect(menu.getByRole('link', { name: '2D' }).getAttribute('href')).toBe('/2d');
    expect(menu.queryByRole('link', { name: 'My Profile' })).toBeNull();
  });

  it('speaks Burmese', async () => {
    setLanguage('mm');
    signIn();
    const menu = await openMenu(renderShell(), 'မီနူး ဖွင့်မည်', 'မီနူး');
    expect(groupLinks(menu, 'ဂိမ်းများ').map(([, href]) => href)).toEqual([
      '/2d',
      '/3d',
      '/digitbet',
      '/play/shwe-slot',
      '/shan',
      '/games?tab=all',
    ]);
    expect(menu.getByRole('link', { name: 'ရှမ်းကိုးမီး' }).getAttribute('href')).toBe('/shan');
    expect(menu.getByRole('link', { name: 'အဆင့်စာရင်း' }).getAttribute('href')).toBe('/ranking');
  });

  it('a tap on a link goes there and closes the menu', async () => {
    signIn();
    const user = renderShell();
    const menu = await openMenu(user);
    await user.click(menu.getByRole('link', { name: 'Digit Bet' }));
    expect(screen.getByTestId('location').textContent).toBe('/digitbet');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('keeps the focus inside while open, closes on Escape and gives the focus back to the menu button', async () => {
    const user = renderShell();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    const menu = await openMenu(user);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let tab = 0; tab < 25; tab += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(menu.getByRole('button', { name: 'Close menu' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

describe('top bar balances', () => {
  it('shows the game and the main balance, one tap from the exchange', async () => {
    signIn();
    renderShell();
    const game = screen.getByTestId('game-balance');
    expect(game.textContent).toBe('G: 10,000');
    expect(screen.getByTestId('main-balance').textContent).toBe('M: 100,000');
    const link = game.closest('a')!;
    expect(link.getAttribute('href')).toBe('/wallet/internal-transfer');
    // Its accessible name is what it shows.
    expect(screen.getByRole('link', { name: 'G: 10,000 M: 100,000' })).toBe(link);
  });

  it('shows no balance to a visitor', () => {
    renderShell();
    expect(screen.queryByTestId('main-balance')).toBeNull();
    expect(screen.getByRole('button', { name: 'Join Now' })).toBeTruthy();
  });
});
