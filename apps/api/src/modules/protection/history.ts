import { desc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { protectionHistory, users } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';

/** Who changes a player's protection: the player, or a console user (who may only tighten it). */
export interface ChangeActor {
  userId: number;
  userName: string;
  ip: string;
  staff: boolean;
  reason?: string | null;
}

export interface Change {
  actor: ChangeActor;
  userId: number;
  change: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date;
}

/** One change of a player's protection: in the player's own history and in the audit chain, with the change. */
export async function recordChange(tx: Transaction, { actor, userId, change, before, after, at }: Change) {
  const detail = actor.reason ? { ...after, reason: actor.reason } : after;
  await tx
    .insert(protectionHistory)
    .values({ userId, actorId: actor.userId, change, before, after: detail, at });
  await recordAudit(tx, {
    actorId: actor.userId,
    actorLabel: actor.userName,
    action: `protection.${change}`,
    targetType: 'player',
    targetId: String(userId),
    before,
    after: detail,
    ip: actor.ip,
    at,
  });
}

/** A player's protection history, newest first, with who made each change. */
export async function historyOf(db: Executor, userId: number) {
  const rows = await db
    .select({
      id: protectionHistory.id,
      change: protectionHistory.change,
      actor: users.userName,
      before: protectionHistory.before,
      after: protectionHistory.after,
      at: protectionHistory.at,
    })
    .from(protectionHistory)
    .leftJoin(users, eq(users.id, protectionHistory.actorId))
    .where(eq(protectionHistory.userId, userId))
    .orderBy(desc(protectionHistory.id))
    .limit(200);
  return rows.map((row) => ({ ...row, actor: row.actor ?? '', at: row.at.toISOString() }));
}
