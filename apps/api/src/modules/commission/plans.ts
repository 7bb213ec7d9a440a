import { DEFAULT_LANGUAGE, type Language } from '@zeya/contract/constants';
import { translate } from '@zeya/contract/messages';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import { commissionPlans, users } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import { staffRulesOf } from '../../platform/authority/rules';
import { openStaffRequest, staffRequestKind } from '../../platform/authority/staff-requests';
import { fieldError, HttpError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';
import type { StaffStep } from './statements';

export interface PlanInput {
  basis: 'ngr' | 'turnover';
  percent: number;
  period: 'week' | 'month';
  carry_forward: boolean;
}

/** A plan as a staff request carries it: the agent, and the percent in basis points. */
const planChange = z.object({
  agent_id: z.number().int().positive(),
  basis: z.enum(['ngr', 'turnover']),
  percent_bp: z.number().int().min(0).max(10_000),
  period: z.enum(['week', 'month']),
  carry_forward: z.boolean(),
});
type PlanChange = z.infer<typeof planChange>;

const planView = (row: typeof commissionPlans.$inferSelect) => ({
  agent_id: row.agentId,
  basis: row.basis,
  percent: row.percentBp / 100,
  period: row.period,
  carry_forward: row.carryForward,
  updated_by: row.updatedBy,
  updated_at: row.updatedAt.toISOString(),
});

export async function planOf(db: Executor, agentId: number) {
  const [row] = await db.select().from(commissionPlans).where(eq(commissionPlans.agentId, agentId));
  return row ? planView(row) : null;
}

/** Refuses a plan paying more of its basis than the staff rules allow (422 on percent, saying the cap). */
async function checkCap(db: Executor, plan: PlanChange, language: Language) {
  const rules = await staffRulesOf(db);
  const cap = plan.basis === 'ngr' ? rules.commissionMaxNgrBp : rules.commissionMaxTurnoverBp;
  if (plan.percent_bp > cap)
    throw fieldError('percent', {
      key: 'commission_above_cap',
      values: { max: String(cap / 100), basis: translate(`commission_basis_${plan.basis}`, language) },
    });
}

/**
 * Asks for an agent's plan to change: refused above the caps of the staff rules, otherwise a request a second admin
 * approves; the plan in force stays until then. Returns it and the request's id.
 */
export async function requestPlanChange(
  deps: AppDeps,
  agentId: number,
  input: PlanInput & { reason: string },
  step: StaffStep & { language: Language },
) {
  return inTransaction(deps.db, async (tx) => {
    const [agent] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, agentId), eq(users.role, 'agent')));
    if (!agent) throw new HttpError(404, 'not_found');
    const plan = {
      agent_id: agentId,
      basis: input.basis,
      percent_bp: Math.round(input.percent * 100),
      period: input.period,
      carry_forward: input.carry_forward,
    };
    await checkCap(tx, plan, step.language);
    const requestId = await openStaffRequest(tx, {
      kind: commissionPlanRequest,
      targetType: 'agent',
      targetId: agentId,
      payload: plan,
      reason: input.reason,
      actor: step.actor,
      ip: step.ip,
      at: deps.clock.now(),
    });
    return { plan: await planOf(tx, agentId), requestId };
  });
}

/** Sets the plan a request asked for (audited with both people); it applies to statements computed from then on. */
async function setPlan(
  tx: Transaction,
  plan: PlanChange,
  step: StaffStep & { at: Date; requestedBy: number },
) {
  const values = {
    basis: plan.basis,
    percentBp: plan.percent_bp,
    period: plan.period,
    carryForward: plan.carry_forward,
    updatedBy: step.actor.userName,
    updatedAt: step.at,
  };
  const [before] = await tx.select().from(commissionPlans).where(eq(commissionPlans.agentId, plan.agent_id));
  const [row] = await tx
    .insert(commissionPlans)
    .values({ agentId: plan.agent_id, ...values })
    .onConflictDoUpdate({ target: commissionPlans.agentId, set: values })
    .returning();
  await recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action: 'commission.plan',
    targetType: 'agent',
    targetId: String(plan.agent_id),
    before: before ? planView(before) : null,
    after: { ...planView(row!), requested_by: step.requestedBy, approved_by: step.actor.userId },
    ip: step.ip,
    at: step.at,
  });
  return planView(row!);
}

/**
 * A plan change, approved by a second admin. The caps are checked again: the rules may have been lowered while it
 * waited.
 */
export const commissionPlanRequest = staffRequestKind({
  kind: 'commission.plan',
  adminOnly: true,
  onePerTarget: true,
  payload: planChange,
  execute: async (tx, _deps, payload, step) => {
    await checkCap(tx, payload, DEFAULT_LANGUAGE);
    return setPlan(tx, payload, {
      actor: step.approver,
      ip: step.ip,
      at: step.at,
      requestedBy: step.requestedBy,
    });
  },
});
