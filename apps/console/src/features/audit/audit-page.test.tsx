import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { AuditPage } from './audit-page';
import { readableValue } from './audit-values';

const RECORD = {
  id: 41,
  actor_id: 1,
  actor: 'admin',
  action: 'player.adjust',
  target_type: 'player',
  target_id: '7',
  before: { main: 0 },
  after: { main: 150_000, amount: 150_000, reason: 'counter deposit' },
  ip: '127.0.0.1',
  created_at: '2026-11-24T05:00:00.000Z',
};
/** A break a player took: the record keeps its end as the API wrote it, an ISO instant. */
const BREAK_RECORD = {
  ...RECORD,
  id: 42,
  action: 'protection.break',
  before: null,
  after: { kind: 'timeout', until: '2026-11-30T17:30:00.000Z', lengths: { shown: '2026-11-25T00:00:00Z' } },
};
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, per_page: 50, total: data.length });
const COUNTS = { accounts: 12, transfers: 340, audit_records: 41 };

describe('audit log screen', () => {
  it('shows money in kyat whichever unit the record keeps, and the rest as plain values', () => {
    expect(readableValue(250_050, 'pya')).toBe('2,500.5 Ks');
    expect(readableValue(5_000, 'kyat')).toBe('5,000 Ks');
    expect(readableValue(['00', '77'])).toBe('00, 77');
    expect(readableValue(null)).toBe('—');
    expect(readableValue({ a: 1 })).toBe('{"a":1}');
    expect(readableValue(38)).toBe('38');
  });

  it('shows records with readable before and after, and filters by action', async () => {
    saveSession('t0k', { id: 2, user_name: 'operator', name: 'Op', role: 'operator' });
    const calls = stubApi(() => ok(page([RECORD])));
    renderPage(<AuditPage />, { path: '/audit/*', url: '/audit' });
    expect(await screen.findByText('player.adjust')).toBeTruthy();
    expect(screen.getByText('2026-11-24 11:30')).toBeTruthy();
    const [, record] = screen.getAllByRole('row');
    // Amounts the ledger keeps in pya read as kyat: 150,000 pya credited to main is 1,500 Ks.
    expect(
      within(record!)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(['0 Ks', '1,500 Ks', '1,500 Ks', 'counter deposit']);
    expect(
      within(record!)
        .getAllByRole('term')
        .map((cell) => cell.textContent),
    ).toEqual(['main', 'main', 'amount', 'reason']);
    expect(record!.textContent).not.toContain('150000');
    await userEvent.type(screen.getByLabelText('Action (start, e.g. player.)'), 'cat');
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/console/audit?action=cat&page=1'));
  });

  it('shows every instant of a record in Myanmar time, never as the ISO text the record keeps', async () => {
    saveSession('t0k', { id: 2, user_name: 'operator', name: 'Op', role: 'operator' });
    stubApi(() => ok(page([BREAK_RECORD])));
    renderPage(<AuditPage />, { path: '/audit/*', url: '/audit' });
    expect(await screen.findByText('protection.break')).toBeTruthy();
    const [, record] = screen.getAllByRole('row');
    // 17:30 UTC is midnight of the next Myanmar day.
    expect(within(record!).getByText('2026-12-01 00:00')).toBeTruthy();
    expect(within(record!).getByText('{"shown":"2026-11-25 06:30"}')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(ISO_INSTANT);
  });

  it('verifies the books and says they are clean, with counts', async () => {
    const calls = stubApi((call) =>
      call.path === '/console/verify' ? ok({ clean: true, violations: [], counts: COUNTS }) : ok(page([])),
    );
    renderPage(<AuditPage />, { path: '/audit/*', url: '/audit' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify books' }));
    expect(
      await screen.findByText('Clean: 12 accounts, 340 transfers and 41 audit records checked.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/console/verify')?.method).toBe('POST');
  });

  it('lists the violations it found', async () => {
    stubApi((call) =>
      call.path === '/console/verify'
        ? ok({ clean: false, violations: ['audit record 3 breaks the hash chain'], counts: COUNTS })
        : ok(page([])),
    );
    renderPage(<AuditPage />, { path: '/audit/*', url: '/audit' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify books' }));
    expect((await screen.findByRole('alert')).textContent).toContain('audit record 3 breaks the hash chain');
    expect(screen.getByText('1 violation(s) found:')).toBeTruthy();
  });
});
