import { myanmarInstant } from '@zeya/contract/myanmar-time';
import { isWeekend, TWOD_TIMES, type TwodTimeId } from '@zeya/contract/twod-constants';
import { eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twodHolidays, twodInformational } from '../../db/schema';

/** When a draw of a Myanmar business day happens, and when its betting closes. */
export function drawSchedule(day: string, timeId: TwodTimeId, closeMinutes: number) {
  const time = TWOD_TIMES.find((entry) => entry.id === timeId)!;
  const drawAt = myanmarInstant(day, time.drawAt);
  return { drawAt, closesAt: new Date(drawAt.getTime() - closeMinutes * 60_000) };
}

/** The holiday of the operator's calendar on a day, if any. */
export async function holidayOn(db: Executor, day: string) {
  const [holiday] = await db.select().from(twodHolidays).where(eq(twodHolidays.date, day));
  return holiday ?? null;
}

/** The calendar's holidays from a day on (all of them without one), in date order. */
export async function holidaysFrom(db: Executor, since?: string) {
  const rows = await db
    .select({ date: twodHolidays.date, name: twodHolidays.name })
    .from(twodHolidays)
    .where(since ? gte(twodHolidays.date, since) : undefined)
    .orderBy(twodHolidays.date);
  return rows;
}

/** A day's 9:30 and 14:00 modern and internet numbers as entered, in time order. */
export function informationalOn(db: Executor, day: string) {
  return db
    .select()
    .from(twodInformational)
    .where(eq(twodInformational.date, day))
    .orderBy(twodInformational.time);
}

/** Why a day has no draws (weekend, or a holiday of the operator's calendar), or null when it has. */
export function dayOffReason(day: string, holiday: boolean): 'weekend' | 'holiday' | null {
  if (isWeekend(day)) return 'weekend';
  return holiday ? 'holiday' : null;
}

export async function noDrawReason(db: Executor, day: string): Promise<string | null> {
  return dayOffReason(day, (await holidayOn(db, day)) !== null);
}
