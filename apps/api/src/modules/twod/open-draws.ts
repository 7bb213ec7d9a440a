import type { TwodOpenDraw } from '@zeya/contract/twod';
import type { Executor } from '../../db/client';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { openSlots, todayReason } from './open-draw';
import { twodSettingsOf } from './settings';

/**
 * The next draw of each time id still taking bets, with its day, so the player sees which day a slip would be for
 * before choosing (at night, on a weekend or a holiday: the next business day's). Reads only; makes no draw.
 */
export async function openDraws(db: Executor, now: Date): Promise<TwodOpenDraw[]> {
  const settings = await twodSettingsOf(db);
  const today = myanmarDay(now);
  const slots = await openSlots(db, settings, now);
  return Promise.all(
    slots.map(async (slot) => ({
      time_id: slot.timeId,
      date: slot.day,
      draw_at: slot.drawAt.toISOString(),
      closes_at: slot.closesAt.toISOString(),
      today_reason: slot.day === today ? null : await todayReason(db, settings, slot.timeId, now),
    })),
  );
}
