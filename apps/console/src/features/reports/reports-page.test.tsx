import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, stubApi, ok } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { ReportsPage } from './reports-page';

const page = (data: unknown[], current = 1, last = 1) =>
  ok({ data, links: [], current_page: current, last_page: last, per_page: 50, total: data.length });

describe('console reports', () => {
  it('shows a report per period, switches between reports and pages', async () => {
    const calls = stubApi((call) => {
      if (call.path.startsWith('/console/reports/daily'))
        return page([
          {
            date: '2026-11-24',
            deposits: 25_000,
            withdrawals: 10_000,
            turnover: 820,
            wins: 16_060,
            free_round_wins: 60,
            ggr: -15_240,
          },
        ]);
      return page(
        [
          {
            provider: 'twod',
            product_code: null,
            game_code: '2D',
            rounds: 2,
            turnover: 700,
            wins: 16_000,
            free_round_wins: 0,
            ggr: -15_300,
          },
        ],
        call.path.includes('page=2') ? 2 : 1,
        2,
      );
    });
    renderPage(<ReportsPage />, { path: '/reports', url: '/reports?from=2026-11-01&to=2026-11-24' });
    const row = (await screen.findByText('2026-11-24', { selector: 'td' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '2026-11-24',
      '25,000 Ks',
      '10,000 Ks',
      '820 Ks',
      '16,060 Ks',
      '60 Ks',
      '-15,240 Ks',
    ]);
    expect(calls[0]!.path).toBe('/console/reports/daily?from=2026-11-01&to=2026-11-24&page=1');
    await userEvent.click(screen.getByRole('button', { name: 'By game' }));
    const game = (await screen.findByText('2D', { selector: 'td' })).closest('tr')!;
    expect([...game.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'twod',
      '—',
      '2D',
      '2',
      '700 Ks',
      '16,000 Ks',
      '0 Ks',
      '-15,300 Ks',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (1 in all)')).toBeTruthy();
    expect(calls.at(-1)!.path).toBe('/console/reports/games?from=2026-11-01&to=2026-11-24&page=2');
  });

  it("shows the server's message for a period it refuses under the field at fault", async () => {
    stubApi(() => ({
      status: 422,
      body: {
        message: 'The period must end on or after its first day and cover at most a year.',
        errors: { to: ['The period must end on or after its first day and cover at most a year.'] },
      },
    }));
    renderPage(<ReportsPage />, { path: '/reports', url: '/reports?from=2026-11-24&to=2026-11-01' });
    expect(
      await screen.findByText('The period must end on or after its first day and cover at most a year.', {
        selector: 'span',
      }),
    ).toBeTruthy();
  });

  it('exports the report shown as CSV with the session token', async () => {
    const calls = stubApi(() => page([]));
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    renderPage(<ReportsPage />, {
      path: '/reports',
      url: '/reports?report=players&from=2026-11-01&to=2026-11-24',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Nothing here yet.');
    expect(calls.at(-1)!.path).toBe('/console/reports/players.csv?from=2026-11-01&to=2026-11-24');
    expect(saved).toEqual(['export.csv']);
  });
});
