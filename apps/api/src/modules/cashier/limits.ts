import type { MessageKey } from '@zeya/contract/messages';
import { and, count, eq, sum } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import { depositRequests, withdrawRequests } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { ksText, toKyat, toPya } from '../../platform/money/money';

/**
 * An amount in pya within [min, the configured maximum]: otherwise a 422 on `amount` that says the number which
 * applies, so the player knows what to type instead.
 */
export function checkRequestAmount(
  config: Config,
  amount: number,
  minimum: { kyat: number; key: MessageKey },
): number {
  const max = toPya(config.MAX_TRANSACTION_KS);
  if (amount > max)
    throw fieldError('amount', { key: 'cashier_above_maximum', values: { max: ksText(max) } });
  const min = toPya(minimum.kyat);
  if (amount < min) throw fieldError('amount', { key: minimum.key, values: { min: ksText(min) } });
  return amount;
}

type RequestTable = typeof depositRequests | typeof withdrawRequests;

/** How many of a player's requests of one kind wait for an operator, and their sum in pya. */
async function pendingOf(deps: AppDeps, table: RequestTable, userId: number) {
  const [row] = await deps.db
    .select({ n: count(), total: sum(table.amount) })
    .from(table as typeof depositRequests)
    .where(and(eq(table.userId, userId), eq(table.status, 'pending')));
  return { count: row?.n ?? 0, amount: Number(row?.total ?? 0) };
}

/** GET /api/cashier-limits: the limits in force and what the player already has waiting, before they type. */
export async function playerCashierLimits(deps: AppDeps, userId: number) {
  const { config } = deps;
  const [deposits, withdrawals] = await Promise.all([
    pendingOf(deps, depositRequests, userId),
    pendingOf(deps, withdrawRequests, userId),
  ]);
  return {
    deposit: {
      min: config.DEPOSIT_MIN_KS,
      max: config.MAX_TRANSACTION_KS,
      max_pending: config.MAX_PENDING_DEPOSITS,
      pending: deposits.count,
      pending_amount: toKyat(deposits.amount),
    },
    withdraw: {
      min: config.WITHDRAW_MIN_KS,
      max: config.MAX_TRANSACTION_KS,
      pending: withdrawals.count,
      pending_amount: toKyat(withdrawals.amount),
    },
  };
}
