import { MYANMAR_OFFSET_MINUTES } from '@zeya/contract/myanmar-time';
import { sql, type SQL } from 'drizzle-orm';
import {
  CORRECTION_KINDS,
  DEPOSIT_KINDS,
  STAKE_KINDS,
  STAKE_RETURN_KINDS,
  WIN_ADJUSTMENT_KINDS,
  WIN_KINDS,
  WIN_RETURN_KINDS,
  WITHDRAWAL_KINDS,
} from '@zeya/contract/transfer-kinds';
import { queryRows, type Executor } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import { toKyat } from '../../platform/money/money';
import type { Period } from './period';

/**
 * The money figures come from the ledger itself, so they always equal the books. `t` is a transfer and `c` its
 * credit account. Bets and wins are counted from the house's side and net of what was reversed or refunded; a
 * provider's adjustment of a round changes its win, in the direction it moved the money.
 */
const BETS = sql`case
  when t.kind in ${kindsIn(STAKE_KINDS)} then t.amount
  when t.kind in ${kindsIn(STAKE_RETURN_KINDS)} then -t.amount
  else 0 end`;
const WINS = sql`case
  when t.kind in ${kindsIn(WIN_KINDS)} then t.amount
  when t.kind in ${kindsIn(WIN_RETURN_KINDS)} then -t.amount
  when t.kind in ${kindsIn(WIN_ADJUSTMENT_KINDS)} then case when c.is_house then -t.amount else t.amount end
  else 0 end`;

export const TRANSFERS = sql`ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id`;

/**
 * pya columns deposits, withdrawals, bets, wins of the transfers in scope, and of the wins those of free rounds (a
 * bonus the house gave, the aggregator's free-round grants: their stake was never the player's).
 */
export const MONEY_COLUMNS = sql`
  coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(DEPOSIT_KINDS)}), 0)::bigint as deposits,
  coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(WITHDRAWAL_KINDS)}), 0)::bigint as withdrawals,
  coalesce(sum(${BETS}), 0)::bigint as bets,
  coalesce(sum(${WINS}), 0)::bigint as wins,
  coalesce(sum(${WINS}) filter (where t.metadata ? 'bonus_code'), 0)::bigint as free_round_wins`;

/** The Myanmar business day of an instant column, as text. */
export const yangonDay = (column: SQL) =>
  sql`((${column} at time zone 'UTC') + interval '${sql.raw(String(MYANMAR_OFFSET_MINUTES))} minutes')::date::text`;

export const within = (column: SQL, period: Period) =>
  sql`${column} >= ${period.start.toISOString()} and ${column} < ${period.end.toISOString()}`;

export interface MoneyRow {
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  free_round_wins: number;
}

/** pya to kyat, with GGR; reports name bets turnover. */
export function moneyInKyat(row: MoneyRow) {
  return {
    deposits: toKyat(Number(row.deposits)),
    withdrawals: toKyat(Number(row.withdrawals)),
    bets: toKyat(Number(row.bets)),
    wins: toKyat(Number(row.wins)),
    free_round_wins: toKyat(Number(row.free_round_wins)),
    ggr: toKyat(Number(row.bets) - Number(row.wins)),
  };
}

export async function periodTotals(db: Executor, period: Period) {
  const [money] = await queryRows<MoneyRow & { active: number }>(
    db,
    sql`select ${MONEY_COLUMNS},
      count(distinct t.player_id) filter (where t.kind not in ${kindsIn(CORRECTION_KINDS)})::int as active
      from ${TRANSFERS} where ${within(sql`t.created_at`, period)}`,
  );
  const [players] = await queryRows<{ joined: number }>(
    db,
    sql`select count(*)::int as joined from users where role = 'player' and ${within(sql`created_at`, period)}`,
  );
  return {
    from: period.from,
    to: period.to,
    ...moneyInKyat(money!),
    new_players: Number(players!.joined),
    active_players: Number(money!.active),
  };
}

/** Deposits, withdrawals and GGR per day of the period; days without a transfer are zero. */
export async function dailySeries(db: Executor, period: Period, days: string[]) {
  const rows = await queryRows<MoneyRow & { day: string }>(
    db,
    sql`select ${yangonDay(sql`t.created_at`)} as day, ${MONEY_COLUMNS}
      from ${TRANSFERS} where ${within(sql`t.created_at`, period)} group by 1`,
  );
  const byDay = new Map(rows.map((row) => [row.day, moneyInKyat(row)]));
  return days.map((date) => {
    const money = byDay.get(date);
    return {
      date,
      deposits: money?.deposits ?? 0,
      withdrawals: money?.withdrawals ?? 0,
      ggr: money?.ggr ?? 0,
    };
  });
}

export async function pendingRequests(db: Executor) {
  const [row] = await queryRows<{ deposits: number; withdrawals: number }>(
    db,
    sql`select (select count(*) from deposit_requests where status = 'pending')::int as deposits,
      (select count(*) from withdraw_requests where status = 'pending')::int as withdrawals`,
  );
  return { deposits: Number(row!.deposits), withdrawals: Number(row!.withdrawals) };
}
