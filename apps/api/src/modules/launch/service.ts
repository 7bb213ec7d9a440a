import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { games, gameTypes, providers, users } from '../../db/schema';

/**
 * The enabled game a launch names, with its provider's adapter, product, currency and entry type, and whether the
 * aggregator offers it now (`availability`: ACTIVATED, MAINTAINED or DEACTIVATED, the worse of game and product).
 */
export async function findLaunchableGame(db: Executor, productCode: string, gameCode: string) {
  const [row] = await db
    .select({
      gameId: games.id,
      gameCode: games.gameCode,
      productCode: providers.code,
      gameType: gameTypes.code,
      currency: providers.currency,
      adapter: providers.adapter,
      entryType: providers.entryType,
      availability: sql<string>`case when 'DEACTIVATED' in (${games.status}, ${providers.status}) then 'DEACTIVATED'
        when 'ACTIVATED' = ${games.status} and 'ACTIVATED' = ${providers.status} then 'ACTIVATED'
        else 'MAINTAINED' end`,
    })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .innerJoin(gameTypes, eq(gameTypes.id, games.gameTypeId))
    .where(
      and(
        eq(providers.code, productCode),
        eq(games.gameCode, gameCode),
        eq(games.enabled, true),
        eq(providers.enabled, true),
      ),
    );
  return row ?? null;
}

export async function launchingPlayer(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName, name: users.name, memberAccount: users.memberAccount })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}
