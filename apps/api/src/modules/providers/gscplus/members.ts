import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client';
import { providerMembers, users } from '../../../db/schema';
import { GSCPLUS, type GscplusSettings } from './settings';

/** AES-256-GCM: iv, tag and ciphertext in one base64 text. A wrong key or a changed byte fails to open. */
function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** The password `sealed` holds, if one of `keys` opens it. */
function openWithAny(keys: Buffer[], sealed: string): string | undefined {
  for (const key of keys) {
    try {
      return open(key, sealed);
    } catch {
      // Sealed with another key: try the next.
    }
  }
  return undefined;
}

const newPassword = () => randomBytes(12).toString('base64url');

async function sealedPassword(db: Executor, userId: number): Promise<string> {
  const [row] = await db
    .select({ sealed: providerMembers.passwordSealed })
    .from(providerMembers)
    .where(and(eq(providerMembers.provider, GSCPLUS), eq(providerMembers.userId, userId)));
  return row!.sealed;
}

/**
 * The password the aggregator knows the player by: made at random on the first launch and the same on every launch
 * after (two first launches at once agree on one). After a key change, one sealed with a previous key is sealed
 * again with the current one. One no configured key opens is lost for good: a fresh one is issued rather than
 * failing every launch of the player. The document (section 2.1) says the aggregator uses the password to identify
 * the member and says nothing of a member whose password changes, so this launch may be refused; that refusal then
 * reaches the player as any other does, and the warning tells the operator whom to sort out with the aggregator.
 * Money is not at stake: every wallet callback names the member by member_account alone (section 1).
 */
export async function memberPassword(
  db: Executor,
  settings: GscplusSettings,
  userId: number,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<string> {
  await db
    .insert(providerMembers)
    .values({
      provider: GSCPLUS,
      userId,
      passwordSealed: seal(settings.passwordKey, newPassword()),
      createdAt: now,
    })
    .onConflictDoNothing();
  const sealed = await sealedPassword(db, userId);
  const current = openWithAny([settings.passwordKey], sealed);
  if (current !== undefined) return current;
  const previous = openWithAny(settings.previousPasswordKeys, sealed);
  if (previous === undefined)
    log?.warn(
      { user_id: userId },
      'GSC+ member password sealed with a key no longer configured: a new one issued',
    );
  // Only over the text read: of two launches at once, one seals and both give the aggregator what it sealed.
  await db
    .update(providerMembers)
    .set({ passwordSealed: seal(settings.passwordKey, previous ?? newPassword()) })
    .where(
      and(
        eq(providerMembers.provider, GSCPLUS),
        eq(providerMembers.userId, userId),
        eq(providerMembers.passwordSealed, sealed),
      ),
    );
  return open(settings.passwordKey, await sealedPassword(db, userId));
}

/**
 * Every wallet call names a member: a member account never changes owner, so its player id is kept for the life of
 * the process, sparing the database a query on the busiest path.
 */
const MAX_CACHED = 200_000;
const playerIds = new WeakMap<Executor, Map<string, number>>();

function cacheOf<V>(caches: WeakMap<Executor, Map<string, V>>, db: Executor) {
  let cache = caches.get(db);
  if (!cache || cache.size > MAX_CACHED) caches.set(db, (cache = new Map()));
  return cache;
}

/** The player the aggregator names by member account, or null. */
export async function memberPlayerId(db: Executor, memberAccount: string): Promise<number | null> {
  const cache = cacheOf(playerIds, db);
  const known = cache.get(memberAccount);
  if (known !== undefined) return known;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.memberAccount, memberAccount));
  if (row) cache.set(memberAccount, row.id);
  return row?.id ?? null;
}
