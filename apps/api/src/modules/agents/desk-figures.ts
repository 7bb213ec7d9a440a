import { AGENT_FLOAT_KINDS, DEPOSIT_KINDS, WITHDRAWAL_KINDS } from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import { daysOf, type Period } from '../../platform/money/figures/period';
import { moneyTotal, playersFigures, playersMoney } from '../../platform/money/figures/players-money';
import { AGENT_FLOAT } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';

/**
 * What the agent's players did, per Myanmar day and for the period, from the ledger alone: turnover (stakes less their
 * returns), their win/lose on play (wins less stakes: negative when they lost), approved deposits and paid
 * withdrawals. A player counts for the agent they belong to now.
 */
export async function agentReport(deps: AppDeps, agentId: number, period: Period) {
  const byDay = await playersMoney(deps.db, period, { agentId }, 'day');
  return {
    from: period.from,
    to: period.to,
    days: daysOf(period).map((date) => Object.assign({ date }, playersFigures(byDay.get(date)))),
    total: playersFigures(moneyTotal(byDay.values())),
  };
}

export const FLOAT_PAGE = 20;

interface FloatRow {
  id: string | number;
  kind: string;
  amount: string | number;
  inbound: boolean;
  player_id: string | number | null;
  player_user_name: string | null;
  reference: string;
  created_at: Date | string;
}

/**
 * The float's transfer log, newest first: the owner's cash-in and cash-out, the deposits it paid to players and the
 * paid withdrawals it took back, each signed from the float's side. The roles come from the kinds' vocabulary.
 */
export async function floatTransfers(deps: AppDeps, agentId: number, page: number) {
  const float = sql`(select id from ledger_accounts where user_id = ${agentId} and code = ${AGENT_FLOAT} and not is_house)`;
  const kinds = kindsIn([...AGENT_FLOAT_KINDS, ...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS]);
  const onFloat = sql`(t.debit_account_id in ${float} or t.credit_account_id in ${float}) and t.kind in ${kinds}`;
  const [rows, [count]] = await Promise.all([
    queryRows<FloatRow>(
      deps.db,
      sql`select t.id, t.kind, t.amount, t.credit_account_id in ${float} as inbound,
          p.id as player_id, p.user_name as player_user_name, t.reference, t.created_at
        from ledger_transfers t left join users p on p.id = t.player_id and p.role = 'player'
        where ${onFloat}
        order by t.id desc limit ${FLOAT_PAGE} offset ${(page - 1) * FLOAT_PAGE}`,
    ),
    queryRows<{ n: string | number }>(
      deps.db,
      sql`select count(*) as n from ledger_transfers t where ${onFloat}`,
    ),
  ]);
  return { rows: rows.map(floatView), total: Number(count?.n ?? 0) };
}

function roleOf(kind: string, inbound: boolean) {
  if ((AGENT_FLOAT_KINDS as readonly string[]).includes(kind)) return inbound ? 'cash_in' : 'cash_out';
  return (DEPOSIT_KINDS as readonly string[]).includes(kind) ? 'player_deposit' : 'player_withdrawal';
}

function floatView(row: FloatRow) {
  const amount = toKyat(Number(row.amount));
  return {
    id: Number(row.id),
    role: roleOf(row.kind, row.inbound),
    amount: row.inbound ? amount : -amount,
    player: row.player_id === null ? null : { id: Number(row.player_id), user_name: row.player_user_name! },
    reference: row.reference,
    created_at: new Date(row.created_at).toISOString(),
  };
}
