import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER, signIn } from '@/test/player';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import { InformationPage } from '@/features/information/information-page';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

/** The profile tab with the API answering /user with `user()` and exchanges with `exchange`. */
function open(exchange: (call: ApiCall) => Reply | Promise<Reply>, user = () => PLAYER) {
  const calls = stubApi((call) => (call.path === '/user' ? ok(user()) : exchange(call)));
  renderPage(<InformationPage />, { path: '/information', url: '/information?tab=profile' });
  return calls;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Exchange Balance' }));
  const dialog = screen.getByRole('dialog', { name: 'Exchange Balance' });
  const submit = within(dialog).getByRole('button', { name: 'Exchange' }) as HTMLButtonElement;
  const amount = within(dialog).getByLabelText('Amount') as HTMLInputElement;
  return { user, dialog, submit, amount };
}

describe('Exchange Balance dialog', () => {
  it('shows both balances and keeps Exchange disabled while the amount is empty', async () => {
    open(() => ok(null));
    const { user, dialog, submit, amount } = await openDialog();
    expect(within(dialog).getByTestId('exchange-main-balance').textContent).toBe('100,000.00 Ks');
    expect(within(dialog).getByTestId('exchange-game-balance').textContent).toBe('10,000.00 Ks');
    expect(amount.min).toBe('1');
    expect(submit.disabled).toBe(true);
    await user.type(amount, '500');
    expect(submit.disabled).toBe(false);
    await user.clear(amount);
    expect(submit.disabled).toBe(true);
  });

  it('refuses a zero amount on the client', async () => {
    const calls = open(() => ok(null));
    const { user, submit, amount } = await openDialog();
    await user.type(amount, '0');
    await user.click(submit);
    expect(screen.getByText('Please enter a valid amount')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('is disabled and says so while the request runs', async () => {
    const calls = open(() => new Promise<Reply>(() => undefined));
    const { user, dialog, submit, amount } = await openDialog();
    await user.type(amount, '1500');
    await user.click(submit);
    const sending = within(dialog).getByRole('button', { name: 'Exchanging...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/exchange-main-to-game', body: { amount: 1500 } });
  });

  it("stays open with the server's message on a 422", async () => {
    open(() => ({
      status: 422,
      body: { message: 'Insufficient balance.', errors: { amount: ['Insufficient balance.'] } },
    }));
    const { user, dialog, submit, amount } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Game → Main' }));
    await user.type(amount, '999999');
    await user.click(submit);
    expect(await within(dialog).findByText('Insufficient balance.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Exchange Balance' })).toBe(dialog);
    expect(amount.value).toBe('999999');
    expect(within(dialog).getByRole('button', { name: 'Exchange' })).toBeTruthy();
  });

  it("shows 'Exchange failed!' when a failure has no message, and the network error when offline", async () => {
    let reply: Reply = { status: 500, body: {} };
    open(() => reply);
    const { user, dialog, submit, amount } = await openDialog();
    await user.type(amount, '100');
    await user.click(submit);
    expect(await within(dialog).findByText('Exchange failed!')).toBeTruthy();
    reply = 'network-error';
    await user.click(submit);
    expect(await within(dialog).findByText('Network error. Please try again.')).toBeTruthy();
  });

  it('on success closes, clears the amount, resets the direction and refetches the player', async () => {
    let player = PLAYER;
    const calls = open(
      (call) => {
        player = { ...PLAYER, balance: 9000, main_balance: 101000 };
        expect(call).toEqual({ method: 'POST', path: '/exchange-game-to-main', body: { amount: 1000 } });
        return ok({ balance: 9000, main_balance: 101000 }, 'Exchange successful!');
      },
      () => player,
    );
    const { user, dialog, submit, amount } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Game → Main' }));
    await user.type(amount, '1000');
    const userCallsBefore = calls.filter((call) => call.path === '/user').length;
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Exchange successful!')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/user').length).toBeGreaterThan(userCallsBefore),
    );
    expect(screen.getByTestId('account-game-balance').textContent).toBe('9,000.00 Ks');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userProfile')!)).toMatchObject({
        balance: 9000,
        main_balance: 101000,
      }),
    );

    const again = await openDialog();
    expect(again.amount.value).toBe('');
    expect(again.submit.disabled).toBe(true);
    expect(
      within(again.dialog).getByRole('button', { name: 'Main → Game' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(again.dialog).getByRole('button', { name: 'Game → Main' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });
});
