import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import type { RequestLogRow } from '@/features/wallet/api';
import { makePage, signIn } from '@/features/wallet/test-fixtures';
import { WalletHistoryPage } from '@/features/wallet/wallet-history-page';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

function row(
  id: number,
  status: 0 | 1 | 2,
  amount: number,
  refrence_no: string | null = null,
  reason: string | null = null,
): RequestLogRow {
  return {
    id,
    status,
    amount,
    refrence_no,
    created_at: '2025-03-10T12:00:00.000Z',
    user_payment_id: null,
    reason,
  };
}

const DEPOSITS_PAGE_1 = [row(3, 0, 5000, '123456'), row(2, 1, 20000.5, '654321'), row(1, 2, 1000)];
const DEPOSITS_PAGE_2 = [row(9, 1, 7777, '111222')];
const WITHDRAWALS = [row(20, 2, 15000, null, 'Account name does not match')];

function serve() {
  return stubApi((call) => {
    const [path, query] = call.path.split('?');
    const page = Number(new URLSearchParams(query).get('page'));
    if (path === '/transaction/deposit-requestlog')
      return ok(makePage(page === 2 ? DEPOSITS_PAGE_2 : DEPOSITS_PAGE_1, path, page, 2));
    if (path === '/transaction/withdraw-requestlog') return ok(makePage(WITHDRAWALS, path, page, 1));
    return { status: 404, body: { message: 'Not found.' } };
  });
}

const cards = () => screen.getAllByTestId('request-card');

describe('wallet history', () => {
  it('lists deposits with their status labels, amounts and reference numbers', async () => {
    const calls = serve();
    renderPage(<WalletHistoryPage />, { path: '/wallet-history' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(calls.map((call) => call.path)).toEqual(['/transaction/deposit-requestlog?page=1']);
    expect(screen.getByRole('link', { name: 'Deposits' }).getAttribute('aria-current')).toBe('page');

    const [waiting, done, rejected] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(waiting).getByText('Waiting').className).toMatch(/yellow/);
    expect(within(waiting).getByText('5,000.00 Ks')).toBeTruthy();
    expect(within(waiting).getByText('Ref. No.: 123456')).toBeTruthy();
    expect(within(done).getByText('Transferred').className).toMatch(/emerald/);
    expect(within(done).getByText('20,000.50 Ks')).toBeTruthy();
    expect(within(rejected).getByText('Rejected').className).toMatch(/red/);
    expect(within(rejected).queryByText(/Ref\. No\./)).toBeNull();
    expect(within(rejected).getByTestId('rejection').textContent).toBe('Nothing was added to your balance.');
    expect(within(done).queryByTestId('rejection')).toBeNull();
    expect(within(waiting).getByText(/^2025-03-1[01] \d\d:\d\d$/)).toBeTruthy();
  });

  it('pages with Next and Previous, following the links', async () => {
    const calls = serve();
    const { router } = renderPage(<WalletHistoryPage />, { path: '/wallet-history' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('7,777.00 Ks')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/transaction/deposit-requestlog?page=2');
    expect(router.state.location.search).toBe('?page=2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('shows withdrawals on their tab, without paging when one page holds them', async () => {
    const calls = serve();
    renderPage(<WalletHistoryPage />, { path: '/wallet-history' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Withdrawals' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('Withdrawal')).toBeTruthy();
    expect(within(cards()[0]!).getByText('Rejected')).toBeTruthy();
    // A rejection says why, in the operator's words, and where the held amount went.
    expect(within(cards()[0]!).getByTestId('rejection').textContent).toBe(
      'Reason: Account name does not matchThe amount went back to your main balance.',
    );
    expect(calls.at(-1)?.path).toBe('/transaction/withdraw-requestlog?page=1');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows No Data Found for an empty list and Something Went Wrong! on failure', async () => {
    stubApi((call) =>
      call.path.startsWith('/transaction/deposit')
        ? ok(makePage([], '/transaction/deposit-requestlog', 1, 1))
        : { status: 500, body: { message: 'Server Error' } },
    );
    renderPage(<WalletHistoryPage />, { path: '/wallet-history' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Withdrawals' }));
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy();
  });
});
