import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from '@/shared/api/user';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import type { SlotOpen, SlotSpin } from '@/features/house-slot/api';
import { ShweSlotPage } from '@/features/house-slot/shwe-slot-page';
import { spinTiming } from '@/features/house-slot/use-shwe-slot';

const STRIP = ['7', 'LEMON', 'CHERRY', 'PLUM', 'LEMON', 'BELL', 'CHERRY', 'LEMON', 'BAR', 'PLUM', 'CHERRY'];

const TABLE: SlotOpen = {
  session: 'sess-1',
  player: 'demo',
  game: { code: 'shwe-slot', name: 'Shwe Slot' },
  bets: [100, 200, 500, 1000, 2000],
  symbols: ['7', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'],
  reels: [STRIP, [...STRIP.slice(3), ...STRIP.slice(0, 3)], [...STRIP.slice(6), ...STRIP.slice(0, 6)]],
  paytable: [
    { combo: ['7', '7', '7'], pays: 200 },
    { combo: ['BAR', 'BAR', 'BAR'], pays: 80 },
    { combo: ['CHERRY', 'CHERRY', 'ANY'], pays: 4 },
  ],
  rtp: 10_222 / 10_648,
  balance: 10000,
  return_to: null,
};

/** A spin that lands BELL BELL BELL on the payline: 8x a 100 Ks bet. */
const WIN: SlotSpin = {
  stops: [5, 2, 10],
  window: [
    ['LEMON', 'BELL', 'CHERRY'],
    ['PLUM', 'BELL', 'BAR'],
    ['7', 'BELL', 'LEMON'],
  ],
  payline: ['BELL', 'BELL', 'BELL'],
  win: 800,
  pays: 8,
  balance: 10700,
  round_code: 'round-1',
};

const LOSS: SlotSpin = {
  stops: [0, 0, 0],
  window: [
    ['PLUM', '7', 'LEMON'],
    ['CHERRY', 'BAR', 'PLUM'],
    ['LEMON', 'CHERRY', 'BELL'],
  ],
  payline: ['7', 'BAR', 'CHERRY'],
  win: 0,
  pays: 0,
  balance: 9500,
  round_code: 'round-2',
};

const PROFILE = { user_name: 'demo', balance: 10000, main_balance: 0 };

function signIn(profile: object = PROFILE) {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('userProfile', JSON.stringify(profile));
}

/**
 * /play/shwe-slot at `url`, signed in; /house/open answers `opened`, /house/spin `spin`, /user `user` (when given,
 * else 404, so the stored profile stays).
 */
function play({
  url = '/play/shwe-slot?launch=tok-1',
  opened = () => ok(TABLE),
  spin = () => ok(WIN),
  launched = () => ({ status: 404, body: { message: 'Not found.' } }),
  user,
}: {
  url?: string;
  launched?: () => Reply;
  opened?: (call: ApiCall) => Reply | Promise<Reply>;
  spin?: (call: ApiCall) => Reply | Promise<Reply>;
  user?: () => object;
} = {}) {
  signIn(user?.() ?? PROFILE);
  const calls = stubApi((call) => {
    if (call.path === '/house/open') return opened(call);
    if (call.path === '/house/spin') return spin(call);
    if (call.path === '/user' && user) return ok(user());
    if (call.path === '/seamless/launch-game') return launched();
    return { status: 404, body: { message: 'Not found.' } };
  });
  const view = renderPage(<ShweSlotPage />, { path: '/play/shwe-slot', url });
  return { calls, ...view };
}

const symbols = () =>
  within(screen.getByTestId('slot-window'))
    .getAllByTestId('slot-cell')
    .map((cell) => cell.getAttribute('data-symbol'));
const spinButton = () => screen.getByRole('button', { name: 'Spin' }) as HTMLButtonElement;
const location = () => screen.getByTestId('location').textContent;
const refused = (message: string, field: string): Reply => ({
  status: 422,
  body: { message, errors: { [field]: [message] } },
});

/**
 * Lets the stubbed API also answer exchanges from main to game, moving the amount between the profile's balances.
 * The stub keeps its other answers: this wraps the fetch that `play` installed.
 */
function stubExchange(calls: ApiCall[], read: () => typeof PROFILE, write: (next: typeof PROFILE) => void) {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (!String(input).endsWith('/exchange-main-to-game')) return inner(input, init);
    const amount = (JSON.parse(String(init.body)) as { amount: number }).amount;
    calls.push({ method: 'POST', path: '/exchange-main-to-game', body: { amount } });
    const now = read();
    write({ ...now, balance: now.balance + amount, main_balance: now.main_balance - amount });
    const { balance, main_balance } = read();
    return new Response(JSON.stringify(ok({ balance, main_balance }, 'Exchange successful!').body), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

beforeEach(() => {
  spinTiming.minMs = 0;
  // As in the app (main.tsx): effects run twice on mount, and the one-time launch token must still be sent once.
  configure({ reactStrictMode: true });
});

afterEach(() => {
  configure({ reactStrictMode: false });
  vi.unstubAllGlobals();
});

describe('Shwe Slot', () => {
  it('opens the launch once, drops the token from the address, then shows the server window and balance of a spin', async () => {
    const { calls, queryClient } = play();
    expect(await screen.findByRole('heading', { name: 'Shwe Slot' })).toBeTruthy();
    expect((await screen.findByTestId('slot-balance')).textContent).toBe('10,000.00 Ks');
    expect(calls.filter((call) => call.path === '/house/open')).toEqual([
      { method: 'POST', path: '/house/open', body: { launch_token: 'tok-1', game_code: 'shwe-slot' } },
    ]);
    await waitFor(() => expect(location()).toBe('/play/shwe-slot'));
    // The reels rest at their first stop until the first spin.
    expect(symbols()).toEqual(['CHERRY', '7', 'LEMON', 'CHERRY', 'PLUM', 'LEMON', 'BELL', 'CHERRY', 'LEMON']);
    expect(screen.getByTestId('slot-result').textContent).toBe('Choose a bet and press Spin.');
    expect(screen.getByTestId('slot-rtp').textContent).toBe('Return to player: 96.00%');
    queryClient.setQueryData(USER_QUERY_KEY, { balance: 10000 });

    await userEvent.setup().click(spinButton());

    await waitFor(() =>
      expect(symbols()).toEqual(['LEMON', 'BELL', 'CHERRY', 'PLUM', 'BELL', 'BAR', '7', 'BELL', 'LEMON']),
    );
    expect(screen.getByTestId('slot-result').textContent).toBe('You won 800.00 Ks');
    expect(screen.getByTestId('slot-balance').textContent).toBe('10,700.00 Ks');
    expect(
      screen
        .getAllByTestId('slot-cell')
        .filter((cell) => cell.getAttribute('data-row') === 'middle')
        .map((cell) => cell.textContent),
    ).toEqual(['BELL', 'BELL', 'BELL']);
    // The top bar's balance is fetched again.
    expect(queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(calls.filter((call) => call.path === '/house/open')).toHaveLength(1);
  });

  it("says 'No win' when the server's payline pays nothing, and the balance follows the reply", async () => {
    play({ spin: () => ok(LOSS) });
    await screen.findByTestId('slot-balance');
    await userEvent.setup().click(spinButton());
    await waitFor(() => expect(screen.getByTestId('slot-result').textContent).toBe('No win'));
    expect(symbols()).toEqual(['PLUM', '7', 'LEMON', 'CHERRY', 'BAR', 'PLUM', 'LEMON', 'CHERRY', 'BELL']);
    expect(screen.getByTestId('slot-balance').textContent).toBe('9,500.00 Ks');
  });

  it('sends the smallest bet by default and the bet the player picks afterwards', async () => {
    const { calls } = play();
    await screen.findByTestId('slot-balance');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: '100 Ks' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(spinButton());
    await screen.findByText('You won 800.00 Ks');

    await user.click(screen.getByRole('button', { name: '1,000 Ks' }));
    expect(screen.getByRole('button', { name: '1,000 Ks' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '100 Ks' }).getAttribute('aria-pressed')).toBe('false');
    // The paytable shows what each line pays at the chosen bet.
    expect(within(screen.getByTestId('slot-paytable')).getByText('200,000 Ks')).toBeTruthy();
    await user.click(spinButton());

    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/house/spin').map((call) => call.body)).toEqual([
        { session: 'sess-1', bet: 100 },
        { session: 'sess-1', bet: 1000 },
      ]),
    );
  });

  it('disables Spin while a spin is on its way and sends nothing more', async () => {
    let answer: (reply: Reply) => void = () => {};
    const { calls } = play({ spin: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    await screen.findByTestId('slot-balance');
    const user = userEvent.setup();
    await user.click(spinButton());
    await waitFor(() => expect(spinButton().disabled).toBe(true));
    expect(screen.getByRole('button', { name: '500 Ks' })).toHaveProperty('disabled', true);
    await user.click(spinButton());
    answer(ok(LOSS));
    await waitFor(() => expect(spinButton().disabled).toBe(false));
    expect(calls.filter((call) => call.path === '/house/spin')).toHaveLength(1);
  });

  it("shows the server's message and the way back for a launch token already used", async () => {
    const { calls } = play({
      opened: () => refused('This game link has expired or was already used.', 'launch_token'),
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This game link has expired or was already used.',
    );
    // The server's message says what to do: no second hint under it.
    expect(screen.queryByText('Please launch Shwe Slot again from the games list.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to games' }).getAttribute('href')).toBe('/?type=all');
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
    // The player's balances are the app's (the top bar reads them too); the game is asked once.
    expect(calls.filter((call) => call.path !== '/user')).toHaveLength(1);
  });

  it('goes back to the page of the client that launched it, as the server confirmed it, and only then', async () => {
    play({ opened: () => ok({ ...TABLE, return_to: 'https://client.example/lobby' }) });
    await waitFor(() => expect(spinButton().disabled).toBe(false));
    expect(screen.getByRole('link', { name: 'Back to games' }).getAttribute('href')).toBe(
      'https://client.example/lobby',
    );
  });

  it('opened here, offers no way back in the game header (the site frame has its own)', async () => {
    play();
    await waitFor(() => expect(spinButton().disabled).toBe(false));
    expect(screen.queryByRole('link', { name: 'Back to games' })).toBeNull();
  });

  it('opened without a launch token (the menu, a reload) launches the game itself, once, and opens it', async () => {
    const { calls } = play({
      url: '/play/shwe-slot',
      launched: () => ({
        body: { code: 200, message: 'Game launched.', url: '/play/shwe-slot?launch=tok-9' },
      }),
    });
    expect(await screen.findByTestId('slot-balance')).toBeTruthy();
    expect(calls.filter((call) => call.path !== '/user')).toEqual([
      {
        method: 'POST',
        path: '/seamless/launch-game',
        body: { game_code: 'shwe-slot', product_code: 'ZEYA', game_type: 'SLOT' },
      },
      { method: 'POST', path: '/house/open', body: { launch_token: 'tok-9', game_code: 'shwe-slot' } },
    ]);
  });

  it("says the launch's refusal and the way back when the game cannot be launched", async () => {
    play({
      url: '/play/shwe-slot',
      launched: () => ({ body: { code: 404, message: 'This game is not available.' } }),
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This game is not available.');
    expect(screen.getByRole('link', { name: 'Back to games' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
  });

  it('sends visitors without a launch token to the home list', async () => {
    const calls = stubApi(() => ok(TABLE));
    renderPage(<ShweSlotPage />, { path: '/play/shwe-slot', url: '/play/shwe-slot' });
    await waitFor(() => expect(location()).toBe('/?type=all'));
    expect(calls).toEqual([]);
  });

  it('plays a launch URL without a sign-in here: the balance is the game’s own, with nothing to exchange', async () => {
    const calls = stubApi((call) =>
      call.path === '/house/open' ? ok({ ...TABLE, player: 'ZY123' }) : ok(LOSS),
    );
    renderPage(<ShweSlotPage />, { path: '/play/shwe-slot', url: '/play/shwe-slot?launch=tok-1' });
    expect((await screen.findByTestId('slot-balance')).textContent).toBe('10,000.00 Ks');
    expect(screen.queryByRole('button', { name: 'Exchange' })).toBeNull();
    await userEvent.setup().click(spinButton());
    await waitFor(() => expect(screen.getByTestId('slot-result').textContent).toBe('No win'));
    expect(screen.getByTestId('slot-balance').textContent).toBe('9,500.00 Ks');
    expect(calls.map((call) => call.path)).toEqual(['/house/open', '/house/spin']);
  });

  it('on a refused spin (insufficient balance) keeps the reels and offers to move the shortfall from main', async () => {
    let profile = { ...PROFILE, balance: 10000, main_balance: 5000 };
    play({
      user: () => profile,
      spin: () => {
        // The game balance was spent elsewhere (another tab) since the page last heard of it.
        profile = { ...profile, balance: 40 };
        return refused('Insufficient balance.', 'bet');
      },
    });
    await screen.findByTestId('slot-balance');
    expect(screen.queryByTestId('insufficient-balance')).toBeNull();
    const before = symbols();
    await userEvent.setup().click(spinButton());
    expect((await screen.findByTestId('slot-error')).textContent).toBe('Insufficient balance.');
    expect(symbols()).toEqual(before);
    expect(screen.getByTestId('slot-result').textContent).toBe('Choose a bet and press Spin.');
    expect(screen.queryByRole('link', { name: 'Back to games' })).toBeNull();

    const prompt = await screen.findByTestId('insufficient-balance');
    expect(prompt.textContent).toContain(
      'This needs 100.00 Ks. Your Game Balance has 40.00 Ks; your Main Balance has 5,000.00 Ks.',
    );
    expect(within(prompt).getByRole('button', { name: 'Move 60.00 Ks to Game Balance' })).toBeTruthy();
    expect(screen.getByTestId('slot-balance').textContent).toBe('40.00 Ks');
    expect(spinButton().disabled).toBe(true);
  });

  it('before a spin, a bet above the game balance disables Spin and the exchange makes it playable', async () => {
    let profile = { ...PROFILE, balance: 1000, main_balance: 5000 };
    const { calls } = play({
      user: () => profile,
      opened: () => ok({ ...TABLE, balance: 1000 }),
      spin: (call) => {
        if (call.path !== '/house/spin') return ok(null);
        return ok({ ...LOSS, balance: profile.balance - 2000 });
      },
    });
    stubExchange(
      calls,
      () => profile,
      (next) => (profile = next),
    );
    expect(screen.queryByTestId('insufficient-balance')).toBeNull();
    const user = userEvent.setup();
    await screen.findByTestId('slot-balance');
    expect(screen.getByTestId('game-main-balance').textContent).toBe('5,000.00 Ks');
    await user.click(screen.getByRole('button', { name: '2,000 Ks' }));
    const prompt = screen.getByTestId('insufficient-balance');
    expect(spinButton().disabled).toBe(true);

    await user.click(within(prompt).getByRole('button', { name: 'Move 1,000.00 Ks to Game Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Exchange Balance' });
    await user.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    await waitFor(() => expect(screen.queryByTestId('insufficient-balance')).toBeNull());
    expect(screen.getByTestId('slot-balance').textContent).toBe('2,000.00 Ks');
    expect(screen.getByTestId('game-main-balance').textContent).toBe('4,000.00 Ks');
    expect(spinButton().disabled).toBe(false);
    await user.click(spinButton());
    await waitFor(() => expect(screen.getByTestId('slot-result').textContent).toBe('No win'));
    expect(calls.filter((call) => call.path === '/house/spin').map((call) => call.body)).toEqual([
      { session: 'sess-1', bet: 2000 },
    ]);
  });

  it('an expired session says so and offers the way back', async () => {
    play({ spin: () => refused('Your game session has expired.', 'session') });
    await screen.findByTestId('slot-balance');
    await userEvent.setup().click(spinButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Your game session has expired.');
    expect(screen.getByRole('link', { name: 'Back to games' })).toBeTruthy();
  });

  it('keeps the reels turning for the minimum spin time, then lands on the reply', async () => {
    spinTiming.minMs = 300;
    play();
    await screen.findByTestId('slot-balance');
    const started = Date.now();
    await userEvent.setup().click(spinButton());
    expect(screen.getAllByTestId('slot-strip')).toHaveLength(3);
    expect(screen.getByTestId('slot-result').textContent).toBe('');
    await screen.findByText('You won 800.00 Ks');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(screen.queryByTestId('slot-strip')).toBeNull();
  });
});
