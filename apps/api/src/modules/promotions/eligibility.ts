import { and, desc, eq, gte, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { promotionOffers } from '../../db/schema';
import { depositRequests, promotionClaims, users } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { ksText } from '../../platform/money/money';
import { netLossSince } from '../../platform/protection/figures';
import { periodStart, yangonText } from '../../platform/protection/periods';

export type Offer = typeof promotionOffers.$inferSelect;

/** What a claim pays, decided here from the server's own records, never from what the client sent. */
export interface Award {
  periodKey: string;
  amount: number;
  payAs: 'main' | 'bonus';
  depositId: number | null;
}

const WEEK_MS = 7 * 86_400_000;

/** The period a claim counts against: `once`, or the start of the current day, week or month (Yangon time). */
function periodKeyOf(offer: Offer, now: Date): { key: string; since: Date } {
  if (offer.recurrence === 'once') return { key: 'once', since: offer.startsAt };
  const start = periodStart(offer.recurrence, now);
  return { key: start.toISOString(), since: start > offer.startsAt ? start : offer.startsAt };
}

const capped = (offer: Offer, amount: number) => (offer.cap === null ? amount : Math.min(amount, offer.cap));

/** Percent of the player's latest approved deposit of the period not yet bonused, up to the cap. */
async function depositAward(db: Executor, offer: Offer, userId: number, now: Date): Promise<Award> {
  const { key, since } = periodKeyOf(offer, now);
  const [deposit] = await db
    .select({ id: depositRequests.id, amount: depositRequests.amount })
    .from(depositRequests)
    .where(
      and(
        eq(depositRequests.userId, userId),
        eq(depositRequests.status, 'approved'),
        gte(depositRequests.decidedAt, since),
        gte(depositRequests.amount, Math.max(offer.minDeposit, 1)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(promotionClaims)
            .where(eq(promotionClaims.depositId, depositRequests.id)),
        ),
      ),
    )
    .orderBy(desc(depositRequests.id))
    .limit(1);
  // Says the rule as it counts: only a deposit approved since the offer (or its period) began, not bonused yet.
  if (!deposit)
    throw fieldError('promotion', {
      key: 'offer_no_deposit',
      values: { min: ksText(offer.minDeposit), since: yangonText(since) },
    });
  const amount = capped(offer, Math.floor((deposit.amount * offer.percent) / 100));
  return { periodKey: key, amount, payAs: 'bonus', depositId: deposit.id };
}

/** A fixed credit, by code or for players who registered since the offer started. */
async function freeCreditAward(
  db: Executor,
  offer: Offer,
  userId: number,
  now: Date,
  code: string | undefined,
): Promise<Award> {
  if (offer.code !== null) {
    if (!code || code.toUpperCase() !== offer.code.toUpperCase())
      throw fieldError('code', 'offer_code_wrong');
  } else {
    const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    if (!user || user.createdAt < offer.startsAt) throw fieldError('promotion', 'offer_new_players_only');
  }
  return { periodKey: periodKeyOf(offer, now).key, amount: offer.amount, payAs: 'bonus', depositId: null };
}

/** Percent of last week's net loss (Monday to Monday, Yangon time), from the ledger alone; once per week. */
async function cashbackAward(db: Executor, offer: Offer, userId: number, now: Date): Promise<Award> {
  const thisWeek = periodStart('week', now);
  const lastWeek = new Date(thisWeek.getTime() - WEEK_MS);
  const losses = await netLossSince(db, userId, { last: lastWeek, current: thisWeek });
  const loss = losses.last - losses.current;
  const amount = capped(offer, Math.floor((loss * offer.percent) / 100));
  if (amount <= 0) throw fieldError('promotion', 'offer_no_loss');
  return { periodKey: lastWeek.toISOString(), amount, payAs: offer.payAs, depositId: null };
}

export function awardOf(db: Executor, offer: Offer, userId: number, now: Date, code?: string) {
  if (offer.kind === 'deposit_bonus') return depositAward(db, offer, userId, now);
  if (offer.kind === 'free_credit') return freeCreditAward(db, offer, userId, now, code);
  return cashbackAward(db, offer, userId, now);
}

/** The period key a claim made now would take, so the offer list can say whether it is already claimed. */
export function currentPeriodKey(offer: Offer, now: Date): string {
  if (offer.kind === 'cashback') return new Date(periodStart('week', now).getTime() - WEEK_MS).toISOString();
  return periodKeyOf(offer, now).key;
}
