import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/shared/i18n/i18n';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import { TransferTab } from '@/features/cashier/transfer-tab';
import { BANKS, PLAYER, SAVED, signIn } from '@/features/cashier/test-fixtures';

const BURMESE = 'ငွေပေးချေမှုနည်းလမ်း ရွေးချယ်ပါ။';

beforeEach(signIn);
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

function open(withdraw: (call: ApiCall) => Reply = () => ok(null, 'Withdraw successfully')) {
  const calls = stubApi((call) => {
    if (call.path === '/banks') return ok(BANKS);
    if (call.path === '/user') return ok(PLAYER);
    if (call.path === '/user-payment') return ok(SAVED);
    if (call.path === '/withdrawfinicial') return withdraw(call);
    return { status: 404, body: { message: 'Not found.' } };
  });
  const view = renderPage(<TransferTab />, { path: '/information', url: '/information?tab=transfer' });
  return { calls, ...view };
}

async function openWithdraw(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  await screen.findByRole('radio', { name: 'KBZPay' });
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Account Name'), 'Demo Player');
  await user.type(screen.getByLabelText('Account Number'), '09451234567');
  await user.type(screen.getByLabelText('Amount'), '20000');
  await user.type(screen.getByLabelText('Password'), 'golden-pagoda-7');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Confirm Withdraw' }));

const posts = (calls: ApiCall[]) => calls.filter((call) => call.path === '/withdrawfinicial');

describe('withdraw form', () => {
  it('asks for a payment method in Burmese and sends nothing without one', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await openWithdraw(user);
    await fillAccount(user);
    await submit(user);

    expect(await screen.findByText(BURMESE)).toBeTruthy();
    expect(screen.getByText('Please choose a payment method.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    // Choosing a method clears the message.
    await user.click(screen.getByRole('radio', { name: 'WavePay' }));
    expect(screen.queryByText(BURMESE)).toBeNull();
  });

  it('shows only the Burmese message in Burmese', async () => {
    setLanguage('mm');
    const user = userEvent.setup();
    const { calls } = open();
    await user.click(screen.getByRole('button', { name: 'ငွေထုတ်' }));
    await user.click(await screen.findByRole('button', { name: 'ငွေထုတ်မည်' }));
    expect(await screen.findByText(BURMESE)).toBeTruthy();
    expect(screen.queryByText('Please choose a payment method.')).toBeNull();
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows the server's amount error under the amount", async () => {
    const user = userEvent.setup();
    const { calls } = open(() => ({
      status: 422,
      body: { message: 'Insufficient balance.', errors: { amount: ['Insufficient balance.'] } },
    }));
    await openWithdraw(user);
    await user.click(screen.getByRole('radio', { name: 'KBZPay' }));
    await fillAccount(user);
    await submit(user);

    const amount = screen.getByLabelText('Amount');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const described = (amount.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Insufficient balance.',
    );
    expect(screen.getAllByText('Insufficient balance.')).toHaveLength(1);
    expect(screen.getByLabelText('Account Name').getAttribute('aria-invalid')).toBeNull();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/withdrawfinicial',
        body: {
          payment_type_id: 1,
          account_name: 'Demo Player',
          account_number: '09451234567',
          amount: 20000,
          password: 'golden-pagoda-7',
        },
      },
    ]);
  });

  it('goes to the withdraw log with a toast on success and fetches the balances again', async () => {
    const user = userEvent.setup();
    const { calls, router } = open();
    await openWithdraw(user);
    await user.click(screen.getByRole('radio', { name: 'KBZPay' }));
    await fillAccount(user);
    const userFetches = () => calls.filter((call) => call.path === '/user').length;
    const before = userFetches();
    await submit(user);

    expect(await screen.findByText('Withdraw successfully')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/information?tab=logs&type=withdraw',
      ),
    );
    await waitFor(() => expect(userFetches()).toBeGreaterThan(before));
  });

  it('fills the method and account from a saved account', async () => {
    const user = userEvent.setup();
    open();
    await openWithdraw(user);
    await user.click(await screen.findByRole('button', { name: /WavePay · Demo Player · 09451234567/ }));
    expect((screen.getByRole('radio', { name: 'WavePay' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Account Name') as HTMLInputElement).value).toBe('Demo Player');
    expect((screen.getByLabelText('Account Number') as HTMLInputElement).value).toBe('09451234567');
  });

  it('shows the main balance', async () => {
    const user = userEvent.setup();
    open();
    await openWithdraw(user);
    expect(screen.getByTestId('withdraw-main-balance').textContent).toBe('100,000.00 Ks');
  });
});
