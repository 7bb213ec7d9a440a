import type { Config } from './config';
import type { Database } from './db/client';
import type { PasswordHasher } from './platform/auth/passwords';
import type { Clock } from './platform/clock';

/** What every feature module is built from: one of each, made by main.ts or by a test. */
export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
}
