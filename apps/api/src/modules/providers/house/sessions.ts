import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { houseSessions, sessions, users } from '../../../db/schema';
import { fieldError } from '../../../platform/http/errors';

const SESSION_HOURS = 12;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who asks for a launch: the player and the sign-in the request came with. */
export interface Launcher {
  userId: number;
  sessionId: number;
}

/**
 * A one-time launch token for `gameCode`, bound to the player and to the sign-in that asked for it; it goes into the
 * game's URL and opens within `minutes`.
 */
export async function createLaunch(
  db: Executor,
  launcher: Launcher,
  gameCode: string,
  now: Date,
  minutes: number,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(houseSessions).values({
    userId: launcher.userId,
    signInId: launcher.sessionId,
    gameCode,
    launchTokenHash: sha256(token),
    launchExpiresAt: new Date(now.getTime() + minutes * 60_000),
    createdAt: now,
  });
  return token;
}

/** Players who may play: a banned player's launches and sessions stop with the ban. */
const activePlayers = (db: Executor) =>
  db.select({ id: users.id }).from(users).where(eq(users.status, 'active'));

/**
 * Sign-ins not ended: a sign-out, a password reset, a ban or a change of password elsewhere revokes a sign-in, and
 * with it the links it made and the games they opened. A link opens only while its sign-in has not expired either; a
 * game already open plays on past the sign-in's idle time (a spin is play, not a visit to the site).
 */
const liveSignIns = (db: Executor, now?: Date) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), now ? gt(sessions.expiresAt, now) : undefined));

/** A player's play session of one game: the only credential the game holds, like a provider's game URL. */
export interface PlaySession {
  userId: number;
  gameCode: string;
}

/**
 * Opens a launch once, for the game it was made for and while fresh, and returns the play session for the spins.
 * The token alone says who plays, so the game opens in a browser without our sign-in (another app's web view); but a
 * request signed in as another player is refused: a link someone was sent plays nobody's money but its owner's, in
 * the owner's hands.
 */
export async function openLaunch(
  db: Executor,
  input: { token: string; gameCode: string; signedInAs: number | null },
  now: Date,
) {
  const session = randomBytes(24).toString('base64url');
  const [opened] = await db
    .update(houseSessions)
    .set({
      sessionHash: sha256(session),
      openedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_HOURS * 3600_000),
    })
    .where(
      and(
        eq(houseSessions.launchTokenHash, sha256(input.token)),
        eq(houseSessions.gameCode, input.gameCode),
        input.signedInAs === null ? undefined : eq(houseSessions.userId, input.signedInAs),
        isNull(houseSessions.openedAt),
        gt(houseSessions.launchExpiresAt, now),
        inArray(houseSessions.userId, activePlayers(db)),
        inArray(houseSessions.signInId, liveSignIns(db, now)),
      ),
    )
    .returning({ userId: houseSessions.userId, gameCode: houseSessions.gameCode });
  if (!opened) throw fieldError('launch_token', 'game_session_invalid');
  const [player] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(eq(users.id, opened.userId));
  return { session, ...opened, userName: player!.userName };
}

/**
 * The player and game of a play session that is still open, for a request that is not signed in as someone else.
 */
export async function playSession(
  db: Executor,
  session: string,
  signedInAs: number | null,
  now: Date,
): Promise<PlaySession> {
  const [row] = await db
    .select({ userId: houseSessions.userId, gameCode: houseSessions.gameCode })
    .from(houseSessions)
    .where(
      and(
        eq(houseSessions.sessionHash, sha256(session)),
        signedInAs === null ? undefined : eq(houseSessions.userId, signedInAs),
        gt(houseSessions.expiresAt, now),
        inArray(houseSessions.userId, activePlayers(db)),
        inArray(houseSessions.signInId, liveSignIns(db)),
      ),
    );
  if (!row) throw fieldError('session', 'game_session_invalid');
  return row;
}
