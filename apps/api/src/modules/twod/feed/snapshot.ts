import { eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database, type Executor } from '../../../db/client';
import { twodFeedSnapshot } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { feedReply, type FeedReply } from './upstream';

/** An arbitrary constant, apart from the other advisory locks (migration, audit chain, seed). */
const FEED_POLL_LOCK = 7_262_010;

/**
 * The row's payload is the last good reply with the time it arrived; fetched_at is when an instance last went to the
 * upstream, good reply or not. Kept apart because a failing upstream must still look stale to /twod/live.
 */
const stored = z.object({ received_at: z.iso.datetime(), reply: feedReply });

export interface FeedSnapshot {
  reply: FeedReply;
  receivedAt: Date;
}

/**
 * Whether this instance polls the upstream now: not when another instance holds the lock or polled less than an
 * interval ago. The claim is written before the lock goes rather than the lock being held over the HTTP call, since
 * an open transaction on PGlite holds up every other query of the process.
 */
export function claimPoll(db: Database, now: Date, intervalMs: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${FEED_POLL_LOCK}) as locked`,
    );
    if (!lock?.locked) return false;
    const claimed = await tx
      .insert(twodFeedSnapshot)
      .values({ id: 1, payload: {}, fetchedAt: now })
      .onConflictDoUpdate({
        target: twodFeedSnapshot.id,
        set: { fetchedAt: now },
        setWhere: lte(twodFeedSnapshot.fetchedAt, new Date(now.getTime() - intervalMs)),
      })
      .returning({ id: twodFeedSnapshot.id });
    return claimed.length > 0;
  });
}

export async function storeSnapshot(db: Executor, reply: FeedReply, receivedAt: Date): Promise<void> {
  await db
    .update(twodFeedSnapshot)
    .set({ payload: { received_at: receivedAt.toISOString(), reply } })
    .where(eq(twodFeedSnapshot.id, 1));
}

/** The last good reply any instance stored, or null before the first one. */
export async function readSnapshot(db: Executor): Promise<FeedSnapshot | null> {
  const [row] = await db
    .select({ payload: twodFeedSnapshot.payload })
    .from(twodFeedSnapshot)
    .where(eq(twodFeedSnapshot.id, 1));
  const parsed = stored.safeParse(row?.payload);
  return parsed.success ? { reply: parsed.data.reply, receivedAt: new Date(parsed.data.received_at) } : null;
}
