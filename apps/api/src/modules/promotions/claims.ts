import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { promotionClaims, promotionOffers } from '../../db/schema';
import { activeGrant, forfeitActive, grantBonus } from '../../platform/money/bonus/grants';
import { HttpError, fieldError } from '../../platform/http/errors';
import { postTransfer } from '../../platform/money/ledger/post';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { exclusionOf, readProtection } from '../../platform/protection/guard';
import { yangonText } from '../../platform/protection/periods';
import { checkBudgets } from './budgets';
import { awardOf, type Award, type Offer } from './eligibility';

const DAY_MS = 86_400_000;
const UNIQUE_VIOLATION = '23505';

/** An offer open now, locked: its claims queue on it, so its budgets hold however many arrive together. */
async function openOffer(db: Executor, id: number, now: Date): Promise<Offer | null> {
  const [offer] = await db
    .select()
    .from(promotionOffers)
    .where(
      and(
        eq(promotionOffers.id, id),
        eq(promotionOffers.active, true),
        lte(promotionOffers.startsAt, now),
        or(isNull(promotionOffers.endsAt), gt(promotionOffers.endsAt, now)),
      ),
    )
    .for('update');
  return offer ?? null;
}

/** A player on a time-out or self-excluded is offered nothing and can claim nothing. */
export async function refuseIfExcluded(db: Executor, userId: number, now: Date) {
  const exclusion = exclusionOf(await readProtection(db, userId), now);
  if (!exclusion) return;
  const key =
    exclusion.kind === 'timeout'
      ? 'protection_timeout'
      : exclusion.kind === 'closed'
        ? 'protection_closed'
        : 'protection_self_excluded';
  throw new HttpError(403, key, { until: exclusion.until ? yangonText(exclusion.until) : '' });
}

/** Pays an award: real money from the house's bonus account into main, or a bonus grant. */
async function pay(tx: Executor, offer: Offer, claimId: number, userId: number, award: Award, at: Date) {
  if (award.payAs === 'bonus') {
    await grantBonus(tx, {
      userId,
      claimId,
      amount: award.amount,
      multiple: offer.wageringMultiple,
      expiresAt: new Date(at.getTime() + offer.expiresDays * DAY_MS),
      at,
      metadata: { promotion: offer.id, claim: claimId },
    });
    return;
  }
  await postTransfer(tx, {
    debit: { house: 'bonus' },
    credit: { userId, code: 'main' },
    amount: award.amount,
    kind: 'cashback',
    reference: `promotion:claim:${claimId}`,
    playerId: userId,
    metadata: { promotion: offer.id, claim: claimId },
    at,
  });
}

/**
 * A claim: the server decides eligibility and amount, checks the offer's budgets, then records the claim under its
 * unique key (promotion, player, period) and pays it in the same transaction. Claims of one offer queue on its row:
 * of one player's simultaneous claims of a period one inserts and pays, the others find it taken and pay nothing.
 */
export async function claimOffer(deps: AppDeps, userId: number, offerId: number, code?: string) {
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const offer = await openOffer(tx, offerId, now);
      if (!offer) throw new HttpError(404, 'not_found');
      await refuseIfExcluded(tx, userId, now);
      await forfeitActive(tx, userId, 'expiry', now, true);
      const award = await awardOf(tx, offer, userId, now, code);
      if (award.payAs === 'bonus' && (await activeGrant(tx, userId)))
        throw fieldError('promotion', 'bonus_already_active');
      await checkBudgets(tx, offer, award.amount, now);
      const [claim] = await tx
        .insert(promotionClaims)
        .values({ promotionId: offer.id, userId, ...award, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claim) throw fieldError('promotion', 'offer_claimed_already');
      await pay(tx, offer, claim.id, userId, award, now);
      return { award, claim };
    });
  } catch (error) {
    // Two different offers claimed at once as bonus: the second grant meets the first at the one-active index.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw fieldError('promotion', 'bonus_already_active');
    throw error;
  }
}
