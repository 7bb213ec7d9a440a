import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { Database, Executor } from '../../../db/client';
import { gameRounds } from '../../../db/schema';
import {
  flagForReview,
  recordDifference,
  type RoundFigures,
} from '../../../platform/providers/provider-reviews';
import { repeatWhileRunning } from '../../../platform/runtime/repeat';
import { advanceCursor, claimCursor, releaseCursor } from '../../../platform/providers/walk-cursor';
import { bonusCodeOf } from './actions';
import { isCurrency, toExact, type Currency } from './currency';
import { memberPlayerId } from './members';
import { GSCPLUS, gscplusSettings, type GscplusSettings } from './settings';
import { WAGER_WINDOW_MS, wagerByCode, wagersSettledIn, type ListedWager } from './wager-list';

/** An arbitrary constant, apart from the other advisory locks (migration, audit chain, seed, 2D feed). */
const RECONCILE_LOCK = 7_262_012;
const CURSOR = 'gscplus:wagers';
/** A first pass looks back this far; after that the cursor says where to go on from. */
const FIRST_LOOKBACK_MS = 60 * 60_000;
const MAX_WINDOWS_PER_PASS = 24;
/**
 * How far our settlement time of a round may be from the aggregator's: ours is when its settling callback reached us,
 * theirs when it settled, just before it called (its queue, the network and two clocks kept by NTP: seconds). 30 s
 * covers that many times over and keeps each window one call: a step of 4 minutes read with the margin on both sides
 * is the five minutes the wager list allows. A round settled further apart still (a retried deposit, an operator's
 * resolution) is looked up by its code before it is flagged.
 */
const SETTLEMENT_MARGIN_MS = 30_000;
const STEP_MS = WAGER_WINDOW_MS - 2 * SETTLEMENT_MARGIN_MS;
const SETTLED = new Set(['SETTLED', 'RESETTLED', 'BONUS']);

export interface PassOutcome {
  windows: number;
  wagers: number;
  differences: number;
  /** Rounds we settled that the aggregator does not list as settled. */
  unlisted: number;
}

const magnitude = (amount: string) => amount.trim().replace(/^[+-]/, '');
const sign = (amount: string) => (amount.trim().startsWith('-') ? -1 : 1);

/**
 * The round as the aggregator has it, exactly (hundredths of a pya: our wallet posts its figures unrounded); a free
 * round's stake is not the player's.
 */
function theirFigures(wager: ListedWager, currency: Currency): RoundFigures {
  if (wager.status === 'VOID') return { stake: 0, win: 0 };
  const free = wager.wagerType === 'FREEROUND' || bonusCodeOf(wager) !== null;
  return {
    stake: free ? 0 : (toExact(currency, magnitude(wager.betAmount)) ?? 0),
    win: sign(wager.prizeAmount) * (toExact(currency, magnitude(wager.prizeAmount)) ?? 0),
  };
}

const same = (a: RoundFigures, b: RoundFigures) => a.stake === b.stake && a.win === b.win;

/** Figures in hundredths of a pya as a review records them: in pya, to the pya below. */
const inPya = (figures: RoundFigures): RoundFigures => ({
  stake: Math.floor(figures.stake / 100),
  win: Math.floor(figures.win / 100),
});

/**
 * Compares one settled or void wager, as the wager list or push bet data (`source`) gives it, with our round of it;
 * records a difference and answers true when they disagree.
 */
export async function compareWager(
  db: Executor,
  wager: ListedWager,
  source: 'wagers' | 'pushbetdata',
  now: Date,
): Promise<boolean> {
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
    round &&
    (round.status === 'void' ? { stake: 0, win: 0 } : { stake: round.betExact, win: round.winExact });
  if (ours ? same(ours, theirs) : theirs.stake === 0 && theirs.win === 0) return false;
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
    ours: ours ? inPya(ours) : null,
    theirs: inPya(theirs),
    details: {
      source,
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
 * One window of the wager list both ways: each wager the aggregator settled in [start, end) against our round, and
 * each round we settled in it against the wagers it lists there, read with the margin on both sides.
 */
async function reconcileWindow(
  db: Database,
  settings: GscplusSettings,
  start: Date,
  end: Date,
  now: Date,
): Promise<Omit<PassOutcome, 'windows'>> {
  const { wagers } = await wagersSettledIn(
    settings,
    new Date(start.getTime() - SETTLEMENT_MARGIN_MS),
    new Date(end.getTime() + SETTLEMENT_MARGIN_MS - 1),
    now,
  );
  // Those in the margins are the neighbouring windows' to compare; one of unknown settlement time is this one's.
  const own = wagers.filter(
    (wager) => !wager.settledAt || (wager.settledAt >= start.getTime() && wager.settledAt < end.getTime()),
  );
  let differences = 0;
  for (const wager of own) if (await compareWager(db, wager, 'wagers', now)) differences += 1;
  const listed = new Set(wagers.map((wager) => wager.code));
  const unlisted = await flagUnlistedRounds(db, settings, listed, start, end, now);
  return { wagers: own.length, differences, unlisted };
}

/**
 * Flags for an operator each round we settled in [start, end) that the aggregator neither lists around then nor,
 * asked for it by its code, has settled at another time: we moved money on a wager it does not know as settled. Its
 * net to the player is the flag's amount; nothing is resolved by posting, since there is no figure of theirs.
 */
async function flagUnlistedRounds(
  db: Database,
  settings: GscplusSettings,
  listed: Set<string>,
  start: Date,
  end: Date,
  now: Date,
): Promise<number> {
  const rounds = await db
    .select({
      roundCode: gameRounds.roundCode,
      userId: gameRounds.userId,
      bet: gameRounds.bet,
      win: gameRounds.win,
      settledAt: gameRounds.settledAt,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.provider, GSCPLUS),
        gte(gameRounds.settledAt, start),
        lt(gameRounds.settledAt, end),
        eq(gameRounds.status, 'settled'),
      ),
    );
  let flagged = 0;
  for (const round of rounds) {
    if (listed.has(round.roundCode)) continue;
    const theirs = await wagerByCode(settings, round.roundCode, now);
    // Settled or voided there at another time: compared in the window of that time.
    if (theirs && theirs.status !== 'BET') continue;
    await flagForReview(db, {
      provider: GSCPLUS,
      kind: 'unlisted_round',
      subject: `unlisted:${round.roundCode}`,
      userId: round.userId,
      roundCode: round.roundCode,
      amount: round.win - round.bet,
      details: {
        ours_pya: { stake: round.bet, win: round.win },
        settled_at: round.settledAt!.toISOString(),
        at_aggregator: theirs?.status ?? null,
      },
      at: now,
    });
    flagged += 1;
  }
  return flagged;
}

/**
 * One pass of reconciliation: on the one instance that holds the cursor, reads the wager list window by window from
 * where the last pass stopped up to `lag` ago (so callbacks still on their way are not taken for missing), compares
 * both ways, and moves the cursor on after each window. Null when another instance is walking.
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
  const outcome: PassOutcome = { windows: 0, wagers: 0, differences: 0, unlisted: 0 };
  try {
    while (
      outcome.windows < MAX_WINDOWS_PER_PASS &&
      claim.position.getTime() + STEP_MS + SETTLEMENT_MARGIN_MS <= until
    ) {
      const next = new Date(claim.position.getTime() + STEP_MS);
      const found = await reconcileWindow(db, settings, claim.position, next, now);
      outcome.wagers += found.wagers;
      outcome.differences += found.differences;
      outcome.unlisted += found.unlisted;
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
