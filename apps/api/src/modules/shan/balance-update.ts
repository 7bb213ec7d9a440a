import type { ShanBalanceUpdate } from '@zeya/contract/shan';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { shanPlayers, shanRounds, users } from '../../db/schema';
import { moveRound, payWin, type GameMove } from '../../platform/game-wallet';
import { inTransaction } from '../../db/transaction';
import { toPya } from '../../platform/money';
import { ourMemberAccount } from './accounts';
import type { ShanSettings } from './signing';

/** One of our players at the table, in pya: the balance reported now and the one last synced to the provider. */
interface Seat {
  userId: number;
  memberAccount: string;
  reported: number;
  last: number | null;
}

export type UpdateOutcome = 'applied' | 'duplicate';

/**
 * Applies a signed balance update in one transaction, once per wager code: each of our players moves by (reported -
 * last synced) through the game wallet, and what the provider holds becomes the new last synced balance. Entries that
 * are not ours (the house, bots, other operators' players) are skipped. What cannot be applied for one player is
 * noted on the round for an operator and logged; the others still apply: the provider never sends a round again.
 */
export async function applyBalanceUpdate(
  deps: AppDeps,
  settings: ShanSettings,
  input: { update: ShanBalanceUpdate; rawBody: string; log: FastifyBaseLogger },
): Promise<UpdateOutcome> {
  const { update } = input;
  const at = deps.clock.now();
  const result = await inTransaction(deps.db, async (tx) => {
    if (!(await claimWager(tx, update.wager_code, input.rawBody, at))) return null;
    const notes: string[] = [];
    for (const seat of await lockSeats(tx, reportedBalances(settings, update)))
      notes.push(...(await settle(tx, update.wager_code, seat, at)));
    if (notes.length > 0)
      await tx
        .update(shanRounds)
        .set({ reason: notes.join('; ') })
        .where(eq(shanRounds.wagerCode, update.wager_code));
    return notes;
  });
  if (result === null) return 'duplicate';
  if (result.length > 0)
    input.log.error({ wager_code: update.wager_code, notes: result }, 'Shan round applied in part');
  return 'applied';
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

/** Our players among the entries, with their last synced balance, locked in id order so callbacks queue. */
async function lockSeats(tx: Transaction, reported: Map<string, number>): Promise<Seat[]> {
  if (reported.size === 0) return [];
  const ours = await tx
    .select({ userId: users.id, memberAccount: users.memberAccount })
    .from(users)
    .where(and(inArray(users.memberAccount, [...reported.keys()]), eq(users.role, 'player')))
    .orderBy(users.id);
  if (ours.length === 0) return [];
  const synced = await tx
    .select({ userId: shanPlayers.userId, lastBalance: shanPlayers.lastBalance })
    .from(shanPlayers)
    .where(
      inArray(
        shanPlayers.userId,
        ours.map((player) => player.userId),
      ),
    )
    .orderBy(shanPlayers.userId)
    .for('update');
  const last = new Map(synced.map((row) => [row.userId, row.lastBalance]));
  return ours.map((player) => ({
    ...player,
    reported: reported.get(player.memberAccount)!,
    last: last.get(player.userId) ?? null,
  }));
}

/** Posts one player's difference as a round (a loss is its stake, a gain its win); notes a player it cannot settle. */
async function settle(tx: Transaction, wagerCode: string, seat: Seat, at: Date): Promise<string[]> {
  if (seat.last === null)
    return [`${seat.memberAccount} has no launch the provider accepted: ${seat.reported} pya not applied`];
  const delta = seat.reported - seat.last;
  const roundCode = `${wagerCode}:${seat.memberAccount}`;
  const move: GameMove = {
    provider: 'shan',
    houseCode: 'games:shan',
    userId: seat.userId,
    gameCode: 'shan-koe-mee',
    roundCode,
    transactionId: `${roundCode}:bet`,
    amount: 0,
    at,
    details: { wager: wagerCode, reported_balance: seat.reported, last_balance: seat.last },
  };
  // The provider has moved its copy already and never sends the round again: a loss beyond the game balance is
  // never refused, and what the balance lacks becomes the player's debt (DESIGN section 3).
  if (delta < 0)
    await moveRound(tx, {
      ...move,
      amount: delta,
      kind: 'game_bet',
      stake: -delta,
      win: 0,
      settles: false,
      forced: true,
    });
  await payWin(tx, { ...move, transactionId: `${roundCode}:win`, amount: Math.max(delta, 0) });
  await tx
    .update(shanPlayers)
    .set({ lastBalance: seat.reported, updatedAt: at })
    .where(eq(shanPlayers.userId, seat.userId));
  return [];
}
