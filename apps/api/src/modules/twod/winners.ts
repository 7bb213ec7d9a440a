import { type DailyWinners } from '@zeya/contract/twod';
import { TWOD_TIMES } from '@zeya/contract/twod-constants';
import type { DrawWinner } from '@zeya/contract/twod-console';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twodBets, twodDraws, twodSlips, users } from '../../db/schema';
import { toKyat } from '../../platform/money/money';

const LATEST_DRAWS = 5;
const WINNERS_SHOWN = 50;

type Draw = typeof twodDraws.$inferSelect;

/** Winners are shown to other players, so only part of a user name: enough to recognise oneself. */
export function maskedName(userName: string): string {
  if (userName.length <= 4) return `${userName[0] ?? ''}***`;
  return `${userName.slice(0, 2)}***${userName.slice(-2)}`;
}

const sessionOf = (timeId: number) => TWOD_TIMES.find((time) => time.id === timeId)!.session;

async function winnersOf(db: Executor, draws: Draw[]) {
  if (draws.length === 0) return [];
  const rows = await db
    .select({
      userName: users.userName,
      bet: sql<number>`sum(${twodBets.amount})::bigint`,
      won: sql<number>`sum(${twodBets.payout})::bigint`,
    })
    .from(twodBets)
    .innerJoin(users, eq(users.id, twodBets.userId))
    .where(
      and(
        inArray(
          twodBets.drawId,
          draws.map((draw) => draw.id),
        ),
        eq(twodBets.result, 'win'),
      ),
    )
    .groupBy(users.id, users.userName)
    .orderBy(desc(sql`sum(${twodBets.payout})`))
    .limit(WINNERS_SHOWN);
  return rows.map((row) => ({
    member_name: maskedName(row.userName),
    bet_amount: toKyat(Number(row.bet)),
    win_amount: toKyat(Number(row.won)),
  }));
}

async function drawWinners(db: Executor, draws: Draw[], date: string, session: string) {
  const settled = draws.filter((draw) => draw.status === 'settled');
  const digits = settled.map((draw) => draw.result!);
  return {
    date,
    session,
    win_digit: digits.length > 0 ? digits.join(' / ') : null,
    winners: await winnersOf(db, settled),
  };
}

/** The settled draws of a day (one session or both) with their winners, and the latest settled draws before it. */
export async function dailyWinners(db: Executor, date: string, session: 'all' | 'morning' | 'evening') {
  const timeIds = TWOD_TIMES.filter((time) => session === 'all' || time.session === session).map(
    (time) => time.id,
  );
  const draws = await db
    .select()
    .from(twodDraws)
    .where(and(eq(twodDraws.drawDate, date), inArray(twodDraws.timeId, timeIds)))
    .orderBy(twodDraws.timeId);
  const latest = await db
    .select()
    .from(twodDraws)
    .where(and(eq(twodDraws.status, 'settled'), sql`${twodDraws.drawDate} <= ${date}`))
    .orderBy(desc(twodDraws.drawAt))
    .limit(LATEST_DRAWS);
  const reply: DailyWinners = {
    ...(await drawWinners(db, draws, date, session)),
    latest_results: await Promise.all(
      latest.map((draw) => drawWinners(db, [draw], draw.drawDate, sessionOf(draw.timeId))),
    ),
  };
  return reply;
}

/** Every winning bet of one draw with its player and slip, for the console: biggest payout first. */
export async function winningBetsOf(db: Executor, drawId: number): Promise<DrawWinner[]> {
  const rows = await db
    .select({
      userName: users.userName,
      slipNo: twodSlips.slipNo,
      num: twodBets.num,
      amount: twodBets.amount,
      payout: twodBets.payout,
    })
    .from(twodBets)
    .innerJoin(twodSlips, eq(twodSlips.id, twodBets.slipId))
    .innerJoin(users, eq(users.id, twodBets.userId))
    .where(and(eq(twodBets.drawId, drawId), eq(twodBets.result, 'win')))
    .orderBy(desc(twodBets.payout), twodSlips.slipNo, twodBets.num);
  return rows.map((row) => ({
    user_name: row.userName,
    slip_no: row.slipNo,
    number: row.num,
    stake: toKyat(row.amount),
    payout: toKyat(row.payout),
  }));
}
