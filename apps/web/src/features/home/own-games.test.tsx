import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@zeya/test-kit/render-page';
import { HomePage } from '@/features/home/home-page';
import { OwnGames } from '@/features/home/own-games';
import { stubHomeApi } from '@/features/home/test-fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18next.changeLanguage('en');
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

  it('speaks Burmese', async () => {
    await i18next.changeLanguage('mm');
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
