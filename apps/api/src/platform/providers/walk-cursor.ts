import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { jobCursors } from '../../db/schema';
import { inTransaction } from '../../db/transaction';

/**
 * A background job that walks a provider's history in steps (e.g. reconciliation reading a wager list window by
 * window) keeps its position in the database, so it resumes where it was after a restart, and walks on one instance
 * at a time: a claim takes a transaction-scoped advisory lock only long enough to take a lease on the cursor (no
 * transaction stays open over the provider's HTTP calls), and every step moves the cursor from where the walker
 * found it, so two walkers could never record the same stretch twice even past an expired lease.
 */
const LEASE_MS = 2 * 60_000;

export interface CursorClaim {
  name: string;
  position: Date;
}

/** The cursor's position when this instance may walk it now; null when another instance holds it. */
export function claimCursor(
  db: Database,
  input: { name: string; lock: number; start: Date; now: Date },
): Promise<CursorClaim | null> {
  return inTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${input.lock}) as locked`,
    );
    if (!lock?.locked) return null;
    await tx
      .insert(jobCursors)
      .values({ name: input.name, position: input.start, updatedAt: input.now })
      .onConflictDoNothing();
    const [cursor] = await tx.select().from(jobCursors).where(eq(jobCursors.name, input.name));
    if (cursor!.leasedUntil && cursor!.leasedUntil > input.now) return null;
    const leasedUntil = new Date(input.now.getTime() + LEASE_MS);
    await tx.update(jobCursors).set({ leasedUntil }).where(eq(jobCursors.name, input.name));
    return { name: input.name, position: cursor!.position };
  });
}

/** Moves the cursor on from where the claim found it; false when it was moved meanwhile (then stop walking). */
export async function advanceCursor(db: Database, claim: CursorClaim, to: Date, now: Date): Promise<boolean> {
  const moved = await db
    .update(jobCursors)
    .set({ position: to, updatedAt: now, leasedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(jobCursors.name, claim.name), eq(jobCursors.position, claim.position)))
    .returning({ name: jobCursors.name });
  if (moved.length === 0) return false;
  claim.position = to;
  return true;
}

export async function releaseCursor(db: Database, claim: CursorClaim): Promise<void> {
  await db
    .update(jobCursors)
    .set({ leasedUntil: null })
    .where(and(eq(jobCursors.name, claim.name), eq(jobCursors.position, claim.position)));
}
