import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/open';
import { verifyBooks } from '../books';

/** `npm run ledger:verify`: checks every ledger invariant and the audit chain; exit code 1 on any violation. */
async function main(): Promise<number> {
  loadDotEnv();
  const database = await openDatabase(loadConfig());
  try {
    const violations = await verifyBooks(database.db);
    for (const violation of violations) console.error(`VIOLATION ${violation}`);
    console.log(
      violations.length === 0 ? 'Ledger verified: no violations.' : `${violations.length} violation(s).`,
    );
    return violations.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
