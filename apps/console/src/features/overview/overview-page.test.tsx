import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage, stubApi, ok } from '@zeya/test-kit/render-page';
import type { OperatorBalance } from '@zeya/contract/gscplus-console';
import type { Dashboard } from '@zeya/contract/reports';
import { describe, expect, it, vi } from 'vitest';
import { OverviewPage } from './overview-page';

// uPlot draws on a canvas, which a test DOM does not have: the chart is checked by what it is given.
vi.mock('./daily-chart', () => ({
  default: ({ days }: { days: Dashboard['days'] }) => (
    <p data-testid="chart">{days.map((day) => `${day.date}:${day.ggr}`).join(' ')}</p>
  ),
}));

const totals = (from: string, to: string, scale: number) => ({
  from,
  to,
  deposits: 25_000 * scale,
  withdrawals: 10_000 * scale,
  bets: 820 * scale,
  wins: 16_060 * scale,
  free_round_wins: 60 * scale,
  ggr: -15_240 * scale,
  new_players: 2 * scale,
  active_players: 2 * scale,
});

/** A server without the aggregator answers the balance 409: the dashboard shows no card for it. */
const NOT_CONFIGURED = { status: 409, body: { status: 'Error has occurred...', message: 'x', data: null } };

describe('console overview', () => {
  it("shows the queues waiting, today's and the period's figures and the last 30 days; a new period refetches", async () => {
    const calls = stubApi((call) => {
      if (call.path.startsWith('/console/gscplus/balance')) return NOT_CONFIGURED;
      const query = new URLSearchParams(call.path.split('?')[1]);
      return ok({
        today: totals('2026-11-24', '2026-11-24', 1),
        period: totals(query.get('from')!, query.get('to')!, 3),
        pending: { deposits: 4, withdrawals: 1 },
        days: [
          { date: '2026-11-23', deposits: 0, withdrawals: 0, ggr: 0 },
          { date: '2026-11-24', deposits: 25_000, withdrawals: 10_000, ggr: -15_240 },
        ],
      } satisfies Dashboard);
    });
    renderPage(<OverviewPage />, { path: '/', url: '/?from=2026-11-01&to=2026-11-24' });
    expect((await screen.findByTestId('pending_deposits')).textContent).toBe('4');
    expect(screen.getByTestId('pending_withdrawals').textContent).toBe('1');
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByTestId('deposits').textContent).toBe('25,000 Ks');
    expect(within(today).getByTestId('ggr').textContent).toBe('-15,240 Ks');
    expect(within(today).getByTestId('active_players').textContent).toBe('2');
    const period = screen.getByRole('region', { name: 'Period 2026-11-01 – 2026-11-24' });
    expect(within(period).getByTestId('withdrawals').textContent).toBe('30,000 Ks');
    expect((await screen.findByTestId('chart')).textContent).toBe('2026-11-23:0 2026-11-24:-15240');
    const dashboardCalls = () => calls.filter((call) => call.path.startsWith('/console/dashboard'));
    expect(dashboardCalls()[0]!.path).toBe('/console/dashboard?from=2026-11-01&to=2026-11-24');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    expect(await screen.findByRole('region', { name: 'Period 2026-11-20 – 2026-11-24' })).toBeTruthy();
    expect(dashboardCalls().at(-1)!.path).toBe('/console/dashboard?from=2026-11-20&to=2026-11-24');
  });

  it('opens each waiting queue from its own card, and keeps the counts fresh without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let pending = { deposits: 4, withdrawals: 1 };
      stubApi((call) =>
        call.path.startsWith('/console/gscplus/balance')
          ? NOT_CONFIGURED
          : ok({
              today: totals('2026-11-24', '2026-11-24', 1),
              period: totals('2026-11-01', '2026-11-24', 1),
              pending,
              days: [],
            } satisfies Dashboard),
      );
      renderPage(<OverviewPage />, { path: '/', url: '/' });
      const deposits = await screen.findByRole('link', { name: 'Deposits waiting 4' });
      expect(deposits.getAttribute('href')).toBe('/money/deposits?status=pending');
      const withdrawals = screen.getByRole('link', { name: 'Withdrawals waiting 1' });
      expect(withdrawals.getAttribute('href')).toBe('/money/withdrawals?status=pending');
      pending = { deposits: 5, withdrawals: 2 };
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('link', { name: 'Withdrawals waiting 2' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows our balance at the aggregator per currency, in kyat, and warns when one is below the level', async () => {
    stubApi((call) =>
      call.path.startsWith('/console/gscplus/balance')
        ? ok({
            demo: false,
            is_credit: false,
            warn_below: 5_000_000,
            low: true,
            currencies: [
              { currency: 'MMK', balance: 12_000_000, balance_ks: 12_000_000, updated_at: null, low: false },
              { currency: 'MMK2', balance: 1_234.5678, balance_ks: 1_234_567.8, updated_at: null, low: true },
            ],
          } satisfies OperatorBalance)
        : ok({
            today: totals('2026-11-24', '2026-11-24', 1),
            period: totals('2026-11-01', '2026-11-24', 1),
            pending: { deposits: 0, withdrawals: 0 },
            days: [],
          } satisfies Dashboard),
    );
    renderPage(<OverviewPage />, { path: '/', url: '/' });
    const card = await screen.findByRole('region', { name: 'Our balance at GSC+' });
    expect(within(card).getByTestId('aggregator-MMK').textContent).toBe('12,000,000 Ks');
    expect(within(card).getByTestId('aggregator-MMK2').textContent).toBe('1,234,567.8 Ks');
    expect(within(card).getByRole('alert').textContent).toContain('5,000,000 Ks');
  });
});
