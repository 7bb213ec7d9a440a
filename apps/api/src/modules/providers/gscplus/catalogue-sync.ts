import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../../db/client';
import { games, gameTypes, providerGameTypes, providers } from '../../../db/schema';
import { ourGameType } from './game-types';
import type { GscplusSettings } from './settings';
import { outgoingSign } from './signature';

const PAGE_SIZE = 100;
const text = z.union([z.string(), z.number()]).transform(String);

/**
 * The aggregator's catalogue replies are not published; these are the fields working integrations read. A list may
 * come as `data` itself or inside it (`data.products`, `data.games`, `data.items`).
 */
const product = z.looseObject({
  product_code: text,
  product_name: z.string().nullish(),
  provider: z.string().nullish(),
  product_title: z.string().nullish(),
  game_type: z.string().nullish(),
  currency: z.string().nullish(),
});
const game = z.looseObject({
  game_code: text,
  game_name: z.string(),
  game_type: z.string().nullish(),
  image_url: z.string().nullish(),
  game_image: z.string().nullish(),
  icon: z.string().nullish(),
});

function listIn(reply: unknown): unknown[] {
  const data = (reply as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data;
  for (const key of ['products', 'games', 'items', 'data'])
    if (Array.isArray((data as Record<string, unknown> | null)?.[key]))
      return (data as Record<string, unknown[]>)[key]!;
  throw new Error('The aggregator answered a catalogue request without a list');
}

async function pages<T>(
  settings: GscplusSettings,
  path: string,
  word: string,
  params: Record<string, string>,
  item: z.ZodType<T>,
) {
  const all: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const requestTime = Math.floor(Date.now() / 1000);
    const query = new URLSearchParams({
      ...params,
      operator_code: settings.operatorCode,
      sign: outgoingSign(settings.secretKey, settings.operatorCode, word, requestTime),
      request_time: String(requestTime),
      offset: String(offset),
      size: String(PAGE_SIZE),
    });
    const response = await fetch(`${settings.apiUrl}${path}?${query}`, {
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`The aggregator answered ${response.status} to ${path}`);
    const page = listIn(await response.json()).map((entry) => item.parse(entry));
    all.push(...page);
    if (page.length < PAGE_SIZE) return all;
  }
}

export interface SyncSummary {
  products: number;
  games: number;
  disabledGames: number;
}

/**
 * Copies the aggregator's products and games into our catalogue. Names, images and types follow the aggregator;
 * what the operator decides (enabled, hot, order, an uploaded image) is kept. A product's games the aggregator no longer lists are
 * disabled, so no player launches a game that is gone. Nothing is written unless every list was read.
 */
export async function syncCatalogue(db: Database, settings: GscplusSettings): Promise<SyncSummary> {
  const products = await pages(settings, '/api/operators/available-products', 'productlist', {}, product);
  const listed: { product: z.infer<typeof product>; type: string; games: z.infer<typeof game>[] }[] = [];
  for (const entry of products) {
    const type = entry.game_type ?? 'SLOT';
    const found = await pages(
      settings,
      '/api/operators/provider-games',
      'gamelist',
      { product_code: entry.product_code, game_type: type },
      game,
    );
    listed.push({ product: entry, type, games: found });
  }
  return db.transaction(async (tx) => {
    const summary: SyncSummary = { products: 0, games: 0, disabledGames: 0 };
    const typeIds = new Map((await tx.select().from(gameTypes)).map((row) => [row.code, row.id]));
    for (const { product: entry, type, games: found } of listed) {
      const providerId = await upsertProduct(tx, settings, entry);
      const gameTypeId = typeIds.get(ourGameType(type)) ?? typeIds.get('OTHERS')!;
      await tx.insert(providerGameTypes).values({ providerId, gameTypeId }).onConflictDoNothing();
      summary.products += 1;
      summary.games += await upsertGames(
        tx,
        providerId,
        found,
        (code) => typeIds.get(ourGameType(code ?? type)) ?? gameTypeId,
      );
      summary.disabledGames += await disableUnlisted(
        tx,
        providerId,
        found.map((row) => row.game_code),
      );
    }
    return summary;
  });
}

async function upsertProduct(tx: Transaction, settings: GscplusSettings, entry: z.infer<typeof product>) {
  const code = entry.product_code;
  const name = entry.product_name ?? entry.provider ?? code;
  const currency =
    entry.currency === 'MMK' || entry.currency === 'MMK2'
      ? entry.currency
      : settings.mmk2Products.has(code)
        ? 'MMK2'
        : 'MMK';
  const [row] = await tx
    .insert(providers)
    .values({
      code,
      shortName: entry.provider ?? name,
      providerName: entry.provider ?? name,
      productName: name,
      productTitle: entry.product_title ?? name,
      imgUrl: '',
      adapter: 'gscplus',
      currency,
    })
    .onConflictDoUpdate({
      target: providers.code,
      set: { productName: name, productTitle: entry.product_title ?? name, currency },
      // A product code that is one of our own (house) providers is never taken over.
      setWhere: eq(providers.adapter, 'gscplus'),
    })
    .returning({ id: providers.id });
  if (row) return row.id;
  throw new Error(`Product code ${code} belongs to a provider that is not the aggregator's`);
}

async function upsertGames(
  tx: Transaction,
  providerId: number,
  found: z.infer<typeof game>[],
  typeOf: (code: string | null | undefined) => number,
) {
  if (found.length === 0) return 0;
  await tx
    .insert(games)
    .values(
      found.map((row) => ({
        providerId,
        gameTypeId: typeOf(row.game_type),
        gameCode: row.game_code,
        gameName: row.game_name,
        imgUrl: row.image_url ?? row.game_image ?? row.icon ?? '',
      })),
    )
    .onConflictDoUpdate({
      target: [games.providerId, games.gameCode],
      set: {
        gameName: sql`excluded.game_name`,
        // An image the operator uploaded in the console stays.
        imgUrl: sql`case when ${games.imgUrl} like '/storage/catalogue/%' then ${games.imgUrl} else excluded.img_url end`,
        gameTypeId: sql`excluded.game_type_id`,
      },
    });
  return found.length;
}

async function disableUnlisted(tx: Transaction, providerId: number, codes: string[]) {
  const condition =
    codes.length > 0
      ? and(eq(games.providerId, providerId), eq(games.enabled, true), notInArray(games.gameCode, codes))
      : and(eq(games.providerId, providerId), eq(games.enabled, true));
  const disabled = await tx
    .update(games)
    .set({ enabled: false })
    .where(condition)
    .returning({ id: games.id });
  return disabled.length;
}
