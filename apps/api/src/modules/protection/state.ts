import type { ProtectionState } from '@zeya/contract/protection';
import type { AppDeps } from '../../app-deps';
import { exclusionOf, readProtection } from '../../platform/protection/guard';
import { limitStates } from './limits';

/** Everything the player's protection screen (and the console's view of it) shows. */
export async function protectionStateOf(deps: AppDeps, userId: number): Promise<ProtectionState> {
  const now = deps.clock.now();
  const row = await readProtection(deps.db, userId);
  const exclusion = exclusionOf(row, now);
  return {
    limits: await limitStates(deps.db, row, userId, now),
    reality_check_minutes: row?.realityCheckMinutes ?? 0,
    exclusion: exclusion && { kind: exclusion.kind, until: exclusion.until?.toISOString() ?? null },
    reopens_at: row?.reopensAt?.toISOString() ?? null,
  };
}
