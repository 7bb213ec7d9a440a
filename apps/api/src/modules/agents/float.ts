import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../../platform/auth/sessions';
import { recordAudit } from '../../platform/authority/audit';
import { needsSecondPerson } from '../../platform/authority/staff-money';
import {
  openStaffRequest,
  staffRequestKind,
  approvalTrail,
  type MoneyStep,
} from '../../platform/authority/staff-requests';
import { fieldError, HttpError } from '../../platform/http/errors';
import { AGENT_FLOAT, floatOf, openAgentFloat } from '../../platform/money/ledger/accounts';
import { InsufficientBalance, postTransfer } from '../../platform/money/ledger/post';
import { ksText, toKyat } from '../../platform/money/money';

/** What the owner moves: pya from the house's cash into the agent's float ('in'), or back out of it ('out'). */
export const floatMove = z.object({
  agent_id: z.number().int().positive(),
  direction: z.enum(['in', 'out']),
  amount: z.number().int().positive(),
  reason: z.string().min(1),
});
export type FloatMove = z.infer<typeof floatMove>;

const floatShort = (balance: number) =>
  fieldError('amount', { key: 'agent_float_insufficient', values: { balance: ksText(balance) } });

/**
 * Posts a cash-in or cash-out between the house's `cash` and the agent's float, in the caller's transaction, with
 * the reason and everyone who decided it in the audit chain. A cash-out larger than the float is refused (422) and
 * moves nothing: ledger_post's conditional debit keeps the float at zero or above. Returns the float after it.
 */
export async function postFloatMove(tx: Transaction, move: FloatMove, step: MoneyStep) {
  const agentId = move.agent_id;
  await openAgentFloat(tx, agentId, step.at);
  const before = await floatOf(tx, agentId);
  const float = { userId: agentId, code: AGENT_FLOAT } as const;
  const cash = { house: 'cash' };
  const cashIn = move.direction === 'in';
  // An approved request's posting has the request's reference, so no retry or second approval posts it again.
  const reference = step.request
    ? `agent_float:request:${step.request.requestId}`
    : `agent_float:${randomUUID()}`;
  try {
    await postTransfer(tx, {
      debit: cashIn ? cash : float,
      credit: cashIn ? float : cash,
      amount: move.amount,
      kind: cashIn ? 'agent_float_in' : 'agent_float_out',
      reference,
      playerId: agentId,
      metadata: { reason: move.reason, actor_id: step.actor.userId },
      at: step.at,
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw floatShort(before);
    throw error;
  }
  const after = await floatOf(tx, agentId);
  await recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action: cashIn ? 'agent.float_in' : 'agent.float_out',
    targetType: 'agent',
    targetId: String(agentId),
    before: { float: before },
    after: {
      float: after,
      amount: move.amount,
      reason: move.reason,
      reference,
      ...approvalTrail(step),
    },
    ip: step.ip,
    at: step.at,
  });
  return after;
}

/**
 * A float move above the staff rule (what the owner moved for this agent today, in either direction, with this one):
 * a second admin approves it, and approval posts it. A cash-out the float no longer covers is refused and waits.
 */
export const agentFloatRequest = staffRequestKind({
  kind: 'agent.float',
  adminOnly: true,
  payload: floatMove,
  execute: async (tx, _deps, payload, step) => {
    const after = await postFloatMove(tx, payload, {
      actor: step.approver,
      ip: step.ip,
      at: step.at,
      request: step,
    });
    return { float: toKyat(after) };
  },
});

async function requireAgent(deps: AppDeps, agentId: number) {
  const [agent] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.role, 'agent')));
  if (!agent) throw new HttpError(404, 'not_found');
}

/**
 * The owner's cash-in or cash-out: posted at once by the admin alone up to the staff rule, else opened as a request a
 * second admin approves (the float unchanged meanwhile). Returns the float and the request's id, or null.
 */
export async function moveFloat(deps: AppDeps, move: FloatMove, who: { actor: Actor; ip: string }) {
  await requireAgent(deps, move.agent_id);
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const step = { actor: who.actor, ip: who.ip, at };
    const agentId = move.agent_id;
    if (!(await needsSecondPerson(tx, { kind: 'agent_float', playerId: agentId, amount: move.amount, at })))
      return { float: await postFloatMove(tx, move, step), requestId: null };
    // A cash-out the float cannot cover now is refused at once rather than left waiting for a second admin.
    const float = await floatOf(tx, agentId);
    if (move.direction === 'out' && move.amount > float) throw floatShort(float);
    const requestId = await openStaffRequest(tx, {
      kind: agentFloatRequest,
      targetType: 'agent',
      targetId: agentId,
      amount: move.direction === 'in' ? move.amount : -move.amount,
      payload: move,
      reason: move.reason,
      ...step,
    });
    return { float, requestId };
  });
}
