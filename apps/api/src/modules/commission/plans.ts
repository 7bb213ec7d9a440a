import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { commissionPlans, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { HttpError } from '../../platform/errors';
import { inTransaction } from '../../db/transaction';
import type { StaffStep } from './statements';

export interface PlanInput {
  basis: 'ngr' | 'turnover';
  percent: number;
  period: 'week' | 'month';
  carry_forward: boolean;
}

const planView = (row: typeof commissionPlans.$inferSelect) => ({
  agent_id: row.agentId,
  basis: row.basis,
  percent: row.percentBp / 100,
  period: row.period,
  carry_forward: row.carryForward,
  updated_by: row.updatedBy,
  updated_at: row.updatedAt.toISOString(),
});

export async function planOf(deps: AppDeps, agentId: number) {
  const [row] = await deps.db.select().from(commissionPlans).where(eq(commissionPlans.agentId, agentId));
  return row ? planView(row) : null;
}

/** Sets an agent's plan (audited); it applies to statements computed from now on. */
export async function setPlan(deps: AppDeps, agentId: number, input: PlanInput, step: StaffStep) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const [agent] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, agentId), eq(users.role, 'agent')));
    if (!agent) throw new HttpError(404, 'not_found');
    const values = {
      basis: input.basis,
      percentBp: Math.round(input.percent * 100),
      period: input.period,
      carryForward: input.carry_forward,
      updatedBy: step.actor.userName,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(commissionPlans)
      .values({ agentId, ...values })
      .onConflictDoUpdate({ target: commissionPlans.agentId, set: values })
      .returning();
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: 'commission.plan',
      targetType: 'agent',
      targetId: String(agentId),
      before: null,
      after: { ...input },
      ip: step.ip,
      at: now,
    });
    return planView(row!);
  });
}
