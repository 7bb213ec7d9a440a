import { MYANMAR_OFFSET_MINUTES } from '@zeya/contract/myanmar-time';
import {
  DEPOSIT_KINDS,
  STAKE_KINDS,
  STAKE_RETURN_KINDS,
  WIN_ADJUSTMENT_KINDS,
  WIN_KINDS,
  WIN_RETURN_KINDS,
  WITHDRAWAL_KINDS,
} from '@zeya/contract/transfer-kinds';
import { sql, type SQL } from 'drizzle-orm';
import { kindsIn } from '../../../db/kinds';
import { toKyat } from '../money';
import type { Period } from './period';

/**
 * The one meaning of players' money figures, read from the ledger itself so they always equal the books. `t` is a
 * transfer and `c` its credit account. Stakes and wins are counted from the house's side and net of what was
 * reversed or refunded; a provider's adjustment of a round changes its win, in the direction it moved the money.
 */
export const TRANSFERS = sql`ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id`;

/** A transfer's part of turnover (pya): its stake, less a stake's return. */
export const STAKED = sql`case
  when t.kind in ${kindsIn(STAKE_KINDS)} then t.amount
  when t.kind in ${kindsIn(STAKE_RETURN_KINDS)} then -t.amount
  else 0 end`;

/** A transfer's part of the players' wins (pya): a win, less a win's return, an adjustment by its direction. */
export const WON = sql`case
  when t.kind in ${kindsIn(WIN_KINDS)} then t.amount
  when t.kind in ${kindsIn(WIN_RETURN_KINDS)} then -t.amount
  when t.kind in ${kindsIn(WIN_ADJUSTMENT_KINDS)} then case when c.is_house then -t.amount else t.amount end
  else 0 end`;

/**
 * pya columns deposits, withdrawals, bets, wins of the transfers in scope, and of the wins those of free rounds (a
 * bonus the house gave, the aggregator's free-round grants: their stake was never the player's).
 */
export const MONEY_COLUMNS = sql`
  coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(DEPOSIT_KINDS)}), 0)::bigint as deposits,
  coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(WITHDRAWAL_KINDS)}), 0)::bigint as withdrawals,
  coalesce(sum(${STAKED}), 0)::bigint as bets,
  coalesce(sum(${WON}), 0)::bigint as wins,
  coalesce(sum(${WON}) filter (where t.metadata ? 'bonus_code'), 0)::bigint as free_round_wins`;

/** The Myanmar business day of an instant column, as text. */
export const yangonDay = (column: SQL) =>
  sql`((${column} at time zone 'UTC') + interval '${sql.raw(String(MYANMAR_OFFSET_MINUTES))} minutes')::date::text`;

export const within = (column: SQL, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;

/** The columns of MONEY_COLUMNS as the driver hands them back (bigint may come as text). */
export interface MoneyRow {
  deposits: number | string;
  withdrawals: number | string;
  bets: number | string;
  wins: number | string;
  free_round_wins: number | string;
}

/** pya to kyat, with GGR (what the house kept: bets less wins); reports name bets turnover. */
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
