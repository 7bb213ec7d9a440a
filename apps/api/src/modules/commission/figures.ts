import { PROMOTION_COST_KINDS, STAKE_KINDS, STAKE_RETURN_KINDS } from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { playTransfers } from '../../platform/protection/figures';
import { periodStart } from '../../platform/protection/periods';

export interface Period {
  from: Date;
  to: Date;
  /** First and last Yangon day. */
  fromDay: string;
  toDay: string;
}

function periodOf(from: Date, to: Date): Period {
  return { from, to, fromDay: myanmarDay(from), toDay: myanmarDay(new Date(to.getTime() - 1)) };
}

/** The last complete week (Monday to Sunday) or month before `now`, in Yangon time. */
export function lastCompletePeriod(kind: 'week' | 'month', now: Date): Period {
  const current = periodStart(kind, now);
  const from = periodStart(kind, new Date(current.getTime() - 1));
  return periodOf(from, current);
}

export interface AgentFigures {
  turnover: number;
  /** Players' net loss: stakes less wins and refunds. */
  ggr: number;
  /** Bonus money converted to real money and cashback paid as real money to the players. */
  bonusCost: number;
  ngr: number;
}

/** What an agent's players did in a period, from the ledger alone (pya). */
export async function agentFigures(db: Executor, agentId: number, period: Period): Promise<AgentFigures> {
  const players = sql`(select id from users where agent_id = ${agentId})`;
  const within = sql`t.created_at >= ${period.from.toISOString()}::timestamptz
    and t.created_at < ${period.to.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ turnover: string; ggr: string; cost: string }>(
    db,
    sql`select
      (select coalesce(sum(case when t.kind in ${kindsIn(STAKE_KINDS)} then t.amount else -t.amount end), 0)
         from ledger_transfers t where t.player_id in ${players} and ${within}
           and (t.kind in ${kindsIn(STAKE_KINDS)} or t.kind in ${kindsIn(STAKE_RETURN_KINDS)})) as turnover,
      (select coalesce(sum(signed), 0) from (${playTransfers(sql`t.player_id in ${players} and ${within}`)}) play) as ggr,
      (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.player_id in ${players} and ${within}
           and t.kind in ${kindsIn(PROMOTION_COST_KINDS)}) as cost`,
  );
  const ggr = Number(row?.ggr ?? 0);
  const bonusCost = Number(row?.cost ?? 0);
  return { turnover: Number(row?.turnover ?? 0), ggr, bonusCost, ngr: ggr - bonusCost };
}

/**
 * The commission of a period: a percent of turnover, or of NGR after any negative NGR carried in. A negative result
 * pays nothing and, when the plan carries forward, is carried to the next period.
 */
export function commissionOf(
  plan: { basis: 'ngr' | 'turnover'; percentBp: number; carryForward: boolean },
  figures: AgentFigures,
  carriedIn: number,
) {
  if (plan.basis === 'turnover')
    return { commission: Math.floor((figures.turnover * plan.percentBp) / 10_000), carriedOut: 0 };
  const base = figures.ngr + carriedIn;
  if (base > 0) return { commission: Math.floor((base * plan.percentBp) / 10_000), carriedOut: 0 };
  return { commission: 0, carriedOut: plan.carryForward ? base : 0 };
}
