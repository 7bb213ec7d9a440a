import type { GameLogPeriod } from '@zeya/contract/game-logs';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { yangonDate, yangonDayBounds } from '../../platform/clock';
import { toKyat } from '../../platform/money';

const DAY = 24 * 3600_000;

/** The period's bounds in Myanmar time; weeks start on Monday. */
export function periodBounds(period: GameLogPeriod, now: Date): { from: Date; to: Date } {
  const today = yangonDayBounds(yangonDate(now)).from;
  const weekday = (new Date(`${yangonDate(now)}T00:00:00Z`).getUTCDay() + 6) % 7;
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
  first: Date | string;
  last: Date | string;
  spins: number;
  turnover: number;
  win_loss: number;
}

/** Per game: how many rounds, how much staked, and the player's net, over the period. */
export async function gameLogs(db: Executor, userId: number, bounds: { from: Date; to: Date }) {
  const rows = await queryRows<Row>(
    db,
    sql`select coalesce(max(g.game_name), initcap(replace(r.game_code, '-', ' '))) as game_name,
               min(r.started_at) as first, max(coalesce(r.settled_at, r.started_at)) as last,
               count(*)::int as spins, sum(r.bet)::bigint as turnover, sum(r.win - r.bet)::bigint as win_loss
        from game_rounds r
        left join providers p on p.code = coalesce(r.product_code, r.provider)
        left join games g on g.provider_id = p.id and g.game_code = r.game_code
        where r.user_id = ${userId} and r.status <> 'void'
          and r.started_at >= ${bounds.from.toISOString()} and r.started_at < ${bounds.to.toISOString()}
        group by r.provider, r.product_code, r.game_code
        order by max(r.started_at) desc`,
  );
  return rows.map((row) => ({
    game_name: row.game_name,
    from: new Date(row.first).toISOString(),
    to: new Date(row.last).toISOString(),
    spin_count: row.spins,
    turnover: toKyat(row.turnover),
    win_loss: toKyat(row.win_loss),
  }));
}
