import { myanmarDay } from '@zeya/contract/myanmar-time';
import { count, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { promotionClaims } from '../../db/schema';
import { yangonDayBounds } from '../../platform/runtime/clock';
import { HttpError } from '../../platform/http/errors';
import type { Offer } from './eligibility';

export interface Spending {
  claims: number;
  /** Paid by its claims in all, and in the Yangon day of `now` (pya). */
  paid: number;
  paidToday: number;
}

/** What each of these offers' claims paid, in all and today. */
export async function spendingOf(
  db: Executor,
  offerIds: number[],
  now: Date,
): Promise<Map<number, Spending>> {
  if (offerIds.length === 0) return new Map();
  const day = yangonDayBounds(myanmarDay(now));
  const rows = await db
    .select({
      id: promotionClaims.promotionId,
      claims: count(),
      paid: sql<string>`coalesce(sum(${promotionClaims.amount}), 0)`,
      paidToday: sql<string>`coalesce(sum(${promotionClaims.amount}) filter (where ${promotionClaims.createdAt} >= ${day.from} and ${promotionClaims.createdAt} < ${day.to}), 0)`,
    })
    .from(promotionClaims)
    .where(inArray(promotionClaims.promotionId, offerIds))
    .groupBy(promotionClaims.promotionId);
  return new Map(
    rows.map((row) => [
      row.id,
      { claims: row.claims, paid: Number(row.paid), paidToday: Number(row.paidToday) },
    ]),
  );
}

/**
 * Refuses a claim its offer's budgets cannot pay (409): all it paid with this one above its total budget, or today's
 * above its daily one. The caller holds the offer's row lock, so claims arriving together count each other.
 */
export async function checkBudgets(db: Executor, offer: Offer, amount: number, now: Date) {
  const spent = (await spendingOf(db, [offer.id], now)).get(offer.id);
  if ((spent?.paid ?? 0) + amount > offer.budgetTotal) throw new HttpError(409, 'offer_budget_spent');
  if ((spent?.paidToday ?? 0) + amount > offer.budgetDay) throw new HttpError(409, 'offer_budget_day_spent');
}
