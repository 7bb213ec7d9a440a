import { type TwodNumbers } from '@zeya/contract/twod';
import { TWOD_NUMBERS, type TwodTimeId } from '@zeya/contract/twod-constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twodNumberTotals } from '../../db/schema';
import { toKyat } from '../../platform/money/money';
import { bettableDraw, readBettingDays, todayReason, todaysSchedule } from './open-draw';
import type { TwodSettings } from './settings';

export const isClosedNumber = (settings: TwodSettings, num: string) =>
  settings.closedNumbers.includes(num) || settings.closedHeads.includes(num[0]!);

/**
 * What each number of the next open draw of a time id (today's until it closes, then the next business day's) has
 * taken against its break limit, so the client's fill bars are real. Each draw has its own totals.
 */
export async function drawNumbers(db: Executor, timeId: TwodTimeId, now: Date): Promise<TwodNumbers> {
  const { days } = await readBettingDays(db, now);
  const { settings } = days;
  const { draw, reason } = await bettableDraw(db, days, timeId, now);
  const staked = new Map<string, number>();
  if (draw)
    for (const row of await db.select().from(twodNumberTotals).where(eq(twodNumberTotals.drawId, draw.id)))
      staked.set(row.num, row.staked);
  const today = todaysSchedule(timeId, settings, now);
  const schedule = draw ? { day: draw.drawDate, drawAt: draw.drawAt, closesAt: draw.closesAt } : today;
  return {
    draw: {
      id: draw?.id ?? null,
      date: schedule.day,
      time_id: timeId,
      draw_at: schedule.drawAt.toISOString(),
      closes_at: schedule.closesAt.toISOString(),
      open: reason === null,
      reason,
      today_reason: draw?.drawDate === today.day ? null : todayReason(days, timeId, now),
    },
    break_limit: toKyat(settings.breakLimit),
    numbers: TWOD_NUMBERS.map((num) => {
      const taken = staked.get(num) ?? 0;
      const remaining = Math.max(0, settings.breakLimit - taken);
      return {
        num,
        staked: toKyat(taken),
        limit: toKyat(settings.breakLimit),
        remaining: toKyat(remaining),
        closed: isClosedNumber(settings, num) || remaining === 0,
      };
    }),
  };
}
