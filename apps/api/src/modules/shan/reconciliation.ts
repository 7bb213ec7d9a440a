import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Database, Transaction } from '../../db/client';
import { shanPlayers, shanRounds, users } from '../../db/schema';
import { HttpError } from '../../platform/http/errors';
import { onResolution, recordDifference, type OpenItem } from '../../platform/providers/provider-reviews';
import { repeatWhileRunning } from '../../platform/runtime/repeat';
import { advanceCursor, claimCursor, releaseCursor } from '../../platform/providers/walk-cursor';
import { providerBalancesOf, providerRoundsOf } from './provider-reports';
import { shanSettings, type ShanSettings } from './signing';

/** An arbitrary constant, apart from the other advisory locks (migration, audit chain, 2D feed, GSC+ walk). */
const RECONCILE_LOCK = 7_262_013;
const CURSOR = 'shan:balances';
const BATCH = 50;
const SHAN = 'shan';

/**
 * Rounds the provider never reported: a round's callback goes only to the operator of the first player listed, to
 * nobody when the house or a bot is first, and is never sent again. The provider's copy of each player's wallet then
 * holds more or less than the balance we last synced with it. A pass asks the provider for those copies (its
 * unsigned getbalance) and, where one differs, lists the rounds of its own ledger we never applied
 * (member-transactions) and records the difference for an admin to resolve through the ledger (the review queue
 * shared with GSC+). A difference whose newest round is fresher than `lagSeconds` waits: its callback may be on the way.
 */
export async function reconcileShanPass(deps: AppDeps, settings: ShanSettings, lagSeconds: number) {
  const now = deps.clock.now();
  const claim = await claimCursor(deps.db, { name: CURSOR, lock: RECONCILE_LOCK, start: now, now });
  if (!claim) return null;
  const outcome = { players: 0, differences: 0 };
  try {
    const seats = await syncedSeats(deps.db, now);
    for (let start = 0; start < seats.length; start += BATCH) {
      const batch = seats.slice(start, start + BATCH);
      const held = await providerBalancesOf(
        settings,
        deps.config.SHAN_PRODUCT_CODE,
        batch.map((seat) => seat.memberAccount),
      );
      for (const seat of batch) {
        const theirs = held.get(seat.memberAccount);
        outcome.players += 1;
        if (theirs === undefined || theirs === seat.lastBalance) continue;
        if (await recordMissedRounds(deps.db, settings, { ...seat, theirs }, now, lagSeconds))
          outcome.differences += 1;
      }
    }
    await advanceCursor(deps.db, claim, now, now);
  } finally {
    await releaseCursor(deps.db, claim);
  }
  return outcome;
}

interface Seat {
  userId: number;
  memberAccount: string;
  lastBalance: number;
}

/** Our players whose wallet copy at the provider we know (a launch it accepted) and who are not launching now. */
async function syncedSeats(db: Database, now: Date): Promise<Seat[]> {
  const rows = await db
    .select({
      userId: shanPlayers.userId,
      memberAccount: users.memberAccount,
      lastBalance: shanPlayers.lastBalance,
    })
    .from(shanPlayers)
    .innerJoin(users, eq(users.id, shanPlayers.userId))
    .where(
      and(
        isNotNull(shanPlayers.lastBalance),
        or(isNull(shanPlayers.pendingLaunch), lt(shanPlayers.pendingUntil, now)),
      ),
    )
    .orderBy(shanPlayers.userId);
  return rows.map((row) => ({ ...row, lastBalance: row.lastBalance! }));
}

async function recordMissedRounds(
  db: Database,
  settings: ShanSettings,
  seat: Seat & { theirs: number },
  now: Date,
  lagSeconds: number,
) {
  const rounds = await providerRoundsOf(settings, seat.memberAccount, { limit: 100 });
  const applied = await db
    .select({ wagerCode: shanRounds.wagerCode })
    .from(shanRounds)
    .where(inArray(shanRounds.wagerCode, rounds.map((round) => round.wagerCode).concat([''])));
  const known = new Set(applied.map((row) => row.wagerCode));
  const missed = rounds.filter((round) => !known.has(round.wagerCode));
  const fresh = (at: string) => now.getTime() - Date.parse(at) < lagSeconds * 1000;
  if (missed.some((round) => fresh(round.at))) return false;
  const difference = seat.theirs - seat.lastBalance;
  await recordDifference(db, {
    provider: SHAN,
    kind: 'unknown_wager',
    subject: `shan:${seat.memberAccount}`,
    userId: seat.userId,
    roundCode: `reconcile:${seat.memberAccount}:${now.getTime()}`,
    gameCode: 'shan-koe-mee',
    productCode: null,
    ours: { stake: 0, win: 0 },
    theirs: difference < 0 ? { stake: -difference, win: 0 } : { stake: 0, win: difference },
    details: {
      last_balance: seat.lastBalance,
      provider_balance: seat.theirs,
      wagers: missed.map((round) => ({ wager_code: round.wagerCode, amount: round.amount, at: round.at })),
    },
    at: now,
  });
  return true;
}

/**
 * A resolved difference also brings the balance last synced with the provider up to the copy it held, so the next
 * callback of the player moves only its own round. Refused (409) when that balance moved since the difference was
 * found: a later callback or launch already settled it, and the next pass looks again.
 */
async function syncResolved(tx: Transaction, item: OpenItem, amount: number, at: Date) {
  const detected = (item.details as { last_balance?: number } | null)?.last_balance;
  const [seat] = await tx
    .select()
    .from(shanPlayers)
    .where(eq(shanPlayers.userId, item.userId!))
    .for('update');
  const launching = seat?.pendingLaunch && seat.pendingUntil && seat.pendingUntil > at;
  if (!seat || seat.lastBalance !== detected || launching) throw new HttpError(409, 'review_stale');
  await tx
    .update(shanPlayers)
    .set({ lastBalance: seat.lastBalance + amount, updatedAt: at })
    .where(eq(shanPlayers.userId, item.userId!));
}

/** Runs a pass every configured interval while the app runs (Shan configured and the interval not 0). */
export function reconcileShanWhileRunning(app: FastifyInstance, deps: AppDeps) {
  onResolution(SHAN, syncResolved);
  const settings = shanSettings(deps.config);
  const interval = deps.config.SHAN_RECONCILE_INTERVAL_SECONDS;
  if (!settings || interval === 0) return;
  repeatWhileRunning(
    app,
    interval,
    () => reconcileShanPass(deps, settings, deps.config.SHAN_RECONCILE_LAG_SECONDS),
    'Shan reconciliation pass failed; the next one looks again',
  );
}
