import type { DebtRow, ReviewRow } from '@zeya/contract/provider-reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { ReviewsPage } from './reviews-page';

const page = (rows: unknown[]) =>
  ok({ data: rows, links: [], current_page: 1, last_page: 1, per_page: 20, total: rows.length });

const item = (fields: Partial<ReviewRow>): ReviewRow => ({
  id: 1,
  provider: 'gscplus',
  kind: 'amount_mismatch',
  subject: 'wager:w-1',
  user_id: 7,
  user_name: 'ZY1234',
  round_code: 'w-1',
  game_code: '1006-0',
  product_code: '1006',
  ours: { stake: 10, win: 30 },
  theirs: { stake: 10, win: 40 },
  amount: null,
  details: {},
  status: 'open',
  detected_at: '2026-11-24T03:00:00.000Z',
  closed_at: null,
  closed_by: null,
  resolution: null,
  ...fields,
});

describe('console provider reviews', () => {
  it('lists differences with both figures; an admin posts one after confirming, a flag is marked as seen', async () => {
    saveSession('t0k', { id: 2, user_name: 'admin', name: 'Admin', role: 'admin' });
    let open = [
      item({}),
      item({
        id: 2,
        kind: 'large_credit',
        subject: 'transaction:t-9',
        round_code: 'w-9',
        ours: null,
        theirs: null,
        amount: 2_000_000,
      }),
    ];
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        open = open.filter((row) => !call.path.includes(`/reviews/${row.id}/`));
        return ok({ reference: 'game:gscplus:review:1', amount: 10 }, 'Success');
      }
      return page(open);
    });
    renderPage(<ReviewsPage />, { path: '/reviews/*', url: '/reviews' });
    const row = (await screen.findByText('w-1', { selector: 'code' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(1, 7).map((cell) => cell.textContent)).toEqual([
      'gscplus · Different amount',
      'ZY1234',
      'w-1',
      '10 Ks / 30 Ks',
      '10 Ks / 40 Ks',
      '+10 Ks',
    ]);
    await userEvent.click(within(row).getByRole('button', { name: 'Post difference' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('round w-1 to ZY1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/console/reviews/1/resolve',
    ]);
    const flag = (await screen.findByText('gscplus · Large credit')).closest('tr')!;
    expect(within(flag).queryByRole('button', { name: 'Post difference' })).toBeNull();
    expect(within(flag).getByText('2,000,000 Ks')).toBeTruthy();
  });

  it('shows a round we settled that the provider does not list as a flag, with our net, to be marked as seen', async () => {
    saveSession('t0k', { id: 2, user_name: 'admin', name: 'Admin', role: 'admin' });
    stubApi(() =>
      page([
        item({
          kind: 'unlisted_round',
          subject: 'unlisted:w-3',
          round_code: 'w-3',
          ours: null,
          theirs: null,
          amount: 20,
        }),
      ]),
    );
    renderPage(<ReviewsPage />, { path: '/reviews/*', url: '/reviews' });
    const row = (await screen.findByText("gscplus · Settled here, not in the provider's list")).closest(
      'tr',
    )!;
    expect(within(row).getByText('20 Ks')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Post difference' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Mark as seen' })).toBeTruthy();
  });

  it('shows operators the queue without the posting button, and the players in debt', async () => {
    saveSession('t0k', { id: 3, user_name: 'operator', name: 'Op', role: 'operator' });
    stubApi((call) =>
      call.path.startsWith('/console/debts')
        ? ok([{ user_id: 7, user_name: 'ZY1234', debt: 40 }] satisfies DebtRow[])
        : page([item({})]),
    );
    renderPage(<ReviewsPage />, { path: '/reviews/*', url: '/reviews' });
    const row = (await screen.findByText('w-1', { selector: 'code' })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Post difference' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Mark as seen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Player debts' }));
    const debt = (await screen.findByRole('link', { name: 'ZY1234' })).closest('tr')!;
    expect(within(debt).getByText('40 Ks')).toBeTruthy();
  });
});
