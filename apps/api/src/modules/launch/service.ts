import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { games, providers } from '../../db/schema';

/** The enabled game a launch names, with its provider's adapter, or null. */
export async function findLaunchableGame(db: Executor, productCode: string, gameCode: string) {
  const [row] = await db
    .select({ gameId: games.id, gameCode: games.gameCode, adapter: providers.adapter })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
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
