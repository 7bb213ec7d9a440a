import { myanmarToday } from '@/shared/myanmar-time';

/** A report's period: Myanmar business days, both ends included. */
export interface Period {
  from: string;
  to: string;
}

export type PeriodChoice = 'today' | 'yesterday' | 'week' | 'month' | 'custom';

/** A Myanmar day `days` after (or before) `day`, YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The periods the picker offers, counted from Myanmar's today. */
export function periodOf(choice: Exclude<PeriodChoice, 'custom'>, today = myanmarToday()): Period {
  if (choice === 'yesterday') return { from: shiftDay(today, -1), to: shiftDay(today, -1) };
  if (choice === 'week') return { from: shiftDay(today, -6), to: today };
  if (choice === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: today, to: today };
}
