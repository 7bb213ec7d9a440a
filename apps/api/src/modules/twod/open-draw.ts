import { TWOD_TIMES, type TwodTimeId } from '@zeya/contract/twod';
import type { Executor } from '../../db/client';
import { yangonDate } from '../../platform/clock';
import { drawSchedule, noDrawReason } from './calendar';
import { ensureDraw, type Draw } from './draws';
import type { TwodSettings } from './settings';

/** The draw a bet goes to, or why betting is not open: closed, weekend, holiday, settled, void. */
export type BettableDraw = { draw: Draw; reason: null } | { draw: Draw | null; reason: string };

/**
 * Today's draw of a time id (or, without one, the next draw of today still taking bets). Betting closes at the
 * closing minute itself: one millisecond before it a bet is taken, at it refused.
 */
export async function bettableDraw(
  db: Executor,
  settings: TwodSettings,
  timeId: TwodTimeId | undefined,
  now: Date,
): Promise<BettableDraw> {
  const day = yangonDate(now);
  const noDraw = await noDrawReason(db, day);
  if (noDraw) return { draw: null, reason: noDraw };
  const chosen =
    timeId ?? TWOD_TIMES.find((time) => drawSchedule(day, time.id, settings.closeMinutes).closesAt > now)?.id;
  if (chosen === undefined) return { draw: null, reason: 'closed' };
  const draw = await ensureDraw(db, day, chosen, settings.closeMinutes, now);
  if (draw.status !== 'open')
    return { draw, reason: draw.status === 'result_entered' ? 'closed' : draw.status };
  if (now >= draw.closesAt) return { draw, reason: 'closed' };
  return { draw, reason: null };
}

/** The schedule of today's draw of a time id, for replies about a draw that has no row (weekend, holiday). */
export function todaysSchedule(timeId: TwodTimeId, settings: TwodSettings, now: Date) {
  const day = yangonDate(now);
  return { day, ...drawSchedule(day, timeId, settings.closeMinutes) };
}
