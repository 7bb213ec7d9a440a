import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER, signIn } from '@/test/player';
import { ok, renderPage, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { InsufficientBalance, type PayingBalance } from '@/shared/wallet/insufficient-balance';

afterEach(() => vi.unstubAllGlobals());

/** The prompt for a stake of `need` from `uses`, with the player's balances as given; exchanges succeed. */
function show(uses: PayingBalance, need: number, balances: { balance: number; main_balance: number }) {
  let player = { ...PLAYER, ...balances };
  signIn(player);
  const exchanges: ApiCall[] = [];
  const calls = stubApi((call) => {
    if (call.path === '/user') return ok(player);
    exchanges.push(call);
    const amount = (call.body as { amount: number }).amount;
    const sign = call.path === '/exchange-main-to-game' ? 1 : -1;
    player = {
      ...player,
      balance: player.balance + sign * amount,
      main_balance: player.main_balance - sign * amount,
    };
    return ok({ balance: player.balance, main_balance: player.main_balance }, 'Exchange successful!');
  });
  renderPage(<InsufficientBalance uses={uses} need={need} />, { path: '/' });
  return { calls, exchanges };
}

describe('InsufficientBalance', () => {
  it('says nothing while the paying balance covers the stake', () => {
    show('game', 500, { balance: 500, main_balance: 0 });
    expect(screen.queryByTestId('insufficient-balance')).toBeNull();
  });

  it('states the stake and both balances, and moves the shortfall from main to game in the prefilled dialog', async () => {
    const { exchanges } = show('game', 1000, { balance: 250.5, main_balance: 5000 });
    const prompt = screen.getByTestId('insufficient-balance');
    expect(prompt.textContent).toContain('Not enough in your Game Balance');
    expect(prompt.textContent).toContain(
      'This needs 1,000.00 Ks. Your Game Balance has 250.50 Ks; your Main Balance has 5,000.00 Ks.',
    );

    const user = userEvent.setup();
    await user.click(within(prompt).getByRole('button', { name: 'Move 749.50 Ks to Game Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Exchange Balance' });
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('749.5');
    expect(within(dialog).getByRole('button', { name: 'Main → Game' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(dialog).getByTestId('exchange-main-balance').textContent).toBe('5,000.00 Ks');

    await user.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(exchanges).toEqual([{ method: 'POST', path: '/exchange-main-to-game', body: { amount: 749.5 } }]);
    // The game balance now covers the stake: the dialog closes and the prompt goes away without a reload.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('insufficient-balance')).toBeNull());
  });

  it('for a 2D stake from main, moves from the game balance to main', async () => {
    const { exchanges } = show('main', 3000, { balance: 8000, main_balance: 1000 });
    const prompt = screen.getByTestId('insufficient-balance');
    expect(prompt.textContent).toContain('Not enough in your Main Balance');
    expect(prompt.textContent).toContain(
      'Your Main Balance has 1,000.00 Ks; your Game Balance has 8,000.00 Ks.',
    );

    const user = userEvent.setup();
    await user.click(within(prompt).getByRole('button', { name: 'Move 2,000.00 Ks to Main Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Exchange Balance' });
    expect(within(dialog).getByRole('button', { name: 'Game → Main' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(exchanges).toEqual([{ method: 'POST', path: '/exchange-game-to-main', body: { amount: 2000 } }]);
    await waitFor(() => expect(screen.queryByTestId('insufficient-balance')).toBeNull());
  });

  it('offers the deposit form when the other balance cannot cover the shortfall either', () => {
    show('game', 5000, { balance: 1000, main_balance: 3999 });
    const prompt = screen.getByTestId('insufficient-balance');
    expect(prompt.textContent).toContain('Your Main Balance cannot cover it either.');
    expect(within(prompt).queryByRole('button')).toBeNull();
    expect(within(prompt).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/information?tab=transfer',
    );
  });
});
