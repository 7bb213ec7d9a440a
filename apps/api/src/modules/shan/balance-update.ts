// hot-path: every Shan round's balance callback posts its moves here
import type { ShanBalanceUpdate } from '@zeya/contract/shan';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { playerProtection, shanPlayers, shanRounds, users } from '../../db/schema';
import { moveRound, payWin, type GameMove } from '../../platform/money/game-wallet';
import { inTransaction } from '../../db/transaction';
import { toPya } from '../../platform/money/money';
import { exclusionOf } from '../../platform/protection/guard';
import { ourMemberAccount } from './accounts';
import { roundStakes } from './round-stakes';
import { seatOut } from './launch';
import type { ShanSettings } from './signing';

/**
 * One of our players at the table, in pya: the balance reported now and the one last synced to the provider, with
 * the provider's time on the last callback applied for them and whether they may not play now (a break).
 */
interface Seat {
  userId: number;
  memberAccount: string;
  reported: number;
  last: number | null;
  lastRoundAt: Date | null;
  excluded: boolean;
  /** What the provider's rows say the player bet on the round, null when they could not be read. */
  stake: number | null;
}

/** A callback as applied: its wager code and when the provider built it (null: a time that names no instant). */
interface Round {
  wagerCode: string;
  at: Date | null;
}

export type UpdateOutcome = 'applied' | 'duplicate';

/**
 * Applies a signed balance update in one transaction, once per wager code: each of our players moves by (reported -
 * last synced) through the game wallet, and what the provider holds becomes the new last synced balance. Entries that
 * are not ours (the house, bots, other operators' players) are skipped. What cannot be applied for one player is
 * noted on the round for an operator and logged; the others still apply: the provider never sends a round again.
 * A player on a break is then seated out of the next hands, before the provider hears back and its table goes on.
 */
export async function applyBalanceUpdate(
  deps: AppDeps,
  settings: ShanSettings,
  input: { update: ShanBalanceUpdate; rawBody: string; log: FastifyBaseLogger },
): Promise<UpdateOutcome> {
  const { update } = input;
  const at = deps.clock.now();
  const round: Round = { wagerCode: update.wager_code, at: providerTimeOf(update.timestamp) };
  const reported = reportedBalances(settings, update);
  // Read before the transaction, so no lock waits on the provider.
  const stakes = await roundStakes(settings, update.wager_code, [...reported.keys()], input.log);
  const result = await inTransaction(deps.db, async (tx) => {
    if (!(await claimWager(tx, update.wager_code, input.rawBody, at))) return null;
    const notes: string[] = [];
    const onBreak: Seat[] = [];
    for (const seat of await lockSeats(tx, reported, stakes, at)) {
      const note = await settle(tx, round, seat, at);
      if (note) notes.push(note);
      else if (seat.excluded && seat.reported > 0) onBreak.push(seat);
    }
    if (notes.length > 0)
      await tx
        .update(shanRounds)
        .set({ reason: notes.join('; ') })
        .where(eq(shanRounds.wagerCode, update.wager_code));
    return { notes, onBreak };
  });
  if (result === null) return 'duplicate';
  if (result.notes.length > 0)
    input.log.error({ wager_code: update.wager_code, notes: result.notes }, 'Shan round applied in part');
  for (const seat of result.onBreak) await seatOutOnBreak(deps, settings, seat, input.log);
  return 'applied';
}

/**
 * When the provider built the callback: its `2025-09-20T04:24:48+0000`, or another form the contract lets through
 * (ISO with an offset, Unix seconds or milliseconds). Null when the text names no real instant: that round then
 * applies in arrival order, as every round did before callbacks were ordered.
 */
function providerTimeOf(text: string): Date | null {
  const ms = /^\d+$/.test(text) ? Number(text) * (text.length <= 11 ? 1000 : 1) : Date.parse(text);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** The round is applied and answered whatever happens here: a player not seated out now is tried at their next. */
async function seatOutOnBreak(deps: AppDeps, settings: ShanSettings, seat: Seat, log: FastifyBaseLogger) {
  try {
    await seatOut(deps, settings, seat, log);
  } catch (error) {
    log.error({ err: error, user_id: seat.userId }, 'Shan player on a break not seated out');
  }
}

/** Takes the wager code; false when it was taken before (the round applied already). */
async function claimWager(tx: Transaction, wagerCode: string, payload: string, at: Date): Promise<boolean> {
  const claimed = await tx
    .insert(shanRounds)
    .values({ wagerCode, payload, receivedAt: at })
    .onConflictDoNothing()
    .returning({ wagerCode: shanRounds.wagerCode });
  return claimed.length > 0;
}

/** Our players' reported balances by member account; a name listed twice counts at its first place. */
function reportedBalances(settings: ShanSettings, update: ShanBalanceUpdate): Map<string, number> {
  const reported = new Map<string, number>();
  for (const { player_id: playerId, balance } of update.players) {
    const member = ourMemberAccount(settings, playerId);
    if (member !== undefined && !reported.has(member)) reported.set(member, toPya(balance));
  }
  return reported;
}

/**
 * Our players among the entries, with their last synced balance, locked in id order so callbacks queue, and whether
 * a break keeps them from play at `now`.
 */
async function lockSeats(
  tx: Transaction,
  reported: Map<string, number>,
  stakes: Map<string, number>,
  now: Date,
): Promise<Seat[]> {
  if (reported.size === 0) return [];
  const ours = await tx
    .select({ userId: users.id, memberAccount: users.memberAccount, protection: playerProtection })
    .from(users)
    .leftJoin(playerProtection, eq(playerProtection.userId, users.id))
    .where(and(inArray(users.memberAccount, [...reported.keys()]), eq(users.role, 'player')))
    .orderBy(users.id);
  if (ours.length === 0) return [];
  const synced = await tx
    .select({
      userId: shanPlayers.userId,
      lastBalance: shanPlayers.lastBalance,
      lastRoundAt: shanPlayers.lastRoundAt,
    })
    .from(shanPlayers)
    .where(
      inArray(
        shanPlayers.userId,
        ours.map((player) => player.userId),
      ),
    )
    .orderBy(shanPlayers.userId)
    .for('update');
  const rows = new Map(synced.map((row) => [row.userId, row]));
  return ours.map(({ userId, memberAccount, protection }) => ({
    userId,
    memberAccount,
    reported: reported.get(memberAccount)!,
    last: rows.get(userId)?.lastBalance ?? null,
    lastRoundAt: rows.get(userId)?.lastRoundAt ?? null,
    excluded: exclusionOf(protection, now) !== null,
    stake: stakes.get(memberAccount) ?? null,
  }));
}

/**
 * One side of a player's Shan round, written out field by field: an object spread followed by more fields makes V8
 * create a hidden class per call, in the old generation (ARCHITECTURE.md, "Hot paths").
 */
function shanMove(
  seat: Seat,
  roundCode: string,
  side: 'bet' | 'win',
  amount: number,
  at: Date,
  details: Record<string, unknown>,
): GameMove {
  return {
    provider: 'shan',
    houseCode: 'games:shan',
    userId: seat.userId,
    gameCode: 'shan-koe-mee',
    roundCode,
    transactionId: `${roundCode}:${side}`,
    amount,
    at,
    details,
  };
}

/**
 * Posts one player's difference as a round: its stake (as the provider's rows give it, at least what was lost; only
 * what was lost when they could not be read) and its win, the stake plus the difference, so a won hand counts its
 * stake in turnover as any game's does. Notes a player it cannot settle.
 * A balance built before the last one applied for the player is late: the newer one already holds this round's
 * effect, so it moves nothing. Callbacks of the same second apply in arrival order, the only order the provider gives.
 */
async function settle(tx: Transaction, round: Round, seat: Seat, at: Date): Promise<string | undefined> {
  if (seat.last === null)
    return `${seat.memberAccount} has no launch the provider accepted: ${seat.reported} pya not applied`;
  if (round.at && seat.lastRoundAt && round.at < seat.lastRoundAt) {
    const newer = seat.lastRoundAt.toISOString();
    return `${seat.memberAccount} was reported by a newer round first (${newer}): ${seat.reported} pya not applied`;
  }
  const { wagerCode } = round;
  const delta = seat.reported - seat.last;
  const roundCode = `${wagerCode}:${seat.memberAccount}`;
  const details = {
    wager: wagerCode,
    reported_balance: seat.reported,
    last_balance: seat.last,
    stake: seat.stake,
  };
  const stake = Math.max(seat.stake ?? 0, -delta);
  // The provider has moved its copy already and never sends the round again: a loss beyond the game balance is
  // never refused, and what the balance lacks becomes the player's debt (DESIGN section 3), repaid by its win.
  if (stake > 0)
    await moveRound(
      tx,
      Object.assign(shanMove(seat, roundCode, 'bet', -stake, at, details), {
        kind: 'game_bet' as const,
        stake,
        win: 0,
        settles: false,
        forced: true,
      }),
    );
  await payWin(tx, shanMove(seat, roundCode, 'win', stake + delta, at, details));
  await tx
    .update(shanPlayers)
    .set({ lastBalance: seat.reported, lastRoundAt: round.at ?? seat.lastRoundAt, updatedAt: at })
    .where(eq(shanPlayers.userId, seat.userId));
  return undefined;
}
