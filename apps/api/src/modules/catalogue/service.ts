import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { games, gameTypes, providerGameTypes, providers } from '../../db/schema';

type ProviderRow = typeof providers.$inferSelect;

function providerView(row: ProviderRow) {
  return {
    id: row.id,
    code: row.code,
    short_name: row.shortName,
    provider_name: row.providerName,
    product_name: row.productName,
    product_title: row.productTitle,
    provider: row.shortName,
    img: row.imgUrl,
    img_url: row.imgUrl,
  };
}

const gameColumns = {
  id: games.id,
  game_code: games.gameCode,
  product_code: providers.code,
  game_type: gameTypes.code,
  game_name: games.gameName,
  image_url: games.imgUrl,
  provider_id: games.providerId,
  hot: games.hot,
};

function enabledGames(db: Executor) {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .innerJoin(gameTypes, eq(gameTypes.id, games.gameTypeId));
}

/** The adapters (house, gscplus) whose games this server can launch: see `launchableAdapters`. */
export type Adapters = readonly (typeof providers.$inferSelect.adapter)[];

/**
 * Offered: enabled by the operator, ACTIVATED by the aggregator for its products and games, and of a provider this
 * server can launch.
 */
const offeredProvider = (adapters: Adapters) =>
  and(
    eq(providers.enabled, true),
    eq(providers.status, 'ACTIVATED'),
    inArray(providers.adapter, [...adapters]),
  );
const playable = (adapters: Adapters) =>
  and(eq(games.enabled, true), eq(games.status, 'ACTIVATED'), offeredProvider(adapters));

/** Every game type, hidden ones included and flagged (the console decides which), each with its enabled providers. */
export async function listGameTypes(db: Executor, adapters: Adapters) {
  const [types, links] = await Promise.all([
    db.select().from(gameTypes).orderBy(asc(gameTypes.sortOrder), asc(gameTypes.id)),
    db
      .select({ typeId: providerGameTypes.gameTypeId, provider: providers })
      .from(providerGameTypes)
      .innerJoin(providers, eq(providers.id, providerGameTypes.providerId))
      .where(offeredProvider(adapters))
      .orderBy(asc(providers.sortOrder), asc(providers.id)),
  ]);
  return types.map((type) => ({
    id: type.id,
    code: type.code,
    name: type.name,
    img: type.imgUrl,
    img_active: type.imgActiveUrl,
    hidden: type.hidden,
    providers: links.filter((link) => link.typeId === type.id).map((link) => providerView(link.provider)),
  }));
}

/** Providers of a game type by its code, or null when no such type exists. */
export async function listProvidersOfType(db: Executor, typeCode: string, adapters: Adapters) {
  const [type] = await db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .where(sql`lower(${gameTypes.code}) = lower(${typeCode})`);
  if (!type) return null;
  const rows = await db
    .select({ provider: providers })
    .from(providerGameTypes)
    .innerJoin(providers, eq(providers.id, providerGameTypes.providerId))
    .where(and(eq(providerGameTypes.gameTypeId, type.id), offeredProvider(adapters)))
    .orderBy(asc(providers.sortOrder), asc(providers.id));
  return rows.map((row) => providerView(row.provider));
}

/** One page of a provider's games of one type, in a stable order. */
export function listGames(
  db: Executor,
  input: { typeId: number; providerId: number; page: number; perPage: number },
  adapters: Adapters,
) {
  return enabledGames(db)
    .where(
      and(playable(adapters), eq(games.gameTypeId, input.typeId), eq(games.providerId, input.providerId)),
    )
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
}

export function listHotGames(db: Executor, adapters: Adapters) {
  return enabledGames(db)
    .where(and(playable(adapters), eq(games.hot, true)))
    .orderBy(asc(games.sortOrder), asc(games.id));
}
