import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import type { ExchangeLogRow } from '@/features/wallet/api';
import { ExchangeLogPage } from '@/features/wallet/exchange-log-page';
import { makePage, signIn } from '@/features/wallet/test-fixtures';
import { TransactionsPage } from '@/features/wallet/transactions-page';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const PATH = '/exchange-transactions-log';
const PAGE_1: ExchangeLogRow[] = [
  { id: 12, type: 'mainBalanceToGaming', amount: 1500, created_at: '2025-03-10T12:00:00.000Z' },
  { id: 11, type: 'gamingBalanceToMain', amount: 250.5, created_at: '2025-03-09T12:00:00.000Z' },
];
const PAGE_2: ExchangeLogRow[] = [
  { id: 3, type: 'gamingBalanceToMain', amount: 40000, created_at: '2025-03-01T12:00:00.000Z' },
];

function serve() {
  return stubApi((call) => {
    const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
    // Two rows a page, so the second page's first row is number 3.
    return ok(makePage(page === 2 ? PAGE_2 : PAGE_1, PATH, page, 2, 2));
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('exchange log', () => {
  it('shows #, Amount, Type and Date for each transfer and pages on', async () => {
    const calls = serve();
    renderPage(<ExchangeLogPage />, { path: '/exchange-log' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Amount', 'Type', 'Date']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf).map((cells) => cells.slice(0, 3))).toEqual([
      ['1', '1,500.00 Ks', 'Main → Game'],
      ['2', '250.50 Ks', 'Game → Main'],
    ]);
    expect(cellsOf(rows[0]!)[3]).toMatch(/^2025-03-1[01] \d\d:\d\d$/);
    expect(calls.map((call) => call.path)).toEqual([`${PATH}?page=1`]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(cellsOf(within(screen.getByRole('table')).getAllByRole('row')[1]!).slice(0, 3)).toEqual([
      '3',
      '40,000.00 Ks',
      'Game → Main',
    ]);
  });

  it('shows No Data Found when there are no transfers', async () => {
    stubApi(() => ok(makePage([], PATH, 1, 1)));
    renderPage(<ExchangeLogPage />, { path: '/exchange-log' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('transfer log (/transactions)', () => {
  it('lists transfers as cards with direction, amount and date, and pages', async () => {
    const calls = serve();
    renderPage(<TransactionsPage />, { path: '/transactions', url: '/transactions?page=2' });
    await waitFor(() => expect(screen.getAllByTestId('transfer-card')).toHaveLength(1));
    expect(calls.map((call) => call.path)).toEqual([`${PATH}?page=2`]);
    const card = screen.getByTestId('transfer-card');
    expect(within(card).getByText('Game → Main')).toBeTruthy();
    expect(within(card).getByText('40,000.00 Ks')).toBeTruthy();
    expect(within(card).getByText(/^2025-03-0[12] \d\d:\d\d$/)).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getAllByTestId('transfer-card')).toHaveLength(2));
    expect(within(screen.getAllByTestId('transfer-card')[0]!).getByText('Main → Game')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exchange Log' }).getAttribute('href')).toBe('/exchange-log');
  });

  it('sends signed-out visitors home without asking the API', async () => {
    localStorage.clear();
    const calls = serve();
    const { router } = renderPage(<TransactionsPage />, { path: '/transactions' });
    await waitFor(() => expect(router.state.location.search).toBe('?type=all'));
    expect(calls).toEqual([]);
  });
});
