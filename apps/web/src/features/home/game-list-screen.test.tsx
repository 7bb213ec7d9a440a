import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage } from '@zeya/test-kit/render-page';
import { HomePage } from '@/features/home/home-page';
import { gameRange, makeGame, stubHomeApi } from '@/features/home/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const cardNames = () =>
  screen.getAllByTestId('game-card').map((card) => within(card).getByRole('img').getAttribute('alt'));

/** Provider 1 has 20 + 6 games (page 2 repeats game 20); provider 2 has 3. */
function listReply(path: string) {
  const match = /^\/game_lists\/1\/(\d+)\?page=(\d+)$/.exec(path);
  if (!match) return undefined;
  const [, provider, page] = match;
  if (provider === '2') return ok(gameRange(500, 3, (id) => `Lotus ${id}`));
  return ok(page === '1' ? gameRange(1, 20) : gameRange(20, 6));
}

describe('home game list', () => {
  it("shows 'Load More' after a full page, appends the next page without repeats and hides it after a short page", async () => {
    const calls = stubHomeApi((call) => listReply(call.path));
    renderPage(<HomePage />, { path: '/', url: '/?type=1&provider=1' });
    const user = userEvent.setup();

    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(20));
    expect(screen.getAllByRole('button', { name: 'Play Game' })).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load More' }));

    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(25));
    const names = cardNames();
    expect(new Set(names).size).toBe(25);
    expect(names.filter((name) => name === 'Game 20')).toHaveLength(1);
    expect(names.at(-1)).toBe('Game 25');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/game_lists')).map((call) => call.path)).toEqual([
      '/game_lists/1/1?page=1',
      '/game_lists/1/1?page=2',
    ]);
  });

  it('starts again at page 1 when the provider changes', async () => {
    const calls = stubHomeApi((call) => listReply(call.path));
    renderPage(<HomePage />, { path: '/', url: '/?type=1&provider=1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(25));

    await user.click(screen.getByRole('tab', { name: 'LTR' }));
    await waitFor(() => expect(cardNames()).toEqual(['Lotus 500', 'Lotus 501', 'Lotus 502']));
    expect(screen.getByTestId('location').textContent).toBe('/?type=1&provider=2');
    expect(screen.getByRole('tab', { name: 'LTR' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.at(-1)?.path).toBe('/game_lists/1/2?page=1');

    await user.click(screen.getByRole('tab', { name: 'GPG' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(20));
    expect(calls.at(-1)?.path).toBe('/game_lists/1/1?page=1');
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });

  it('filters the loaded games by name, ignoring case', async () => {
    stubHomeApi((call) =>
      call.path.startsWith('/game_lists/1/1')
        ? ok([
            makeGame(1, { game_name: 'Golden Tiger' }),
            makeGame(2, { game_name: 'Lucky Koi' }),
            makeGame(3, { game_name: 'Royal GOLDEN Moon' }),
          ])
        : undefined,
    );
    renderPage(<HomePage />, { path: '/', url: '/?type=1&provider=1' });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(3));

    await user.type(screen.getByPlaceholderText('Search...'), 'golden');
    expect(cardNames()).toEqual(['Golden Tiger', 'Royal GOLDEN Moon']);

    await user.clear(screen.getByPlaceholderText('Search...'));
    await user.type(screen.getByPlaceholderText('Search...'), 'dragon');
    expect(screen.queryAllByTestId('game-card')).toHaveLength(0);
    expect(screen.getByText('No Data Found')).toBeTruthy();
  });

  it("says 'No Data Found' for a provider without games and hides 'Load More'", async () => {
    stubHomeApi();
    renderPage(<HomePage />, { path: '/', url: '/?type=1&provider=1' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("shows the server's launch error in a red box above the grid, dimming the card while it launches", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const calls = stubHomeApi((call) => {
      if (call.path === '/seamless/launch-game') return new Promise((resolve) => (answer = resolve)) as never;
      return call.path.startsWith('/game_lists/1/1') ? ok(gameRange(1, 3)) : undefined;
    });
    renderPage(<HomePage />, { path: '/', url: '/?type=1&provider=1' });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(3));

    await user.click(screen.getAllByRole('button', { name: 'Play Game' })[1]!);
    const card = screen.getAllByTestId('game-card')[1]!;
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(within(card).getByRole('status')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Play Game' })[0]!);
    expect(calls.filter((call) => call.path === '/seamless/launch-game')).toHaveLength(1);
    expect(calls.at(-1)?.body).toEqual({ game_code: 'G-2', product_code: '9101', game_type: 'SLOT' });

    answer({ status: 404, body: { status: 'Error has occurred...', message: 'Not found.', data: null } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not found.');
    expect(alert.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.getAttribute('aria-busy')).toBe('false');
  });
});
