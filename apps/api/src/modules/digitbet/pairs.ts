// hot-path: every Digit Bet round takes its nonce here
import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { columnsOf, namedRows, namedStatement } from '../../db/statements';
import { digitbetSeeds } from '../../db/schema';
import { lockedProtectionColumn } from '../../platform/protection/guard';
import { hashSeed, newClientSeed, newServerSeed } from './fairness';

export type Seed = typeof digitbetSeeds.$inferSelect;

/** The player's active seed pair, locked for this transaction; the first bet creates it. */
export async function activeSeed(db: Executor, userId: number, at: Date): Promise<Seed> {
  const [seed] = await db
    .select()
    .from(digitbetSeeds)
    .where(and(eq(digitbetSeeds.userId, userId), eq(digitbetSeeds.active, true)))
    .for('update');
  return seed ?? createSeed(db, userId, at);
}

export async function createSeed(db: Executor, userId: number, at: Date): Promise<Seed> {
  const serverSeed = newServerSeed();
  const [created] = await db
    .insert(digitbetSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: hashSeed(serverSeed),
      clientSeed: newClientSeed(),
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? activeSeed(db, userId, at);
}

/**
 * Ends the player's active pair (its server seed is revealed) and commits to a fresh server seed with `clientSeed`
 * (the ending pair's client seed when none is given). Returns the pair that ended and the one now in play.
 */
export async function rotatePair(tx: Transaction, userId: number, clientSeed: string | undefined, at: Date) {
  const ended = await activeSeed(tx, userId, at);
  await tx.update(digitbetSeeds).set({ active: false, revealedAt: at }).where(eq(digitbetSeeds.id, ended.id));
  const serverSeed = newServerSeed();
  const [next] = await tx
    .insert(digitbetSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: hashSeed(serverSeed),
      clientSeed: clientSeed ?? ended.clientSeed,
      createdAt: at,
    })
    .returning();
  return { ended, next: next! };
}

const LOCKED_PAIR = namedStatement(
  'digitbet_locked_pair',
  (param) =>
    `select ${columnsOf(digitbetSeeds)}, ${lockedProtectionColumn(param('userId'))}
     from digitbet_seeds where user_id = ${param('userId')} and active for update`,
);

/**
 * The player's active pair, locked for this transaction (the first bet creates it), with the player's protection
 * row, locked, for guardStakeOn: one statement.
 */
export async function lockedPair(tx: Transaction, userId: number, at: Date) {
  const [locked] = await namedRows<Seed & { protection: Record<string, unknown> | null }>(tx, LOCKED_PAIR, {
    userId,
  });
  if (!locked) {
    await createSeed(tx, userId, at);
    return lockedPair(tx, userId, at);
  }
  const { protection, ...seed } = locked;
  return { seed, protection };
}

const ACTIVE_PAIR = namedStatement(
  'digitbet_active_pair',
  (param) =>
    `select ${columnsOf(digitbetSeeds)} from digitbet_seeds where user_id = ${param('userId')} and active`,
);

/** Players whose pairs one process keeps at most, per database; the oldest read goes first. */
const KEPT_PAIRS = 10_000;

/**
 * The pairs in play as this process last saw them, so that a round can be rolled before its statement is sent. Only a
 * guess: the statement that posts a round checks the pair is still active at that nonce (digitbet_play_many), and a
 * round rolled on a stale guess posts nothing and is rolled again on the pair read afresh. Simultaneous rounds of one
 * player share one read and take consecutive nonces, in the order they are sent.
 */
export class PairsInPlay {
  private readonly byDatabase = new WeakMap<Executor, Map<number, KeptPair>>();

  /** The player's pair and the nonce this round is rolled at. */
  async take(db: Executor, userId: number, at: Date): Promise<{ seed: Seed; nonce: number }> {
    const pairs = this.pairsOf(db);
    let kept = pairs.get(userId);
    if (!kept) {
      const entry: KeptPair = { read: readPair(db, userId, at), seed: null };
      entry.read.then(
        (seed) => (entry.seed = seed),
        () => pairs.get(userId) === entry && pairs.delete(userId),
      );
      if (pairs.size >= KEPT_PAIRS) pairs.delete(pairs.keys().next().value!);
      pairs.set(userId, (kept = entry));
    }
    const seed = await kept.read;
    const nonce = seed.nextNonce;
    seed.nextNonce += 1;
    return { seed, nonce };
  }

  /** The guess on `seed` was wrong, or a round on it was not played: the next round reads the pair afresh. */
  forget(db: Executor, userId: number, seed: Seed) {
    const pairs = this.pairsOf(db);
    if (pairs.get(userId)?.seed === seed) pairs.delete(userId);
  }

  private pairsOf(db: Executor) {
    let pairs = this.byDatabase.get(db);
    if (!pairs) this.byDatabase.set(db, (pairs = new Map()));
    return pairs;
  }
}

interface KeptPair {
  read: Promise<Seed>;
  /** The pair once read. */
  seed: Seed | null;
}

async function readPair(db: Executor, userId: number, at: Date): Promise<Seed> {
  const [seed] = await namedRows<Seed>(db, ACTIVE_PAIR, { userId });
  return seed ?? createSeed(db, userId, at);
}
