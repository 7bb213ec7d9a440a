import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { commissionPlans, commissionStatements, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/errors';
import { openPlayerAccounts } from '../../platform/ledger/accounts';
import { postTransfer } from '../../platform/ledger/post';
import { inTransaction } from '../../db/transaction';
import { toKyat } from '../../platform/money';
import { agentFigures, commissionOf, lastCompletePeriod } from './figures';

export interface StaffStep {
  actor: Actor;
  ip: string;
}

type Plan = typeof commissionPlans.$inferSelect;
type Statement = typeof commissionStatements.$inferSelect;

/** What the last statement before `fromDay` carried out (<= 0), or nothing when the plan does not carry forward. */
async function carriedInto(db: Executor, plan: Plan, fromDay: string): Promise<number> {
  if (!plan.carryForward || plan.basis !== 'ngr') return 0;
  const [previous] = await db
    .select({ carriedOut: commissionStatements.carriedOut })
    .from(commissionStatements)
    .where(and(eq(commissionStatements.agentId, plan.agentId), lt(commissionStatements.periodFrom, fromDay)))
    .orderBy(desc(commissionStatements.periodFrom))
    .limit(1);
  return previous?.carriedOut ?? 0;
}

/** One agent's statement for the last complete period of their plan; an existing one is left as it is. */
async function computeOne(deps: AppDeps, plan: Plan, computedBy: string): Promise<Statement | null> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const period = lastCompletePeriod(plan.period, now);
    const figures = await agentFigures(tx, plan.agentId, period);
    const carriedIn = await carriedInto(tx, plan, period.fromDay);
    const { commission, carriedOut } = commissionOf(plan, figures, carriedIn);
    const [statement] = await tx
      .insert(commissionStatements)
      .values({
        agentId: plan.agentId,
        periodFrom: period.fromDay,
        periodTo: period.toDay,
        basis: plan.basis,
        percentBp: plan.percentBp,
        turnover: figures.turnover,
        ngr: figures.ngr,
        carriedIn,
        carriedOut,
        commission,
        computedBy,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return statement ?? null;
  });
}

/**
 * Statements for every agent with a plan, for each plan's last complete period, by a console user or by the server
 * itself (`system`, after each period ends). Returns how many were new; one already there is left as it is.
 */
export async function computeStatements(deps: AppDeps, computedBy: string): Promise<number> {
  const plans = await deps.db.select().from(commissionPlans);
  let made = 0;
  for (const plan of plans) if (await computeOne(deps, plan, computedBy)) made += 1;
  return made;
}

/**
 * Approval pays a statement once: the status moves from pending in one conditional update (simultaneous approvals
 * queue on the row; the second finds it approved), and the payment's reference is the statement's. The console user
 * who computed it cannot approve it.
 */
export async function approveStatement(deps: AppDeps, id: number, step: StaffStep) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const [found] = await tx.select().from(commissionStatements).where(eq(commissionStatements.id, id));
    if (!found) throw new HttpError(404, 'not_found');
    if (found.computedBy === step.actor.userName) throw new HttpError(409, 'second_approver_required');
    const [approved] = await tx
      .update(commissionStatements)
      .set({ status: 'approved', approvedBy: step.actor.userName, approvedAt: at })
      .where(and(eq(commissionStatements.id, id), eq(commissionStatements.status, 'pending')))
      .returning();
    if (!approved) throw new HttpError(409, 'commission_already_approved');
    if (approved.commission > 0) {
      await openPlayerAccounts(tx, approved.agentId, at);
      await postTransfer(tx, {
        debit: { house: 'commission' },
        credit: { userId: approved.agentId, code: 'main' },
        amount: approved.commission,
        kind: 'commission',
        reference: `commission:${approved.id}`,
        playerId: approved.agentId,
        metadata: { statement: approved.id, from: approved.periodFrom, to: approved.periodTo },
        at,
      });
    }
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: 'commission.approve',
      targetType: 'agent',
      targetId: String(approved.agentId),
      before: { status: 'pending' },
      after: { status: 'approved', statement: approved.id, commission: approved.commission },
      ip: step.ip,
      at,
    });
    return approved;
  });
}

export function statementView(row: Statement & { agentName?: string | null }) {
  return {
    id: row.id,
    agent_id: row.agentId,
    agent: row.agentName ?? null,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    basis: row.basis,
    percent: row.percentBp / 100,
    turnover: toKyat(row.turnover),
    ngr: toKyat(row.ngr),
    carried_in: toKyat(row.carriedIn),
    carried_out: toKyat(row.carriedOut),
    commission: toKyat(row.commission),
    status: row.status,
    computed_by: row.computedBy,
    approved_by: row.approvedBy,
    approved_at: row.approvedAt?.toISOString() ?? null,
  };
}

/** Statements, newest first: every agent's for the console, or one agent's own. */
export async function listStatements(deps: AppDeps, agentId?: number) {
  const rows = await deps.db
    .select({ statement: commissionStatements, agentName: users.userName })
    .from(commissionStatements)
    .innerJoin(users, eq(users.id, commissionStatements.agentId))
    .where(agentId === undefined ? sql`true` : eq(commissionStatements.agentId, agentId))
    .orderBy(desc(commissionStatements.periodFrom), desc(commissionStatements.id))
    .limit(200);
  return rows.map(({ statement, agentName }) => statementView({ ...statement, agentName }));
}
