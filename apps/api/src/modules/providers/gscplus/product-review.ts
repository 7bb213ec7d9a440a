import type { AggregatorProductRow } from '@zeya/contract/gscplus-console';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { aggregatorProducts } from '../../../db/schema';

/**
 * The aggregator's products per code, currency and game type; `review` keeps those no longer (or never) listed, not yet
 * reviewed.
 */
export async function listAggregatorProducts(db: Executor, review: boolean): Promise<AggregatorProductRow[]> {
  const rows = await db
    .select()
    .from(aggregatorProducts)
    .where(
      review ? and(eq(aggregatorProducts.listed, false), isNull(aggregatorProducts.reviewedAt)) : undefined,
    )
    .orderBy(
      asc(aggregatorProducts.productCode),
      asc(aggregatorProducts.currency),
      asc(aggregatorProducts.gameType),
    );
  return rows.map((row) => ({
    product_code: row.productCode,
    currency: row.currency,
    provider: row.provider,
    product_name: row.productName,
    game_type: row.gameType,
    status: row.status,
    entry_type: row.entryType,
    listed: row.listed,
    first_seen_at: row.firstSeenAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  }));
}

/** Marks a product in a currency, under every game type, as seen by an operator; null when there is no such product. */
export async function markReviewed(
  tx: Transaction,
  code: number,
  currency: string,
  actorId: number,
  at: Date,
) {
  const [row] = await tx
    .update(aggregatorProducts)
    .set({ reviewedAt: at, reviewedBy: actorId })
    .where(and(eq(aggregatorProducts.productCode, code), eq(aggregatorProducts.currency, currency)))
    .returning({ code: aggregatorProducts.productCode });
  return row ?? null;
}
