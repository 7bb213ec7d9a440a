import type { GameLogPeriod } from '@zeya/contract/constants';
import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { gameRounds } from '../../db/schema';
import { GSCPLUS } from '../providers/gscplus/settings';
import { yangonDayBounds } from '../../platform/runtime/clock';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { toKyat } from '../../platform/money/money';

const DAY = 24 * 3600_000;
const ROUNDS_SHOWN = 50;
/** Providers that keep a replay of each round (the aggregator's game history). */
const REPLAYABLE = new Set([GSCPLUS]);

/** The period's bounds in Myanmar time; weeks start on Monday. */
export function periodBounds(period: GameLogPeriod, now: Date): { from: Date; to: Date } {
  const today = yangonDayBounds(myanmarDay(now)).from;
  const weekday = (new Date(`${myanmarDay(now)}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisWeek = new Date(today.getTime() - weekday * DAY);
  switch (period) {
    case 'today':
      return { from: today, to: new Date(today.getTime() + DAY) };
    case 'yesterday':
      return { from: new Date(today.getTime() - DAY), to: today };
    case 'this_week':
      return { from: thisWeek, to: new Date(thisWeek.getTime() + 7 * DAY) };
    case 'last_week':
      return { from: new Date(thisWeek.getTime() - 7 * DAY), to: thisWeek };
  }
}

interface Row {
  game_name: string;
  product_code: string | null;
  game_code: string;
  free_round: boolean;
  first: Date | string;
  last: Date | string;
  spins: number;
  turnover: number;
  win_loss: number;
}

/**
 * Per game: how many rounds, how much staked, and the player's net, over the period. Free rounds are their own row:
 * what they staked was the house's bonus, so their turnover is zero and their net is what they won.
 */
export async function gameLogs(db: Executor, userId: number, bounds: { from: Date; to: Date }) {
  const rows = await queryRows<Row>(
    db,
    sql`select coalesce(max(g.game_name), initcap(replace(r.game_code, '-', ' '))) as game_name,
               r.product_code, r.game_code, (r.bonus_code is not null) as free_round,
               min(r.started_at) as first, max(coalesce(r.settled_at, r.started_at)) as last, count(*)::int as spins,
               sum(case when r.bonus_code is null then r.bet else 0 end)::bigint as turnover,
               sum(r.win - case when r.bonus_code is null then r.bet else 0 end)::bigint as win_loss
        from game_rounds r
        left join providers p on p.code = coalesce(r.product_code, r.provider)
        left join games g on g.provider_id = p.id and g.game_code = r.game_code
        where r.user_id = ${userId} and r.status <> 'void'
          and r.started_at >= ${bounds.from.toISOString()} and r.started_at < ${bounds.to.toISOString()}
        group by r.provider, r.product_code, r.game_code, (r.bonus_code is not null)
        order by max(r.started_at) desc`,
  );
  return rows.map((row) => ({
    game_name: row.game_name,
    from: new Date(row.first).toISOString(),
    to: new Date(row.last).toISOString(),
    spin_count: row.spins,
    turnover: toKyat(row.turnover),
    win_loss: toKyat(row.win_loss),
    product_code: row.product_code,
    game_code: row.game_code,
    free_round: Boolean(row.free_round),
  }));
}

/** The rounds behind one game log row, newest first; only the player's own. */
export async function gameLogRounds(
  db: Executor,
  userId: number,
  bounds: { from: Date; to: Date },
  game: { productCode?: string | undefined; gameCode: string; freeRound: boolean },
) {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, userId),
        eq(gameRounds.gameCode, game.gameCode),
        game.productCode ? eq(gameRounds.productCode, game.productCode) : undefined,
        game.freeRound ? isNotNull(gameRounds.bonusCode) : isNull(gameRounds.bonusCode),
        gte(gameRounds.startedAt, bounds.from),
        lt(gameRounds.startedAt, bounds.to),
      ),
    )
    .orderBy(desc(gameRounds.startedAt), desc(gameRounds.id))
    .limit(ROUNDS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    round_code: row.roundCode,
    started_at: row.startedAt.toISOString(),
    bet: toKyat(row.bet),
    win: toKyat(row.win),
    status: row.status,
    replay: REPLAYABLE.has(row.provider),
  }));
}

/** The player's own round by id (another player's is not found), to open its replay. */
export async function ownRound(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ provider: gameRounds.provider, roundCode: gameRounds.roundCode })
    .from(gameRounds)
    .where(and(eq(gameRounds.id, id), eq(gameRounds.userId, userId)));
  return row ?? null;
}
