import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage } from '@zeya/test-kit/render-page';
import { HomePage } from '@/features/home/home-page';
import { gameRange, stubHomeApi } from '@/features/home/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('home', () => {
  it('goes to /?type=all when no type is given', async () => {
    stubHomeApi();
    renderPage(<HomePage />, { path: '/', url: '/' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?type=all'));
  });

  it('lists every type with its provider cards on type=all', async () => {
    stubHomeApi((call) =>
      call.path === '/banner_Text' ? ok([{ id: 1, text: 'Welcome to Zeya' }]) : undefined,
    );
    renderPage(<HomePage />, { path: '/', url: '/?type=all' });
    // Waits on a cheap query: role queries over the whole list are slow enough to miss findBy's interval on a busy machine.
    await screen.findByAltText('P8 Studio');
    const fishing = screen.getByRole('region', { name: 'Fishing' });
    expect(within(fishing).getByRole('link', { name: 'P8 Studio' }).getAttribute('href')).toBe(
      '/?type=8&provider=108',
    );
    expect(screen.getByText('Welcome to Zeya')).toBeTruthy();
    expect(screen.getByText('No banners available')).toBeTruthy();
  });

  it('lists the hot games and shows a launch error above them', async () => {
    stubHomeApi((call) => {
      if (call.path === '/hot_game_lists') return ok(gameRange(1, 2, (id) => `Hot ${id}`));
      if (call.path === '/seamless/launch-game')
        return {
          body: { status: 'Request was successful.', code: 500, message: 'Game is under maintenance.' },
        };
      return undefined;
    });
    renderPage(<HomePage />, { path: '/', url: '/?type=hot' });
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: 'Hot 2' })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Play Game' })[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('Game is under maintenance.');
  });

  it("says 'No Data Found' for an unknown type", async () => {
    stubHomeApi();
    renderPage(<HomePage />, { path: '/', url: '/?type=99' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });
});
