import { TWOD_TIMES, type TwodTimeId } from '@zeya/contract/twod-constants';
import type { ConsoleDraw } from '@zeya/contract/twod-console';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twodDraws, twodNumberTotals, twodSlips, twodBets, users } from '../../db/schema';
import { toKyat } from '../../platform/money';
import { noDrawReason } from './calendar';
import { ensureDraw, type Draw } from './draws';
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

/** The user names of a draw's people: who entered the result and who confirmed it. */
async function peopleOf(db: Executor, draw: Draw) {
  const ids = [draw.resultEnteredBy, draw.confirmedBy].filter((id): id is number => id !== null);
  const rows = ids.length
    ? await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = (id: number | null) => rows.find((row) => row.id === id)?.userName ?? null;
  return { entered_by: nameOf(draw.resultEnteredBy), confirmed_by: nameOf(draw.confirmedBy) };
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
    slips: slips!.count,
    staked: toKyat(Number(slips!.staked)),
    paid: toKyat(Number(paid!.paid)),
    numbers: Object.fromEntries(totals.map((row) => [row.num, toKyat(row.staked)])),
  };
}
