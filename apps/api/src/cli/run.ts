import { loadConfig, loadDotEnv, type Config } from '../config';
import { openDatabase } from '../db/open';
import type { Database } from '../db/client';

/**
 * Runs a command-line task against the configured database (`.env` read first) and exits with its code; a failure
 * prints its message, not a stack, and exits with `failureCode`.
 */
export function runCli(task: (db: Database, config: Config) => Promise<number>, failureCode = 1) {
  const work = async () => {
    loadDotEnv();
    const config = loadConfig();
    const database = await openDatabase(config);
    try {
      return await task(database.db, config);
    } finally {
      await database.close();
    }
  };
  work().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(failureCode);
    },
  );
}
