import { productCode } from '@zeya/contract/seamless';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../../db/client';
import { aggregatorProducts, games, gameTypes, providerGameTypes, providers } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { CURRENCIES, isCurrency } from './currency';
import { ourGameType } from './game-types';
import { AggregatorError, askAggregator } from './operator-api';
import { MET_IN_CALLBACK } from './products';
import { GSCPLUS, type GscplusSettings } from './settings';

/** The product list's entries (the document's section 2.6) and the game list's rows (its section 3.13). */
const productEntry = z.looseObject({
  provider: z.string().default(''),
  currency: z.string().trim().toUpperCase(),
  status: z.string().trim().toUpperCase().default('ACTIVATED'),
  product_code: productCode,
  // The document's examples also write `Slot` and `poker`.
  game_type: z.string().trim().toUpperCase().default('SLOT'),
  product_name: z.string().default(''),
  entry_type: z.coerce.number().int().default(1),
});
type ProductEntry = z.infer<typeof productEntry>;

const gameRow = z.looseObject({
  game_code: z.union([z.string(), z.number()]).transform(String),
  game_name: z.string(),
  game_type: z.string().trim().toUpperCase().nullish(),
  image_url: z.string().nullish(),
  status: z.string().trim().toUpperCase().default('ACTIVATED'),
  support_currency: z.string().trim().toUpperCase(),
});
type GameRow = z.infer<typeof gameRow>;

/**
 * The tile of a lobby-only product (entry_type 2): it launches the provider's lobby, without a game code. A product
 * listed under several game types has a tile per type, each launched with its own type: the launch entry's type keeps
 * this code (the tile it always had), the others are `lobby:<type>`.
 */
export const LOBBY_GAME = 'lobby';
const OFFERED = 'ACTIVATED';
/** Worst last: a game is offered only as far as both it and its product's entry of its type are. */
const STATUSES = [OFFERED, 'MAINTAINED', 'DEACTIVATED'];

export interface SyncSummary {
  products: number;
  games: number;
  /** Games of the synced products not offered now: deactivated, under maintenance or no longer listed. */
  disabledGames: number;
}

interface ListedProduct {
  code: number;
  /** The entry the product launches in: its currency, and the first of its game types there. */
  entry: ProductEntry;
  /** Its entries in that currency, one per game type, the launch entry first: it is shown and launched under each. */
  types: ProductEntry[];
  games: GameRow[];
}

async function productList(settings: GscplusSettings, now: Date): Promise<ProductEntry[]> {
  // Without offset and size the list is everything (v2.0.1); the reply is a bare array.
  const reply = await askAggregator(settings, {
    method: 'GET',
    path: '/api/operators/available-products',
    word: 'productlist',
    now,
  });
  if (!Array.isArray(reply)) throw new AggregatorError('The product list is not a list');
  return reply.map((entry) => productEntry.parse(entry));
}

async function gameList(settings: GscplusSettings, code: number, now: Date): Promise<GameRow[]> {
  const reply = (await askAggregator(settings, {
    method: 'GET',
    path: '/api/operators/provider-games',
    word: 'gamelist',
    params: { product_code: code },
    now,
  })) as { provider_games?: unknown };
  if (!Array.isArray(reply.provider_games)) throw new AggregatorError('The game list has no provider_games');
  return reply.provider_games.map((row) => gameRow.parse(row));
}

/**
 * The currency a product launches in: the one it launches in now when still offered, else the first offered of
 * MMK, MMK3, MMK2 (finest unit first); a product not offered in any keeps the entry closest to being offered.
 */
function launchEntry(entries: ProductEntry[], current: string | undefined): ProductEntry {
  const rank = (entry: ProductEntry) =>
    (entry.status === OFFERED ? 0 : entry.status === 'MAINTAINED' ? 10 : 20) +
    (entry.currency === current ? 0 : 1 + CURRENCIES.indexOf(entry.currency as never));
  return [...entries].sort((a, b) => rank(a) - rank(b))[0]!;
}

async function currentCurrencies(db: Database) {
  const rows = await db
    .select({ code: providers.code, currency: providers.currency })
    .from(providers)
    .where(eq(providers.adapter, GSCPLUS));
  return new Map(rows.map((row) => [row.code, row.currency]));
}

/**
 * Copies the aggregator's products and games into our catalogue, per currency: each product launches in one of its
 * kyat currencies and carries that currency's games with their own status; only ACTIVATED products and games are
 * offered. A product listed under several game types in that currency is shown under each (its games by their own
 * type; a lobby-only product as one tile per type). Names, images, types and statuses follow the aggregator; what the
 * operator decides (enabled, hot, order, an uploaded image) is kept. Nothing is written unless every list was read.
 */
export async function syncCatalogue(
  db: Database,
  settings: GscplusSettings,
  now: Date,
): Promise<SyncSummary> {
  const entries = await productList(settings, now);
  const current = await currentCurrencies(db);
  const listed: ListedProduct[] = [];
  for (const code of new Set(entries.map((entry) => entry.product_code))) {
    const ours = entries.filter((entry) => entry.product_code === code && isCurrency(entry.currency));
    if (ours.length === 0) continue;
    const entry = launchEntry(ours, current.get(String(code)));
    const types = typesOf(
      entry,
      ours.filter((other) => other.currency === entry.currency),
    );
    const found = entry.entry_type === 2 ? [] : await gameList(settings, code, now);
    listed.push({
      code,
      entry,
      types,
      games: found.filter((row) => row.support_currency === entry.currency),
    });
  }
  return inTransaction(db, async (tx) => {
    await recordProductList(tx, entries, now);
    const typeIds = new Map((await tx.select().from(gameTypes)).map((row) => [row.code, row.id]));
    const typeOf = (code: string | null | undefined, fallback: string) =>
      typeIds.get(ourGameType(code || fallback)) ?? typeIds.get('OTHERS')!;
    const summary: SyncSummary = { products: 0, games: 0, disabledGames: 0 };
    for (const product of listed) {
      const providerId = await upsertProduct(tx, product);
      const rows = product.entry.entry_type === 2 ? product.types.map(lobbyRow) : offeredGames(product);
      for (const typeId of new Set(rows.map((row) => typeOf(row.game_type, product.entry.game_type))))
        await tx.insert(providerGameTypes).values({ providerId, gameTypeId: typeId }).onConflictDoNothing();
      await upsertGames(tx, providerId, rows, (code) => typeOf(code, product.entry.game_type));
      await retireUnlisted(tx, providerId, rows);
      summary.products += 1;
      summary.games += rows.length;
      summary.disabledGames += await countNotOffered(tx, providerId);
    }
    await retireUnlistedProducts(tx, listed);
    return summary;
  });
}

/** One entry per game type, the launch entry's first. */
function typesOf(entry: ProductEntry, entries: ProductEntry[]): ProductEntry[] {
  const byType = new Map([[entry.game_type, entry]]);
  for (const other of entries) if (!byType.has(other.game_type)) byType.set(other.game_type, other);
  return [...byType.values()];
}

const worse = (a: string, b: string) => (STATUSES.indexOf(a) >= STATUSES.indexOf(b) ? a : b);

/**
 * The product's games, once each (a game the list gives under two types keeps the first), each offered only as far as
 * the product's entry of its game type is: one type of a product may be under maintenance while the other is not.
 */
function offeredGames({ entry, types, games: rows }: ListedProduct): GameRow[] {
  const statusOf = new Map(types.map((type) => [type.game_type, type.status]));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.game_code)) return [];
    seen.add(row.game_code);
    const typeStatus = statusOf.get(row.game_type || entry.game_type);
    return [typeStatus ? { ...row, status: worse(row.status, typeStatus) } : row];
  });
}

function lobbyRow(entry: ProductEntry, index: number): GameRow {
  return {
    game_code: index === 0 ? LOBBY_GAME : `${LOBBY_GAME}:${entry.game_type}`,
    game_name: entry.product_name || entry.provider,
    game_type: entry.game_type,
    image_url: null,
    status: entry.status,
    support_currency: entry.currency,
  };
}

/**
 * Every entry of the list, per product code, currency and game type (a product listed under two types keeps both);
 * entries the list no longer has are marked unlisted. A product a wallet callback met first (its game type unknown)
 * is the list's entries from when the list names it.
 */
async function recordProductList(tx: Transaction, entries: ProductEntry[], now: Date) {
  await tx.update(aggregatorProducts).set({ listed: false });
  for (const entry of entries) {
    await tx
      .insert(aggregatorProducts)
      .values({
        productCode: entry.product_code,
        currency: entry.currency,
        provider: entry.provider,
        productName: entry.product_name,
        gameType: entry.game_type,
        status: entry.status,
        entryType: entry.entry_type,
        listed: true,
        firstSeenAt: now,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({
        target: [aggregatorProducts.productCode, aggregatorProducts.currency, aggregatorProducts.gameType],
        set: {
          provider: entry.provider,
          productName: entry.product_name,
          status: entry.status,
          entryType: entry.entry_type,
          listed: true,
          lastSeenAt: now,
        },
      });
    await tx
      .delete(aggregatorProducts)
      .where(
        and(
          eq(aggregatorProducts.productCode, entry.product_code),
          eq(aggregatorProducts.currency, entry.currency),
          eq(aggregatorProducts.gameType, MET_IN_CALLBACK),
          eq(aggregatorProducts.listed, false),
        ),
      );
  }
}

async function upsertProduct(tx: Transaction, { code, entry }: ListedProduct) {
  const name = entry.product_name || entry.provider || String(code);
  const aggregatorSays = {
    productName: name,
    productTitle: name,
    currency: entry.currency,
    status: entry.status,
    entryType: entry.entry_type,
  };
  const [row] = await tx
    .insert(providers)
    .values({
      code: String(code),
      shortName: entry.provider || name,
      providerName: entry.provider || name,
      imgUrl: '',
      adapter: GSCPLUS,
      ...aggregatorSays,
    })
    .onConflictDoUpdate({
      target: providers.code,
      set: aggregatorSays,
      // A product code that is one of our own (house) providers is never taken over.
      setWhere: eq(providers.adapter, GSCPLUS),
    })
    .returning({ id: providers.id });
  if (row) return row.id;
  throw new AggregatorError(`Product code ${code} belongs to a provider that is not the aggregator's`);
}

async function upsertGames(
  tx: Transaction,
  providerId: number,
  rows: GameRow[],
  typeOf: (code: string | null | undefined) => number,
) {
  if (rows.length === 0) return;
  await tx
    .insert(games)
    .values(
      rows.map((row) => ({
        providerId,
        gameTypeId: typeOf(row.game_type),
        gameCode: row.game_code,
        gameName: row.game_name,
        imgUrl: row.image_url ?? '',
        status: row.status,
      })),
    )
    .onConflictDoUpdate({
      target: [games.providerId, games.gameCode],
      set: {
        gameName: sql`excluded.game_name`,
        // An image the operator uploaded in the console stays.
        imgUrl: sql`case when ${games.imgUrl} like '/storage/catalogue/%' then ${games.imgUrl} else excluded.img_url end`,
        gameTypeId: sql`excluded.game_type_id`,
        status: sql`excluded.status`,
      },
    });
}

/** A product's games the aggregator no longer lists in its currency are no longer offered. */
async function retireUnlisted(tx: Transaction, providerId: number, rows: GameRow[]) {
  const codes = rows.map((row) => row.game_code);
  await tx
    .update(games)
    .set({ status: 'DEACTIVATED' })
    .where(
      codes.length > 0
        ? and(eq(games.providerId, providerId), notInArray(games.gameCode, codes))
        : eq(games.providerId, providerId),
    );
}

async function retireUnlistedProducts(tx: Transaction, listed: ListedProduct[]) {
  const codes = listed.map((product) => String(product.code));
  await tx
    .update(providers)
    .set({ status: 'DEACTIVATED' })
    .where(
      codes.length > 0
        ? and(eq(providers.adapter, GSCPLUS), notInArray(providers.code, codes))
        : eq(providers.adapter, GSCPLUS),
    );
}

async function countNotOffered(tx: Transaction, providerId: number) {
  const rows = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.providerId, providerId), sql`${games.status} <> ${OFFERED}`));
  return rows.length;
}
