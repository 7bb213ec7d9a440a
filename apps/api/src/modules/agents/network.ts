import { AGENT_FLOAT_KINDS, COMMISSION_KINDS, DEPOSIT_KINDS } from '@zeya/contract/transfer-kinds';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import { within } from '../../platform/money/figures/columns';
import { requestedPeriod, type Period } from '../../platform/money/figures/period';
import { playersFigures, playersMoney } from '../../platform/money/figures/players-money';
import { AGENT_FLOAT } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';

/** A period of the network's screens: this month up to today when no day is asked for. */
export const networkPeriod = (query: { from?: string; to?: string }, now: Date): Period =>
  requestedPeriod(query, now, 'month');

/** A per-agent figure: rows of (agent_id, value) read into a map. */
async function perAgent(deps: AppDeps, statement: SQL): Promise<Map<number, number>> {
  const rows = await queryRows<{ agent_id: string | number; value: string | number }>(deps.db, statement);
  return new Map(rows.map((row) => [Number(row.agent_id), Number(row.value)]));
}

/**
 * Every agent with its float, its players, what they played in the period (turnover, and what they won less what
 * they staked), its commission, and the requests waiting in its queue: all from the ledger and the tables that hold
 * them. A player's figures count for the agent the player belongs to now (a moved player's past play moves too).
 */
export async function agentNetwork(deps: AppDeps, period: Period) {
  const agents = await queryRows<{ id: string | number; user_name: string; name: string; status: string }>(
    deps.db,
    sql`select id, user_name, name, status from users where role = 'agent' order by id`,
  );
  const players = sql`users p where p.role = 'player' and p.agent_id is not null`;
  const [floats, counts, played, statements, paid, deposits, withdrawals] = await Promise.all([
    perAgent(
      deps,
      sql`select a.user_id as agent_id, a.balance as value from ledger_accounts a
        join users u on u.id = a.user_id and u.role = 'agent' where a.code = ${AGENT_FLOAT}`,
    ),
    perAgent(deps, sql`select p.agent_id, count(*) as value from ${players} group by p.agent_id`),
    playersMoney(deps.db, period, 'with_agent', 'agent'),
    perAgent(
      deps,
      sql`select agent_id, sum(commission) as value from commission_statements
        where period_from <= ${period.to}::date and period_to >= ${period.from}::date group by agent_id`,
    ),
    perAgent(
      deps,
      sql`select t.player_id as agent_id, sum(t.amount) as value from ledger_transfers t
        join users u on u.id = t.player_id and u.role = 'agent'
        where t.kind in ${kindsIn(COMMISSION_KINDS)} and ${within(sql`t.created_at`, period)}
        group by t.player_id`,
    ),
    openRequests(deps, 'deposit_requests'),
    openRequests(deps, 'withdraw_requests'),
  ]);
  const of = (figures: Map<number, number>, id: number) => figures.get(id) ?? 0;
  return {
    from: period.from,
    to: period.to,
    agents: agents.map((agent) => {
      const id = Number(agent.id);
      const play = playersFigures(played.get(String(id)));
      return {
        id,
        user_name: agent.user_name,
        name: agent.name,
        status: agent.status as 'active' | 'banned',
        float: toKyat(of(floats, id)),
        players: of(counts, id),
        turnover: play.turnover,
        win_lose: play.players_win_lose,
        commission: toKyat(of(statements, id)),
        commission_paid: toKyat(of(paid, id)),
        open_deposits: of(deposits, id),
        open_withdrawals: of(withdrawals, id),
      };
    }),
  };
}

/** Pending requests per agent: those paid into (or to be paid through) the agent's own payment accounts. */
function openRequests(deps: AppDeps, table: 'deposit_requests' | 'withdraw_requests') {
  return perAgent(
    deps,
    sql`select c.agent_id, count(*) as value from ${sql.identifier(table)} r
      join payment_channels c on c.id = r.channel_id
      where r.status = 'pending' and c.agent_id is not null group by c.agent_id`,
  );
}

/** The active agents, for a form's choice (a channel's owner, a player's new agent). */
export async function agentChoices(deps: AppDeps) {
  const rows = await queryRows<{ id: string | number; user_name: string; name: string }>(
    deps.db,
    sql`select id, user_name, name from users where role = 'agent' and status = 'active' order by user_name`,
  );
  return rows.map((row) => ({ id: Number(row.id), user_name: row.user_name, name: row.name }));
}

interface Paging {
  page: number;
  perPage: number;
}

type DepositLogRecord = {
  id: string | number;
  created_at: Date | string;
  amount: string | number;
  request_id: string | number | null;
  player_id: string | number;
  player_name: string;
  agent_id: string | number;
  agent_name: string;
  approved_by: string | null;
  first_approved_by: string | null;
  total: string | number;
};

const isoOf = (at: Date | string) => new Date(at).toISOString();

/**
 * Every deposit an agent's float paid to a player in the period, newest first: the ledger's transfers of a deposit
 * kind out of a float, with the request they approved (its reference) and who approved it.
 */
export async function depositLog(deps: AppDeps, filter: { agentId?: number; period: Period } & Paging) {
  const rows = await queryRows<DepositLogRecord>(
    deps.db,
    sql`select t.id, t.created_at, t.amount, r.id as request_id,
        p.id as player_id, p.user_name as player_name, a.id as agent_id, a.user_name as agent_name,
        approver.user_name as approved_by, fa.user_name as first_approved_by, count(*) over () as total
      from ledger_transfers t
      join ledger_accounts f on f.id = t.debit_account_id and f.code = ${AGENT_FLOAT}
      join users a on a.id = f.user_id
      join users p on p.id = t.player_id
      left join deposit_requests r on t.reference = 'deposit:' || r.id || ':approve'
      left join users approver on approver.id = r.decided_by
      left join users fa on fa.id = r.first_approved_by
      where t.kind in ${kindsIn(DEPOSIT_KINDS)} and ${within(sql`t.created_at`, filter.period)}
        ${filter.agentId === undefined ? sql`` : sql`and f.user_id = ${filter.agentId}`}
      order by t.id desc
      limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
  );
  return {
    total: Number(rows[0]?.total ?? (await countDeposits(deps, filter))),
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: isoOf(row.created_at),
      amount: toKyat(Number(row.amount)),
      request_id: row.request_id === null ? null : Number(row.request_id),
      player: { id: Number(row.player_id), user_name: row.player_name },
      agent: { id: Number(row.agent_id), user_name: row.agent_name },
      approved_by: row.approved_by,
      first_approved_by: row.first_approved_by,
    })),
  };
}

/** The count of a page past the last (no row to carry `count(*) over ()`), for the pager. */
async function countDeposits(deps: AppDeps, filter: { agentId?: number; period: Period }) {
  const [row] = await queryRows<{ n: string | number }>(
    deps.db,
    sql`select count(*) as n from ledger_transfers t
      join ledger_accounts f on f.id = t.debit_account_id and f.code = ${AGENT_FLOAT}
      where t.kind in ${kindsIn(DEPOSIT_KINDS)} and ${within(sql`t.created_at`, filter.period)}
        ${filter.agentId === undefined ? sql`` : sql`and f.user_id = ${filter.agentId}`}`,
  );
  return Number(row?.n ?? 0);
}

type FloatLogRecord = {
  id: string | number;
  created_at: Date | string;
  amount: string | number;
  into_float: boolean;
  reason: string | null;
  posted_by: string | null;
  request_id: string | number | null;
  requested_by: string | null;
  total: string | number;
};

/**
 * The owner's cash-ins and cash-outs of one agent's float in the period, newest first, with who posted each and, for
 * one a second admin approved, its request and who asked for it.
 */
export async function floatLog(deps: AppDeps, filter: { agentId: number; period: Period } & Paging) {
  const where = sql`t.kind in ${kindsIn(AGENT_FLOAT_KINDS)} and t.player_id = ${filter.agentId}
    and ${within(sql`t.created_at`, filter.period)}`;
  const rows = await queryRows<FloatLogRecord>(
    deps.db,
    sql`select t.id, t.created_at, t.amount, c.code = ${AGENT_FLOAT} and c.user_id = ${filter.agentId} as into_float,
        t.metadata ->> 'reason' as reason, poster.user_name as posted_by, s.id as request_id,
        asker.user_name as requested_by, count(*) over () as total
      from ledger_transfers t
      join ledger_accounts c on c.id = t.credit_account_id
      left join users poster on poster.id = (t.metadata ->> 'actor_id')::bigint
      left join staff_requests s on t.reference = 'agent_float:request:' || s.id
      left join users asker on asker.id = s.requested_by
      where ${where}
      order by t.id desc
      limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
  );
  const total =
    rows[0]?.total ??
    (
      await queryRows<{ n: string }>(
        deps.db,
        sql`select count(*) as n from ledger_transfers t where ${where}`,
      )
    )[0]?.n;
  return {
    total: Number(total ?? 0),
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: isoOf(row.created_at),
      direction: row.into_float ? ('in' as const) : ('out' as const),
      amount: toKyat(Number(row.amount)),
      reason: row.reason,
      posted_by: row.posted_by,
      request_id: row.request_id === null ? null : Number(row.request_id),
      requested_by: row.requested_by,
    })),
  };
}
