import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_TYPES, HIDDEN_GAME_TYPE_IDS } from '@zeya/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameType } from '@/shared/games/api';
import { makeGame, makeGameTypes } from '@/test/catalogue';
import { ok, renderPage, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { GamesPage } from '@/features/games/games-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function games(typeId: number, providerId: number, count: number): Game[] {
  return Array.from({ length: count }, (_, i) =>
    makeGame(typeId * 1000 + providerId * 100 + i, {
      game_code: `T${typeId}-P${providerId}-${i}`,
      product_code: String(9100 + providerId),
      game_type: GAME_TYPES.find((type) => type.id === typeId)!.code,
      game_name: `Type ${typeId} Provider ${providerId} Game ${i}`,
      image_url: `/storage/games/${typeId}-${providerId}-${i}.svg`,
      provider_id: providerId,
    }),
  );
}

const TYPES: GameType[] = makeGameTypes(10);

const MINI_GAMES = [
  { name: 'Lucky Wheel', url: 'https://mini.example/wheel' },
  { name: 'Dice', url: 'https://mini.example/dice?lang=en' },
];

function stubGamesApi(
  extra: (call: ApiCall) => ReturnType<Parameters<typeof stubApi>[0]> | undefined = () => undefined,
) {
  return stubApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/game_types') return ok(TYPES);
    if (call.path === '/site-settings') return ok({ download_app_url: '/app.apk', mini_games: MINI_GAMES });
    if (call.path === '/hot_game_lists') return ok(games(1, 1, 2));
    if (call.path === '/user')
      return ok({
        id: 1,
        user_name: 'demo',
        name: 'Demo',
        phone: null,
        member_account: 'demo',
        balance: 10000,
        main_balance: 100000,
      });
    const list = /^\/game_lists\/(\d+)\/(\d+)\?page=1$/.exec(call.path);
    if (list) return ok(games(Number(list[1]), Number(list[2]), 3));
    return { status: 404, body: { status: 'Error has occurred...', message: 'Not found.', data: null } };
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('/games', () => {
  it('opens on the All tab', async () => {
    stubGamesApi();
    renderPage(<GamesPage />, { path: '/games', url: '/games' });
    await waitFor(() => expect(location()).toBe('/games?tab=all'));
    const tabs = screen.getByRole('navigation', { name: 'Game sections' });
    expect(within(tabs).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Hot' }).getAttribute('href')).toBe('/games?tab=hot');
    expect(within(tabs).getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotion');
  });

  it("lists mini games with the player's user_name but never the balance, then providers by type", async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem(
      'userProfile',
      JSON.stringify({
        id: 1,
        user_name: 'demo',
        name: 'Demo',
        phone: null,
        member_account: 'demo',
        balance: 10000,
        main_balance: 100000,
      }),
    );
    stubGamesApi();
    renderPage(<GamesPage />, { path: '/games', url: '/games?tab=all' });

    const wheel = await screen.findByRole('link', { name: /Lucky Wheel/ });
    expect(wheel.getAttribute('href')).toBe('https://mini.example/wheel?user_name=demo');
    expect(wheel.getAttribute('target')).toBe('_blank');
    const dice = screen.getByRole('link', { name: /Dice/ });
    expect(dice.getAttribute('href')).toBe('https://mini.example/dice?lang=en&user_name=demo');
    expect(dice.getAttribute('href')).not.toMatch(/balance/);

    const slot = await screen.findByRole('region', { name: 'Slot' });
    expect(within(slot).getByText('LTR')).toBeTruthy();
    const links = within(slot).getAllByRole('link', { name: 'View Games' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/games?type=SLOT&provider=9101',
      '/games?type=SLOT&provider=9102',
    ]);
    for (const id of HIDDEN_GAME_TYPE_IDS) {
      const hidden = TYPES.find((type) => type.id === id)!;
      expect(screen.queryByRole('region', { name: hidden.name })).toBeNull();
    }
  });

  it('links mini games without user_name for a signed-out visitor', async () => {
    stubGamesApi();
    renderPage(<GamesPage />, { path: '/games', url: '/games?tab=all' });
    expect((await screen.findByRole('link', { name: /Lucky Wheel/ })).getAttribute('href')).toBe(
      'https://mini.example/wheel',
    );
  });

  it('shows a provider strip and tiles for a type, and alerts a launch error', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const calls = stubGamesApi();
    renderPage(<GamesPage />, { path: '/games', url: '/games?type=SLOT&provider=9102' });
    const user = userEvent.setup();

    const strip = await screen.findByRole('navigation', { name: 'Providers' });
    expect(within(strip).getByRole('link', { name: 'LTR' }).getAttribute('aria-current')).toBe('page');
    expect(within(strip).getByRole('link', { name: 'GPG' }).getAttribute('href')).toBe(
      '/games?type=SLOT&provider=9101',
    );
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(3));
    expect(calls.some((call) => call.path === '/game_lists/1/2?page=1')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Type 1 Provider 2 Game 1' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Not found.'));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(strip).getByRole('link', { name: 'GPG' }));
    expect(location()).toBe('/games?type=SLOT&provider=9101');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Type 1 Provider 1 Game 0' })).toBeTruthy());
  });

  it("picks a type's first provider when none is given", async () => {
    stubGamesApi();
    renderPage(<GamesPage />, { path: '/games', url: '/games?type=SLOT' });
    await waitFor(() => expect(location()).toBe('/games?type=SLOT&provider=9101'));
  });

  it.each([
    ['table', 'Table Games', 11],
    ['card', 'Card Games', 12],
    ['bingo', 'Bingo Games', 13],
  ])('tab=%s lists the %s of every provider', async (tab, title, typeId) => {
    stubGamesApi();
    renderPage(<GamesPage />, { path: '/games', url: `/games?tab=${tab}` });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: `Type ${typeId} Provider ${10 + typeId} Game 2` }),
    ).toBeTruthy();
    expect(screen.getAllByTestId('game-tile')).toHaveLength(3);
  });

  it('tab=hot shows the hot games', async () => {
    stubGamesApi();
    renderPage(<GamesPage />, { path: '/games', url: '/games?tab=hot' });
    expect(await screen.findByRole('heading', { name: 'Hot Games' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(2));
  });
});
