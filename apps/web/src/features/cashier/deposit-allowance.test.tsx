import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { setLanguage } from '@/shared/i18n/i18n';
import type { DepositAllowance } from '@/features/cashier/api';
import { TransferTab } from '@/features/cashier/transfer-tab';
import { BANKS, PLAYER, signIn } from '@/features/cashier/test-fixtures';

beforeEach(signIn);
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

const OPEN: DepositAllowance = { allowed: true, left: 5_000, left_period: 'day', refusal: null };
const ABOVE =
  'This deposit would pass your daily deposit limit of 5,000 Ks. You can deposit 5,000 Ks more today.';

/** The tab with the server's allowance: `typed` answers an amount, `open` the question without one. */
function open(allowance: DepositAllowance, typed: (amount: string) => DepositAllowance = () => OPEN) {
  const calls = stubApi((call: ApiCall) => {
    if (call.path === '/banks') return ok(BANKS);
    if (call.path === '/user') return ok(PLAYER);
    if (call.path === '/deposit-allowance') return ok(allowance);
    const amount = /^\/deposit-allowance\?amount=(.+)$/.exec(call.path)?.[1];
    if (amount) return ok(typed(amount));
    return { status: 404, body: { message: 'Not found.' } };
  });
  renderPage(<TransferTab />, { path: '/information', url: '/information?tab=transfer' });
  return calls;
}

describe('deposit allowance', () => {
  it('shows no account to pay, only why and until when, to a player at the daily limit (in Burmese)', async () => {
    setLanguage('mm');
    const calls = open({
      allowed: false,
      left: 0,
      left_period: 'day',
      refusal: {
        reason: 'deposit_limit_day',
        field: 'amount',
        message: 'ယနေ့ 0 Ks ထပ်သွင်းနိုင်ပါသည်။',
        until: '2026-11-28T17:30:00.000Z',
      },
    });
    const closed = await screen.findByTestId('deposit-closed');
    expect(within(closed).getByRole('heading').textContent).toBe('ယခု ငွေသွင်း၍ မရနိုင်ပါ');
    expect(within(closed).getByText('ယနေ့ 0 Ks ထပ်သွင်းနိုင်ပါသည်။')).toBeTruthy();
    expect(closed.textContent).toMatch(/မှစ၍ ငွေပြန်သွင်းနိုင်ပါမည်။/);
    expect(closed.getAttribute('role')).toBe('alert');
    expect(screen.queryAllByTestId('deposit-channel')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'ငွေသွင်းမှု အတည်ပြုမည်' })).toBeNull();
    expect(calls.some((call) => call.path === '/banks')).toBe(false);
  });

  it('says the break’s own words, with no second date, during a time-out', async () => {
    open({
      allowed: false,
      left: null,
      left_period: null,
      refusal: {
        reason: 'protection_timeout',
        field: null,
        message: 'You are taking a break until 2026-11-29 10:00 MMT.',
        until: '2026-11-29T03:30:00.000Z',
      },
    });
    const closed = await screen.findByTestId('deposit-closed');
    expect(closed.textContent).toContain('You are taking a break until 2026-11-29 10:00 MMT.');
    expect(closed.textContent).not.toContain('You can deposit again');
    expect(screen.queryAllByTestId('deposit-channel')).toHaveLength(0);
  });

  it('says what the limit leaves, and refuses an amount above it next to the amount box', async () => {
    const user = userEvent.setup();
    open(OPEN, (amount) =>
      Number(amount) > 5_000
        ? {
            ...OPEN,
            allowed: false,
            refusal: { reason: 'deposit_limit_day', field: 'amount', message: ABOVE, until: null },
          }
        : OPEN,
    );
    expect(await screen.findAllByTestId('deposit-channel')).toHaveLength(2);
    const amount = screen.getByLabelText('Amount');
    const describedBy = () =>
      (amount.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    expect(describedBy()).toContain('Your deposit limit allows 5,000 Ks more today.');

    await user.type(amount, '6000');
    await waitFor(() => expect(describedBy()).toContain(ABOVE));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '4000');
    await waitFor(() => expect(describedBy()).not.toContain(ABOVE));
  });
});

describe('withdraw: game money', () => {
  it('says how much is in games and opens the exchange to move it back to the main balance', async () => {
    const user = userEvent.setup();
    open(OPEN);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const note = await screen.findByTestId('withdraw-game-money');
    expect(note.textContent).toContain('Your game balance holds 10,000.00 Ks.');
    await user.click(within(note).getByRole('button', { name: 'Move game money to main balance' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('10000');
  });
});
