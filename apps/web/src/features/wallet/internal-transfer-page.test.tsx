import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/shared/i18n/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import { InternalTransferPage } from '@/features/wallet/internal-transfer-page';
import { PLAYER, signIn } from '@/features/wallet/test-fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

/** The transfer screen with /user answering `user()` and the transfer routes answering `transfer`. */
function open(transfer: (call: ApiCall) => Reply | Promise<Reply>, user = () => PLAYER) {
  signIn();
  const calls = stubApi((call) => (call.path === '/user' ? ok(user()) : transfer(call)));
  const view = renderPage(<InternalTransferPage />, { path: '/wallet/internal-transfer' });
  return { calls, ...view };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('internal transfer', () => {
  it.each([
    ['gameToMain', 'Game → Main'],
    ['mainToGame', 'Main → Game'],
  ])('opens in the direction the add button asked for (%s)', (direction, pressed) => {
    signIn();
    stubApi(() => ok(PLAYER));
    renderPage(<InternalTransferPage />, {
      path: '/wallet/internal-transfer',
      url: `/wallet/internal-transfer?direction=${direction}`,
    });
    expect(screen.getByRole('button', { name: pressed }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses an empty amount with the Burmese message and sends nothing', async () => {
    setLanguage('mm');
    const { calls } = open(() => ok(null));
    await userEvent.setup().click(screen.getByRole('button', { name: 'လွှဲပြောင်းမည်' }));
    expect(screen.getByText('ပမာဏ ရိုက်ထည့်ပါ။')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('refuses zero in English too', async () => {
    const { calls } = open(() => ok(null));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '0');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('Please enter an amount.')).toBeTruthy();
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);
  });

  it('on success toasts, clears the amount and fetches the player again', async () => {
    let player = PLAYER;
    const { calls } = open(
      () => {
        player = { ...PLAYER, balance: 9000, main_balance: 101000 };
        return ok({ balance: 9000, main_balance: 101000 }, 'Exchange successful!');
      },
      () => player,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(calls.filter((call) => call.path === '/user')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Game → Main' }));
    expect(screen.getByRole('button', { name: 'Game → Main' }).getAttribute('aria-pressed')).toBe('true');
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('Transfer successful.')).toBeTruthy();
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/exchange-game-to-main', body: { amount: 1000 } },
    ]);
    await waitFor(() => expect(calls.filter((call) => call.path === '/user')).toHaveLength(2));
    expect(screen.getByTestId('wallet-main-balance').textContent).toBe('101,000.00 Ks');
    expect(screen.getByTestId('wallet-game-balance').textContent).toBe('9,000.00 Ks');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
  });

  it('toasts the Burmese success text in Burmese', async () => {
    setLanguage('mm');
    const { calls } = open(() => ok({ balance: 10500, main_balance: 99500 }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ပမာဏ'), '500');
    await user.click(screen.getByRole('button', { name: 'လွှဲပြောင်းမည်' }));
    expect(await screen.findByText('လွှဲပြောင်းခြင်း အောင်မြင်ပါသည်။')).toBeTruthy();
    expect(posts(calls)).toEqual([{ method: 'POST', path: '/exchange-main-to-game', body: { amount: 500 } }]);
  });

  it("shows the server's amount error under the field on a 422", async () => {
    open(() => ({
      status: 422,
      body: { message: 'Insufficient balance.', errors: { amount: ['Insufficient balance.'] } },
    }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '999999');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const message = await screen.findByText('Insufficient balance.');
    expect(message.id).toBe(screen.getByLabelText('Amount').getAttribute('aria-describedby'));
    expect(screen.queryByText('Transfer successful.')).toBeNull();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('999999');
  });

  it("shows 'Something Went Wrong!' for a failure without an amount error", async () => {
    open(() => ({ status: 409, body: { message: 'Conflict.' } }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something Went Wrong!');
  });

  it('is disabled and says so while the request runs', async () => {
    const { calls } = open(() => new Promise<Reply>(() => undefined));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const sending = screen.getByRole('button', { name: 'Transferring...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    await user.click(sending);
    expect(posts(calls)).toHaveLength(1);
  });

  it('links to the transfer log', () => {
    open(() => ok(null));
    expect(screen.getByRole('link', { name: 'Transfer Log' }).getAttribute('href')).toBe('/transactions');
  });

  it('sends signed-out visitors to the home list', async () => {
    const calls = stubApi(() => ok(null));
    const { router } = renderPage(<InternalTransferPage />, { path: '/wallet/internal-transfer' });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/?type=all'),
    );
    expect(calls).toEqual([]);
  });
});
