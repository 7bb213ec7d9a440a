import { permKeyOf, permutationsOf, type ThreedConsoleDraw, type ThreedSlip } from '@zeya/contract/threed';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { threedBets, threedDraws, threedNumberTotals, threedSlips, users } from '../../db/schema';
import { toKyat } from '../../platform/money/money';
import { exposureOf } from '../../platform/lottery/exposure';
import type { ThreedDraw } from './draws';

const SLIPS_SHOWN = 20;
const RESULTS_SHOWN = 10;

type SlipRow = { slip: typeof threedSlips.$inferSelect; draw: ThreedDraw; playerName: string };
type BetRow = typeof threedBets.$inferSelect;

export function slipView({ slip, draw, playerName }: SlipRow, bets: BetRow[]): ThreedSlip {
  return {
    id: slip.id,
    slip_no: slip.slipNo,
    player_name: playerName,
    total_bet_amount: toKyat(slip.total),
    status: slip.status,
    game_date: draw.drawDate,
    draw_at: draw.drawAt.toISOString(),
    result: draw.status === 'settled' ? draw.result : null,
    before_balance: toKyat(slip.beforeBalance),
    after_balance: toKyat(slip.afterBalance),
    created_at: slip.createdAt.toISOString(),
    bets: bets
      .filter((bet) => bet.slipId === slip.id)
      .sort((a, b) => a.num.localeCompare(b.num))
      .map((bet) => ({
        id: bet.id,
        bet_number: bet.num,
        bet_amount: toKyat(bet.amount),
        result: bet.result,
        potential_payout: toKyat(bet.amount * bet.odds),
        payout: toKyat(bet.payout),
      })),
  };
}

/** The player's latest 3D slips, newest first. */
export async function playerSlips(db: Executor, userId: number): Promise<ThreedSlip[]> {
  const rows = await db
    .select({ slip: threedSlips, draw: threedDraws, playerName: users.name })
    .from(threedSlips)
    .innerJoin(threedDraws, eq(threedDraws.id, threedSlips.drawId))
    .innerJoin(users, eq(users.id, threedSlips.userId))
    .where(eq(threedSlips.userId, userId))
    .orderBy(desc(threedSlips.id))
    .limit(SLIPS_SHOWN);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.slip.id);
  const bets = await db.select().from(threedBets).where(inArray(threedBets.slipId, ids));
  return rows.map((row) => slipView(row, bets));
}

/** The latest settled results, newest first, with the first prize each comes from. */
export async function latestResults(db: Executor) {
  const rows = await db
    .select()
    .from(threedDraws)
    .where(eq(threedDraws.status, 'settled'))
    .orderBy(desc(threedDraws.drawDate))
    .limit(RESULTS_SHOWN);
  return rows.map((draw) => ({
    date: draw.drawDate,
    result: draw.result!,
    first_prize: draw.firstPrize!,
    source: draw.resultSource,
  }));
}

/** The winners of a settled draw (the latest one without a date): straight and tote. */
export async function winnersOf(db: Executor, date: string | undefined) {
  const [draw] = await db
    .select()
    .from(threedDraws)
    .where(
      date
        ? and(eq(threedDraws.drawDate, date), eq(threedDraws.status, 'settled'))
        : eq(threedDraws.status, 'settled'),
    )
    .orderBy(desc(threedDraws.drawDate))
    .limit(1);
  if (!draw) return { date: date ?? null, result: null, winners: [] };
  const rows = await db
    .select({ bet: threedBets, playerName: users.name })
    .from(threedBets)
    .innerJoin(users, eq(users.id, threedBets.userId))
    .where(and(eq(threedBets.drawId, draw.id), inArray(threedBets.result, ['win', 'tote'])))
    .orderBy(desc(threedBets.payout));
  return {
    date: draw.drawDate,
    result: draw.result,
    winners: rows.map(({ bet, playerName }) => ({
      player_name: playerName,
      number: bet.num,
      kind: bet.result as 'win' | 'tote',
      stake: toKyat(bet.amount),
      payout: toKyat(bet.payout),
    })),
  };
}

/** What each number of a draw has taken, in kyat, for numbers with stakes. */
export async function takenOf(db: Executor, drawId: number): Promise<Record<string, number>> {
  const rows = await db.select().from(threedNumberTotals).where(eq(threedNumberTotals.drawId, drawId));
  return Object.fromEntries(rows.filter((row) => row.staked > 0).map((row) => [row.num, toKyat(row.staked)]));
}

async function peopleOf(db: Executor, draw: ThreedDraw) {
  const ids = [draw.resultEnteredBy, draw.confirmedBy].filter((id): id is number => id !== null);
  const rows = ids.length
    ? await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = (id: number | null) => rows.find((row) => row.id === id)?.userName ?? null;
  return { entered_by: nameOf(draw.resultEnteredBy), confirmed_by: nameOf(draw.confirmedBy) };
}

export async function consoleView(db: Executor, draw: ThreedDraw): Promise<ThreedConsoleDraw> {
  const [slips] = await db
    .select({
      count: sql<number>`count(*)::int`,
      staked: sql<number>`coalesce(sum(${threedSlips.total}), 0)::bigint`,
    })
    .from(threedSlips)
    .where(eq(threedSlips.drawId, draw.id));
  const [paid] = await db
    .select({ paid: sql<number>`coalesce(sum(${threedBets.payout}), 0)::bigint` })
    .from(threedBets)
    .where(eq(threedBets.drawId, draw.id));
  return {
    id: draw.id,
    date: draw.drawDate,
    draw_at: draw.drawAt.toISOString(),
    closes_at: draw.closesAt.toISOString(),
    status: draw.status,
    result: draw.result,
    first_prize: draw.firstPrize,
    source: draw.resultSource,
    ...(await peopleOf(db, draw)),
    slips: slips!.count,
    staked: toKyat(Number(slips!.staked)),
    paid: toKyat(Number(paid!.paid)),
  };
}

/**
 * A draw's exposure: per number, what is staked on it and what the house would pay if it were drawn (its straight
 * bets at their odds, plus the tote bets on its other orderings), and the worst such number. Bets still pending
 * count; refunded ones do not.
 */
export async function threedExposure(db: Executor, drawId: number) {
  const rows = await db
    .select({
      num: threedBets.num,
      staked: sql<number>`sum(${threedBets.amount})::bigint`,
      straight: sql<number>`sum(${threedBets.amount} * ${threedBets.odds})::bigint`,
      tote: sql<number>`sum(${threedBets.amount} * coalesce(${threedBets.toteOdds}, 0))::bigint`,
    })
    .from(threedBets)
    .where(and(eq(threedBets.drawId, drawId), sql`${threedBets.result} <> 'refunded'`))
    .groupBy(threedBets.num);
  const byNum = new Map(rows.map((row) => [row.num, row]));
  const candidates = new Set(rows.flatMap((row) => permutationsOf(row.num)));
  const numbers = [...candidates].sort().map((num) => {
    const own = byNum.get(num);
    let payout = Number(own?.straight ?? 0);
    for (const other of permutationsOf(num))
      if (other !== num && permKeyOf(other) === permKeyOf(num)) payout += Number(byNum.get(other)?.tote ?? 0);
    return { num, staked: toKyat(Number(own?.staked ?? 0)), payout: toKyat(payout) };
  });
  return exposureOf(drawId, numbers);
}
