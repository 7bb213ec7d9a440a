import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { aggregatorProducts, providers } from '../../../db/schema';
import type { Currency } from './currency';
import { GSCPLUS } from './settings';

/**
 * A product as a wallet callback needs it: whether it takes new bets now. A product is read again after
 * PRODUCT_TTL_MS, so one the console disables stops taking bets within that time without a query per bet.
 */
const PRODUCT_TTL_MS = 2_000;
const MAX_CACHED = 10_000;
const cached = new WeakMap<Executor, Map<string, { takesBets: boolean; until: number }>>();

/** The game type of a product first met in a wallet callback: the callback does not say it, the product list will. */
export const MET_IN_CALLBACK = '';

/**
 * Whether the product takes new bets. A product code and currency that neither our catalogue nor the aggregator's
 * product list knows is never refused: it is registered, unlisted, for the operator to review.
 */
export async function productTakesBets(
  db: Executor,
  productCode: number,
  currency: Currency,
  now: Date,
): Promise<boolean> {
  let cache = cached.get(db);
  if (!cache || cache.size > MAX_CACHED) cached.set(db, (cache = new Map()));
  const key = `${productCode}:${currency}`;
  const known = cache.get(key);
  if (known && known.until > now.getTime()) return known.takesBets;
  const takesBets = await readProduct(db, productCode, currency, now);
  cache.set(key, { takesBets, until: now.getTime() + PRODUCT_TTL_MS });
  return takesBets;
}

async function readProduct(db: Executor, productCode: number, currency: Currency, now: Date) {
  const [offered] = await db
    .select({ currency: providers.currency, enabled: providers.enabled, status: providers.status })
    .from(providers)
    .where(and(eq(providers.code, String(productCode)), eq(providers.adapter, GSCPLUS)));
  const [listed] = await db
    .select({ status: aggregatorProducts.status })
    .from(aggregatorProducts)
    .where(and(eq(aggregatorProducts.productCode, productCode), eq(aggregatorProducts.currency, currency)));
  if (!listed && offered?.currency !== currency)
    await db
      .insert(aggregatorProducts)
      .values({
        productCode,
        currency,
        gameType: MET_IN_CALLBACK,
        listed: false,
        firstSeenAt: now,
        lastSeenAt: now,
      })
      .onConflictDoNothing();
  return !offered || (offered.enabled && offered.status !== 'MAINTAINED');
}
