import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';

/** Our agent code at the demo Shan provider, and where it is served in this process. */
export const DEMO_SHAN_AGENT = 'DEMO';
export const DEMO_SHAN_PATH = '/demo/shan';

/** The demo provider's key (signs launches and, as our agent's key, its callbacks): new at every start. */
const keys = new WeakMap<Config, string>();

export function demoShanKey(config: Config): string {
  let key = keys.get(config);
  if (!key) {
    key = randomBytes(24).toString('hex');
    keys.set(config, key);
  }
  return key;
}
