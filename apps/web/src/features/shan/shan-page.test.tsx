import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import { PLAYER, signIn } from '@/test/player';
import { ShanPage } from '@/features/shan/shan-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The tab window.open gives the click: it records where it was sent and whether it was closed. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

/** /shan signed in; /user answers `user()`, the launch answers `launch()`; window.open returns `tab`. */
function open(
  launch: (call: ApiCall) => Reply,
  options: { tab?: ReturnType<typeof fakeTab> | null; player?: typeof PLAYER } = {},
) {
  const player = options.player ?? PLAYER;
  signIn(player);
  const tab = options.tab === undefined ? fakeTab() : options.tab;
  const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const calls = stubApi((call) => (call.path === '/user' ? ok(player) : launch(call)));
  renderPage(<ShanPage />, { path: '/shan' });
  return { calls, tab, windowOpen };
}

const launchButton = () => screen.getByRole('button', { name: 'Launch Shan Game' });

describe('Shan launcher', () => {
  it('shows the account, the game and the main balance and the product code', () => {
    open(() => ok(null));
    expect(screen.getByRole('heading', { name: 'Shan Koe Mee' })).toBeTruthy();
    const terms = screen.getAllByRole('term').map((node) => node.textContent);
    expect(terms).toEqual(['Account', 'Game Balance', 'Main Balance', 'Product Code']);
    const details = screen.getAllByRole('definition').map((node) => node.textContent);
    expect(details).toEqual(['demo', '10,000.00 Ks', '100,000.00 Ks', '100200']);
    expect(screen.queryByTestId('empty-game-balance')).toBeNull();
  });

  it('with an empty game balance offers the exchange from main, and the deposit form when main is empty too', async () => {
    open(() => ok(null), { player: { ...PLAYER, balance: 0, main_balance: 2500 } });
    const notice = screen.getByTestId('empty-game-balance');
    expect(notice.textContent).toContain(
      'Your Game Balance is empty, and games play from it. Your Main Balance has 2,500.00 Ks.',
    );
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Move money to Game Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Exchange Balance' });
    expect(within(dialog).getByRole('button', { name: 'Main → Game' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    cleanup();
    vi.restoreAllMocks();

    open(() => ok(null), { player: { ...PLAYER, balance: 0, main_balance: 0 } });
    expect(
      within(screen.getByTestId('empty-game-balance'))
        .getByRole('link', { name: 'Deposit' })
        .getAttribute('href'),
    ).toBe('/information?tab=transfer');
  });

  it('opens the tab on the click, sends the player’s account and operator code, then sends the tab to the game', async () => {
    const { calls, tab, windowOpen } = open(() => ({
      body: { status: 'success', launch_game_url: 'https://shan.example/play?token=t1' },
    }));
    await userEvent.setup().click(launchButton());
    expect(await screen.findByText('Game launched successfully!')).toBeTruthy();
    expect(windowOpen).toHaveBeenCalledWith('', '_blank');
    expect(tab!.opener).toBeNull();
    expect(tab!.location.href).toBe('https://shan.example/play?token=t1');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/shan-launch-game', body: { member_account: 'demo', operator_code: 'a3h1' } },
    ]);
  });

  it('shows operator code errors joined, and closes the tab', async () => {
    const { tab } = open(() => ({
      status: 403,
      body: {
        status: 'fail',
        message: 'This operator code is not recognised.',
        errors: { operator_code: ['Unknown operator code.', 'Ask support for yours.'] },
      },
    }));
    await userEvent.setup().click(launchButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unknown operator code., Ask support for yours.',
    );
    expect(tab!.close).toHaveBeenCalled();
    expect(tab!.location.href).toBe('');
  });

  it.each([
    [{ status: 'fail', message: 'Shan is not available.' }, 'Shan is not available.'],
    [{ status: 'fail', message: '', error_detail: 'Agent suspended' }, 'Agent suspended'],
    [{ status: 'fail' }, 'Failed to launch game.'],
  ])('shows the message, error_detail or the default of a failure %#', async (body, text) => {
    open(() => ({ status: 502, body }));
    await userEvent.setup().click(launchButton());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it("says 'Network or server error.' when no answer comes", async () => {
    const { tab } = open(() => 'network-error');
    await userEvent.setup().click(launchButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Network or server error.');
    expect(tab!.close).toHaveBeenCalled();
  });

  it('says so when the browser blocked the tab', async () => {
    open(() => ({ body: { status: 'success', launch_game_url: 'https://shan.example/play' } }), {
      tab: null,
    });
    await userEvent.setup().click(launchButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Popup blocked. Please allow popups.');
  });

  it('asks a visitor to log in again instead of showing a card', () => {
    stubApi(() => ok(null));
    renderPage(<ShanPage />, { path: '/shan' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load user info. Please log in again.');
    expect(screen.queryByRole('button', { name: 'Launch Shan Game' })).toBeNull();
  });
});
