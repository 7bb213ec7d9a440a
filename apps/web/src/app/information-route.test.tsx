import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { InformationRoute } from '@/app/information-route';
import { BANKS, logRow, PLAYER, signIn } from '@/features/cashier/test-fixtures';
import { InternalTransferPage } from '@/features/wallet/internal-transfer-page';
import { WalletHistoryPage } from '@/features/wallet/wallet-history-page';
import { WalletPage } from '@/features/wallet/wallet-page';

afterEach(() => vi.unstubAllGlobals());

describe('account page with the cashier tabs', () => {
  it('deposits from the Wallet tab and lands on the deposit log showing the new request', async () => {
    signIn();
    let deposited = false;
    stubApi((call) => {
      if (call.path === '/user') return ok(PLAYER);
      if (call.path === '/banks') return ok(BANKS);
      if (call.path === '/depositfinicial') {
        deposited = true;
        return ok(null, 'Deposit successfully');
      }
      if (call.path === '/depositlogfinicial') return ok(deposited ? [logRow(5, 'Pending')] : []);
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup();
    const { router } = renderPage(<InformationRoute />, {
      path: '/information',
      url: '/information?tab=transfer',
    });

    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page');
    await user.click(await screen.findByRole('radio', { name: /KBZPay/ }));
    await user.type(screen.getByLabelText('Amount'), '5000');
    await user.type(screen.getByLabelText('Transaction No. (last 6 digits)'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm Deposit' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tab=logs&type=deposit'));
    // The Logs tab's code loads on first use; the page keeps showing the form until it is there.
    expect(await screen.findByText('5,000.00 Ks')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logs' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Pending')).toBeTruthy();
  });
});

describe("the wallet's tiles lead where their labels say", () => {
  function openWallet() {
    signIn();
    stubApi((call) => {
      if (call.path === '/user') return ok(PLAYER);
      if (call.path === '/banks') return ok(BANKS);
      if (call.path.startsWith('/transaction/')) return ok(emptyPage(call.path));
      return { status: 404, body: { message: 'Not found.' } };
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [
        { path: '/wallet', element: <WalletPage /> },
        { path: '/information', element: <InformationRoute /> },
        { path: '/wallet-history', element: <WalletHistoryPage /> },
        { path: '/wallet/internal-transfer', element: <InternalTransferPage /> },
      ],
      { initialEntries: ['/wallet'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  const emptyPage = (path: string) => ({
    data: [],
    links: [],
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: 0,
    path,
  });
  const tile = (name: string) =>
    within(screen.getByRole('navigation', { name: 'Wallet actions' })).getByRole('link', { name });

  it('Withdraw opens the withdrawal form, Top Up the deposit form, History the history', async () => {
    const user = userEvent.setup();
    const router = openWallet();

    await user.click(tile('Withdraw'));
    expect(await screen.findByRole('form', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Deposit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' }).getAttribute('aria-pressed')).toBe('true');

    await act(() => router.navigate(-1));
    await user.click(await screenTile('Top Up'));
    expect(await screen.findByRole('form', { name: 'Deposit' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Withdraw' })).toBeNull();

    await act(() => router.navigate(-1));
    await user.click(await screenTile('History'));
    expect(await screen.findByRole('heading', { name: 'Transaction History', level: 1 })).toBeTruthy();

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('link', { name: 'Add to Main Balance' }));
    expect(router.state.location.pathname).toBe('/wallet/internal-transfer');
  });

  async function screenTile(name: string) {
    await screen.findByRole('navigation', { name: 'Wallet actions' });
    return tile(name);
  }
});
