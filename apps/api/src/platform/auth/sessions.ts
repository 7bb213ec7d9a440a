// hot-path: every signed-in request (every player's bet, slip and cashier request) looks its session up here
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@zeya/contract/constants';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { batchedLookup } from '../runtime/batched-lookup';

export type SessionScope = 'player' | 'console';

export interface Actor {
  sessionId: number;
  userId: number;
  role: Role;
  userName: string;
  name: string;
  phone: string | null;
  memberAccount: string;
  /** Signed in with a reset's one-time code: only choosing a new password is open. */
  mustChangePassword: boolean;
  /** Staff: has a second factor; must enrol one first whatever the site's setting; when this session last proved it. */
  secondFactor: boolean;
  secondFactorRequired: boolean;
  factorCheckedAt: Date | null;
  /**
   * The player's main and game balances in pya, read in the same statement as the session so the 5-second balance
   * poll costs one database round trip. They are the balances at the start of this request: for showing, never for
   * deciding a payment (the ledger checks balances itself when it moves money).
   */
  balances: { main: number; game: number };
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

const balanceOf = (code: 'main' | 'game') =>
  sql<number | null>`(select balance from ledger_accounts where user_id = ${users.id} and code = ${code})`;

/**
 * The lookup behind every signed-in request, prepared once per database handle: Postgres parses and plans it once
 * per connection instead of on every request. It reads many tokens at once (see lookUpActor); expiry is left to
 * each request, which compares with its own clock.
 */
function prepareActorLookup(db: Executor) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      scope: sessions.scope,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      role: users.role,
      userName: users.userName,
      name: users.name,
      phone: users.phone,
      memberAccount: users.memberAccount,
      mustChangePassword: users.mustChangePassword,
      secondFactor: users.secondFactor,
      secondFactorRequired: users.secondFactorRequired,
      factorCheckedAt: sessions.factorCheckedAt,
      mainBalance: balanceOf('main'),
      gameBalance: balanceOf('game'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`,
        isNull(sessions.revokedAt),
        eq(users.status, 'active'),
      ),
    )
    .prepare('find_actors');
}

type ActorRow = Awaited<ReturnType<ReturnType<typeof prepareActorLookup>['execute']>>[number];

/** A lookup statement reads this many tokens at most; a longer queue goes in the next ones. */
const MOST_TOKENS_PER_LOOKUP = 256;

const preparedLookups = new WeakMap<Executor, ReturnType<typeof prepareActorLookup>>();

/**
 * Sign-in lookups of one instance go to the database one statement at a time (../runtime/batched-lookup.ts). Every
 * request still reads its session from the database, so a revoked session or a banned player is refused at once.
 */
const lookUpActor = batchedLookup<string, ActorRow>(async (db, tokenHashes) => {
  let lookup = preparedLookups.get(db);
  if (!lookup) preparedLookups.set(db, (lookup = prepareActorLookup(db)));
  const rows = await lookup.execute({ tokenHashes });
  return new Map(rows.map((row) => [row.tokenHash, row]));
}, MOST_TOKENS_PER_LOOKUP);

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
  const row = await lookUpActor(db, hashToken(token));
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  if (row.scope === scope && now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMinutes * 60_000) })
      .where(eq(sessions.id, row.sessionId));
  }
  const actor: Actor = {
    sessionId: row.sessionId,
    userId: row.userId,
    role: row.role,
    userName: row.userName,
    name: row.name,
    phone: row.phone,
    memberAccount: row.memberAccount,
    mustChangePassword: row.mustChangePassword,
    secondFactor: row.secondFactor,
    secondFactorRequired: row.secondFactorRequired,
    factorCheckedAt: row.factorCheckedAt,
    balances: { main: Number(row.mainBalance ?? 0), game: Number(row.gameBalance ?? 0) },
  };
  return { actor, scope: row.scope };
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Every live session of a user, e.g. on password change (all but the current one) or ban; how many it ended. */
export async function revokeUserSessions(db: Executor, userId: number, now: Date, keepSessionId?: number) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : sql`${sessions.id} <> ${keepSessionId}`,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
