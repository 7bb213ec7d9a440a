import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/open';
import { migrate } from '../db/migrate';
import { syncCatalogue } from '../modules/providers/gscplus/catalogue-sync';
import { gscplusSettings } from '../modules/providers/gscplus/settings';

/** `npm run catalogue:sync`: copies the GSC+ aggregator's products and games into the catalogue. */
async function main(): Promise<number> {
  loadDotEnv();
  const config = loadConfig();
  const settings = gscplusSettings(config);
  if (!settings) {
    console.error(
      'GSC+ is not configured: set GSCPLUS_API_URL, GSCPLUS_OPERATOR_CODE, GSCPLUS_SECRET_KEY, GSCPLUS_PASSWORD_KEY.',
    );
    return 2;
  }
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const summary = await syncCatalogue(database.db, settings);
    console.log(
      `Catalogue synced: ${summary.products} products, ${summary.games} games, ${summary.disabledGames} games disabled.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
