import { randomUUID } from 'node:crypto';
import type { ExchangeType } from '@zeya/contract/constants';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { ledgerTransfers } from '../../db/schema';
import { playerBalances } from '../../platform/ledger/accounts';
import { InsufficientBalance, postTransfer, type PostResult } from '../../platform/ledger/post';
import { inTransaction } from '../../platform/ledger/transaction';
import { guardIntoPlay } from '../../platform/protection/guard';
import { fieldError, HttpError } from '../../platform/errors';

export type Direction = 'main_to_game' | 'game_to_main';

const KIND: Record<Direction, string> = {
  main_to_game: 'exchange_main_to_game',
  game_to_main: 'exchange_game_to_main',
};
const TYPE_OF_KIND: Record<string, ExchangeType> = {
  exchange_main_to_game: 'mainBalanceToGaming',
  exchange_game_to_main: 'gamingBalanceToMain',
};

/**
 * Moves `amount` pya between the player's own main and game accounts, in one statement. With an idempotency key from
 * the client, a retried request posts nothing more and answers with the balances as they are; the same key reused for
 * a different exchange is a conflict.
 */
export async function exchange(
  deps: AppDeps,
  input: { userId: number; direction: Direction; amount: number; idempotencyKey?: string | undefined },
): Promise<{ main: number; game: number }> {
  const reference = input.idempotencyKey
    ? `exchange:${input.userId}:${input.idempotencyKey}`
    : `exchange:${randomUUID()}`;
  const [from, to] =
    input.direction === 'main_to_game' ? (['main', 'game'] as const) : (['game', 'main'] as const);
  let result: PostResult;
  try {
    result = await inTransaction(deps.db, async (tx) => {
      const at = deps.clock.now();
      // Money moved into the game balance is money put at risk: the player's loss limits and breaks apply to it.
      if (input.direction === 'main_to_game')
        await guardIntoPlay(tx, input.userId, input.amount, at, 'amount');
      return postTransfer(tx, {
        debit: { userId: input.userId, code: from },
        credit: { userId: input.userId, code: to },
        amount: input.amount,
        kind: KIND[input.direction],
        reference,
        playerId: input.userId,
        at,
      });
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('amount', 'amount_insufficient');
    throw error;
  }
  if (result.posted)
    return { [from]: result.debitBalance!, [to]: result.creditBalance! } as { main: number; game: number };
  await assertSameExchange(deps, reference, KIND[input.direction], input.amount);
  return playerBalances(deps.db, input.userId);
}

async function assertSameExchange(deps: AppDeps, reference: string, kind: string, amount: number) {
  const [earlier] = await deps.db
    .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reference, reference));
  if (earlier?.kind !== kind || earlier.amount !== amount) throw new HttpError(409, 'conflict');
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
