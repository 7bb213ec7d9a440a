import { createHash } from 'node:crypto';
import type { EnteredRole, FeedMatch, TwodChainReply } from '@zeya/contract/twod';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { twodResultChain, users } from '../../db/schema';
import { HttpError } from '../../platform/http/errors';
import { twodOf } from './derive';
import type { Draw } from './draws';
import { feedMatchOf } from './feed-match';

/** The chain's first link points at 64 zeros. */
export const GENESIS = '0'.repeat(64);
/** One lock for appending: two draws settled at once still chain one after the other. */
const CHAIN_LOCK = 7_202_617;

export type ChainEntry = typeof twodResultChain.$inferSelect;

/** The recipe of the entries appended now; entries of recipe 1 were settled before the two people were chained. */
const RECIPE = 2;

/**
 * What each hash covers, joined by "|": the previous hash, the day, the time id, the number, the SET index and the
 * traded value as read, the reading's source and time, and who read it; since recipe 2 also whether the figures were
 * the feed's, the role of who entered them, and who confirmed them in which role. The public endpoint serves this
 * text and the verify page explains it, so anyone can recompute every hash.
 */
const RECIPES =
  'recipe 1: sha256(prev_hash|date|time_id|result|set|value|source|read_at|read_by); ' +
  'recipe 2: sha256(prev_hash|date|time_id|result|set|value|source|read_at|read_by|feed_match|entered_role|confirmed_by|confirmed_role); ' +
  'read_at in ISO 8601 UTC, read_by "" when null; the first prev_hash is 64 zeros';

/** An entry's hash by its own recipe (RECIPES). */
export function hashOf(entry: Omit<ChainEntry, 'seq' | 'drawId' | 'hash'>): string {
  const fields = [
    entry.prevHash,
    entry.drawDate,
    entry.timeId,
    entry.result,
    entry.set,
    entry.value,
    entry.source,
    entry.readAt.toISOString(),
    entry.readBy ?? '',
  ];
  if (entry.recipe === 2)
    fields.push(
      entry.feedMatch ?? '',
      entry.enteredRole ?? '',
      entry.confirmedBy ?? '',
      entry.confirmedRole ?? '',
    );
  return createHash('sha256').update(fields.join('|')).digest('hex');
}

/** A number settles only when it follows from the SET and value it was read with. */
export function assertFollows(draw: Draw): void {
  const derived = draw.resultSet && draw.resultValue ? twodOf(draw.resultSet, draw.resultValue) : null;
  if (derived === null || derived !== draw.result) throw new HttpError(409, 'twod_result_not_derived');
}

/** Who confirms a draw: their user name and role. */
export interface Confirmer {
  name: string;
  role: 'operator' | 'admin';
}

/**
 * Appends a settled draw to the chain, inside the settlement's transaction, with the two people who decided it: who
 * entered it (the feed, or a console user in their role now) and who confirmed it, and whether its figures were the
 * ones the feed published (a feed's own entry matches by definition).
 */
export async function appendToChain(tx: Transaction, draw: Draw, confirmer: Confirmer): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
  const [last] = await tx.select().from(twodResultChain).orderBy(desc(twodResultChain.seq)).limit(1);
  const [reader] = draw.resultEnteredBy
    ? await tx
        .select({ name: users.userName, role: users.role })
        .from(users)
        .where(eq(users.id, draw.resultEnteredBy))
    : [];
  const feedMatch: FeedMatch =
    draw.resultSource === 'feed' ? 'matched' : feedMatchOf(draw, draw.resultSet, draw.resultValue);
  const entry = {
    recipe: RECIPE,
    drawDate: draw.drawDate,
    timeId: draw.timeId,
    result: draw.result!,
    set: draw.resultSet!,
    value: draw.resultValue!,
    source: draw.resultSource ?? 'operator',
    readAt: draw.resultEnteredAt!,
    readBy: reader?.name ?? null,
    feedMatch,
    enteredRole: draw.resultSource === 'feed' ? 'feed' : (reader?.role ?? null),
    confirmedBy: confirmer.name,
    confirmedRole: confirmer.role,
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
    recipe: RECIPES,
    rule: 'result = last digit of the SET index with two decimals, then last digit of the whole part of the traded value',
    verified: broken.length === 0,
    broken,
    entries: entries.map((entry) => ({
      seq: entry.seq,
      recipe: entry.recipe === 2 ? 2 : 1,
      date: entry.drawDate,
      time_id: entry.timeId,
      result: entry.result,
      set: entry.set,
      value: entry.value,
      source: entry.source,
      read_at: entry.readAt.toISOString(),
      read_by: entry.readBy,
      // Written only by appendToChain, from the contract's own words.
      feed_match: entry.feedMatch as FeedMatch | null,
      entered_role: entry.enteredRole as EnteredRole | null,
      confirmed_by: entry.confirmedBy,
      confirmed_role: entry.confirmedRole as Confirmer['role'] | null,
      prev_hash: entry.prevHash,
      hash: entry.hash,
    })),
  };
}
