import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { hasherFromConfig } from './platform/auth/hasher-from-config';
import type { PasswordHasher } from './platform/auth/passwords';
import type { Clock } from './platform/runtime/clock';
import { EventBus } from './platform/events/bus';
import { smsGatewayOf, type SmsGateway } from './platform/auth/sms';

/** What every feature module is built from: one of each, made by main.ts or by a test. */
export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
  /** Notices to and from every instance: what connected clients hear of (platform/events). */
  events: EventBus;
  /** Where text messages go (players' reset codes, staff members' one-time links); null when nowhere. */
  sms: SmsGateway | null;
}

export function appDeps(config: Config, database: DatabaseHandle, clock: Clock): AppDeps {
  return {
    config,
    db: database.db,
    clock,
    hasher: hasherFromConfig(config),
    events: new EventBus(database.db, database.listen),
    sms: smsGatewayOf(config),
  };
}
