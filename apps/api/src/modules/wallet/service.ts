// hot-path: every player's deposit, withdrawal and balance read
import { randomUUID } from 'node:crypto';
import type { ExchangeType } from '@zeya/contract/constants';
import type { TransferKind } from '@zeya/contract/transfer-kinds';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { isTransaction, type Executor } from '../../db/client';
import { ledgerTransfers } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import {
  InsufficientBalance,
  PlayerProtected,
  postTransfer,
  type PostResult,
} from '../../platform/money/ledger/post';
import { inTransaction } from '../../db/transaction';
import { guardIntoPlay } from '../../platform/protection/guard';

export type Direction = 'main_to_game' | 'game_to_main';

const KIND: Record<Direction, TransferKind> = {
  main_to_game: 'exchange_main_to_game',
  game_to_main: 'exchange_game_to_main',
};
const TYPE_OF_KIND: Partial<Record<TransferKind, ExchangeType>> = {
  exchange_main_to_game: 'mainBalanceToGaming',
  exchange_game_to_main: 'gamingBalanceToMain',
};

/**
 * Moves `amount` pya between the player's own main and game accounts. Money moved into the game balance is money put
 * at risk: the player's loss limits and breaks apply to it, in the same transaction.
 */
export async function exchange(
  deps: AppDeps,
  input: { userId: number; direction: Direction; amount: number },
): Promise<{ main: number; game: number }> {
  const [from, to] =
    input.direction === 'main_to_game' ? (['main', 'game'] as const) : (['game', 'main'] as const);
  const post = (db: Executor, at: Date, unlessProtected = false) =>
    postTransfer(db, {
      debit: { userId: input.userId, code: from },
      credit: { userId: input.userId, code: to },
      amount: input.amount,
      kind: KIND[input.direction],
      reference: `exchange:${randomUUID()}`,
      playerId: input.userId,
      at,
      unlessProtected,
    });
  try {
    const result =
      input.direction === 'main_to_game'
        ? await intoPlay(deps, input.userId, input.amount, post)
        : // Out of play nothing is checked: the posting is one statement, whole by itself, and needs no transaction
          // of ours around it (two round trips fewer).
          await post(deps.db, deps.clock.now());
    if (!result.posted) throw new Error('a fresh exchange reference was posted before');
    return { [from]: result.debitBalance!, [to]: result.creditBalance! } as { main: number; game: number };
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('amount', 'amount_insufficient');
    throw error;
  }
}

/**
 * Money into play, past the player's protection. Most players set no limits: the posting goes as one statement that
 * moves nothing when the player has a protection row (a row written meanwhile is no different from one written just
 * after). A player who has one has it locked and checked in the posting's transaction.
 */
async function intoPlay(
  deps: AppDeps,
  userId: number,
  amount: number,
  post: (db: Executor, at: Date, unlessProtected?: boolean) => Promise<PostResult>,
) {
  if (!isTransaction(deps.db))
    try {
      return await post(deps.db, deps.clock.now(), true);
    } catch (error) {
      if (!(error instanceof PlayerProtected)) throw error;
    }
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    await guardIntoPlay(tx, userId, amount, at, 'amount');
    return post(tx, at);
  });
}

export async function exchangeLog(deps: AppDeps, userId: number, page: number, perPage: number) {
  const where = and(eq(ledgerTransfers.playerId, userId), inArray(ledgerTransfers.kind, Object.values(KIND)));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(ledgerTransfers)
      .where(where)
      .orderBy(desc(ledgerTransfers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ n: count() }).from(ledgerTransfers).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      type: TYPE_OF_KIND[row.kind]!,
      amount: row.amount,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
