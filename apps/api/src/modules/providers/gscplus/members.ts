import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { providerMembers, users } from '../../../db/schema';
import { GSCPLUS } from './settings';

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

/**
 * The password the aggregator knows the player by: made at random on the first launch and the same on every launch
 * after (two first launches at once agree on one).
 */
export async function memberPassword(db: Executor, key: Buffer, userId: number, now: Date): Promise<string> {
  await db
    .insert(providerMembers)
    .values({
      provider: GSCPLUS,
      userId,
      passwordSealed: seal(key, randomBytes(12).toString('base64url')),
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ sealed: providerMembers.passwordSealed })
    .from(providerMembers)
    .where(and(eq(providerMembers.provider, GSCPLUS), eq(providerMembers.userId, userId)));
  return open(key, row!.sealed);
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
