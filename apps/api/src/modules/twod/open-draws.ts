import type { TwodOpenDraw } from '@zeya/contract/twod';
import type { Executor } from '../../db/client';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { openSlots, readBettingDays, todayReason } from './open-draw';

/**
 * The next draw of each time id still taking bets, with its day, so the player sees which day a slip would be for
 * before choosing (at night, on a weekend or a holiday: the next business day's). Reads only; makes no draw.
 */
export async function openDraws(db: Executor, now: Date): Promise<TwodOpenDraw[]> {
  const { days } = await readBettingDays(db, now);
  const today = myanmarDay(now);
  return openSlots(days, now).map((slot) => ({
    time_id: slot.timeId,
    date: slot.day,
    draw_at: slot.drawAt.toISOString(),
    closes_at: slot.closesAt.toISOString(),
    today_reason: slot.day === today ? null : todayReason(days, slot.timeId, now),
  }));
}
