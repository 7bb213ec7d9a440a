import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config';

/** Our operator code at the demo aggregator, and where it is served in this process. */
export const DEMO_OPERATOR_CODE = 'DEMO';
export const DEMO_AGGREGATOR_PATH = '/demo/gscplus';

export interface DemoKeys {
  /** Signs both ways (operator APIs and wallet callbacks); new at every start, known to nobody outside. */
  secretKey: string;
  /**
   * Seals the member passwords we give the aggregator. Kept in DATA_DIR: sealed passwords stay in the database, and a
   * new key at each start could not open the ones sealed before.
   */
  passwordKey: Buffer;
}

const keys = new WeakMap<Config, DemoKeys>();

export function demoKeys(config: Config): DemoKeys {
  let found = keys.get(config);
  if (!found) {
    found = { secretKey: randomBytes(24).toString('hex'), passwordKey: passwordKey(config.DATA_DIR) };
    keys.set(config, found);
  }
  return found;
}

function passwordKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'demo-aggregator-password.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
