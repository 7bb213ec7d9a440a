import { randomUUID } from 'node:crypto';
import type { ExchangeType } from '@zeya/contract/constants';
import type { TransferKind } from '@zeya/contract/transfer-kinds';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { ledgerTransfers } from '../../db/schema';
import { fieldError } from '../../platform/errors';
import { InsufficientBalance, postTransfer } from '../../platform/ledger/post';
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
  try {
    const result = await inTransaction(deps.db, async (tx) => {
      const at = deps.clock.now();
      if (input.direction === 'main_to_game')
        await guardIntoPlay(tx, input.userId, input.amount, at, 'amount');
      return postTransfer(tx, {
        debit: { userId: input.userId, code: from },
        credit: { userId: input.userId, code: to },
        amount: input.amount,
        kind: KIND[input.direction],
        reference: `exchange:${randomUUID()}`,
        playerId: input.userId,
        at,
      });
    });
    if (!result.posted) throw new Error('a fresh exchange reference was posted before');
    return { [from]: result.debitBalance!, [to]: result.creditBalance! } as { main: number; game: number };
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('amount', 'amount_insufficient');
    throw error;
  }
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
