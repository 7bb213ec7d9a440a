import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { staffRequests } from '../../db/schema';
import { recordAudit } from './audit';
import type { Actor } from '../auth/sessions';
import { HttpError } from '../http/errors';

/** The approval of a request: who asked, who approves now, from where and when. */
export interface ApprovalStep {
  requestId: number;
  requestedBy: number;
  approver: Actor;
  ip: string;
  at: Date;
}

/** Who posts a staff money move: one person alone (within the staff rule), or a second approving another's request. */
export interface MoneyStep {
  actor: Actor;
  ip: string;
  at: Date;
  request?: Pick<ApprovalStep, 'requestId' | 'requestedBy'>;
}

/** What the audit record of a money move says of the two people behind it; nothing when one person could make it. */
export const approvalTrail = ({ request, actor }: MoneyStep) =>
  request ? { request: request.requestId, requested_by: request.requestedBy, approved_by: actor.userId } : {};

/**
 * One kind of staff request: what its payload is, who may approve it, whom it concerns, and what approval does. A
 * feature declares its kinds; the app gives them all to the staff-requests module, which approves them.
 */
export interface StaffRequestKind<P = unknown> {
  kind: string;
  /** Only an admin may approve it (staff administration, rules, large money); otherwise any other console user. */
  adminOnly: boolean;
  payload: z.ZodType<P>;
  /** The staff accounts it is about, beyond who asked: none of them, nor an account they made, may approve it. */
  concerns?(payload: P): number[];
  /** At most one request of this kind waits for the same target (a role, a reset): a second is a 409. */
  onePerTarget?: boolean;
  /**
   * Runs in the approval's transaction; what it returns is kept on the request and shown. (Methods, not function
   * properties: a list of kinds of different payloads is then a list of `StaffRequestKind<unknown>`.)
   */
  execute(tx: Transaction, deps: AppDeps, payload: P, step: ApprovalStep): Promise<Record<string, unknown>>;
}

/** Declares a kind with its payload's type checked against its execute. */
export const staffRequestKind = <P>(kind: StaffRequestKind<P>) => kind as StaffRequestKind<P>;

export interface OpenRequest<P> {
  kind: StaffRequestKind<P>;
  targetType: string;
  targetId: string | number | null;
  /** Money it moves, in pya (signed for adjustments). */
  amount?: number | null;
  payload: P;
  reason: string;
  actor: Actor;
  ip: string;
  at: Date;
}

/**
 * Records what one staff member asks a second to approve, in the caller's transaction, audited; nothing it asks for
 * happens yet. Returns the request's id.
 */
export async function openStaffRequest<P>(tx: Transaction, input: OpenRequest<P>): Promise<number> {
  const targetId = input.targetId === null ? null : String(input.targetId);
  if (input.kind.onePerTarget) {
    const [waiting] = await tx
      .select({ id: staffRequests.id })
      .from(staffRequests)
      .where(
        and(
          eq(staffRequests.kind, input.kind.kind),
          eq(staffRequests.targetType, input.targetType),
          targetId === null ? undefined : eq(staffRequests.targetId, targetId),
          eq(staffRequests.status, 'pending'),
        ),
      );
    if (waiting) throw new HttpError(409, 'staff_request_pending_same');
  }
  const payload = input.kind.payload.parse(input.payload) as Record<string, unknown>;
  const [row] = await tx
    .insert(staffRequests)
    .values({
      kind: input.kind.kind,
      targetType: input.targetType,
      targetId,
      amount: input.amount ?? null,
      payload,
      reason: input.reason,
      requestedBy: input.actor.userId,
      requestedAt: input.at,
    })
    .returning({ id: staffRequests.id });
  await recordAudit(tx, {
    actorId: input.actor.userId,
    actorLabel: input.actor.userName,
    action: 'staff_request.open',
    targetType: input.targetType,
    targetId: targetId ?? '',
    before: null,
    after: {
      request: row!.id,
      kind: input.kind.kind,
      amount: input.amount ?? null,
      reason: input.reason,
      payload,
    },
    ip: input.ip,
    at: input.at,
  });
  return row!.id;
}
