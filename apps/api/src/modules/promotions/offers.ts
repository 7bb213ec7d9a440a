import type { Language } from '@zeya/contract/constants';
import type { OfferRequest } from '@zeya/contract/promotions';
import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { promotionClaims, promotionOffers, staffRequests } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import type { Actor } from '../../platform/auth/sessions';
import { staffRulesOf } from '../../platform/authority/rules';
import { openStaffRequest, staffRequestKind } from '../../platform/authority/staff-requests';
import { fieldError, HttpError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';
import { toKyat, toPya } from '../../platform/money/money';
import { exclusionOf, readProtection } from '../../platform/protection/guard';
import { spendingOf } from './budgets';
import { currentPeriodKey, type Offer } from './eligibility';
import { minWageringOf, paysAboveRule, perClaim } from './offer-rules';

export interface StaffStep {
  actor: Actor;
  ip: string;
}

const pyaOrNull = (kyat: number | null | undefined) => (kyat == null ? null : toPya(kyat));

/**
 * A promotion with its rules and budgets, audited. One whose claim may pay more than the staff rule allows goes live
 * only when a second admin approves it: it is saved inactive with a request for that (`requestId`).
 */
export async function createOffer(deps: AppDeps, input: OfferRequest, step: StaffStep) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const rules = await staffRulesOf(tx);
    const minWagering = minWageringOf(input.kind, rules);
    const wageringMultiple = input.wagering_multiple ?? minWagering;
    if (wageringMultiple < minWagering)
      throw fieldError(
        'wagering_multiple',
        input.kind === 'free_credit'
          ? { key: 'wagering_below_floor', values: { min: String(minWagering) } }
          : 'wagering_required',
      );
    const values = {
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
      wageringMultiple,
      expiresDays: input.expires_days ?? 7,
      budgetDay: toPya(input.budget_day),
      budgetTotal: toPya(input.budget_total),
      createdBy: step.actor.userName,
      createdAt: now,
    } as const;
    const twoAdmins = paysAboveRule(values, rules);
    const [offer] = await tx
      .insert(promotionOffers)
      .values({ ...values, active: !twoAdmins })
      .returning();
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: 'promotion.create',
      targetType: 'promotion',
      targetId: String(offer!.id),
      before: null,
      after: { ...input, wagering_multiple: wageringMultiple, active: offer!.active },
      ip: step.ip,
      at: now,
    });
    const reason = input.reason ?? input.title.en;
    const requestId = twoAdmins ? await requestActivation(tx, offer!, reason, step, now) : null;
    return { offer: offer!, requestId };
  });
}

/**
 * Stopping an offer is immediate (it stops spending); starting one again is too, unless its claims may pay more than
 * the staff rule allows: then a second admin approves it (`requestId`) and it stays inactive until then.
 */
export async function setOfferActive(
  deps: AppDeps,
  id: number,
  change: { active: boolean; reason?: string | undefined },
  step: StaffStep,
) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const [offer] = await tx.select().from(promotionOffers).where(eq(promotionOffers.id, id)).for('update');
    if (!offer) throw new HttpError(404, 'not_found');
    if (change.active && !offer.active && paysAboveRule(offer, await staffRulesOf(tx))) {
      const reason = change.reason ?? offer.title.en;
      return { offer, requestId: await requestActivation(tx, offer, reason, step, now) };
    }
    return { offer: await setActive(tx, offer.id, change.active, step, now), requestId: null };
  });
}

async function setActive(tx: Transaction, id: number, active: boolean, step: AuditedStep, at: Date) {
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
    after: { active, ...step.request },
    ip: step.ip,
    at,
  });
  return offer;
}

function requestActivation(tx: Transaction, offer: Offer, reason: string, step: StaffStep, at: Date) {
  return openStaffRequest(tx, {
    kind: promotionActivateRequest,
    targetType: 'promotion',
    targetId: offer.id,
    amount: perClaim(offer),
    payload: { offer_id: offer.id },
    reason,
    actor: step.actor,
    ip: step.ip,
    at,
  });
}

/** Who changes an offer: an admin, and when a second admin approves a request, whose request it was. */
interface AuditedStep extends StaffStep {
  request?: { request: number; requested_by: number; approved_by: number };
}

/** An offer whose claims may pay more than the staff rule allows, approved by a second admin: it goes live. */
export const promotionActivateRequest = staffRequestKind({
  kind: 'promotion.activate',
  adminOnly: true,
  onePerTarget: true,
  payload: z.object({ offer_id: z.number().int().positive() }),
  execute: async (tx, _deps, payload, step) => {
    const offer = await setActive(
      tx,
      payload.offer_id,
      true,
      {
        actor: step.approver,
        ip: step.ip,
        request: {
          request: step.requestId,
          requested_by: step.requestedBy,
          approved_by: step.approver.userId,
        },
      },
      step.at,
    );
    return { offer_id: offer.id, active: offer.active };
  },
});

/**
 * Every promotion, newest first, with how many claims it had, what it paid (in all and today), and the request
 * waiting for a second admin to make it live.
 */
export async function consoleOffers(deps: AppDeps, onlyId?: number) {
  const offers = await deps.db
    .select()
    .from(promotionOffers)
    .where(onlyId === undefined ? undefined : eq(promotionOffers.id, onlyId))
    .orderBy(desc(promotionOffers.id))
    .limit(200);
  const ids = offers.map((offer) => offer.id);
  const [spending, awaiting] = await Promise.all([
    spendingOf(deps.db, ids, deps.clock.now()),
    ids.length === 0
      ? []
      : deps.db
          .select({ id: staffRequests.id, offerId: staffRequests.targetId })
          .from(staffRequests)
          .where(
            and(
              eq(staffRequests.kind, promotionActivateRequest.kind),
              eq(staffRequests.status, 'pending'),
              inArray(staffRequests.targetId, ids.map(String)),
            ),
          ),
  ]);
  return offers.map((offer) => {
    const spent = spending.get(offer.id);
    return {
      ...consoleOfferView(offer),
      claims: spent?.claims ?? 0,
      paid: toKyat(spent?.paid ?? 0),
      paid_today: toKyat(spent?.paidToday ?? 0),
      awaiting_request_id: awaiting.find((request) => request.offerId === String(offer.id))?.id ?? null,
    };
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
    budget_day: toKyat(offer.budgetDay),
    budget_total: toKyat(offer.budgetTotal),
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
    ...offerTexts(offer, language),
    needs_code: offer.code !== null,
    claimed: claims.some(
      (claim) => claim.promotionId === offer.id && claim.periodKey === currentPeriodKey(offer, now),
    ),
  }));
}

/**
 * An offer's title and terms in the player's language when both are written in it; otherwise both in English, marked
 * as a fallback, so the site never shows English as if it were the player's language.
 */
function offerTexts(offer: Pick<Offer, 'title' | 'terms'>, language: Language) {
  const written = Boolean(offer.title[language]?.trim() && offer.terms[language]?.trim());
  const lang = written ? language : 'en';
  return { title: offer.title[lang], terms: offer.terms[lang], lang, fallback: lang !== language };
}
