import {
  BONUS_CONVERSION_KINDS,
  BONUS_FORFEIT_KINDS,
  BONUS_GRANT_KINDS,
  CASHBACK_KINDS,
  COMMISSION_KINDS,
  PLAY_KINDS,
} from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import { kindsIn } from '../../db/kinds';
import { toKyat } from '../../platform/money/money';
import { STAKED, TRANSFERS, WON, within, yangonDay } from '../../platform/money/figures/columns';
import type { Period } from '../../platform/money/figures/period';

/**
 * Reports of what promotions cost, from the ledger: GGR from stakes and wins (net of reversals and refunds), bonus
 * cost as bonus money converted to main (a forfeited bonus costs nothing), cashback paid as real money, commission
 * paid to agents; net revenue is GGR less the three.
 */
const COST_KINDS = kindsIn([
  ...PLAY_KINDS,
  ...BONUS_CONVERSION_KINDS,
  ...CASHBACK_KINDS,
  ...COMMISSION_KINDS,
]);

/** A grant's bonus money: granted, converted to main, forfeited. */
const BONUS_KINDS = kindsIn([...BONUS_GRANT_KINDS, ...BONUS_CONVERSION_KINDS, ...BONUS_FORFEIT_KINDS]);

/** The house's side of play: what was staked less what was won, as every money figure counts them. */
const GGR = sql`(${STAKED}) - (${WON})`;

const COST_COLUMNS = sql`coalesce(sum(${GGR}), 0)::bigint as ggr,
  coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(BONUS_CONVERSION_KINDS)}), 0)::bigint as bonus_cost,
  coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(CASHBACK_KINDS)}), 0)::bigint as cashback,
  coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(COMMISSION_KINDS)}), 0)::bigint as commission`;

function costsOf(raw: Record<string, unknown>) {
  const [ggr, bonus, cashback, commission] = [raw.ggr, raw.bonus_cost, raw.cashback, raw.commission].map(
    Number,
  );
  return {
    ggr: toKyat(ggr!),
    bonus_cost: toKyat(bonus!),
    cashback: toKyat(cashback!),
    commission: toKyat(commission!),
    net_revenue: toKyat(ggr! - bonus! - cashback! - commission!),
  };
}

export const bonusDaily = {
  query: (
    period: Period,
  ) => sql`select ${yangonDay(sql`t.created_at`)} as date, ${COST_COLUMNS} from ${TRANSFERS}
    where t.kind in ${COST_KINDS} and ${within(sql`t.created_at`, period)} group by 1`,
  order: sql`date`,
  row: (raw: Record<string, unknown>) => ({ date: String(raw.date), ...costsOf(raw) }),
};

/** Per agent: their players' play and promotion costs, and the commission paid to the agent. */
export const agents = {
  query: (period: Period) => sql`select a.id as agent_id, a.user_name, ${COST_COLUMNS} from ${TRANSFERS}
    join users u on u.id = t.player_id
    join users a on a.id = case when t.kind in ${kindsIn(COMMISSION_KINDS)} then u.id else u.agent_id end
    where t.kind in ${COST_KINDS} and ${within(sql`t.created_at`, period)} and a.role = 'agent'
    group by a.id, a.user_name`,
  order: sql`ggr desc, agent_id`,
  row: (raw: Record<string, unknown>) => ({
    agent_id: Number(raw.agent_id),
    user_name: String(raw.user_name),
    ...costsOf(raw),
  }),
};

/** Per promotion: claims made, bonus granted, converted (its cost) and forfeited, and cashback paid. */
export const promotions = {
  query: (period: Period) => sql`select o.id as promotion_id, o.title ->> 'en' as promotion_title, o.kind,
      (select count(*) from promotion_claims pc where pc.promotion_id = o.id
         and ${within(sql`pc.created_at`, period)})::int as claims,
      coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(BONUS_GRANT_KINDS)}), 0)::bigint as granted,
      coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(BONUS_CONVERSION_KINDS)}), 0)::bigint as bonus_cost,
      coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(BONUS_FORFEIT_KINDS)}), 0)::bigint as forfeited,
      coalesce(sum(t.amount) filter (where t.kind in ${kindsIn(CASHBACK_KINDS)}), 0)::bigint as cashback
    from promotion_offers o
    left join promotion_claims cl on cl.promotion_id = o.id
    left join bonus_grants g on g.claim_id = cl.id
    left join ledger_transfers t on ${within(sql`t.created_at`, period)} and (
      (t.kind in ${kindsIn(CASHBACK_KINDS)} and t.reference = 'promotion:claim:' || cl.id)
      or (t.kind in ${BONUS_KINDS} and (t.metadata ->> 'grant')::bigint = g.id))
    group by o.id, o.title, o.kind`,
  order: sql`promotion_id desc`,
  row: (raw: Record<string, unknown>) => ({
    promotion_id: Number(raw.promotion_id),
    promotion_title: String(raw.promotion_title),
    kind: String(raw.kind),
    claims: Number(raw.claims),
    granted: toKyat(Number(raw.granted)),
    bonus_cost: toKyat(Number(raw.bonus_cost)),
    forfeited: toKyat(Number(raw.forfeited)),
    cashback: toKyat(Number(raw.cashback)),
  }),
};
