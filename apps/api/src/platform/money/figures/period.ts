import { myanmarDay } from '@zeya/contract/myanmar-time';
import { fieldError } from '../../http/errors';
import { yangonDayBounds } from '../../runtime/clock';

/** The longest period a report reads: a year, leap day included. */
const LONGEST_PERIOD_DAYS = 366;
const DAY_MS = 24 * 3600_000;

/** Myanmar business days `from`..`to`, both included, and the instants they run between. */
export interface Period {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

export function periodOf(from: string, to: string): Period {
  return { from, to, start: yangonDayBounds(from).from, end: yangonDayBounds(to).to };
}

/** The days `from`..`to` before today's (inclusive) `days` back. */
export function lastDays(now: Date, days: number): Period {
  const today = myanmarDay(now);
  return periodOf(myanmarDay(new Date(yangonDayBounds(today).from.getTime() - (days - 1) * DAY_MS)), today);
}

/** What a screen shows when no day is asked for: today (reports, the desk), or this month up to today (the network). */
export type DefaultPeriod = 'today' | 'month';

/**
 * The period asked for: one day when only one is given, the default when neither is. One that ends before it starts
 * is a 422 on `to`, one longer than a year a 422 on `from`.
 */
export function requestedPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  fallback: DefaultPeriod = 'today',
): Period {
  const today = myanmarDay(now);
  const given = query.from ?? query.to;
  const from = query.from ?? given ?? (fallback === 'month' ? `${today.slice(0, 8)}01` : today);
  const period = periodOf(from, query.to ?? given ?? today);
  if (period.end <= period.start) throw fieldError('to', 'report_period_invalid');
  if (period.end.getTime() - period.start.getTime() > LONGEST_PERIOD_DAYS * DAY_MS)
    throw fieldError('from', 'report_period_invalid');
  return period;
}

/** Every day of a period, oldest first. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let at = period.start.getTime(); at < period.end.getTime(); at += DAY_MS)
    days.push(myanmarDay(new Date(at)));
  return days;
}
