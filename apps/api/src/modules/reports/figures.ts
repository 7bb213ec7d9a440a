import { CORRECTION_KINDS } from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import {
  MONEY_COLUMNS,
  moneyInKyat,
  TRANSFERS,
  within,
  type MoneyRow,
} from '../../platform/money/figures/columns';
import type { Period } from '../../platform/money/figures/period';
import { playersMoney } from '../../platform/money/figures/players-money';

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
  const byDay = await playersMoney(db, period, 'all', 'day');
  return days.map((date) => {
    const row = byDay.get(date);
    const money = row && moneyInKyat(row);
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
