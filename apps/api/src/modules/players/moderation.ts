import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import type { Actor } from '../../platform/auth/sessions';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';

export interface OperatorAction {
  actor: Actor;
  ip: string;
  reason: string | null;
}

/**
 * Bans or unbans a player, only from the other status (409 otherwise). A ban ends every session in the same
 * transaction, so the player's next request is refused; the session lookup refuses banned players as well.
 */
export function setPlayerStatus(
  deps: AppDeps,
  playerId: number,
  status: 'active' | 'banned',
  action: OperatorAction,
) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const from = status === 'banned' ? 'active' : 'banned';
    const [row] = await tx
      .update(users)
      .set({ status, updatedAt: now })
      .where(and(eq(users.id, playerId), eq(users.role, 'player'), eq(users.status, from)))
      .returning({ id: users.id });
    if (!row) throw await refusal(tx, playerId);
    const sessionsRevoked = status === 'banned' ? await revokeUserSessions(tx, playerId, now) : 0;
    await recordAudit(tx, {
      actorId: action.actor.userId,
      actorLabel: action.actor.userName,
      action: status === 'banned' ? 'player.ban' : 'player.unban',
      targetType: 'player',
      targetId: String(playerId),
      before: { status: from },
      after: { status, reason: action.reason, sessions_revoked: sessionsRevoked },
      ip: action.ip,
      at: now,
    });
    return { id: playerId, status, sessions_revoked: sessionsRevoked };
  });
}

/** 404 for someone who is not a player; 409 for a player already in the status asked for. */
async function refusal(tx: Transaction, playerId: number) {
  const [player] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, playerId), eq(users.role, 'player')));
  return new HttpError(player ? 409 : 404, player ? 'player_status_same' : 'not_found');
}
