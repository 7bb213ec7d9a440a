import { count, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import { gameTypes } from '../db/schema';
import { seedDemoAccounts, seedRootAdmins, seedHouseAccounts } from './accounts';
import { seedDemoAgents } from './agents';
import { seedDemoCatalogue, seedGameTypes, seedHouseGames } from './catalogue';
import { seedDemoContent } from './content';

const SEED_LOCK = 7_262_003;

/**
 * Fills an empty database once: game types, our own games and house accounts always; outside production the demo catalogue,
 * content, payment channels, the fixed demo logins and the demo agent network; in production only the two root admins from the environment.
 * Returns whether it seeded.
 */
export async function seedIfEmpty(deps: AppDeps): Promise<boolean> {
  const { config, clock, hasher } = deps;
  return inTransaction(deps.db, async (tx) => {
    // Two instances starting together: the second waits here and then finds the database seeded.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(gameTypes);
    if (existing && existing.n > 0) return false;
    const now = clock.now();
    await seedGameTypes(tx, config.uploadsDir);
    await seedHouseGames(tx, config.uploadsDir);
    await seedHouseAccounts(tx, now);
    if (config.NODE_ENV === 'production') {
      await seedRootAdmins(tx, hasher, config, now);
      return true;
    }
    await seedDemoCatalogue(tx, config.uploadsDir);
    await seedDemoContent(tx, config.uploadsDir, config.DEMO_VIDEO_URL);
    await seedDemoAccounts(tx, hasher, now);
    await seedDemoAgents(tx, hasher, config.uploadsDir, now);
    return true;
  });
}
