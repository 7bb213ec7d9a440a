import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import { paymentChannels, type depositRequests, type withdrawRequests } from '../../db/schema';
import type { Actor } from '../../platform/auth/sessions';
import { recordAudit } from '../../platform/authority/audit';
import { checkSecondPerson } from '../../platform/authority/second-person';
import { needsSecondPerson } from '../../platform/authority/staff-money';
import { notice } from '../../platform/events/notices';
import { HttpError } from '../../platform/http/errors';

type RequestTable = typeof depositRequests | typeof withdrawRequests;

/** Deposits and withdrawals are both money requests that an operator decides once. */

export interface Decision {
  kind: 'deposit' | 'withdrawal';
  id: number;
  status: 'approved' | 'rejected';
  actor: Actor;
  ip: string;
  reason: string | null;
  at: Date;
  /** Decided at an agent's desk: whose, so the audit names the agent as well as the person (its staff, maybe). */
  desk?: object | undefined;
}

/** Who decides a request: house staff (every queue), or an agent (`agentId`: its own queue only). */
export interface DecisionInput<R extends string | null = string | null> {
  id: number;
  actor: Actor;
  ip: string;
  reason: R;
  agentId?: number;
  desk?: object | undefined;
}

/**
 * Decides a request on its stored row, only while it is pending, exactly once: the conditional update is the lock.
 * A request already decided is 409 and a request that does not exist 404; neither moves money. The decision goes
 * into the audit chain in the same transaction as the money it moves.
 */
export async function decide<T extends RequestTable>(
  tx: Transaction,
  table: T,
  input: Decision,
): Promise<T['$inferSelect']> {
  const row = await markDecided(tx, table, input);
  notice({
    t: 'request',
    u: row.userId,
    kind: input.kind,
    id: row.id,
    status: input.status,
    amount: row.amount,
    reason: input.reason,
  });
  await noticeQueue(tx, { kind: input.kind, channelId: row.channelId, arrived: false });
  await auditDecision(tx, {
    ...input,
    action: `${input.kind}.${input.status === 'approved' ? 'approve' : 'reject'}`,
    after: { status: input.status, amount: row.amount, reason: input.reason },
  });
  return row;
}

async function markDecided<T extends RequestTable>(
  tx: Transaction,
  table: T,
  input: Decision,
): Promise<T['$inferSelect']> {
  // The one who gave the first approval cannot turn the request down: that would be one person deciding both ways.
  // A different person approves or rejects it now.
  const notTheirOwnApproval =
    input.status === 'rejected'
      ? sql`${table.firstApprovedBy} is distinct from ${input.actor.userId}`
      : sql`true`;
  const [row] = await tx
    .update(table as typeof depositRequests)
    .set({ status: input.status, decidedBy: input.actor.userId, decidedAt: input.at, reason: input.reason })
    .where(and(eq(table.id, input.id), eq(table.status, 'pending'), notTheirOwnApproval))
    .returning();
  if (row) return row as T['$inferSelect'];
  const [exists] = await tx
    .select({ status: table.status, firstApprovedBy: table.firstApprovedBy })
    .from(table as typeof depositRequests)
    .where(eq(table.id, input.id));
  if (!exists) throw new HttpError(404, 'not_found');
  if (exists.status === 'pending') throw new HttpError(409, 'first_approver_cannot_reject');
  throw new HttpError(409, 'already_decided');
}

/**
 * An approval on the stored row, the row locked. Whether it needs two people is decided at the first approval: when
 * what staff moved today for this player in this kind, plus this amount, is above the staff rule, the first approval
 * only records who gave it (nothing moves, 'completed' is false) and the second, by an eligible second person,
 * decides the request; otherwise the one approval decides it. Both steps are audited. The caller moves the money of
 * a completed approval.
 */
export async function approve<T extends RequestTable>(
  tx: Transaction,
  table: T,
  input: Omit<Decision, 'status'>,
): Promise<{ row: T['$inferSelect']; completed: boolean }> {
  const requests = table as typeof depositRequests;
  const [row] = await tx.select().from(requests).where(eq(requests.id, input.id)).for('update');
  if (!row) throw new HttpError(404, 'not_found');
  if (row.status === 'pending') {
    if (row.firstApprovedBy !== null)
      await checkSecondPerson(tx, {
        approverId: input.actor.userId,
        firstPersonId: row.firstApprovedBy,
        at: input.at,
      });
    else if (
      await needsSecondPerson(tx, {
        kind: input.kind,
        playerId: row.userId,
        amount: row.amount,
        at: input.at,
      })
    )
      return { row: await recordFirstApproval(tx, requests, input), completed: false };
  }
  return { row: await decide(tx, table, { ...input, status: 'approved' }), completed: true };
}

async function recordFirstApproval(
  tx: Transaction,
  requests: typeof depositRequests,
  input: Omit<Decision, 'status'>,
) {
  const [first] = await tx
    .update(requests)
    .set({ firstApprovedBy: input.actor.userId, firstApprovedAt: input.at })
    .where(and(eq(requests.id, input.id), eq(requests.status, 'pending'), isNull(requests.firstApprovedBy)))
    .returning();
  if (!first) throw new HttpError(409, 'already_decided');
  await auditDecision(tx, {
    ...input,
    action: `${input.kind}.first_approval`,
    after: { first_approved_by: input.actor.userName, amount: first.amount, reason: input.reason },
  });
  return first;
}

/**
 * A queue changed (a request arrived or was decided): the console hears of every queue, an agent's desk of its own,
 * so the notice says whose queue it is (the channel's agent, null for the house's).
 */
export async function noticeQueue(
  tx: Executor,
  { kind, channelId, arrived }: { kind: 'deposit' | 'withdrawal'; channelId: number; arrived: boolean },
) {
  const [channel] = await tx
    .select({ agentId: paymentChannels.agentId })
    .from(paymentChannels)
    .where(eq(paymentChannels.id, channelId));
  notice({ t: 'queue', kind, arrived, agent: channel?.agentId ?? null });
}

/** The audit record of an operator's decision on a money request. */
export function auditDecision(
  tx: Transaction,
  input: {
    actor: Actor;
    ip: string;
    at: Date;
    action: string;
    kind: 'deposit' | 'withdrawal';
    id: number;
    after: object;
    desk?: object | undefined;
  },
) {
  return recordAudit(tx, {
    actorId: input.actor.userId,
    actorLabel: input.actor.userName,
    action: input.action,
    targetType: input.kind,
    targetId: String(input.id),
    before: { status: 'pending' },
    after: input.desk ? { ...input.after, desk: input.desk } : input.after,
    ip: input.ip,
    at: input.at,
  });
}

/**
 * Whose queue a request is in: its channel's owner, an agent whose float moves its money, or null for the house's.
 * Asked as an agent (`agentId`), a request of any other queue is a 404, as one that does not exist: an agent never
 * learns of, nor decides, another agent's players' requests. House staff (no `agentId`) decide every queue.
 */
export async function queueOf(db: Executor, table: RequestTable, id: number, agentId?: number) {
  const [row] = await db
    .select({ agentId: paymentChannels.agentId })
    .from(table as typeof depositRequests)
    .innerJoin(paymentChannels, eq(paymentChannels.id, table.channelId))
    .where(eq(table.id, id));
  if (!row || (agentId !== undefined && row.agentId !== agentId)) throw new HttpError(404, 'not_found');
  return row.agentId;
}

/** A player's own requests of one kind, newest first. */
export function playerRequests<T extends RequestTable>(
  deps: AppDeps,
  table: T,
  page: { userId: number; limit: number; offset?: number },
): Promise<T['$inferSelect'][]> {
  return deps.db
    .select()
    .from(table as typeof depositRequests)
    .where(eq(table.userId, page.userId))
    .orderBy(desc(table.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

export async function countPlayerRequests(deps: AppDeps, table: RequestTable, userId: number) {
  const [row] = await deps.db
    .select({ n: count() })
    .from(table as typeof depositRequests)
    .where(eq(table.userId, userId));
  return row?.n ?? 0;
}
