import type { ShanBalanceUpdate } from '@zeya/contract/shan';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import { shanPlayers, shanRounds, users } from '../../db/schema';
import { payWin, placeBet, type GameMove } from '../../platform/game-wallet';
import { InsufficientBalance } from '../../platform/ledger/post';
import { inTransaction } from '../../platform/ledger/transaction';
import { toPya } from '../../platform/money';
import { ShanRefusal } from './refusal';

/** One of our players in a callback, in pya: the balance reported now and the one the provider saw before. */
interface Entry {
  userId: number;
  memberAccount: string;
  reported: number;
  last?: number;
}

type Move = Required<Entry> & { delta: number };

export type UpdateOutcome = 'applied' | 'duplicate';

/**
 * Applies a signed balance update in one transaction: each of our players moves by (reported - last seen) through the
 * game wallet, all of them or none. A wager code applies once; a repeat succeeds and posts nothing. A refusal rolls
 * everything back, then is recorded with its reason and logged as an error for an operator to look into.
 */
export async function applyBalanceUpdate(
  deps: AppDeps,
  update: ShanBalanceUpdate,
  payload: string,
  log: FastifyBaseLogger,
): Promise<UpdateOutcome> {
  const at = deps.clock.now();
  try {
    return await inTransaction(deps.db, async (tx) => {
      if (!(await claimWager(tx, update.wager_code, payload, at))) return 'duplicate';
      const moves = reconcile(await lockEntries(tx, update), update);
      for (const move of moves) await applyMove(tx, update.wager_code, move, at);
      return 'applied';
    });
  } catch (error) {
    if (!(error instanceof ShanRefusal)) throw error;
    log.error(
      { wager_code: update.wager_code, code: error.code, reason: error.reason },
      'Shan round refused',
    );
    await recordRefusal(deps.db, update.wager_code, error.reason, payload, at);
    throw error;
  }
}

/** Takes the wager code for this callback. A refused wager may come again once its cause is fixed; an applied one not. */
async function claimWager(tx: Transaction, wagerCode: string, payload: string, at: Date): Promise<boolean> {
  const claimed = await tx
    .insert(shanRounds)
    .values({ wagerCode, status: 'applied', payload, receivedAt: at })
    .onConflictDoUpdate({
      target: shanRounds.wagerCode,
      set: { status: 'applied', reason: null, payload, receivedAt: at },
      setWhere: eq(shanRounds.status, 'refused'),
    })
    .returning({ wagerCode: shanRounds.wagerCode });
  return claimed.length > 0;
}

/** Our players among the ids (the provider's banker is not one), with what the provider last saw of each, locked. */
async function lockEntries(tx: Transaction, update: ShanBalanceUpdate): Promise<Entry[]> {
  const reported = new Map(update.players.map((player) => [player.player_id, toPya(player.balance)]));
  const ours = await tx
    .select({ userId: users.id, memberAccount: users.memberAccount })
    .from(users)
    .where(and(inArray(users.memberAccount, [...reported.keys()]), eq(users.role, 'player')))
    .orderBy(users.id);
  if (ours.length === 0) return [];
  // In id order, so two callbacks naming the same players queue instead of deadlocking.
  const seen = await tx
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
  const last = new Map(seen.map((row) => [row.userId, row.lastBalance]));
  return ours.map((player) => ({
    ...player,
    reported: reported.get(player.memberAccount)!,
    last: last.get(player.userId),
  }));
}

/** The deltas to post, or a refusal when the reported balances do not square with what we know. */
function reconcile(entries: Entry[], update: ShanBalanceUpdate): Move[] {
  if (entries.length === 0)
    throw new ShanRefusal('UNKNOWN_PLAYER', 'none of the player ids is one of our players');
  const moves = entries.map(({ last, ...entry }) => {
    if (last === undefined)
      throw new ShanRefusal('UNRECONCILED', `${entry.memberAccount} never launched Shan`);
    if (entry.reported < 0)
      throw new ShanRefusal('UNRECONCILED', `${entry.memberAccount}: negative balance ${entry.reported} pya`);
    return { ...entry, last, delta: entry.reported - last };
  });
  if (update.total_player_net != null) {
    const net = moves.reduce((sum, move) => sum + move.delta, 0);
    const expected = toPya(update.total_player_net);
    if (net !== expected)
      throw new ShanRefusal(
        'UNRECONCILED',
        `our players' net ${net} pya is not total_player_net ${expected} pya`,
      );
  }
  return moves;
}

/** A loss is a stake (refused beyond the game balance); every round then settles with its win, zero for a loss. */
async function applyMove(tx: Transaction, wagerCode: string, move: Move, at: Date) {
  // Per player: the round log keeps one round per code and player, and a wager may seat several of ours.
  const code = `${wagerCode}:${move.memberAccount}`;
  const gameMove: GameMove = {
    provider: 'shan',
    houseCode: 'games:shan',
    userId: move.userId,
    gameCode: 'shan-koe-mee',
    roundCode: code,
    transactionId: code,
    amount: 0,
    at,
    details: { wager: wagerCode, reported_balance: move.reported, last_balance: move.last },
  };
  if (move.delta < 0) {
    try {
      await placeBet(tx, { ...gameMove, amount: -move.delta });
    } catch (error) {
      if (!(error instanceof InsufficientBalance)) throw error;
      throw new ShanRefusal(
        'UNRECONCILED',
        `${move.memberAccount}: a loss of ${-move.delta} pya exceeds the game balance`,
      );
    }
  }
  await payWin(tx, { ...gameMove, amount: Math.max(move.delta, 0) });
  await tx
    .update(shanPlayers)
    .set({ lastBalance: move.reported, updatedAt: at })
    .where(eq(shanPlayers.userId, move.userId));
}

/** After the rollback, on its own: the refusal stays for an operator even though nothing of the round applied. */
async function recordRefusal(db: Executor, wagerCode: string, reason: string, payload: string, at: Date) {
  await db
    .insert(shanRounds)
    .values({ wagerCode, status: 'refused', reason, payload, receivedAt: at })
    .onConflictDoUpdate({
      target: shanRounds.wagerCode,
      set: { reason, payload, receivedAt: at },
      setWhere: eq(shanRounds.status, 'refused'),
    });
}
