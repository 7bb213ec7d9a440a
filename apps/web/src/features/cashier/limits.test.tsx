import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type Reply } from '@zeya/test-kit/render-page';
import { LogsTab } from '@/features/cashier/logs-tab';
import { TransferTab } from '@/features/cashier/transfer-tab';
import { BANKS, logRow, PLAYER, SAVED, signIn } from '@/features/cashier/test-fixtures';

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

const LIMITS = {
  deposit: { min: 1_000, max: 10_000_000, max_pending: 3, pending: 1, pending_amount: 5_000 },
  withdraw: { min: 10_000, max: 10_000_000, pending: 2, pending_amount: 35_000 },
};

/** The transfer tab at `url`, with the server's limits (`limits`: undefined answers 404) and one POST reply. */
function open(url: string, { limits = LIMITS, post }: { limits?: unknown; post?: Reply } = {}) {
  const calls = stubApi((call) => {
    if (call.path === '/banks') return ok(BANKS);
    if (call.path === '/user') return ok(PLAYER);
    if (call.path === '/user-payment') return ok(SAVED);
    if (call.path === '/cashier-limits' && limits) return ok(limits);
    if (post && call.method === 'POST') return post;
    return { status: 404, body: { message: 'Not found.' } };
  });
  return { calls, ...renderPage(<TransferTab />, { path: '/information', url }) };
}

/** The texts a field's aria-describedby points at: what a screen reader reads with it. */
function describedBy(label: string) {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('the cashier forms state their limits before the player types', () => {
  it('deposit: minimum and maximum on the amount, and how many deposits wait out of the three allowed', async () => {
    open('/information?tab=transfer');
    expect((await screen.findByTestId('deposit-pending')).textContent).toBe(
      'Pending deposits: 1 of 3 allowed (5,000 Ks waiting for a check).',
    );
    expect(describedBy('Amount')).toBe('At least 1,000 Ks, at most 10,000,000 Ks.');
    expect(screen.getByLabelText('Amount').getAttribute('min')).toBe('1000');
  });

  it('deposit: once three wait, says a new one must wait, before anything is typed', async () => {
    open('/information?tab=transfer', {
      limits: { ...LIMITS, deposit: { ...LIMITS.deposit, pending: 3, pending_amount: 9_000 } },
    });
    const note = await screen.findByTestId('deposit-pending');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe(
      'You have 3 pending deposits, the most allowed: a new one can be sent once one of them is checked.',
    );
  });

  it('withdraw (the Withdraw tile opens it by address): minimum, maximum, and what is held', async () => {
    open('/information?tab=transfer&mode=withdraw');
    expect(screen.getByRole('button', { name: 'Withdraw' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('form', { name: 'Withdraw' })).toBeTruthy();
    expect((await screen.findByTestId('withdraw-pending')).textContent).toBe(
      'Pending withdrawals: 2 (35,000 Ks held from your main balance).',
    );
    expect(describedBy('Amount')).toContain('At least 10,000 Ks, at most 10,000,000 Ks.');
  });

  it("shows the contract's default limits while the server has not said (and no pending count)", async () => {
    open('/information?tab=transfer&mode=withdraw', { limits: null });
    await screen.findByRole('radio', { name: 'KBZPay' });
    expect(describedBy('Amount')).toContain('At least 10,000 Ks, at most 10,000,000 Ks.');
    expect(screen.queryByTestId('withdraw-pending')).toBeNull();
  });

  it('the switch keeps the form in the address', async () => {
    const user = userEvent.setup();
    const { router } = open('/information?tab=transfer');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(router.state.location.search).toBe('?tab=transfer&mode=withdraw');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(router.state.location.search).toBe('?tab=transfer&mode=deposit');
  });
});

describe('every refusal says the number that applies', () => {
  const refused = (field: string, text: string): Reply => ({
    status: 422,
    body: { message: text, errors: { [field]: [text] } },
  });

  it('a deposit under the minimum: the server text with the minimum, under the amount', async () => {
    const user = userEvent.setup();
    open('/information?tab=transfer', { post: refused('amount', 'The minimum deposit is 1,000 Ks.') });
    await user.click(await screen.findByRole('radio', { name: /KBZPay/ }));
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.type(screen.getByLabelText('Transaction No. (last 6 digits)'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Deposit' }));
    await screen.findByText('The minimum deposit is 1,000 Ks.');
    expect(describedBy('Amount')).toContain('The minimum deposit is 1,000 Ks.');
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
  });

  it('a fourth pending deposit: the limit with its number, at the top of the form', async () => {
    const user = userEvent.setup();
    const text =
      'You already have 3 pending deposits, the most allowed. Please wait until one of them is checked.';
    open('/information?tab=transfer', { post: { status: 422, body: { message: text, errors: {} } } });
    await user.click(await screen.findByRole('radio', { name: /KBZPay/ }));
    await user.type(screen.getByLabelText('Amount'), '5000');
    await user.type(screen.getByLabelText('Transaction No. (last 6 digits)'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Deposit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('a withdrawal above the main balance: the balance, under the amount', async () => {
    const user = userEvent.setup();
    const text = 'Your main balance is 12,500 Ks: you cannot withdraw more than that.';
    open('/information?tab=transfer&mode=withdraw', { post: refused('amount', text) });
    await user.click(await screen.findByRole('radio', { name: 'KBZPay' }));
    await user.type(screen.getByLabelText('Account Name'), 'Demo Player');
    await user.type(screen.getByLabelText('Account Number'), '09451234567');
    await user.type(screen.getByLabelText('Amount'), '20000');
    await user.type(screen.getByLabelText('Password'), 'golden-pagoda-7');
    await user.click(screen.getByRole('button', { name: 'Confirm Withdraw' }));
    await screen.findByText(text);
    expect(describedBy('Amount')).toContain(text);
  });
});

describe('a rejected request says why and where the money went', () => {
  const openLog = (type: string, rows: unknown[]) => {
    stubApi((call) => ok(call.path === `/${type}logfinicial` ? rows : []));
    renderPage(<LogsTab />, { path: '/information', url: `/information?tab=logs&type=${type}` });
  };

  it("a rejected withdrawal: the operator's reason and that the amount went back to main", async () => {
    openLog('withdraw', [
      logRow(2, 'Failed', { reason: 'Account name does not match' }),
      logRow(1, 'Success'),
    ]);
    const rows = await screen.findAllByTestId('account-log-row');
    const rejection = within(rows[0]!).getByTestId('rejection');
    expect(rejection.textContent).toBe(
      'Reason: Account name does not matchThe amount went back to your main balance.',
    );
    expect(within(rows[1]!).queryByTestId('rejection')).toBeNull();
  });

  it('a rejected deposit: the reason and that nothing was added', async () => {
    openLog('deposit', [logRow(3, 'Failed', { reason: 'No transfer received' })]);
    const row = await screen.findByTestId('account-log-row');
    expect(within(row).getByTestId('rejection').textContent).toBe(
      'Reason: No transfer receivedNothing was added to your balance.',
    );
  });
});
