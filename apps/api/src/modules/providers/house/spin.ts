import { randomInt, randomUUID } from 'node:crypto';
import type { AppDeps } from '../../../app-deps';
import { fieldError } from '../../../platform/http/errors';
import { playRound } from '../../../platform/money/game-wallet';
import { InsufficientBalance } from '../../../platform/money/ledger/post';
import { inTransaction } from '../../../db/transaction';
import { toPya } from '../../../platform/money/money';
import { guardStake } from '../../../platform/protection/guard';
import { pays, REELS, windowAt } from './shwe-slot';

export const HOUSE_PROVIDER = 'ZEYA';

/** One spin: the server picks each reel's stop with a CSPRNG and settles bet and win on the game balance at once. */
export async function spin(deps: AppDeps, input: { userId: number; gameCode: string; betKs: number }) {
  const stops = REELS.map((strip) => randomInt(strip.length));
  const window = windowAt(stops);
  const payline = window.map((column) => column[1]!);
  const multiple = pays(payline);
  const bet = toPya(input.betKs);
  const roundCode = randomUUID();
  const move = {
    provider: HOUSE_PROVIDER,
    houseCode: `games:${HOUSE_PROVIDER}`,
    userId: input.userId,
    gameCode: input.gameCode,
    roundCode,
  };
  try {
    const { balance } = await inTransaction(deps.db, async (tx) => {
      const at = deps.clock.now();
      await guardStake(tx, input.userId, bet, at, 'bet');
      return playRound(tx, { ...move, at }, bet, bet * multiple);
    });
    return { stops, window, payline, pays: multiple, win: bet * multiple, balance, roundCode };
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('bet', 'amount_insufficient');
    throw error;
  }
}
