import type { Config } from '../../config';
import { gscplusSettings } from '../providers/gscplus/settings';
import type { Adapters } from './service';

/**
 * Whose games the catalogue offers. Production offers no game it cannot launch: without an aggregator configured, its
 * games are left out. Elsewhere they stay and answer 'not available' when tapped, so a catalogue can be browsed and
 * tested without provider accounts (a fresh start has the demo aggregator anyway).
 */
export function launchableAdapters(config: Config): Adapters {
  if (config.NODE_ENV !== 'production' || gscplusSettings(config)) return ['house', 'gscplus'];
  return ['house'];
}
