import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { DailyWinners, TwodLive, TwodNumbers, TwodOpenDraw, TwodSlip } from '@/features/twod/api';

/** Test data for the 2D tests, shaped as the API returns it. */
export { PLAYER, signIn } from '@/test/player';

export const LIVE: TwodLive = {
  live: { set: '1,346.23', value: '57,388.58', time: '12:01:00', twod: '38', date: '2025-02-03' },
  server_time: '2025-02-03T06:00:00.000Z',
  result: [
    {
      open_time: '12:01:00',
      set: '1,346.23',
      value: '57,388.58',
      twod: '38',
      stock_date: '2025-02-03',
      stock_datetime: '2025-02-03 12:01:00',
      history_id: '1',
    },
    {
      open_time: '16:30:00',
      set: '1,350.17',
      value: '61,204.90',
      twod: '71',
      stock_date: '2025-02-03',
      stock_datetime: '2025-02-03 16:30:00',
      history_id: '2',
    },
  ],
  holiday: { status: '0', date: '', name: '' },
  modern_internet: [
    { time: '09:30', modern: '45', internet: '12' },
    { time: '14:00', modern: null, internet: null },
  ],
  // 16:25 in Yangon.
  next_draw: {
    time_id: 4,
    date: '2025-02-03',
    draw_at: '2025-02-03T10:00:00.000Z',
    closes_at: '2025-02-03T09:55:00.000Z',
  },
  source: 'feed',
};

/** The numbers of a draw: every number untouched (1,000 Ks left of 1,000) unless `left` says otherwise. */
export function makeNumbers(
  left: Record<string, number> = {},
  {
    open = true,
    reason = null as string | null,
    closed = [] as string[],
    date = '2025-02-03',
    todayReason = null as string | null,
  } = {},
): TwodNumbers {
  return {
    draw: {
      id: 7,
      date,
      time_id: 2,
      draw_at: `${date}T05:31:00.000Z`,
      closes_at: `${date}T05:26:00.000Z`,
      open,
      reason,
      today_reason: todayReason,
    },
    break_limit: 1000,
    numbers: Array.from({ length: 100 }, (_, n) => {
      const num = String(n).padStart(2, '0');
      const remaining = left[num] ?? 1000;
      return { num, staked: 1000 - remaining, limit: 1000, remaining, closed: closed.includes(num) };
    }),
  };
}

export function makeSlip(overrides: Partial<TwodSlip> = {}): TwodSlip {
  return {
    id: 3,
    slip_no: 'TD-20250203-0003',
    player_name: 'Demo Player',
    total_bet_amount: 300,
    session: 'evening',
    time_id: 4,
    status: 'pending',
    game_date: '2025-02-03',
    draw_at: '2025-02-03T10:00:00.000Z',
    before_balance: 100000,
    after_balance: 99700,
    created_at: '2025-02-03T08:00:00.000Z',
    two_bets: [
      {
        id: 11,
        bet_number: '07',
        bet_amount: 100,
        win_lose: false,
        result: 'pending',
        potential_payout: 8000,
        payout: 0,
      },
      {
        id: 12,
        bet_number: '13',
        bet_amount: 200,
        win_lose: false,
        result: 'pending',
        potential_payout: 16000,
        payout: 0,
      },
    ],
    ...overrides,
  };
}

/** Monday 3 February 2025 after 16:25: both of today's draws have closed, Tuesday's take bets. */
export const OPEN_DRAWS: TwodOpenDraw[] = [
  {
    time_id: 2,
    date: '2025-02-04',
    draw_at: '2025-02-04T05:31:00.000Z',
    closes_at: '2025-02-04T05:21:00.000Z',
    today_reason: 'closed',
  },
  {
    time_id: 4,
    date: '2025-02-04',
    draw_at: '2025-02-04T10:00:00.000Z',
    closes_at: '2025-02-04T09:50:00.000Z',
    today_reason: 'closed',
  },
];

export const WINNERS: DailyWinners = {
  date: '2025-02-03',
  session: 'morning',
  win_digit: '38',
  winners: [{ member_name: 'Ko Aung', bet_amount: 500, win_amount: 40000 }],
  latest_results: [{ date: '2025-01-31', session: 'evening', win_digit: '05', winners: [] }],
};

/** Saves numbers as the bet page does, for the draw `time` of `date`. */
export function saveBets(bets: { num: string; amount: number }[], time = 4, date = '2025-02-03') {
  localStorage.setItem('bets', JSON.stringify(bets));
  localStorage.setItem('bets_time', String(time));
  localStorage.setItem('bets_date', date);
}

/** Waits for the router to land on `path` (a data router navigates asynchronously). */
export function landsOn(path: string) {
  return waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
}
