import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { RankingPage } from '@/features/ranking/ranking-page';

afterEach(() => vi.unstubAllGlobals());

describe('ranking', () => {
  it('shows the no-data text and a neutral banner while there are no withdrawals', async () => {
    stubApi(() => ok([]));
    renderPage(<RankingPage />, { path: '/ranking' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    const banner = screen.getByTestId('winner-banner');
    expect(banner.textContent).toContain('Winner of the Month');
    expect(banner.textContent).toContain('The winner will be announced soon.');
    expect(screen.getByText('Today')).toBeTruthy();
  });

  it('lists the rows in MMK, highlights the first three and names the first as winner', async () => {
    stubApi(() =>
      ok([
        { player_id: 'P1001', amount: 1250000 },
        { player_id: 'P1002', amount: 900000 },
        { player_id: 'P1003', amount: 45000.5 },
        { player_id: 'P1004', amount: 1000 },
      ]),
    );
    renderPage(<RankingPage />, { path: '/ranking' });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1P10011,250,000 MMK',
      '2P1002900,000 MMK',
      '3P100345,000.5 MMK',
      '4P10041,000 MMK',
    ]);
    expect(rows.map((row) => row.getAttribute('data-top'))).toEqual(['true', 'true', 'true', null]);
    const banner = screen.getByTestId('winner-banner');
    expect(within(banner).getByText('P1001')).toBeTruthy();
    expect(within(banner).getByText('1,250,000 MMK')).toBeTruthy();
  });
});
