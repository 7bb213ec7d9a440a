import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import { DigitBetPage } from '@/features/digitbet/digitbet-page';
import { makeRound, PLAYER, signIn } from '@/features/digitbet/test-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A success reply of POST /api/digitbet settling `round`, with the new game balance. */
function settled(round = makeRound(), balance = 9995, message = 'Better luck next time.'): Reply {
  return { body: { success: true, message, data: { balance, history: [round], round } } };
}

/** /digitbet signed in; /user answers `user()`, the history is empty, other calls go to `bet`. */
function open(bet: (call: ApiCall) => Reply | Promise<Reply>, user = () => PLAYER) {
  signIn();
  const calls = stubApi((call) => {
    if (call.path === '/user') return ok(user());
    if (call.path === '/digitbet/history') return ok([]);
    return bet(call);
  });
  const view = renderPage(<DigitBetPage />, { path: '/digitbet' });
  return { calls, ...view };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const pressed = (name: string | RegExp) => button(name).getAttribute('aria-pressed');
const status = () => screen.getByTestId('digitbet-status').textContent;

describe('Digit Bet', () => {
  it('shows the game balance and a question mark before any roll', async () => {
    open(() => ok(null));
    expect(screen.getByRole('heading', { name: 'Digit Bet' })).toBeTruthy();
    expect(screen.getByTestId('digitbet-balance').textContent).toBe('10,000.00 Ks');
    expect(screen.getByRole('img', { name: 'Not rolled yet' }).textContent).toBe('?');
    expect(screen.getByTestId('digitbet-current-bet').textContent).toBe('Current bet: none');
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });

  it('a digit clears Big/Small and disables them; Big is chosen again once the digit is gone', async () => {
    open(() => settled());
    const user = userEvent.setup();
    await user.click(button('Big (5-9)'));
    expect(pressed('Big (5-9)')).toBe('true');
    expect(screen.getByTestId('digitbet-current-bet').textContent).toBe('Current bet: Big (5-9)');

    await user.click(button('7'));
    expect(pressed('7')).toBe('true');
    expect(pressed('Big (5-9)')).toBe('false');
    expect(button('Big (5-9)').disabled).toBe(true);
    expect(button('Small (0-4)').disabled).toBe(true);
    expect(screen.getByTestId('digitbet-current-bet').textContent).toBe('Current bet: Digit 7');

    // Picking another digit moves the choice; after a roll the choice is cleared and Big/Small come back.
    await user.click(button('2'));
    expect(pressed('7')).toBe('false');
    expect(pressed('2')).toBe('true');
    await user.click(button('Roll the Dice'));
    await screen.findByRole('img', { name: 'Rolled number: 3' });
    expect(pressed('2')).toBe('false');
    expect(button('Big (5-9)').disabled).toBe(false);
    await user.click(button('Small (0-4)'));
    expect(pressed('Small (0-4)')).toBe('true');
    // A new choice clears the last result and the message.
    expect(screen.getByRole('img', { name: 'Not rolled yet' })).toBeTruthy();
    expect(status()).toBe('');
  });

  it("refuses to roll without a choice: 'Please place a bet first!' and nothing is sent", async () => {
    const { calls } = open(() => settled());
    await userEvent.setup().click(button('Roll the Dice'));
    expect(status()).toBe('Please place a bet first!');
    expect(posts(calls)).toEqual([]);
  });

  it("sends the bet only and shows the server's rolled number, whatever the client might have guessed", async () => {
    const { calls } = open(() =>
      settled(makeRound({ digit: 7, rolledNumber: 3, outcome: 'lose', profit: -5 }), 9995),
    );
    const user = userEvent.setup();
    await user.click(button('x5'));
    await user.click(button('7'));
    await user.click(button('Roll the Dice'));

    expect(await screen.findByRole('img', { name: 'Rolled number: 3' })).toBeTruthy();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/digitbet',
        body: { bet_type: 'digit', digit: 7, bet_amount: 1, multiplier: 5 },
      },
    ]);
    expect(status()).toContain('❌ Better luck next time.');
    expect(status()).toContain('Rolled 3. You lost 5.00 Ks.');
    expect(screen.getByTestId('digitbet-current-bet').textContent).toBe('Current bet: none');
  });

  it('a Big win shows the check mark, the win and replaces balance and history from the reply', async () => {
    let player = PLAYER;
    const round = makeRound({
      id: 9,
      betType: 'big',
      digit: null,
      bet_amount: 1,
      multiplier: 1,
      rolledNumber: 8,
      outcome: 'win',
      win_amount: 1.95,
      profit: 0.95,
    });
    const { calls } = open(
      () => {
        player = { ...PLAYER, balance: 10000.95 };
        return settled(round, 10000.95, 'You won!');
      },
      () => player,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(calls.filter((call) => call.path === '/user')).toHaveLength(1));
    await user.click(button('Big (5-9)'));
    await user.click(button('Roll the Dice'));

    expect(await screen.findByRole('img', { name: 'Rolled number: 8' })).toBeTruthy();
    expect(posts(calls)[0]?.body).toEqual({ bet_type: 'big', digit: null, bet_amount: 1, multiplier: 1 });
    expect(status()).toContain('✅ You won!');
    expect(status()).toContain('Rolled 8. You won 1.95 Ks.');
    expect(screen.getByTestId('digitbet-balance').textContent).toBe('10,000.95 Ks');
    const rows = screen.getAllByTestId('digitbet-history-row');
    expect(rows).toHaveLength(1);
    const [bet, rolled, outcome] = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(bet).toMatch(/^Big 1\.00 Ks × 1.*Check this roll$/);
    expect([rolled, outcome]).toEqual(['8', 'Win+0.95 Ks']);
    // The player is fetched again after the round.
    await waitFor(() => expect(calls.filter((call) => call.path === '/user')).toHaveLength(2));
  });

  it("shows a 422's message with a cross mark", async () => {
    const { calls } = open(() => ({
      status: 422,
      body: { message: 'Insufficient balance.', errors: { bet_amount: ['Insufficient balance.'] } },
    }));
    const user = userEvent.setup();
    await user.click(button('x100'));
    await user.click(button('4'));
    await user.click(button('Roll the Dice'));
    await waitFor(() => expect(status()).toBe('❌ Insufficient balance.'));
    expect(screen.getByRole('img', { name: 'Not rolled yet' })).toBeTruthy();
    expect(screen.getByTestId('digitbet-balance').textContent).toBe('10,000.00 Ks');
    // The history is reloaded after a refusal.
    expect(calls.filter((call) => call.path === '/digitbet/history').length).toBeGreaterThanOrEqual(2);
  });

  it('on a refusal for insufficient balance offers to move the shortfall from main, and plays after the exchange', async () => {
    let player = { ...PLAYER, balance: 10000, main_balance: 5000 };
    const { calls } = open(
      (call) => {
        if (call.path === '/exchange-main-to-game') {
          const amount = (call.body as { amount: number }).amount;
          player = {
            ...player,
            balance: player.balance + amount,
            main_balance: player.main_balance - amount,
          };
          return ok({ balance: player.balance, main_balance: player.main_balance }, 'Exchange successful!');
        }
        if (player.balance < 100) {
          // The game balance was spent elsewhere (another tab) since the page last heard of it.
          return {
            status: 422,
            body: { message: 'Insufficient balance.', errors: { bet_amount: ['Insufficient balance.'] } },
          };
        }
        return settled(makeRound(), player.balance - 100);
      },
      () => player,
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/user')).toBe(true));
    player = { ...player, balance: 30 };
    const user = userEvent.setup();
    await user.click(button('x100'));
    await user.click(button('4'));
    await user.click(button('Roll the Dice'));
    await waitFor(() => expect(status()).toBe('❌ Insufficient balance.'));

    const prompt = await screen.findByTestId('insufficient-balance');
    expect(prompt.textContent).toContain(
      'This needs 100.00 Ks. Your Game Balance has 30.00 Ks; your Main Balance has 5,000.00 Ks.',
    );
    expect(button('Roll the Dice').disabled).toBe(true);
    expect(screen.getByTestId('game-main-balance').textContent).toBe('5,000.00 Ks');

    await user.click(within(prompt).getByRole('button', { name: 'Move 70.00 Ks to Game Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Exchange Balance' });
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('70');
    await user.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    await waitFor(() => expect(screen.queryByTestId('insufficient-balance')).toBeNull());
    expect(screen.getByTestId('digitbet-balance').textContent).toBe('100.00 Ks');
    expect(screen.getByTestId('game-main-balance').textContent).toBe('4,930.00 Ks');

    await user.click(button('4'));
    await user.click(button('Roll the Dice'));
    await waitFor(() => expect(status()).toContain('Better luck next time.'));
    expect(posts(calls).filter((call) => call.path === '/digitbet')).toHaveLength(2);
  });

  it('a stake above the game balance disables the roll before anything is sent', async () => {
    const { calls } = open(
      () => settled(),
      () => ({ ...PLAYER, balance: 50, main_balance: 0 }),
    );
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('digitbet-balance').textContent).toBe('50.00 Ks'));
    await user.click(button('x50'));
    expect(screen.queryByTestId('insufficient-balance')).toBeNull();
    await user.click(button('x100'));
    const prompt = screen.getByTestId('insufficient-balance');
    // Nothing in main either: the way forward is a deposit.
    expect(within(prompt).getByRole('link', { name: 'Deposit' })).toBeTruthy();
    await user.click(button('7'));
    expect(button('Roll the Dice').disabled).toBe(true);
    expect(posts(calls)).toEqual([]);
  });

  it("says 'Could not connect to backend.' on a network failure and 'Backend Error: ...' on a server fault", async () => {
    let reply: Reply = 'network-error';
    open(() => reply);
    const user = userEvent.setup();
    await user.click(button('1'));
    await user.click(button('Roll the Dice'));
    await waitFor(() => expect(status()).toBe('Could not connect to backend.'));

    reply = { status: 500, body: { message: 'Server exploded.' } };
    await user.click(button('1'));
    await user.click(button('Roll the Dice'));
    await waitFor(() => expect(status()).toBe('Backend Error: Server exploded.'));
  });

  it('is disabled and says so while the roll is being sent', async () => {
    const { calls } = open(() => new Promise<Reply>(() => undefined));
    const user = userEvent.setup();
    await user.click(button('5'));
    await user.click(button('Roll the Dice'));
    const sending = button('Rolling...');
    expect(sending.disabled).toBe(true);
    expect(button('5').disabled).toBe(true);
    await user.click(sending);
    expect(posts(calls)).toHaveLength(1);
  });

  it('counts down from 90 after a choice and rolls by itself at zero', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls } = open(() => settled(makeRound({ betType: 'small', digit: null, rolledNumber: 1 })));
    fireEvent.click(button('Small (0-4)'));
    expect(screen.getByRole('timer').textContent).toBe('Rolling in 90...');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('Rolling in 89...');
    act(() => vi.advanceTimersByTime(88_000));
    expect(screen.getByRole('timer').textContent).toBe('Rolling in 1...');
    expect(posts(calls)).toEqual([]);

    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        {
          method: 'POST',
          path: '/digitbet',
          body: { bet_type: 'small', digit: null, bet_amount: 1, multiplier: 1 },
        },
      ]),
    );
    expect(await screen.findByRole('img', { name: 'Rolled number: 1' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    // Nothing rolls again once the countdown is over.
    act(() => vi.advanceTimersByTime(120_000));
    expect(posts(calls)).toHaveLength(1);
  });

  it('a new choice restarts the countdown, and the button rolls at once while it runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls } = open(() => settled());
    fireEvent.click(button('3'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer').textContent).toBe('Rolling in 60...');
    fireEvent.click(button('6'));
    expect(screen.getByRole('timer').textContent).toBe('Rolling in 90...');

    expect(button('Roll the Dice').disabled).toBe(false);
    fireEvent.click(button('Roll the Dice'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ bet_type: 'digit', digit: 6 });
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('asks signed-out visitors to log in and sends nothing', async () => {
    const calls = stubApi(() => ok([]));
    renderPage(<DigitBetPage />, { path: '/digitbet' });
    expect(screen.queryByTestId('digitbet-balance')).toBeNull();
    const user = userEvent.setup();
    await user.click(button('9'));
    await user.click(button('Roll the Dice'));
    expect(status()).toBe('Please log in to play.');
    expect(calls).toEqual([]);
  });

  it('the bet amount opens the 20x modal; its bet and coin value become the bet at x20', async () => {
    const { calls } = open(() => settled());
    const user = userEvent.setup();
    expect(screen.getByTestId('digitbet-total').textContent).toBe('Total bet: 1.00 Ks × 1 = 1.00 Ks');
    await user.click(screen.getByLabelText('Bet Amount'));
    const dialog = screen.getByRole('dialog', { name: 'BET MULTIPLIER 20x' });
    const total = within(dialog).getByTestId('digitbet-total-bet');
    expect(total.textContent).toBe('20.00 MMK');
    expect((within(dialog).getByRole('button', { name: 'Decrease BET' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Increase BET' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase BET' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase COIN VALUE' }));
    expect(within(dialog).getByRole('group', { name: 'COIN VALUE' }).textContent).toContain('2.00 MMK');
    expect(total.textContent).toBe('120.00 MMK');

    await user.click(within(dialog).getByRole('button', { name: 'BET MAX' }));
    expect(within(dialog).getByRole('group', { name: 'BET' }).textContent).toContain('10');
    expect(within(dialog).getByRole('group', { name: 'COIN VALUE' }).textContent).toContain('10.00 MMK');
    expect(total.textContent).toBe('2,000.00 MMK');

    await user.click(within(dialog).getByRole('button', { name: 'Decrease COIN VALUE' }));
    expect(total.textContent).toBe('1,800.00 MMK');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Bet Amount') as HTMLInputElement).value).toBe('90.00');
    expect(pressed('x20')).toBe('true');
    expect(screen.getByTestId('digitbet-total').textContent).toBe('Total bet: 90.00 Ks × 20 = 1,800.00 Ks');

    await user.click(button('0'));
    await user.click(button('Roll the Dice'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ bet_type: 'digit', digit: 0, bet_amount: 90, multiplier: 20 });
  });

  it('closing the modal keeps the bet as it was', async () => {
    open(() => settled());
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Bet Amount'));
    await user.click(screen.getByRole('button', { name: 'BET MAX' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Bet Amount') as HTMLInputElement).value).toBe('1.00');
    expect(pressed('x1')).toBe('true');
  });
});
