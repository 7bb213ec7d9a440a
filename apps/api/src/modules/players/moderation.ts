import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/sessions';
import { forgetFailures, hashPassword } from '../../platform/auth/password-checks';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/errors';
import { inTransaction } from '../../db/transaction';

export interface OperatorAction {
  actor: Actor;
  ip: string;
  reason: string | null;
}

/** No 0/O or 1/l/I: the admin reads it out to the player over the phone. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time code of 12 characters (about 70 bits), for the player to change at sign-in. */
export function temporaryPassword() {
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
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

/**
 * An admin's reset: the player's password is replaced by a one-time code, returned to show this once to the admin who
 * hands it to the player. The code signs in only to choose a new password; every session ends, every lock from failed
 * checks is lifted, and withdrawals stay paused for WITHDRAW_FREEZE_HOURS, so whoever holds the code cannot take money
 * out before the player notices. The audit records that it happened and until when withdrawals wait, never the code.
 */
export async function resetPlayerPassword(
  deps: AppDeps,
  playerId: number,
  action: Omit<OperatorAction, 'reason'>,
) {
  const code = temporaryPassword();
  const passwordHash = await hashPassword(deps, code, action.ip);
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const frozenUntil = new Date(now.getTime() + deps.config.WITHDRAW_FREEZE_HOURS * 3600_000);
    const [row] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, withdrawalsFrozenUntil: frozenUntil, updatedAt: now })
      .where(and(eq(users.id, playerId), eq(users.role, 'player')))
      .returning({ id: users.id });
    if (!row) throw new HttpError(404, 'not_found');
    await forgetFailures(deps, tx, playerId);
    const sessionsRevoked = await revokeUserSessions(tx, playerId, now);
    await recordAudit(tx, {
      actorId: action.actor.userId,
      actorLabel: action.actor.userName,
      action: 'player.reset_password',
      targetType: 'player',
      targetId: String(playerId),
      before: { live_sessions: sessionsRevoked },
      after: {
        live_sessions: 0,
        password: 'one-time code',
        withdrawals_frozen_until: frozenUntil.toISOString(),
      },
      ip: action.ip,
      at: now,
    });
    return {
      id: playerId,
      code,
      sessions_revoked: sessionsRevoked,
      withdrawals_frozen_until: frozenUntil.toISOString(),
    };
  });
}
