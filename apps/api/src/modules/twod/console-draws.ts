import { TWOD_TIMES, type TwodTimeId } from '@zeya/contract/twod-constants';
import type { EnteredRole } from '@zeya/contract/twod';
import type { ConsoleDraw } from '@zeya/contract/twod-console';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twodDraws, twodNumberTotals, twodSlips, twodBets, users } from '../../db/schema';
import { toKyat } from '../../platform/money/money';
import { noDrawReason } from './calendar';
import { ensureDraw, type Draw } from './draws';
import { isHeld } from './feed-match';
import { twodSettingsOf } from './settings';

/** A day's draws for the console (made when the day has draws), with slips, stakes, payouts and the heat map. */
export async function drawsOfDay(db: Executor, day: string, now: Date): Promise<ConsoleDraw[]> {
  if (!(await noDrawReason(db, day))) {
    const settings = await twodSettingsOf(db);
    for (const time of TWOD_TIMES)
      await ensureDraw(db, day, time.id as TwodTimeId, settings.closeMinutes, now);
  }
  const draws = await db
    .select()
    .from(twodDraws)
    .where(eq(twodDraws.drawDate, day))
    .orderBy(twodDraws.timeId);
  return Promise.all(draws.map((draw) => consoleView(db, draw)));
}

/**
 * A draw's people: who entered the result (by name, and as the feed or in their role now) and who confirmed it.
 */
async function peopleOf(db: Executor, draw: Draw) {
  const ids = [draw.resultEnteredBy, draw.confirmedBy].filter((id): id is number => id !== null);
  const rows = ids.length
    ? await db
        .select({ id: users.id, userName: users.userName, role: users.role })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const personOf = (id: number | null) => rows.find((row) => row.id === id);
  const enterer = personOf(draw.resultEnteredBy);
  // Only console users enter results: an operator or an admin.
  const role = draw.resultSource === 'feed' ? 'feed' : (enterer?.role ?? null);
  return {
    entered_by: enterer?.userName ?? null,
    entered_role: (draw.result === null ? null : role) as EnteredRole | null,
    confirmed_by: personOf(draw.confirmedBy)?.userName ?? null,
  };
}

export async function consoleView(db: Executor, draw: Draw): Promise<ConsoleDraw> {
  const totals = await db.select().from(twodNumberTotals).where(eq(twodNumberTotals.drawId, draw.id));
  const [slips] = await db
    .select({
      count: sql<number>`count(*)::int`,
      staked: sql<number>`coalesce(sum(${twodSlips.total}), 0)::bigint`,
    })
    .from(twodSlips)
    .where(eq(twodSlips.drawId, draw.id));
  const [paid] = await db
    .select({ paid: sql<number>`coalesce(sum(${twodBets.payout}), 0)::bigint` })
    .from(twodBets)
    .where(eq(twodBets.drawId, draw.id));
  return {
    id: draw.id,
    date: draw.drawDate,
    time_id: draw.timeId,
    draw_at: draw.drawAt.toISOString(),
    closes_at: draw.closesAt.toISOString(),
    status: draw.status,
    result: draw.result,
    set: draw.resultSet,
    value: draw.resultValue,
    result_source: draw.resultSource,
    ...(await peopleOf(db, draw)),
    override_reason: draw.resultOverrideReason,
    feed_set: draw.feedSet,
    feed_value: draw.feedValue,
    feed_read_at: draw.feedReadAt?.toISOString() ?? null,
    held: isHeld(draw),
    hold_reason: draw.feedOverrideReason,
    slips: slips!.count,
    staked: toKyat(Number(slips!.staked)),
    paid: toKyat(Number(paid!.paid)),
    numbers: Object.fromEntries(totals.map((row) => [row.num, toKyat(row.staked)])),
  };
}
