import type { PeriodQuery } from '@zeya/contract/reports';
import { yangonDayBounds } from '../../platform/runtime/clock';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { fieldError } from '../../platform/http/errors';

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

/** A period asked for (today when not given); one that ends before it starts or spans over a year is a 422. */
export function requestedPeriod(query: PeriodQuery, now: Date): Period {
  const today = myanmarDay(now);
  const period = periodOf(query.from ?? query.to ?? today, query.to ?? query.from ?? today);
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
