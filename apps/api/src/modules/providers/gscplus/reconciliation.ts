import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { Database } from '../../../db/client';
import { gameRounds } from '../../../db/schema';
import { recordDifference, type RoundFigures } from '../../../platform/provider-reviews';
import { repeatWhileRunning } from '../../../platform/repeat';
import { advanceCursor, claimCursor, releaseCursor } from '../../../platform/walk-cursor';
import { bonusCodeOf } from './actions';
import { creditPya, debitPya, isCurrency, type Currency } from './currency';
import { memberPlayerId } from './members';
import { GSCPLUS, gscplusSettings, type GscplusSettings } from './settings';
import { WAGER_WINDOW_MS, wagersSettledIn, type ListedWager } from './wager-list';

/** An arbitrary constant, apart from the other advisory locks (migration, audit chain, seed, 2D feed). */
const RECONCILE_LOCK = 7_262_012;
const CURSOR = 'gscplus:wagers';
/** A first pass looks back this far; after that the cursor says where to go on from. */
const FIRST_LOOKBACK_MS = 60 * 60_000;
const MAX_WINDOWS_PER_PASS = 24;
/** Each of our postings was rounded to the pya on its own; the aggregator's totals were not. */
const TOLERANCE_PYA = 1;
const SETTLED = new Set(['SETTLED', 'RESETTLED', 'BONUS']);

export interface PassOutcome {
  windows: number;
  wagers: number;
  differences: number;
}

const magnitude = (amount: string) => amount.trim().replace(/^[+-]/, '');
const sign = (amount: string) => (amount.trim().startsWith('-') ? -1 : 1);

/** The round as the aggregator has it, in pya rounded as our wallet rounds; a free round's stake is not the player's. */
function theirFigures(wager: ListedWager, currency: Currency): RoundFigures {
  if (wager.status === 'VOID') return { stake: 0, win: 0 };
  const free = wager.wagerType === 'FREEROUND' || bonusCodeOf(wager) !== null;
  return {
    stake: free ? 0 : (debitPya(currency, magnitude(wager.betAmount)) ?? 0),
    win: sign(wager.prizeAmount) * (creditPya(currency, magnitude(wager.prizeAmount)) ?? 0),
  };
}

const close = (a: RoundFigures, b: RoundFigures) =>
  Math.abs(a.stake - b.stake) <= TOLERANCE_PYA && Math.abs(a.win - b.win) <= TOLERANCE_PYA;

/** Compares one settled wager with our round of it; records a difference and answers true when they disagree. */
async function compareWager(db: Database, wager: ListedWager, now: Date): Promise<boolean> {
  if ((!SETTLED.has(wager.status) && wager.status !== 'VOID') || !isCurrency(wager.currency)) return false;
  const userId = await memberPlayerId(db, wager.memberAccount);
  if (userId === null) return false;
  const theirs = theirFigures(wager, wager.currency);
  const [round] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, GSCPLUS), eq(gameRounds.roundCode, wager.code)));
  if (round && round.userId !== userId) return false;
  const ours =
    round && (round.status === 'void' ? { stake: 0, win: 0 } : { stake: round.bet, win: round.win });
  if (ours ? close(ours, theirs) : theirs.stake === 0 && theirs.win === 0) return false;
  await recordDifference(db, {
    provider: GSCPLUS,
    kind: !round
      ? 'unknown_wager'
      : round.status === 'open' && wager.status !== 'VOID'
        ? 'missed_settlement'
        : 'amount_mismatch',
    subject: `wager:${wager.code}`,
    userId,
    roundCode: wager.code,
    gameCode: round?.gameCode ?? wager.gameCode ?? String(wager.productCode ?? wager.code),
    productCode: round?.productCode ?? (wager.productCode === null ? null : String(wager.productCode)),
    ours: ours ?? null,
    theirs,
    details: {
      status: wager.status,
      currency: wager.currency,
      bet_amount: wager.betAmount,
      prize_amount: wager.prizeAmount,
      settled_at: wager.settledAt,
    },
    at: now,
  });
  return true;
}

/**
 * One pass of reconciliation: on the one instance that holds the cursor, reads the wager list window by window (each
 * under five minutes, as the document allows) from where the last pass stopped up to `lag` ago (so callbacks still
 * on their way are not taken for missing), compares each settled wager with our round, and moves the cursor on after
 * each window. Null when another instance is walking.
 */
export async function reconcilePass(
  db: Database,
  settings: GscplusSettings,
  now: Date,
): Promise<PassOutcome | null> {
  const until = now.getTime() - settings.reconcileLagSeconds * 1000;
  const claim = await claimCursor(db, {
    name: CURSOR,
    lock: RECONCILE_LOCK,
    start: new Date(until - FIRST_LOOKBACK_MS),
    now,
  });
  if (!claim) return null;
  const outcome: PassOutcome = { windows: 0, wagers: 0, differences: 0 };
  try {
    while (outcome.windows < MAX_WINDOWS_PER_PASS && claim.position.getTime() + WAGER_WINDOW_MS <= until) {
      const start = claim.position;
      const next = new Date(start.getTime() + WAGER_WINDOW_MS);
      const { wagers } = await wagersSettledIn(settings, start, new Date(next.getTime() - 1), now);
      for (const wager of wagers) if (await compareWager(db, wager, now)) outcome.differences += 1;
      outcome.wagers += wagers.length;
      outcome.windows += 1;
      if (!(await advanceCursor(db, claim, next, now))) break;
    }
  } finally {
    await releaseCursor(db, claim);
  }
  return outcome;
}

/** Runs a pass every configured interval while the app runs (when the aggregator is configured and it is not 0). */
export function reconcileWhileRunning(app: FastifyInstance, deps: AppDeps) {
  const settings = gscplusSettings(deps.config);
  if (!settings || settings.reconcileIntervalSeconds === 0) return;
  repeatWhileRunning(
    app,
    settings.reconcileIntervalSeconds,
    () => reconcilePass(deps.db, settings, deps.clock.now()),
    'gscplus reconciliation pass failed; the next one resumes where it stopped',
  );
}
