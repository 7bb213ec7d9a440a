import { createHash } from 'node:crypto';
import type { TwodChainReply } from '@zeya/contract/twod';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { twodResultChain, users } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import { twodOf } from './derive';
import type { Draw } from './draws';

/** The chain's first link points at 64 zeros. */
export const GENESIS = '0'.repeat(64);
/** One lock for appending: two draws settled at once still chain one after the other. */
const CHAIN_LOCK = 7_202_617;

export type ChainEntry = typeof twodResultChain.$inferSelect;

/**
 * What each hash covers, in this order, joined by "|": the previous hash, the day, the time id, the number, the SET
 * index and the traded value as read, the reading's source and time (ISO 8601, UTC), and who read it ("" for the
 * feed). The explainer page gives the same recipe so anyone can recompute it.
 */
export function hashOf(entry: Omit<ChainEntry, 'seq' | 'drawId' | 'hash'>): string {
  const text = [
    entry.prevHash,
    entry.drawDate,
    entry.timeId,
    entry.result,
    entry.set,
    entry.value,
    entry.source,
    entry.readAt.toISOString(),
    entry.readBy ?? '',
  ].join('|');
  return createHash('sha256').update(text).digest('hex');
}

/** A number settles only when it follows from the SET and value it was read with. */
export function assertFollows(draw: Draw): void {
  const derived = draw.resultSet && draw.resultValue ? twodOf(draw.resultSet, draw.resultValue) : null;
  if (derived === null || derived !== draw.result) throw new HttpError(409, 'twod_result_not_derived');
}

/** Appends a settled draw to the chain, inside the settlement's transaction. */
export async function appendToChain(tx: Transaction, draw: Draw): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
  const [last] = await tx.select().from(twodResultChain).orderBy(desc(twodResultChain.seq)).limit(1);
  const [reader] = draw.resultEnteredBy
    ? await tx.select({ name: users.userName }).from(users).where(eq(users.id, draw.resultEnteredBy))
    : [];
  const entry = {
    drawDate: draw.drawDate,
    timeId: draw.timeId,
    result: draw.result!,
    set: draw.resultSet!,
    value: draw.resultValue!,
    source: draw.resultSource ?? 'operator',
    readAt: draw.resultEnteredAt!,
    readBy: reader?.name ?? null,
    prevHash: last?.hash ?? GENESIS,
  };
  await tx
    .insert(twodResultChain)
    .values({ ...entry, seq: (last?.seq ?? 0) + 1, drawId: draw.id, hash: hashOf(entry) });
}

export async function chainEntries(db: Executor): Promise<ChainEntry[]> {
  return db.select().from(twodResultChain).orderBy(asc(twodResultChain.seq));
}

/**
 * The entries that break the chain: a hash that is not its content's, a link to anything but the previous hash, or
 * a number that does not follow from its readings. Empty when the chain holds.
 */
export function brokenLinks(entries: ChainEntry[]): number[] {
  const broken: number[] = [];
  let prev = GENESIS;
  for (const entry of entries) {
    const follows = twodOf(entry.set, entry.value) === entry.result;
    if (entry.prevHash !== prev || hashOf(entry) !== entry.hash || !follows) broken.push(entry.seq);
    prev = entry.hash;
  }
  return broken;
}

/** The chain as the public endpoint serves it, with the recipe to check it and whether it holds. */
export async function chainView(db: Executor): Promise<TwodChainReply> {
  const entries = await chainEntries(db);
  const broken = brokenLinks(entries);
  return {
    algorithm: 'sha256',
    recipe:
      'sha256(prev_hash|date|time_id|result|set|value|source|read_at|read_by), read_by "" when null; first prev_hash is 64 zeros',
    rule: 'result = last digit of the SET index with two decimals, then last digit of the whole part of the traded value',
    verified: broken.length === 0,
    broken,
    entries: entries.map((entry) => ({
      seq: entry.seq,
      date: entry.drawDate,
      time_id: entry.timeId,
      result: entry.result,
      set: entry.set,
      value: entry.value,
      source: entry.source,
      read_at: entry.readAt.toISOString(),
      read_by: entry.readBy,
      prev_hash: entry.prevHash,
      hash: entry.hash,
    })),
  };
}
