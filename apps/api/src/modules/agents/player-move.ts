import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import { depositRequests, playerAgentMoves, users, withdrawRequests } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import { openStaffRequest, staffRequestKind } from '../../platform/authority/staff-requests';
import { fieldError, HttpError } from '../../platform/http/errors';
import type { OperatorStep } from './service';

/** What a move asks: the player, the agent they belonged to when it was asked, and the new one (null: the house). */
const playerMove = z.object({
  player_id: z.number().int().positive(),
  from_agent_id: z.number().int().positive().nullable(),
  agent_id: z.number().int().positive().nullable(),
  reason: z.string().min(1),
});
type PlayerMove = z.infer<typeof playerMove>;

/** The player, their row held until the transaction ends (a 404 for anyone who is not a player). */
async function lockedPlayer(tx: Transaction, playerId: number) {
  const [player] = await tx
    .select({ id: users.id, userName: users.userName, agentId: users.agentId })
    .from(users)
    .where(and(eq(users.id, playerId), eq(users.role, 'player')))
    .for('update');
  if (!player) throw new HttpError(404, 'not_found');
  return player;
}

/**
 * Refuses what a move may not do: to anyone but an active agent (the books would hold a player under a non-agent), to
 * where the player is already, and while the player has a deposit or withdrawal request waiting. Such a request was
 * paid into, or is to be paid from, the current agent's accounts and float: moved, the player's money would then be
 * decided by an agent they no longer belong to, and the new one could not see it. Deciding it first keeps each
 * request with the agent whose float it moves.
 */
async function refuseMove(db: Executor, player: { id: number; agentId: number | null }, to: number | null) {
  if (to !== null) {
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, to), eq(users.role, 'agent'), eq(users.status, 'active')));
    if (!agent) throw fieldError('agent_id', 'player_move_not_agent');
  }
  if (player.agentId === to) throw fieldError('agent_id', 'player_move_same_agent');
  const waiting = await db
    .select({ id: depositRequests.id })
    .from(depositRequests)
    .where(and(eq(depositRequests.userId, player.id), eq(depositRequests.status, 'pending')))
    .union(
      db
        .select({ id: withdrawRequests.id })
        .from(withdrawRequests)
        .where(and(eq(withdrawRequests.userId, player.id), eq(withdrawRequests.status, 'pending'))),
    )
    .limit(1);
  if (waiting.length > 0) throw new HttpError(409, 'player_move_open_requests');
}

/**
 * A player moved to another agent: asked by one console user, made by another's approval, which checks again what
 * the asking checked (the agent may have been disabled, a request made, the player moved meanwhile) and keeps the move
 * in player_agent_moves for good.
 */
export const playerMoveKind = staffRequestKind({
  kind: 'player.agent',
  adminOnly: false,
  onePerTarget: true,
  payload: playerMove,
  concerns: (payload) => [payload.from_agent_id, payload.agent_id].filter((id) => id !== null),
  async execute(tx, _deps, payload, step) {
    const player = await lockedPlayer(tx, payload.player_id);
    if (player.agentId !== payload.from_agent_id) throw new HttpError(409, 'player_move_changed');
    await refuseMove(tx, player, payload.agent_id);
    await tx
      .update(users)
      .set({ agentId: payload.agent_id, updatedAt: step.at })
      .where(eq(users.id, player.id));
    const [move] = await tx
      .insert(playerAgentMoves)
      .values({
        playerId: player.id,
        fromAgentId: payload.from_agent_id,
        toAgentId: payload.agent_id,
        reason: payload.reason,
        requestId: step.requestId,
        requestedBy: step.requestedBy,
        approvedBy: step.approver.userId,
        movedAt: step.at,
      })
      .returning({ id: playerAgentMoves.id });
    await recordAudit(tx, {
      actorId: step.approver.userId,
      actorLabel: step.approver.userName,
      action: 'player.agent_move',
      targetType: 'player',
      targetId: String(player.id),
      before: { agent_id: payload.from_agent_id },
      after: {
        agent_id: payload.agent_id,
        reason: payload.reason,
        move: move!.id,
        request: step.requestId,
        requested_by: step.requestedBy,
      },
      ip: step.ip,
      at: step.at,
    });
    return { move_id: move!.id, agent_id: payload.agent_id };
  },
});

/** One console user asks to move a player (checked now, and again on approval); returns the request's id. */
export function requestPlayerMove(
  deps: AppDeps,
  input: { playerId: number; agentId: number | null; reason: string },
  step: OperatorStep,
) {
  return inTransaction(deps.db, async (tx) => {
    const player = await lockedPlayer(tx, input.playerId);
    await refuseMove(tx, player, input.agentId);
    const payload: PlayerMove = {
      player_id: player.id,
      from_agent_id: player.agentId,
      agent_id: input.agentId,
      reason: input.reason,
    };
    return openStaffRequest(tx, {
      kind: playerMoveKind,
      targetType: 'player',
      targetId: player.id,
      payload,
      reason: input.reason,
      actor: step.actor,
      ip: step.ip,
      at: deps.clock.now(),
    });
  });
}

const fromAgent = alias(users, 'from_agent');
const toAgent = alias(users, 'to_agent');
const asker = alias(users, 'asker');
const approver = alias(users, 'approver');
const mover = alias(users, 'moved_player');

/** The moves of one player, or into and out of one agent, newest first. */
export async function playerMoves(deps: AppDeps, of: { playerId: number } | { agentId: number }) {
  const where =
    'playerId' in of
      ? eq(playerAgentMoves.playerId, of.playerId)
      : or(eq(playerAgentMoves.fromAgentId, of.agentId), eq(playerAgentMoves.toAgentId, of.agentId));
  const rows = await deps.db
    .select({
      move: playerAgentMoves,
      player: mover.userName,
      from: fromAgent.userName,
      to: toAgent.userName,
      requestedBy: asker.userName,
      approvedBy: approver.userName,
    })
    .from(playerAgentMoves)
    .innerJoin(mover, eq(mover.id, playerAgentMoves.playerId))
    .leftJoin(fromAgent, eq(fromAgent.id, playerAgentMoves.fromAgentId))
    .leftJoin(toAgent, eq(toAgent.id, playerAgentMoves.toAgentId))
    .innerJoin(asker, eq(asker.id, playerAgentMoves.requestedBy))
    .innerJoin(approver, eq(approver.id, playerAgentMoves.approvedBy))
    .where(where)
    .orderBy(desc(playerAgentMoves.id))
    .limit(200);
  const named = (id: number | null, userName: string | null) =>
    id === null || userName === null ? null : { id, user_name: userName };
  return rows.map(({ move, ...names }) => ({
    id: move.id,
    at: move.movedAt.toISOString(),
    player: { id: move.playerId, user_name: names.player },
    from_agent: named(move.fromAgentId, names.from),
    to_agent: named(move.toAgentId, names.to),
    reason: move.reason,
    requested_by: names.requestedBy,
    approved_by: names.approvedBy,
    request_id: move.requestId,
  }));
}

/** A 404 unless the id is a player's (the history of anyone else is nobody's business here). */
export async function requirePlayer(deps: AppDeps, playerId: number) {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, playerId), eq(users.role, 'player')));
  if (!row) throw new HttpError(404, 'not_found');
}
