import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { gameRounds, providerReviews } from '../../db/schema';
import { moveRound } from '../money/game-wallet';

/**
 * What a provider's money paths leave for an operator: differences between the provider's record of a round and
 * ours (reconciliation), resolved by posting the difference through the game wallet, and moves applied but flagged
 * (a large credit), acknowledged. Any provider records into it; the console lists and closes items by id.
 */
export interface RoundFigures {
  /** pya */
  stake: number;
  win: number;
}

export interface Difference {
  provider: string;
  kind: 'unknown_wager' | 'amount_mismatch' | 'missed_settlement';
  subject: string;
  userId: number;
  roundCode: string;
  gameCode: string;
  productCode: string | null;
  ours: RoundFigures | null;
  theirs: RoundFigures;
  details: Record<string, unknown>;
  at: Date;
}

/** Opens an item for a difference, or brings the open one of the same subject up to date. */
export async function recordDifference(db: Executor, difference: Difference): Promise<void> {
  const figures = {
    kind: difference.kind,
    oursStake: difference.ours?.stake ?? null,
    oursWin: difference.ours?.win ?? null,
    theirsStake: difference.theirs.stake,
    theirsWin: difference.theirs.win,
    details: difference.details,
    updatedAt: difference.at,
  };
  await db
    .insert(providerReviews)
    .values({
      ...figures,
      provider: difference.provider,
      subject: difference.subject,
      userId: difference.userId,
      roundCode: difference.roundCode,
      gameCode: difference.gameCode,
      productCode: difference.productCode,
      status: 'open',
      detectedAt: difference.at,
    })
    .onConflictDoUpdate({
      target: [providerReviews.provider, providerReviews.subject],
      targetWhere: sql`${providerReviews.status} = 'open'`,
      set: figures,
    });
}

/** Flags a move that was applied but deserves a look (at most one open flag per subject). */
export async function flagForReview(
  db: Executor,
  flag: {
    provider: string;
    kind: string;
    subject: string;
    userId: number;
    roundCode: string;
    amount: number;
    details: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(providerReviews)
    .values({
      provider: flag.provider,
      kind: flag.kind,
      subject: flag.subject,
      userId: flag.userId,
      roundCode: flag.roundCode,
      theirsWin: flag.amount,
      details: flag.details,
      status: 'open',
      detectedAt: flag.at,
      updatedAt: flag.at,
    })
    .onConflictDoNothing();
}

export type OpenItem = typeof providerReviews.$inferSelect;

/** The open item of that id, locked until the transaction ends, or null when there is none (or it is closed). */
export async function lockOpenItem(tx: Transaction, id: number): Promise<OpenItem | null> {
  const [item] = await tx
    .select()
    .from(providerReviews)
    .where(and(eq(providerReviews.id, id), eq(providerReviews.status, 'open')))
    .for('update');
  return item ?? null;
}

async function roundNow(tx: Transaction, item: OpenItem): Promise<RoundFigures> {
  const [round] = await tx
    .select({ stake: gameRounds.bet, win: gameRounds.win, status: gameRounds.status })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.provider, item.provider),
        eq(gameRounds.roundCode, item.roundCode!),
        eq(gameRounds.userId, item.userId!),
      ),
    );
  return round && round.status !== 'void' ? { stake: round.stake, win: round.win } : { stake: 0, win: 0 };
}

/**
 * What else a provider's resolution must change in its own books, in the same transaction (Shan: the balance last
 * synced with it); it may refuse, which rolls the posting back. Registered by the provider's module.
 */
export type ResolutionEffect = (tx: Transaction, item: OpenItem, amount: number, at: Date) => Promise<void>;
const effects = new Map<string, ResolutionEffect>();

export function onResolution(provider: string, effect: ResolutionEffect) {
  effects.set(provider, effect);
}

/**
 * Resolves a difference: moves the player's game balance by the provider's net of the round minus ours as the round
 * stands now (a callback that arrived since counts), through the game wallet, once: the posting's reference is the
 * item's, and the item is closed in the same transaction that holds its lock. A debit beyond the balance becomes debt.
 * Returns the reference and the amount moved (pya, player's side; zero moves nothing).
 */
export async function resolveDifference(tx: Transaction, item: OpenItem, actorId: number, at: Date) {
  const now = await roundNow(tx, item);
  const stake = (item.theirsStake ?? 0) - now.stake;
  const win = (item.theirsWin ?? 0) - now.win;
  const transactionId = `review:${item.id}`;
  // First, so that its own locks come before the ledger's, as on the provider's callback path.
  await effects.get(item.provider)?.(tx, item, win - stake, at);
  await moveRound(tx, {
    provider: item.provider,
    houseCode: `games:${item.provider}`,
    userId: item.userId!,
    gameCode: item.gameCode ?? item.roundCode!,
    productCode: item.productCode ?? undefined,
    roundCode: item.roundCode!,
    transactionId,
    amount: win - stake,
    kind: 'game_adjustment',
    stake,
    win,
    settles: true,
    forced: true,
    at,
    details: { review: item.id, kind: item.kind },
  });
  const reference = `game:${item.provider}:${transactionId}`;
  await closeItem(tx, item.id, 'resolved', actorId, at, reference);
  return { reference, amount: win - stake };
}

export async function closeItem(
  tx: Transaction,
  id: number,
  status: 'resolved' | 'dismissed',
  actorId: number,
  at: Date,
  resolution: string | null = null,
) {
  await tx
    .update(providerReviews)
    .set({ status, closedBy: actorId, closedAt: at, updatedAt: at, resolution })
    .where(eq(providerReviews.id, id));
}
