import type { ConsoleMoneyRequest } from '@zeya/contract/cashier';
import type { StaffRequestRow } from '@zeya/contract/staff-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session';
import { MoneyPage } from './money-page';
import { QUEUE_REFRESH_MS } from '@/shared/money-queue/queue-table';

function request(overrides: Partial<ConsoleMoneyRequest> = {}): ConsoleMoneyRequest {
  return {
    id: 5,
    kind: 'deposit',
    player: { id: 7, user_name: 'ZY1234', name: 'Ko Ko', phone: '09123456789' },
    amount: 25_000,
    status: 'pending',
    channel: 'KBZPay',
    account_name: 'Zeya',
    account_number: '09777000111',
    refrence_no: '123456',
    receipt_url: null,
    reason: null,
    created_at: '2026-11-21T03:00:00.000Z',
    decided_at: null,
    decided_by: null,
    first_approved_by: null,
    first_approved_at: null,
    needs_second_approval: false,
    ...overrides,
  };
}

const page = (rows: (ConsoleMoneyRequest | StaffRequestRow)[]) =>
  ok({ data: rows, links: [], current_page: 1, last_page: 1, per_page: 20, total: rows.length });

const signIn = (user_name = 'operator', id = 3) =>
  saveSession('t0k', { id, user_name, name: user_name, role: 'operator' });

describe('money queues screen', () => {
  it('lists pending deposits and filters by status, day and player in the address', async () => {
    signIn();
    const calls = stubApi((call) =>
      call.path.startsWith('/console/staff-requests') ? page([]) : page([request()]),
    );
    renderPage(<MoneyPage />, { path: '/money/*', url: '/money/deposits' });
    expect(await screen.findByText('ZY1234')).toBeTruthy();
    expect(screen.getByText('25,000 Ks')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/console/deposits?status=pending&page=1');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'rejected');
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/console/deposits?status=rejected&page=1'));
    await userEvent.type(screen.getByLabelText('Player (user name, phone, name)'), '0912');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/console/deposits?status=rejected&q=0912&page=1'));
    expect(screen.getByTestId('location').textContent).toBe(
      '/money/deposits?status=rejected&date=&q=0912&page=1',
    );
  });

  it('approves only with a reason, then toasts and refetches', async () => {
    signIn();
    let rows = [request()];
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        rows = [request({ status: 'approved', decided_by: 'operator', reason: 'matched statement' })];
        return ok({ id: 5, status: 'approved', completed: true }, 'Request approved.');
      }
      return page(rows);
    });
    renderPage(<MoneyPage />, { path: '/money/*', url: '/money/deposits' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Approve deposit #5 of 25,000 Ks for ZY1234?');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    expect(within(dialog).getByText('Type a reason first: Confirm needs it.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/^Reason \(for the audit log\)/), 'matched statement');
    await userEvent.click(confirm);
    expect(await screen.findByText('Request approved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/deposits/5/approve',
      body: { reason: 'matched statement' },
    });
    expect(await screen.findByText('matched statement')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the second approver who gave the first step; the first approver can decide it neither way', async () => {
    const large = request({
      id: 9,
      kind: 'withdrawal',
      amount: 600_000,
      refrence_no: null,
      first_approved_by: 'operator',
      first_approved_at: '2026-11-21T04:00:00.000Z',
      needs_second_approval: true,
    });
    stubApi(() => page([large]));
    signIn('admin', 2);
    const view = renderPage(<MoneyPage />, {
      path: '/money/*',
      url: '/money/withdrawals?status=awaiting_second',
    });
    expect(await screen.findByText('First approval: operator, 2026-11-21 10:30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'operator gave the first approval of withdrawal #9 (600,000 Ks) for ZY1234.',
    );
    view.unmount();

    signIn('operator', 3);
    renderPage(<MoneyPage />, { path: '/money/*', url: '/money/withdrawals' });
    expect(await screen.findByText(/You gave the first approval/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('shows a request made while the queue is open without a reload', async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let rows = [request()];
      stubApi(() => page(rows));
      renderPage(<MoneyPage />, { path: '/money/*', url: '/money/deposits' });
      expect(await screen.findByText('25,000 Ks')).toBeTruthy();
      rows = [request({ id: 6, amount: 40_000 }), ...rows];
      await vi.advanceTimersByTimeAsync(QUEUE_REFRESH_MS);
      expect(await screen.findByText('40,000 Ks')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a deposit's receipt from the console API as an object URL", async () => {
    signIn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:receipt-5', revokeObjectURL: vi.fn() }),
    );
    const calls = stubApi(() => page([request({ receipt_url: '/api/console/deposits/5/receipt' })]));
    renderPage(<MoneyPage />, { path: '/money/*', url: '/money/deposits' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show receipt' }));
    expect(await screen.findByRole('img', { name: 'Receipt of deposit #5' })).toHaveProperty(
      'src',
      'blob:receipt-5',
    );
    expect(calls.at(-1)!.path).toBe('/console/deposits/5/receipt');
  });
});

function staffRequest(overrides: Partial<StaffRequestRow> = {}): StaffRequestRow {
  return {
    id: 12,
    kind: 'console_user.create',
    target_type: 'new_console_user',
    target_id: 'cashier2',
    amount: null,
    payload: {
      user_name: 'cashier2',
      name: 'Cashier Two',
      phone: '09123000111',
      role: 'operator',
      link_base: 'http://localhost',
    },
    reason: 'new shift',
    status: 'pending',
    requested_by: { id: 1, user_name: 'admin' },
    requested_at: '2026-11-21T03:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decision_note: null,
    result: null,
    mine: false,
    ...overrides,
  };
}

const ADJUSTMENT = staffRequest({
  id: 13,
  kind: 'player.adjust',
  target_type: 'player',
  target_id: '7',
  amount: -250_000,
  payload: { player_id: 7, account: 'main', amount: -25_000_000, reason: 'duplicate credit' },
  reason: 'duplicate credit',
  requested_by: { id: 2, user_name: 'supervisor' },
  mine: true,
});

describe('staff requests beside the money queues', () => {
  it('counts the waiting requests in the tab; approve and reject on another’s, withdraw only on one’s own', async () => {
    saveSession('t0k', { id: 2, user_name: 'supervisor', name: 'Supervisor', role: 'admin' });
    let rows = [staffRequest(), ADJUSTMENT];
    const calls = stubApi((call) => {
      if (call.path === '/console/staff-requests/13/cancel') {
        rows = [staffRequest()];
        return ok({ ...ADJUSTMENT, status: 'cancelled' }, 'Request withdrawn.');
      }
      if (call.path.startsWith('/console/staff-requests')) return page(rows);
      if (call.path === '/console/operators') return ok([]);
      return page([]);
    });
    renderPage(<MoneyPage />, { path: '/money/*', url: '/money/deposits' });
    await userEvent.click(await screen.findByRole('link', { name: 'Staff requests (2)' }));

    const created = (
      await screen.findByText(
        'New operator account cashier2 (Cashier Two); its set-up link goes to 09123000111',
      )
    ).closest('tr')!;
    expect(within(created).getByText('Reason: new shift')).toBeTruthy();
    expect(within(created).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(created).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(created).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    const mine = screen.getByText('Adjust the main balance of player #7 by −250,000 Ks').closest('tr')!;
    expect(within(mine).getByText('supervisor (you)')).toBeTruthy();
    expect(within(mine).getByText('You asked for this: someone else must decide it.')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(mine).queryByRole('button', { name: 'Reject' })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Request withdrawn.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/console/staff-requests/13/cancel');
    expect(await screen.findByRole('link', { name: 'Staff requests (1)' })).toBeTruthy();
    expect(screen.queryByText(/Adjust the main balance/)).toBeNull();
  });

  it("toasts the server's refusal of an approval, and the request keeps waiting", async () => {
    signIn('operator', 3);
    const refusal =
      'Your account was made or reset recently: your approvals count from 2026-11-28. Ask someone else.';
    const phone = staffRequest({
      id: 14,
      kind: 'player.phone',
      target_type: 'player',
      target_id: '7',
      payload: { player_id: 7, phone: '09777000222', language: 'en' },
      reason: 'lost SIM, checked ID at the counter',
    });
    const calls = stubApi((call) => {
      if (call.method === 'POST')
        return { status: 409, body: { message: refusal, data: null, needs: 'second_person' } };
      return page(call.path.startsWith('/console/staff-requests') ? [phone] : []);
    });
    renderPage(<MoneyPage />, { path: '/money/*', url: '/money/staff-requests' });
    const row = (await screen.findByText('Change the phone of player #7 to 09777000222')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Open the player' }).getAttribute('href')).toBe(
      '/players/7',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Approve request #14? It takes effect at once');
    await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'saw the ID scan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/staff-requests/14/approve',
      body: { reason: 'saw the ID scan' },
    });
    expect(within(row).getByText('Waiting for a second person')).toBeTruthy();
  });
});
