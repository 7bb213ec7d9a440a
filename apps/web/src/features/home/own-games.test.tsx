import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@/shared/i18n/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@zeya/test-kit/render-page';
import { HomePage } from '@/features/home/home-page';
import { OwnGames } from '@/features/home/own-games';
import { stubHomeApi } from '@/features/home/test-fixtures';
import { ok } from '@zeya/test-kit/render-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setLanguage('en');
});

const hrefs = () =>
  within(screen.getByRole('region', { name: 'Our games' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('our own games on home', () => {
  it('offers 2D, 3D, Digit Bet, Shwe Slot and Shan to a signed-in player, each opening its screen', () => {
    localStorage.setItem('token', 'valid-token');
    renderPage(<OwnGames />, { path: '/' });
    expect(hrefs()).toEqual([
      ['2DTwice daily', '/2d'],
      ['3D1st and 16th', '/3d'],
      ['Digit BetProvably fair', '/digitbet'],
      ['Shwe SlotOur slot', '/play/shwe-slot'],
      ['Shan Koe MeeCard game', '/shan'],
    ]);
  });

  it("sends a visitor's tap on Shwe Slot, which needs an account, to the sign-in", () => {
    renderPage(<OwnGames />, { path: '/' });
    expect(screen.getByRole('link', { name: /Shwe Slot/ }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: /Digit Bet/ }).getAttribute('href')).toBe('/digitbet');
  });

  it('leaves Shan out when the site does not offer it (a server with no Shan provider)', async () => {
    stubHomeApi((call) =>
      call.path === '/site-settings'
        ? ok({ download_app_url: null, mini_games: [{ name: 'Digit Bet', url: '/digitbet' }] })
        : undefined,
    );
    renderPage(<OwnGames />, { path: '/' });
    await waitFor(() =>
      expect(hrefs().map(([, href]) => href)).toEqual(['/2d', '/3d', '/digitbet', '/login']),
    );
  });

  it('speaks Burmese', async () => {
    setLanguage('mm');
    renderPage(<OwnGames />, { path: '/' });
    const region = screen.getByRole('region', { name: 'ကျွန်ုပ်တို့၏ ဂိမ်းများ' });
    expect(within(region).getByRole('link', { name: /2D ထီ/ }).getAttribute('href')).toBe('/2d');
  });

  it('home has one h1 before its h2s, and the row shows on the full list only', async () => {
    stubHomeApi();
    const view = renderPage(<HomePage />, { path: '/', url: '/?type=all' });
    const headings = await screen.findAllByRole('heading');
    expect(headings[0]).toMatchObject({ tagName: 'H1', textContent: 'Zeya games' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Our games' })).toBeTruthy();
    view.unmount();

    renderPage(<HomePage />, { path: '/', url: '/?type=hot' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zeya games');
    expect(screen.queryByRole('region', { name: 'Our games' })).toBeNull();
  });
});
