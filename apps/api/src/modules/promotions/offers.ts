import type { Language } from '@zeya/contract/constants';
import type { OfferRequest } from '@zeya/contract/promotions';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bonusContributions, promotionClaims, promotionOffers } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/errors';
import { inTransaction } from '../../db/transaction';
import { toKyat, toPya } from '../../platform/money';
import { exclusionOf, readProtection } from '../../platform/protection/guard';
import { currentPeriodKey, type Offer } from './eligibility';

export interface StaffStep {
  actor: Actor;
  ip: string;
}

const pyaOrNull = (kyat: number | null | undefined) => (kyat == null ? null : toPya(kyat));

/** A promotion with its rules, recorded in the audit log. */
export async function createOffer(deps: AppDeps, input: OfferRequest, step: StaffStep) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const [offer] = await tx
      .insert(promotionOffers)
      .values({
        kind: input.kind,
        title: input.title,
        terms: input.terms,
        startsAt: input.starts_at ? new Date(input.starts_at) : now,
        endsAt: input.ends_at ? new Date(input.ends_at) : null,
        percent: input.percent ?? 0,
        cap: pyaOrNull(input.cap),
        minDeposit: pyaOrNull(input.min_deposit) ?? 0,
        amount: pyaOrNull(input.amount) ?? 0,
        code: input.code ?? null,
        recurrence: input.kind === 'cashback' ? 'week' : (input.recurrence ?? 'once'),
        payAs: input.kind === 'cashback' ? (input.pay_as ?? 'main') : 'bonus',
        wageringMultiple: input.wagering_multiple ?? 1,
        expiresDays: input.expires_days ?? 7,
        createdBy: step.actor.userName,
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: 'promotion.create',
      targetType: 'promotion',
      targetId: String(offer!.id),
      before: null,
      after: { ...input },
      ip: step.ip,
      at: now,
    });
    return offer!;
  });
}

export async function setOfferActive(deps: AppDeps, id: number, active: boolean, step: StaffStep) {
  return inTransaction(deps.db, async (tx) => {
    const [offer] = await tx
      .update(promotionOffers)
      .set({ active })
      .where(eq(promotionOffers.id, id))
      .returning();
    if (!offer) throw new HttpError(404, 'not_found');
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: active ? 'promotion.activate' : 'promotion.deactivate',
      targetType: 'promotion',
      targetId: String(id),
      before: null,
      after: { active },
      ip: step.ip,
      at: deps.clock.now(),
    });
    return offer;
  });
}

/** Every promotion, newest first, with how many claims it had and what it paid. */
export async function consoleOffers(deps: AppDeps) {
  const offers = await deps.db.select().from(promotionOffers).orderBy(desc(promotionOffers.id)).limit(200);
  const ids = offers.map((offer) => offer.id);
  const totals =
    ids.length === 0
      ? []
      : await deps.db
          .select({
            id: promotionClaims.promotionId,
            n: count(),
            paid: sql<string>`coalesce(sum(${promotionClaims.amount}), 0)`,
          })
          .from(promotionClaims)
          .where(inArray(promotionClaims.promotionId, ids))
          .groupBy(promotionClaims.promotionId);
  return offers.map((offer) => {
    const total = totals.find((row) => row.id === offer.id);
    return { ...consoleOfferView(offer), claims: total?.n ?? 0, paid: toKyat(Number(total?.paid ?? 0)) };
  });
}

function consoleOfferView(offer: Offer) {
  return {
    id: offer.id,
    kind: offer.kind,
    title: offer.title,
    terms: offer.terms,
    active: offer.active,
    starts_at: offer.startsAt.toISOString(),
    ends_at: offer.endsAt?.toISOString() ?? null,
    percent: offer.percent,
    cap: offer.cap === null ? null : toKyat(offer.cap),
    min_deposit: toKyat(offer.minDeposit),
    amount: toKyat(offer.amount),
    code: offer.code,
    recurrence: offer.recurrence,
    pay_as: offer.payAs,
    wagering_multiple: offer.wageringMultiple,
    expires_days: offer.expiresDays,
  };
}

/**
 * The offers open now as a player reads them, in their language; none at all for a player on a time-out or
 * self-excluded. `claimed` says the player's claim of the current period is made.
 */
export async function playerOffers(deps: AppDeps, userId: number | null, language: Language) {
  const now = deps.clock.now();
  if (userId !== null && exclusionOf(await readProtection(deps.db, userId), now)) return [];
  const offers = await deps.db
    .select()
    .from(promotionOffers)
    .where(
      and(
        eq(promotionOffers.active, true),
        lte(promotionOffers.startsAt, now),
        or(isNull(promotionOffers.endsAt), gt(promotionOffers.endsAt, now)),
      ),
    )
    .orderBy(desc(promotionOffers.id));
  const claims =
    userId === null
      ? []
      : await deps.db
          .select({ promotionId: promotionClaims.promotionId, periodKey: promotionClaims.periodKey })
          .from(promotionClaims)
          .where(eq(promotionClaims.userId, userId));
  return offers.map((offer) => ({
    id: offer.id,
    kind: offer.kind,
    title: offer.title[language],
    terms: offer.terms[language],
    needs_code: offer.code !== null,
    claimed: claims.some(
      (claim) => claim.promotionId === offer.id && claim.periodKey === currentPeriodKey(offer, now),
    ),
  }));
}

export async function contributions(deps: AppDeps) {
  const rows = await deps.db.select().from(bonusContributions).orderBy(bonusContributions.gameType);
  return rows.map((row) => ({ game_type: row.gameType, percent: row.percent }));
}

/** Replaces the percentages given (others stay); a game type set to 0 stops contributing. */
export async function setContributions(
  deps: AppDeps,
  rows: { game_type: string; percent: number }[],
  step: StaffStep,
) {
  await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    for (const row of rows)
      await tx
        .insert(bonusContributions)
        .values({ gameType: row.game_type, percent: row.percent, updatedAt: now })
        .onConflictDoUpdate({
          target: bonusContributions.gameType,
          set: { percent: row.percent, updatedAt: now },
        });
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: 'bonus.contributions',
      targetType: 'bonus',
      targetId: 'contributions',
      before: null,
      after: { contributions: rows },
      ip: step.ip,
      at: now,
    });
  });
  return contributions(deps);
}
