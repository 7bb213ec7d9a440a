// hot-path: every money POST is checked against its Idempotency-Key here
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { idempotentRequests } from '../../db/schema';
import { actorOf } from '../auth/access';
import { HttpError } from '../http/errors';
import { inTransaction } from '../../db/transaction';

/** An optional client key that makes a retried money request safe: letters, digits, '-' and '_'. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{8,100}$/, 'field_invalid')
    .optional(),
});

/** Fields that are checked, not part of what the request asks for: a password is never hashed into a fingerprint. */
const UNFINGERPRINTED = new Set(['password']);

/** JSON of a body with sorted keys, an upload as the hash of its bytes, and no password. */
function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `sha256:${createHash('sha256').update(value).digest('hex')}`;
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !UNFINGERPRINTED.has(key))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  return value;
}

function fingerprintOf(request: FastifyRequest): string {
  const what = [request.method, request.routeOptions.url, request.params, request.body ?? null];
  return createHash('sha256')
    .update(JSON.stringify(canonical(what)))
    .digest('hex');
}

/**
 * Runs a money-moving route's work once per Idempotency-Key of its owner, and returns its reply. The key is
 * claimed in the same transaction as the work (which runs on that transaction), so the reply is kept exactly when the
 * money moved: a retry, even one sent while the first is still running, waits for it and gets its reply back; the
 * same key with another route or body is a 409; a request refused (nothing moved) keeps nothing, so a retry runs
 * again. Without the header the work runs as it always did.
 */
export async function onceByKey<T>(
  deps: AppDeps,
  request: FastifyRequest,
  work: (deps: AppDeps) => Promise<T>,
  /** Whose keys these are: the signed-in user, or the player of a game's play session (which needs no sign-in). */
  ownerId = actorOf(request).userId,
): Promise<T> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return work(deps);
  const fingerprint = fingerprintOf(request);
  return inTransaction(deps.db, async (tx) => {
    const [claimed] = await tx
      .insert(idempotentRequests)
      .values({ ownerId, key, fingerprint, createdAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ id: idempotentRequests.id });
    if (!claimed) {
      const earlier = await readKept<T>(tx, ownerId, key, fingerprint);
      if (!earlier) throw new HttpError(409, 'idempotency_key_reused');
      return earlier.reply;
    }
    const reply = await work(Object.assign({}, deps, { db: tx as unknown as Database }));
    await tx.update(idempotentRequests).set({ reply }).where(eq(idempotentRequests.id, claimed.id));
    return reply;
  });
}

/**
 * Checks a route makes before onceByKey's transaction opens, unless the request's Idempotency-Key already has its
 * reply: a retry of a request that went through gets that reply back, not a refusal as a duplicate of itself, and not
 * the work again. A copy sent at the same moment may go through while these checks run; when they refuse, the key is
 * looked up once more, so the copy's reply still wins over a refusal its own work caused. A 409 when the key went with
 * another request.
 */
export async function checkedUnlessKept<T, C>(
  deps: AppDeps,
  request: FastifyRequest,
  check: () => Promise<C>,
  ownerId = actorOf(request).userId,
): Promise<{ reply: T } | { checked: C }> {
  const earlier = await keptReply<T>(deps, request, ownerId);
  if (earlier) return earlier;
  try {
    return { checked: await check() };
  } catch (refusal) {
    const meanwhile = await keptReply<T>(deps, request, ownerId);
    if (meanwhile) return meanwhile;
    throw refusal;
  }
}

async function keptReply<T>(
  deps: AppDeps,
  request: FastifyRequest,
  ownerId: number,
): Promise<{ reply: T } | null> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return null;
  return readKept<T>(deps.db, ownerId, key, fingerprintOf(request));
}

/** The reply kept under an owner's key, null when the key is new; a 409 when the key went with another request. */
async function readKept<T>(db: Pick<Database, 'select'>, ownerId: number, key: string, fingerprint: string) {
  const [kept] = await db
    .select({ fingerprint: idempotentRequests.fingerprint, reply: idempotentRequests.reply })
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.ownerId, ownerId), eq(idempotentRequests.key, key)));
  if (!kept) return null;
  if (kept.fingerprint !== fingerprint) throw new HttpError(409, 'idempotency_key_reused');
  return { reply: kept.reply as T };
}
