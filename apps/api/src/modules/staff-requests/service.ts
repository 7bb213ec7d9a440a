import type { StaffRequestRow } from '@zeya/contract/staff-requests';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import { staffRequests, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import type { Actor } from '../../platform/auth/sessions';
import { AuthorityRefusal } from '../../platform/authority/refusal';
import { checkSecondPerson } from '../../platform/authority/second-person';
import type { StaffRequestKind } from '../../platform/authority/staff-requests';
import { HttpError } from '../../platform/http/errors';
import { toKyat } from '../../platform/money/money';

type RequestRecord = typeof staffRequests.$inferSelect;
type Kinds = readonly StaffRequestKind<unknown>[];

export interface DecisionStep {
  actor: Actor;
  ip: string;
  note: string | null;
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const PENDING = ['pending'] as const;
const DECIDED = ['approved', 'rejected', 'cancelled'] as const;

function rowsOf(db: Executor) {
  return db
    .select({
      request: staffRequests,
      requester: { id: requester.id, user_name: requester.userName },
      decider: { id: decider.id, user_name: decider.userName },
    })
    .from(staffRequests)
    .innerJoin(requester, eq(requester.id, staffRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, staffRequests.decidedBy))
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

function requestView(row: JoinedRow, viewerId: number): StaffRequestRow {
  const { request } = row;
  return {
    id: request.id,
    kind: request.kind,
    target_type: request.targetType,
    target_id: request.targetId,
    amount: request.amount === null ? null : toKyat(request.amount),
    payload: request.payload,
    reason: request.reason,
    status: request.status,
    requested_by: row.requester,
    requested_at: request.requestedAt.toISOString(),
    decided_by: row.decider?.id ? row.decider : null,
    decided_at: request.decidedAt?.toISOString() ?? null,
    decision_note: request.decisionNote,
    result: (request.result as Record<string, unknown> | null) ?? null,
    mine: request.requestedBy === viewerId,
  };
}

/** Waiting requests oldest first (the queue a second person works through); decided ones newest first. */
export async function listStaffRequests(
  deps: AppDeps,
  viewerId: number,
  query: { status: 'pending' | 'decided'; page: number },
  perPage: number,
) {
  const where = inArray(staffRequests.status, query.status === 'pending' ? [...PENDING] : [...DECIDED]);
  const order =
    query.status === 'pending'
      ? [asc(staffRequests.id)]
      : [desc(staffRequests.decidedAt), desc(staffRequests.id)];
  const [rows, [total]] = await Promise.all([
    rowsOf(deps.db)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    deps.db.select({ n: count() }).from(staffRequests).where(where),
  ]);
  return { rows: rows.map((row) => requestView(row, viewerId)), total: total?.n ?? 0 };
}

async function viewOf(db: Executor, id: number, viewerId: number) {
  const [row] = await rowsOf(db).where(eq(staffRequests.id, id));
  return requestView(row!, viewerId);
}

/** The request, locked until the decision commits: of two decisions at once, the second finds it decided. */
async function lockPending(tx: Transaction, id: number): Promise<RequestRecord> {
  const [request] = await tx.select().from(staffRequests).where(eq(staffRequests.id, id)).for('update');
  if (!request) throw new HttpError(404, 'not_found');
  if (request.status !== 'pending') throw new HttpError(409, 'staff_request_decided');
  return request;
}

function kindOf(kinds: Kinds, request: RequestRecord) {
  const kind = kinds.find((known) => known.kind === request.kind);
  const payload = kind?.payload.safeParse(request.payload);
  if (!kind || !payload?.success) throw new HttpError(409, 'staff_request_kind_unknown');
  return { kind, payload: payload.data };
}

async function decide(
  tx: Transaction,
  request: RequestRecord,
  step: DecisionStep,
  decision: {
    status: 'approved' | 'rejected' | 'cancelled';
    action: string;
    result?: Record<string, unknown>;
  },
  at: Date,
) {
  await tx
    .update(staffRequests)
    .set({
      status: decision.status,
      decidedBy: step.actor.userId,
      decidedAt: at,
      decisionNote: step.note,
      result: decision.result ?? null,
    })
    .where(eq(staffRequests.id, request.id));
  await recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action: decision.action,
    targetType: request.targetType,
    targetId: request.targetId ?? '',
    before: { request: request.id, kind: request.kind, status: 'pending', requested_by: request.requestedBy },
    after: { request: request.id, status: decision.status, note: step.note, result: decision.result ?? null },
    ip: step.ip,
    at,
  });
}

/**
 * A second person approves: the rule of two people is checked (not the requester, an admin where the kind needs one,
 * counted as a second person, not concerned), then the kind's own work runs in the same transaction. When that work
 * refuses (a debit the balance no longer covers, a name taken since), nothing is marked and its refusal is answered.
 */
export async function approveStaffRequest(deps: AppDeps, kinds: Kinds, id: number, step: DecisionStep) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const request = await lockPending(tx, id);
    const { kind, payload } = kindOf(kinds, request);
    await checkSecondPerson(tx, {
      approverId: step.actor.userId,
      firstPersonId: request.requestedBy,
      concerns: kind.concerns?.(payload) ?? [],
      adminOnly: kind.adminOnly,
      at,
    });
    const result = await kind.execute(tx, deps, payload, {
      requestId: request.id,
      requestedBy: request.requestedBy,
      approver: step.actor,
      ip: step.ip,
      at,
    });
    await decide(tx, request, step, { status: 'approved', action: 'staff_request.approve', result }, at);
    return viewOf(tx, id, step.actor.userId);
  });
}

/**
 * Another person turns a request down: someone who could have approved it (an admin where the kind needs one), not
 * the requester (who withdraws instead) and not an account it concerns, which may not block a decision about itself.
 * A kind this server no longer knows can still be rejected, by an admin.
 */
export async function rejectStaffRequest(deps: AppDeps, kinds: Kinds, id: number, step: DecisionStep) {
  return inTransaction(deps.db, async (tx) => {
    const request = await lockPending(tx, id);
    if (request.requestedBy === step.actor.userId)
      throw new AuthorityRefusal(409, 'second_person_same', 'second_person');
    const kind = kinds.find((known) => known.kind === request.kind);
    const parsed = kind?.payload.safeParse(request.payload);
    if ((!kind || kind.adminOnly) && step.actor.role !== 'admin')
      throw new AuthorityRefusal(403, 'second_person_admin_only', 'second_person');
    if (kind && parsed?.success && kind.concerns?.(parsed.data).includes(step.actor.userId))
      throw new AuthorityRefusal(403, 'second_person_concerned', 'second_person');
    await decide(tx, request, step, { status: 'rejected', action: 'staff_request.reject' }, deps.clock.now());
    return viewOf(tx, id, step.actor.userId);
  });
}

/** The requester withdraws what they asked for; nobody else can. */
export async function cancelStaffRequest(deps: AppDeps, id: number, step: DecisionStep) {
  return inTransaction(deps.db, async (tx) => {
    const request = await lockPending(tx, id);
    if (request.requestedBy !== step.actor.userId) throw new HttpError(403, 'staff_request_not_yours');
    await decide(
      tx,
      request,
      step,
      { status: 'cancelled', action: 'staff_request.cancel' },
      deps.clock.now(),
    );
    return viewOf(tx, id, step.actor.userId);
  });
}

/** The request of `kind` waiting for `target`, if any: a screen shows it beside what it would change. */
export async function pendingRequestOf(db: Executor, kind: string, targetType: string, targetId: string) {
  const [row] = await db
    .select({ id: staffRequests.id })
    .from(staffRequests)
    .where(
      and(
        eq(staffRequests.kind, kind),
        eq(staffRequests.targetType, targetType),
        eq(staffRequests.targetId, targetId),
        eq(staffRequests.status, 'pending'),
      ),
    );
  return row?.id ?? null;
}
