import { migrate } from '../db/migrate';
import { syncCatalogue } from '../modules/providers/gscplus/catalogue-sync';
import { gscplusSettings } from '../modules/providers/gscplus/settings';
import { runCli } from './run';

/** `npm run catalogue:sync`: copies the GSC+ aggregator's products and games into the catalogue. */
runCli(async (db, config) => {
  const settings = gscplusSettings(config);
  if (!settings) {
    console.error(
      'GSC+ is not configured: set GSCPLUS_API_URL, GSCPLUS_OPERATOR_CODE, GSCPLUS_SECRET_KEY, GSCPLUS_PASSWORD_KEY.',
    );
    return 2;
  }
  await migrate(db);
  const summary = await syncCatalogue(db, settings, new Date());
  console.log(
    `Catalogue synced: ${summary.products} products, ${summary.games} games, ${summary.disabledGames} games disabled.`,
  );
  return 0;
});
