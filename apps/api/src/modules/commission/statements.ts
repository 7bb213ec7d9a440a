import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import { commissionPlans, commissionStatements, users } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import { checkSecondPerson } from '../../platform/authority/second-person';
import { needsSecondPerson } from '../../platform/authority/staff-money';
import type { Actor } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/http/errors';
import { openPlayerAccounts } from '../../platform/money/ledger/accounts';
import { postTransfer } from '../../platform/money/ledger/post';
import { inTransaction } from '../../db/transaction';
import { toKyat } from '../../platform/money/money';
import { agentFigures, commissionOf, lastCompletePeriod } from './figures';

export interface StaffStep {
  actor: Actor;
  ip: string;
}

type Plan = typeof commissionPlans.$inferSelect;

/** Who computed a statement the server made by itself: any admin may approve it. */
export const SYSTEM = 'system';
const firstApprover = alias(users, 'first_approver');
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

/** The console user who computed a statement, or null when the server did. */
async function computerOf(db: Executor, statement: Statement): Promise<number | null> {
  if (statement.computedBy === SYSTEM) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, statement.computedBy));
  return user?.id ?? null;
}

/**
 * An admin's approval of a statement, the row locked. The console user who computed it never approves it. Whether it
 * needs two admins is decided at the first approval: when the commission paid to the agent today with this one is
 * above the staff rule, the first approval only records who gave it and a second, eligible admin pays it; otherwise
 * the one approval pays it. Paid once: the payment's reference is the statement's. Says whether it was paid.
 */
export async function approveStatement(deps: AppDeps, id: number, step: StaffStep) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const [found] = await tx
      .select()
      .from(commissionStatements)
      .where(eq(commissionStatements.id, id))
      .for('update');
    if (!found) throw new HttpError(404, 'not_found');
    if (found.status !== 'pending') throw new HttpError(409, 'commission_already_approved');
    const approverId = step.actor.userId;
    const second = { approverId, adminOnly: true, concerns: [found.agentId], at };
    const computer = await computerOf(tx, found);
    if (computer !== null) await checkSecondPerson(tx, { ...second, firstPersonId: computer });
    if (found.firstApprovedBy !== null)
      await checkSecondPerson(tx, { ...second, firstPersonId: found.firstApprovedBy });
    else if (
      await needsSecondPerson(tx, {
        kind: 'commission',
        playerId: found.agentId,
        amount: found.commission,
        at,
      })
    ) {
      await tx
        .update(commissionStatements)
        .set({ firstApprovedBy: approverId, firstApprovedAt: at })
        .where(eq(commissionStatements.id, id));
      await auditApproval(tx, step, found, { status: 'pending', first_approved_by: approverId }, at);
      return { paid: false };
    }
    await pay(tx, found, step, at);
    return { paid: true };
  });
}

async function pay(tx: Transaction, statement: Statement, step: StaffStep, at: Date) {
  await tx
    .update(commissionStatements)
    .set({ status: 'approved', approvedBy: step.actor.userName, approvedAt: at })
    .where(eq(commissionStatements.id, statement.id));
  if (statement.commission > 0) {
    await openPlayerAccounts(tx, statement.agentId, at);
    await postTransfer(tx, {
      debit: { house: 'commission' },
      credit: { userId: statement.agentId, code: 'main' },
      amount: statement.commission,
      kind: 'commission',
      reference: `commission:${statement.id}`,
      playerId: statement.agentId,
      metadata: { statement: statement.id, from: statement.periodFrom, to: statement.periodTo },
      at,
    });
  }
  await auditApproval(
    tx,
    step,
    statement,
    { status: 'approved', first_approved_by: statement.firstApprovedBy, approved_by: step.actor.userId },
    at,
  );
}

function auditApproval(
  tx: Transaction,
  step: StaffStep,
  statement: Statement,
  after: Record<string, unknown>,
  at: Date,
) {
  return recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action: after.status === 'approved' ? 'commission.approve' : 'commission.first_approval',
    targetType: 'agent',
    targetId: String(statement.agentId),
    before: { status: 'pending' },
    after: { ...after, statement: statement.id, commission: statement.commission },
    ip: step.ip,
    at,
  });
}

export function statementView(
  row: Statement & { agentName?: string | null; firstApprovedByName?: string | null },
) {
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
    first_approved_by: row.firstApprovedByName ?? null,
    first_approved_at: row.firstApprovedAt?.toISOString() ?? null,
    approved_by: row.approvedBy,
    approved_at: row.approvedAt?.toISOString() ?? null,
  };
}

/** Statements, newest first: every agent's for the console, or one agent's own. */
export async function listStatements(deps: AppDeps, agentId?: number) {
  const rows = await deps.db
    .select({
      statement: commissionStatements,
      agentName: users.userName,
      firstApprovedByName: firstApprover.userName,
    })
    .from(commissionStatements)
    .innerJoin(users, eq(users.id, commissionStatements.agentId))
    .leftJoin(firstApprover, eq(firstApprover.id, commissionStatements.firstApprovedBy))
    .where(agentId === undefined ? sql`true` : eq(commissionStatements.agentId, agentId))
    .orderBy(desc(commissionStatements.periodFrom), desc(commissionStatements.id))
    .limit(200);
  return rows.map(({ statement, ...names }) => statementView({ ...statement, ...names }));
}
