import path from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './client';
import { migrate } from './migrate';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/db; migrated before use. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : await openPglite(path.join(config.DATA_DIR, 'db'));
  await migrate(handle.db);
  return handle;
}
