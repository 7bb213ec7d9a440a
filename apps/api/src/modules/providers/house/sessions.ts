import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { houseSessions, users } from '../../../db/schema';
import { fieldError } from '../../../platform/errors';

const LAUNCH_MINUTES = 10;
const SESSION_HOURS = 12;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A one-time launch token for `gameCode`, bound to the player; it goes into the game's URL. */
export async function createLaunch(
  db: Executor,
  userId: number,
  gameCode: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(houseSessions).values({
    userId,
    gameCode,
    launchTokenHash: sha256(token),
    launchExpiresAt: new Date(now.getTime() + LAUNCH_MINUTES * 60_000),
    createdAt: now,
  });
  return token;
}

/** Players who may play: a banned player's launches and sessions stop with the ban. */
const activePlayers = (db: Executor) =>
  db.select({ id: users.id }).from(users).where(eq(users.status, 'active'));

/** A player's play session of one game: the only credential the game holds, like a provider's game URL. */
export interface PlaySession {
  userId: number;
  gameCode: string;
}

/**
 * Opens a launch once, for the game it was made for and while fresh, and returns the play session for the spins.
 * The token alone says who plays: the game needs no sign-in of ours, in whatever browser it opens.
 */
export async function openLaunch(db: Executor, token: string, gameCode: string, now: Date) {
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
        eq(houseSessions.launchTokenHash, sha256(token)),
        eq(houseSessions.gameCode, gameCode),
        isNull(houseSessions.openedAt),
        gt(houseSessions.launchExpiresAt, now),
        inArray(houseSessions.userId, activePlayers(db)),
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

/** The player and game of a play session that is still open. */
export async function playSession(db: Executor, session: string, now: Date): Promise<PlaySession> {
  const [row] = await db
    .select({ userId: houseSessions.userId, gameCode: houseSessions.gameCode })
    .from(houseSessions)
    .where(
      and(
        eq(houseSessions.sessionHash, sha256(session)),
        gt(houseSessions.expiresAt, now),
        inArray(houseSessions.userId, activePlayers(db)),
      ),
    );
  if (!row) throw fieldError('session', 'game_session_invalid');
  return row;
}
