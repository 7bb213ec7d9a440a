import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { PromotionPage } from '@/features/promotion/promotion-page';

const PROMOTIONS = [
  {
    id: 1,
    title: 'First Deposit Bonus',
    description: 'Top up for the first time and receive a 10% bonus.',
    img_url: '/storage/promotions/promotion-1.svg',
  },
  { id: 2, title: 'Weekly Cashback', description: 'Every Monday we return 5%.', img_url: 'storage/p2.svg' },
];

afterEach(() => vi.unstubAllGlobals());

describe('promotions', () => {
  it('says so when there are none', async () => {
    stubApi(() => ok([]));
    renderPage(<PromotionPage />, { path: '/promotion' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(
      await screen.findByText(
        'No promotions available at the moment. Check back soon for exciting offers and bonuses!',
      ),
    ).toBeTruthy();
  });

  it('shows a card per promotion and opens one in a modal with Learn More, closed by Close', async () => {
    const calls = stubApi(({ path }) => ok(path === '/offers' ? [] : PROMOTIONS));
    const user = userEvent.setup();
    renderPage(<PromotionPage />, { path: '/promotion' });

    const buttons = await screen.findAllByRole('button', { name: 'Learn More' });
    expect(buttons).toHaveLength(2);
    expect(calls.map((call) => call.path)).toContain('/promotion');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/storage/promotions/promotion-1.svg',
      '/storage/p2.svg',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(buttons[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Weekly Cashback' });
    expect(dialog.textContent).toContain('Every Monday we return 5%.');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/storage/p2.svg');

    // The spec's Close under the description, beside the dialog's own × (named Close as well).
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closes.map((button) => button.textContent)).toEqual(['×', 'Close']);
    await user.click(closes[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error state when the list cannot load', async () => {
    stubApi(({ path }) => (path === '/offers' ? ok([]) : { status: 500, body: { message: 'boom' } }));
    renderPage(<PromotionPage />, { path: '/promotion' });
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy();
  });
});
