import { myanmarDay, MYANMAR_OFFSET_MINUTES } from '@zeya/contract/myanmar-time';
import {
  AGENT_FLOAT_KINDS,
  DEPOSIT_KINDS,
  STAKE_KINDS,
  STAKE_RETURN_KINDS,
  WITHDRAWAL_KINDS,
} from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import { fieldError } from '../../platform/http/errors';
import { AGENT_FLOAT } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';
import { playTransfers } from '../../platform/protection/figures';
import { yangonDayBounds } from '../../platform/runtime/clock';

const LONGEST_PERIOD_DAYS = 366;
const DAY_MS = 24 * 3600_000;

/** Myanmar days `from`..`to`, both included, and the instants they run between. */
interface DeskPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** The period asked for (today when neither day is given, one day when one is); over a year or reversed is a 422. */
export function deskPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): DeskPeriod {
  const today = myanmarDay(now);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? query.from ?? today;
  const period = { from, to, start: yangonDayBounds(from).from, end: yangonDayBounds(to).to };
  if (period.end <= period.start) throw fieldError('to', 'report_period_invalid');
  if (period.end.getTime() - period.start.getTime() > LONGEST_PERIOD_DAYS * DAY_MS)
    throw fieldError('from', 'report_period_invalid');
  return period;
}

const dayOf = (column: ReturnType<typeof sql>) =>
  sql`((${column} at time zone 'UTC') + interval '${sql.raw(String(MYANMAR_OFFSET_MINUTES))} minutes')::date::text`;

interface DayRow {
  day: string;
  turnover: string | number;
  net_loss: string | number;
  deposits: string | number;
  withdrawals: string | number;
}

const figuresOf = (row: Omit<DayRow, 'day'> | undefined) => {
  const turnover = Number(row?.turnover ?? 0);
  const winLose = -Number(row?.net_loss ?? 0);
  return {
    turnover: toKyat(turnover),
    player_wins: toKyat(turnover + winLose),
    players_win_lose: toKyat(winLose),
    deposits: toKyat(Number(row?.deposits ?? 0)),
    withdrawals: toKyat(Number(row?.withdrawals ?? 0)),
  };
};

/**
 * What the agent's players did, per Myanmar day and for the period, from the ledger alone: turnover (stakes less their
 * returns), their win/lose on play (wins less stakes: negative when they lost), approved deposits and paid
 * withdrawals. A player counts for the agent they belong to now.
 */
export async function agentReport(deps: AppDeps, agentId: number, period: DeskPeriod) {
  const players = sql`(select id from users where agent_id = ${agentId} and role = 'player')`;
  const inPeriod = sql`t.player_id in ${players}
    and t.created_at >= ${period.start.toISOString()}::timestamptz and t.created_at < ${period.end.toISOString()}::timestamptz`;
  const rows = await queryRows<DayRow>(
    deps.db,
    sql`with money as (
        select ${dayOf(sql`t.created_at`)} as day,
          case when t.kind in ${kindsIn(STAKE_KINDS)} then t.amount
               when t.kind in ${kindsIn(STAKE_RETURN_KINDS)} then -t.amount else 0 end as turnover,
          0::bigint as net_loss,
          case when t.kind in ${kindsIn(DEPOSIT_KINDS)} then t.amount else 0 end as deposits,
          case when t.kind in ${kindsIn(WITHDRAWAL_KINDS)} then t.amount else 0 end as withdrawals
        from ledger_transfers t
        where ${inPeriod}
          and t.kind in ${kindsIn([...STAKE_KINDS, ...STAKE_RETURN_KINDS, ...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS])}
        union all
        select ${dayOf(sql`play.created_at`)}, 0, play.signed, 0, 0
        from (${playTransfers(inPeriod)}) play
      )
      select day, sum(turnover)::bigint as turnover, sum(net_loss)::bigint as net_loss,
        sum(deposits)::bigint as deposits, sum(withdrawals)::bigint as withdrawals
      from money group by day`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: (ReturnType<typeof figuresOf> & { date: string })[] = [];
  for (let at = period.start.getTime(); at < period.end.getTime(); at += DAY_MS) {
    const date = myanmarDay(new Date(at));
    days.push({ date, ...figuresOf(byDay.get(date)) });
  }
  const sum = (key: keyof Omit<DayRow, 'day'>) => rows.reduce((total, row) => total + Number(row[key]), 0);
  const total = figuresOf({
    turnover: sum('turnover'),
    net_loss: sum('net_loss'),
    deposits: sum('deposits'),
    withdrawals: sum('withdrawals'),
  });
  return { from: period.from, to: period.to, days, total };
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
