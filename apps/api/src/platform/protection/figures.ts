import { PLAY_KINDS } from '@zeya/contract/transfer-kinds';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import { PERIODS, periodStart, type Period } from './periods';

export type ByPeriod = Record<Period, number>;

/**
 * Play, as transfers matching `where` (over `t`, the transfers): player_id, created_at and `signed`, what the player
 * lost by it (a stake is positive, a win or refund negative). Play is every transfer of a play kind (stakes, wins,
 * their returns, a provider's adjustments: PLAY_KINDS) between one of the player's accounts and a house account,
 * whatever game posted it.
 */
export function playTransfers(where: SQL): SQL {
  return sql`select t.player_id, t.created_at,
      case when d.user_id = t.player_id then t.amount else -t.amount end as signed
    from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id
    join ledger_accounts c on c.id = t.credit_account_id
    where ${where}
      and t.kind in ${kindsIn(PLAY_KINDS)}
      and (d.user_id is null) <> (c.user_id is null)`;
}

const startsOf = (now: Date) =>
  Object.fromEntries(PERIODS.map((period) => [period, periodStart(period, now)])) as Record<Period, Date>;

/**
 * A player's net loss on every game and lottery (pya; stakes less wins, refunds and reversals) since each of the
 * given instants, from the ledger alone.
 */
export async function netLossSince<K extends string>(
  db: Executor,
  userId: number,
  instants: Record<K, Date>,
): Promise<Record<K, number>> {
  const entries = Object.entries(instants) as [K, Date][];
  const since = new Date(Math.min(...entries.map(([, instant]) => instant.getTime())));
  const sums = sql.join(
    entries.map(
      ([, instant], i) =>
        sql`coalesce(sum(signed) filter (where created_at >= ${instant.toISOString()}::timestamptz), 0) as ${sql.identifier(`s${i}`)}`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sums} from (${playTransfers(
      sql`t.player_id = ${userId} and t.created_at >= ${since.toISOString()}::timestamptz`,
    )}) play`,
  );
  return Object.fromEntries(entries.map(([key], i) => [key, Number(row?.[`s${i}`] ?? 0)])) as Record<
    K,
    number
  >;
}

/** Net loss since the start of today, this week and this month. */
export const netLossByPeriod = (db: Executor, userId: number, now: Date): Promise<ByPeriod> =>
  netLossSince(db, userId, startsOf(now));

/** What a player asked to deposit since the start of each period (pya): requests waiting and approved. */
export async function depositedByPeriod(db: Executor, userId: number, now: Date): Promise<ByPeriod> {
  const { day, week, month } = startsOf(now);
  const [row] = await queryRows<{ day: string; week: string; month: string }>(
    db,
    sql`select
        coalesce(sum(amount) filter (where created_at >= ${day.toISOString()}::timestamptz), 0) as day,
        coalesce(sum(amount) filter (where created_at >= ${week.toISOString()}::timestamptz), 0) as week,
        coalesce(sum(amount) filter (where created_at >= ${month.toISOString()}::timestamptz), 0) as month
      from deposit_requests
      where user_id = ${userId} and status in ('pending', 'approved')
        and created_at >= ${new Date(Math.min(week.getTime(), month.getTime())).toISOString()}::timestamptz`,
  );
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}
