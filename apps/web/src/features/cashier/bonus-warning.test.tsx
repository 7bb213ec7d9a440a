import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { TransferTab } from '@/features/cashier/transfer-tab';
import { BANKS, PLAYER, SAVED, signIn } from '@/features/cashier/test-fixtures';

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

const bonus = (active: boolean) => ({
  balance: active ? 100 : 0,
  rule: 'Real money is played first.',
  active: active
    ? { id: 1, amount: 100, required: 1000, wagered: 10, expires_at: '2026-12-01T00:00:00.000Z' }
    : null,
  history: [],
});

function open(active: boolean) {
  stubApi((call) => {
    if (call.path === '/banks') return ok(BANKS);
    if (call.path === '/user') return ok(PLAYER);
    if (call.path === '/user-payment') return ok(SAVED);
    if (call.path === '/bonus') return ok(bonus(active));
    return { status: 404, body: { message: 'Not found.' } };
  });
  renderPage(<TransferTab />, { path: '/information', url: '/information?tab=transfer' });
}

describe('withdraw form and bonus money', () => {
  it('warns before a request that an unwagered bonus is forfeited by it', async () => {
    const user = userEvent.setup();
    open(true);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByTestId('bonus-forfeit-warning')).textContent).toBe(
      'You have a bonus of 100.00 Ks not yet wagered. Requesting a withdrawal now forfeits it: it cannot be withdrawn.',
    );
  });

  it('says nothing without an active bonus', async () => {
    const user = userEvent.setup();
    open(false);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('radio', { name: 'KBZPay' });
    expect(screen.queryByTestId('bonus-forfeit-warning')).toBeNull();
  });
});
