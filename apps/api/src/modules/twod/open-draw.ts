// hot-path: every 2D slip reads its settings and betting days here first
import { TWOD_TIMES, type TwodTimeId } from '@zeya/contract/twod-constants';
import type { Executor } from '../../db/client';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { columnsOf, fromJsonObject, jsonObjectOf, namedRows, namedStatement } from '../../db/statements';
import { twodDraws, twodSettings } from '../../db/schema';
import { lockedProtectionColumn } from '../../platform/protection/guard';
import { batchedRead } from '../../platform/runtime/batched-lookup';
import { dayOffReason, drawSchedule } from './calendar';
import { ensureDraw, type Draw } from './draws';
import type { TwodSettings } from './settings';

/** The draw a bet goes to, or why betting is not open: closed, weekend, holiday, settled, void, not_open_yet. */
export type BettableDraw = { draw: Draw; reason: null } | { draw: Draw | null; reason: string };

/** A draw that still takes bets, with its row when one was made already (read without making one). */
export interface OpenSlot {
  day: string;
  timeId: TwodTimeId;
  drawAt: Date;
  closesAt: Date;
  draw: Draw | null;
}

/** How far ahead a draw is looked for: longer than any run of weekends and holidays of the calendar. */
const LOOKAHEAD_DAYS = 21;
const DAY_MS = 24 * 3600_000;

/** The Myanmar day `offset` days after `now`'s: a draw is looked for from offset 0 to LOOKAHEAD_DAYS - 1. */
const dayAhead = (now: Date, offset: number) => myanmarDay(new Date(now.getTime() + offset * DAY_MS));

/** What betting needs to know of the days ahead: the settings in force, the holidays and the draws made so far. */
export interface BettingDays {
  settings: TwodSettings;
  holidays: Set<string>;
  draws: Draw[];
}

/** Every slip reads this first, so it is one statement; a slip's also reads the player's protection row, locked. */
const bettingDaysStatement = (name: string, slip: boolean) =>
  namedStatement(
    name,
    (param) =>
      `select ${columnsOf(twodSettings, 's')},
              coalesce((select json_agg(h.date) from twod_holidays h
                        where h.date between ${param('from')}::date and ${param('to')}::date), '[]') as "holidays",
              coalesce((select json_agg(${jsonObjectOf(twodDraws)}) from twod_draws
                        where draw_date between ${param('from')}::date and ${param('to')}::date), '[]') as "draws"
              ${slip ? `, ${lockedProtectionColumn(param('userId'))}` : ''}
       from twod_settings s where s.id = 1`,
  );
const BETTING_DAYS = batchedRead<BettingDaysRow>(bettingDaysStatement('twod_betting_days', false));
const BETTING_DAYS_FOR_SLIP = bettingDaysStatement('twod_betting_days_slip', true);

type BettingDaysRow = TwodSettings & {
  holidays: string[];
  draws: Record<string, unknown>[];
  protection?: Record<string, unknown> | null;
};

/** With `slipOf`, the player's protection row (null: none) comes too, locked, for guardStakeOn. */
export async function readBettingDays(db: Executor, now: Date, slipOf?: number) {
  const from = dayAhead(now, 0);
  const to = dayAhead(now, LOOKAHEAD_DAYS - 1);
  const row =
    slipOf === undefined
      ? await BETTING_DAYS(db, { from, to })
      : (await namedRows<BettingDaysRow>(db, BETTING_DAYS_FOR_SLIP, { from, to, userId: slipOf }))[0]!;
  const { holidays, draws, protection = null, ...settings } = row;
  const days: BettingDays = {
    settings,
    holidays: new Set(holidays),
    draws: draws.map((draw) => fromJsonObject<Draw>(twodDraws, draw)),
  };
  return { days, protection };
}

/**
 * Why a draw of a day is not taking bets at `now` (weekend, holiday, settled, void, closed), or null when it is.
 * A made draw keeps the closing minute it was made with; one not made yet would close by today's setting.
 */
function notOpenReason(
  days: BettingDays,
  day: string,
  timeId: TwodTimeId,
  now: Date,
): { reason: string | null; slot: OpenSlot | null } {
  const dayOff = dayOffReason(day, days.holidays.has(day));
  if (dayOff) return { reason: dayOff, slot: null };
  const draw = days.draws.find((made) => made.drawDate === day && made.timeId === timeId) ?? null;
  if (draw && draw.status !== 'open')
    return { reason: draw.status === 'result_entered' ? 'closed' : draw.status, slot: null };
  const { drawAt, closesAt } = draw ?? drawSchedule(day, timeId, days.settings.closeMinutes);
  // Betting closes at the closing minute itself: one millisecond before it a bet is taken, at it refused.
  if (now >= closesAt) return { reason: 'closed', slot: null };
  return { reason: null, slot: { day, timeId, drawAt, closesAt, draw } };
}

/** Why today's draw of a time id takes no bets (closed, weekend, holiday, settled, void), or null when it does. */
export function todayReason(days: BettingDays, timeId: TwodTimeId, now: Date) {
  return notOpenReason(days, myanmarDay(now), timeId, now).reason;
}

/**
 * The next draw of a time id that takes bets: today's until its closing minute, then that of the next business day
 * that is not a holiday (Friday evening -> Monday, a Monday holiday -> Tuesday). Reads only; makes no draw.
 */
function nextOpenSlot(days: BettingDays, timeId: TwodTimeId, now: Date): OpenSlot | null {
  for (let offset = 0; offset < LOOKAHEAD_DAYS; offset += 1) {
    const { slot } = notOpenReason(days, dayAhead(now, offset), timeId, now);
    if (slot) return slot;
  }
  return null;
}

/** The next open draw of each time id, in closing order. */
export function openSlots(days: BettingDays, now: Date): OpenSlot[] {
  const slots: OpenSlot[] = [];
  for (const time of TWOD_TIMES) {
    const slot = nextOpenSlot(days, time.id, now);
    if (slot) slots.push(slot);
  }
  return slots.sort((a, b) => a.closesAt.getTime() - b.closesAt.getTime());
}

/** Why a draw the client named (by its day) is not the open one: it has passed, or it is not open yet. */
const namedDayReason = (named: string, open: string) => (named < open ? 'closed' : 'not_open_yet');

/**
 * The draw a bet goes to: the next open draw of the time id (without one, the first of either time to close). When
 * the client names the day it saw, the bet goes there or nowhere, so a slip confirmed after its draw closed is
 * refused rather than moved to another day. A bet never goes to a closed draw, nor past the next open one.
 */
export async function bettableDraw(
  db: Executor,
  days: BettingDays,
  timeId: TwodTimeId | undefined,
  now: Date,
  day?: string,
): Promise<BettableDraw> {
  const candidates =
    timeId === undefined
      ? openSlots(days, now)
      : [nextOpenSlot(days, timeId, now)].filter((slot) => slot !== null);
  const slot = day === undefined ? candidates[0] : (candidates.find((c) => c.day === day) ?? candidates[0]);
  if (!slot) {
    const today = timeId === undefined ? null : todayReason(days, timeId, now);
    return { draw: null, reason: today ?? 'closed' };
  }
  if (day !== undefined && slot.day !== day)
    return { draw: slot.draw, reason: namedDayReason(day, slot.day) };
  const draw = slot.draw ?? (await ensureDraw(db, slot.day, slot.timeId, days.settings.closeMinutes, now));
  // The row may have been made (or moved on) by someone else between the read and now: its own state decides.
  if (draw.status !== 'open')
    return { draw, reason: draw.status === 'result_entered' ? 'closed' : draw.status };
  if (now >= draw.closesAt) return { draw, reason: 'closed' };
  return { draw, reason: null };
}

/** The schedule of today's draw of a time id, for replies about a draw that has no row (weekend, holiday). */
export function todaysSchedule(timeId: TwodTimeId, settings: TwodSettings, now: Date) {
  const day = myanmarDay(now);
  return { day, ...drawSchedule(day, timeId, settings.closeMinutes) };
}
