import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { toKyat } from '../../platform/money/money';
import { playTransfers } from '../../platform/protection/figures';

const DAY_MS = 86_400_000;
/** Flagged: the last week at least this many times the usual week (the four weeks before it)... */
const FACTOR = 3;
/** ...and at least this much (pya), so that small sums do not crowd the list. */
const FLOOR = 5_000_000;

interface Row {
  player_id: string;
  user_name: string;
  recent_deposits: string;
  usual_deposits: string;
  recent_loss: string;
  usual_loss: string;
}

/**
 * Players whose deposits or net losses of the last seven days are several times their usual week, for a person to
 * look at: from approved deposits and the ledger's play, nothing the player can hide.
 */
export async function sharpChanges(deps: AppDeps) {
  const now = deps.clock.now().getTime();
  const recentFrom = new Date(now - 7 * DAY_MS).toISOString();
  const windowFrom = new Date(now - 35 * DAY_MS).toISOString();
  const rows = await queryRows<Row>(
    deps.db,
    sql`with
      loss as (
        select player_id,
          coalesce(sum(signed) filter (where created_at >= ${recentFrom}::timestamptz), 0) as recent,
          coalesce(sum(signed) filter (where created_at < ${recentFrom}::timestamptz), 0) / 4 as usual
        from (${playTransfers(sql`t.created_at >= ${windowFrom}::timestamptz and t.player_id is not null`)}) play
        group by player_id),
      deposits as (
        select user_id as player_id,
          coalesce(sum(amount) filter (where created_at >= ${recentFrom}::timestamptz), 0) as recent,
          coalesce(sum(amount) filter (where created_at < ${recentFrom}::timestamptz), 0) / 4 as usual
        from deposit_requests
        where status = 'approved' and created_at >= ${windowFrom}::timestamptz
        group by user_id)
      select u.id as player_id, u.user_name,
        coalesce(d.recent, 0) as recent_deposits, coalesce(d.usual, 0) as usual_deposits,
        coalesce(l.recent, 0) as recent_loss, coalesce(l.usual, 0) as usual_loss
      from users u
      left join deposits d on d.player_id = u.id
      left join loss l on l.player_id = u.id
      where u.role = 'player' and (
        coalesce(d.recent, 0) >= greatest(${FACTOR} * coalesce(d.usual, 0), ${FLOOR})
        or coalesce(l.recent, 0) >= greatest(${FACTOR} * coalesce(l.usual, 0), ${FLOOR}))
      order by greatest(coalesce(d.recent, 0), coalesce(l.recent, 0)) desc
      limit 100`,
  );
  return rows.map((row) => ({
    player_id: Number(row.player_id),
    user_name: row.user_name,
    deposits_last_7_days: toKyat(Math.round(Number(row.recent_deposits))),
    deposits_usual_week: toKyat(Math.round(Number(row.usual_deposits))),
    loss_last_7_days: toKyat(Math.round(Number(row.recent_loss))),
    loss_usual_week: toKyat(Math.round(Number(row.usual_loss))),
  }));
}
