import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { InformationRoute } from '@/app/information-route';
import { BANKS, logRow, PLAYER, signIn } from '@/features/cashier/test-fixtures';

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
