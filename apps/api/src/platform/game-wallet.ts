import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { gameRounds } from '../db/schema';
import { houseAccount } from './ledger/accounts';
import { postTransfer, type PostResult } from './ledger/post';

/**
 * The one way games touch money: bets leave the player's game balance for the game's house account, wins come back,
 * each posting at most once per (provider, transaction id), and every round is recorded for the game logs.
 */
export interface GameMove {
  provider: string;
  /** The house account the game settles against, e.g. `digitbet` or `games:<provider>`. */
  houseCode: string;
  userId: number;
  gameCode: string;
  roundCode: string;
  transactionId: string;
  amount: number;
  at: Date;
}

const reference = (move: GameMove) => `game:${move.provider}:${move.transactionId}`;

export async function placeBet(tx: Transaction, move: GameMove): Promise<PostResult> {
  const result = await postTransfer(tx, {
    debit: { userId: move.userId, code: 'game' },
    credit: await houseAccount(tx, move.houseCode, move.at),
    amount: move.amount,
    kind: 'game_bet',
    reference: reference(move),
    playerId: move.userId,
    metadata: { provider: move.provider, game: move.gameCode, round: move.roundCode },
    at: move.at,
  });
  if (result.posted)
    await tx
      .insert(gameRounds)
      .values({
        provider: move.provider,
        userId: move.userId,
        gameCode: move.gameCode,
        roundCode: move.roundCode,
        bet: move.amount,
        startedAt: move.at,
      })
      .onConflictDoUpdate({
        target: [gameRounds.provider, gameRounds.roundCode],
        set: { bet: sql`${gameRounds.bet} + ${move.amount}` },
      });
  return result;
}

/** Settles a round: a win of zero only closes it. */
export async function settleRound(tx: Transaction, move: GameMove): Promise<PostResult | null> {
  const result =
    move.amount > 0
      ? await postTransfer(tx, {
          debit: await houseAccount(tx, move.houseCode, move.at),
          credit: { userId: move.userId, code: 'game' },
          amount: move.amount,
          kind: 'game_win',
          reference: reference(move),
          playerId: move.userId,
          metadata: { provider: move.provider, game: move.gameCode, round: move.roundCode },
          at: move.at,
        })
      : null;
  if (result === null || result.posted)
    await tx
      .update(gameRounds)
      .set({ win: sql`${gameRounds.win} + ${move.amount}`, status: 'settled', settledAt: move.at })
      .where(sql`${gameRounds.provider} = ${move.provider} and ${gameRounds.roundCode} = ${move.roundCode}`);
  return result;
}
