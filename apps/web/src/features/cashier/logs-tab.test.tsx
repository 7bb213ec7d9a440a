import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type Reply } from '@zeya/test-kit/render-page';
import { formatDateTime, LogsTab } from '@/features/cashier/logs-tab';
import { logRow, signIn } from '@/features/cashier/test-fixtures';

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

function open(type: string, replies: Record<string, Reply> = {}) {
  const calls = stubApi((call) => replies[call.path] ?? ok([]));
  const view = renderPage(<LogsTab />, { path: '/information', url: `/information?tab=logs&type=${type}` });
  return { calls, ...view };
}

describe('account logs', () => {
  it('lists deposit rows with their status colours', async () => {
    const { calls } = open('deposit', {
      '/depositlogfinicial': ok([
        logRow(1, 'Pending'),
        logRow(2, 'Success'),
        logRow(3, 'Failed'),
        logRow(4, 'Rejected'),
      ]),
    });
    const rows = await screen.findAllByTestId('account-log-row');
    expect(rows).toHaveLength(4);
    expect(calls.map((call) => call.path)).toEqual(['/depositlogfinicial']);

    const first = within(rows[0]!);
    expect(first.getByText('1,000.00 Ks')).toBeTruthy();
    expect(first.getByText('Holder 1')).toBeTruthy();
    expect(first.getByText('09000000001')).toBeTruthy();
    expect(first.getByText(formatDateTime('2025-03-01T07:30:00.000Z'))).toBeTruthy();

    const badge = (row: HTMLElement) => row.querySelector('[data-status]') as HTMLElement;
    expect(badge(rows[0]!).textContent).toBe('Pending');
    expect(badge(rows[0]!).className).toContain('text-yellow');
    expect(badge(rows[1]!).textContent).toBe('Success');
    expect(badge(rows[1]!).className).toContain('text-green');
    expect(badge(rows[2]!).textContent).toBe('Failed');
    expect(badge(rows[2]!).className).toContain('text-red');
    // Anything else is shown as Failed, in red.
    expect(badge(rows[3]!).textContent).toBe('Failed');
    expect(badge(rows[3]!).className).toContain('text-red');
  });

  it('shows the empty text and reads the withdraw log for type=withdraw', async () => {
    const { calls } = open('withdraw');
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/withdrawlogfinicial']);
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows 'Something Went Wrong!' when the log cannot be read", async () => {
    open('deposit', { '/depositlogfinicial': { status: 500, body: { message: 'Boom' } } });
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy();
  });

  it('links the three logs', () => {
    open('deposit');
    const nav = screen.getByRole('navigation', { name: 'Log types' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Deposit', '/information?tab=logs&type=deposit'],
      ['Withdraw', '/information?tab=logs&type=withdraw'],
      ['Game Logs', '/information?tab=logs&type=game_logs'],
    ]);
  });

  it('sends an unknown type to the deposit log', async () => {
    const { router } = open('everything');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=logs&type=deposit'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('game logs', () => {
  it('asks the server for each period and shows each game with its rounds, turnover and net', async () => {
    const user = userEvent.setup();
    const { calls, router } = open('game_logs', {
      '/player/game-logs?type=last_week': ok([
        {
          game_name: 'Golden Tiger',
          from: '2026-11-10T05:00:00.000Z',
          to: '2026-11-10T05:30:00.000Z',
          spin_count: 12,
          turnover: 1200,
          win_loss: -350.5,
        },
      ]),
    });
    expect(await screen.findByText('No Game Logs Found')).toBeTruthy();
    const periods = within(screen.getByRole('navigation', { name: 'Period' })).getAllByRole('link');
    expect(periods.map((link) => link.textContent)).toEqual(['Today', 'Yesterday', 'This Week', 'Last Week']);
    expect(screen.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('link', { name: 'Last Week' }));
    expect(router.state.location.search).toBe('?tab=logs&type=game_logs&period=last_week');
    const row = await screen.findByTestId('game-log-row');
    expect(row.textContent).toContain('Golden Tiger');
    expect(row.textContent).toContain('12');
    expect(row.textContent).toContain('1,200.00 Ks');
    expect(row.textContent).toContain('-350.50 Ks');
    expect(calls.map((call) => call.path)).toEqual([
      '/player/game-logs?type=today',
      '/player/game-logs?type=last_week',
    ]);
  });

  it("opens a row's rounds and a round's replay at the provider, and marks free rounds", async () => {
    const user = userEvent.setup();
    const row = {
      game_name: 'Golden Tiger',
      from: '2026-11-10T05:00:00.000Z',
      to: '2026-11-10T05:30:00.000Z',
      spin_count: 2,
      turnover: 0,
      win_loss: 12,
      product_code: '1006',
      game_code: 'tiger',
      free_round: true,
    };
    const { calls } = open('game_logs', {
      '/player/game-logs?type=today': ok([row]),
      '/player/game-logs/rounds?type=today&game_code=tiger&free_round=1&product_code=1006': ok([
        {
          id: 41,
          round_code: 'w-41',
          started_at: row.from,
          bet: 0,
          win: 12,
          status: 'settled',
          replay: true,
        },
      ]),
      '/player/rounds/41/replay': ok({ url: 'https://replay.example/w-41', html: null }),
    });
    const item = await screen.findByTestId('game-log-row');
    expect(within(item).getByText('Free rounds')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Rounds' }));
    const round = await screen.findByTestId('game-round');
    expect(round.textContent).toContain('w-41');
    await user.click(within(round).getByRole('button', { name: 'Replay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round w-41' });
    const link = within(dialog).getByRole('link', { name: 'Open the replay' });
    expect(link.getAttribute('href')).toBe('https://replay.example/w-41');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(calls.map((call) => call.path)).toContain('/player/rounds/41/replay');
  });
});
