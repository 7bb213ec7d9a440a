import { yangonDayBounds } from '../runtime/clock';
import { myanmarDateTime, myanmarDay } from '@zeya/contract/myanmar-time';

export type Period = 'day' | 'week' | 'month';
export const PERIODS: Period[] = ['day', 'week', 'month'];

/**
 * Where a limit's period began, in Myanmar time as the player lives it: today from midnight, the week from Monday,
 * the month from its first day.
 */
export function periodStart(period: Period, now: Date): Date {
  const today = myanmarDay(now);
  if (period === 'day') return yangonDayBounds(today).from;
  if (period === 'month') return yangonDayBounds(`${today.slice(0, 8)}01`).from;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) - weekday * 86_400_000);
  return yangonDayBounds(monday.toISOString().slice(0, 10)).from;
}

/** A moment this many days after a period's start falls in the next period (a month has at most 31 days). */
const INTO_NEXT_DAYS: Record<Period, number> = { day: 1, week: 7, month: 32 };

/** Where the period running at `now` ends: the next one's start, when a limit counts afresh. */
export function periodEnd(period: Period, now: Date): Date {
  const start = periodStart(period, now);
  return periodStart(period, new Date(start.getTime() + INTO_NEXT_DAYS[period] * 86_400_000));
}

/** An instant as a player reads it in a message: Myanmar time to the minute, e.g. 2026-11-26 10:00 MMT. */
export function yangonText(instant: Date): string {
  return `${myanmarDateTime(instant)} MMT`;
}
