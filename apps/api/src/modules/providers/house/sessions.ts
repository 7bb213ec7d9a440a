import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { houseSessions } from '../../../db/schema';
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

/** Opens the launch once, for its own player and while fresh, and returns the play session for the spins. */
export async function openLaunch(db: Executor, userId: number, token: string, now: Date) {
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
        eq(houseSessions.userId, userId),
        isNull(houseSessions.openedAt),
        gt(houseSessions.launchExpiresAt, now),
      ),
    )
    .returning({ gameCode: houseSessions.gameCode });
  if (!opened) throw fieldError('launch_token', 'game_session_invalid');
  return { session, gameCode: opened.gameCode };
}

/** The game a play session belongs to, if it is the player's and still open. */
export async function sessionGame(db: Executor, userId: number, session: string, now: Date): Promise<string> {
  const [row] = await db
    .select({ gameCode: houseSessions.gameCode })
    .from(houseSessions)
    .where(
      and(
        eq(houseSessions.sessionHash, sha256(session)),
        eq(houseSessions.userId, userId),
        gt(houseSessions.expiresAt, now),
      ),
    );
  if (!row) throw fieldError('session', 'game_session_invalid');
  return row.gameCode;
}
