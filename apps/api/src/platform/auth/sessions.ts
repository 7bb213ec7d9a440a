import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@zeya/contract/constants';
import { queryRows, type Executor } from '../../db/client';
import { sessions } from '../../db/schema';

export type SessionScope = 'player' | 'console';

export interface Actor {
  sessionId: number;
  userId: number;
  role: Role;
  userName: string;
  name: string;
  phone: string | null;
  memberAccount: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque token (256 bits). Only its hash is stored. */
export async function createSession(
  db: Executor,
  input: {
    userId: number;
    scope: SessionScope;
    now: Date;
    idleMinutes: number;
    ip?: string;
    userAgent?: string;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    scope: input.scope,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.idleMinutes * 60_000),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
  });
  return token;
}

/** Sliding expiry is written at most once a minute per session, not on every 5-second balance poll. */
const TOUCH_AFTER_MS = 60_000;

interface SessionRow {
  session_id: number;
  scope: SessionScope;
  user_id: number;
  role: Role;
  user_name: string;
  name: string;
  phone: string | null;
  member_account: string;
  last_seen_at: Date | string;
}

/**
 * The signed-in actor for a token and the scope its session was opened for, or null when the token is unknown,
 * revoked, expired or its user banned. The idle expiry slides only for a session used in its own scope.
 */
export async function findActor(
  db: Executor,
  token: string,
  scope: SessionScope,
  now: Date,
  idleMinutes: number,
): Promise<{ actor: Actor; scope: SessionScope } | null> {
  const [row] = await queryRows<SessionRow>(
    db,
    sql`select s.id as session_id, s.scope, s.user_id, s.last_seen_at, u.role, u.user_name, u.name, u.phone,
               u.member_account
        from sessions s join users u on u.id = s.user_id
        where s.token_hash = ${hashToken(token)} and s.revoked_at is null
          and s.expires_at > ${now.toISOString()} and u.status = 'active'`,
  );
  if (!row) return null;
  if (row.scope === scope && now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMinutes * 60_000) })
      .where(eq(sessions.id, row.session_id));
  }
  const actor: Actor = {
    sessionId: row.session_id,
    userId: row.user_id,
    role: row.role,
    userName: row.user_name,
    name: row.name,
    phone: row.phone,
    memberAccount: row.member_account,
  };
  return { actor, scope: row.scope };
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Every live session of a user, e.g. on password change (all but the current one) or ban. */
export async function revokeUserSessions(db: Executor, userId: number, now: Date, keepSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : sql`${sessions.id} <> ${keepSessionId}`,
      ),
    );
}
