import type { ThreedSettingsBody } from '@zeya/contract/threed';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { threedSettings } from '../../db/schema';
import { limitsView } from '../../platform/lottery/settings';

export type ThreedSettings = typeof threedSettings.$inferSelect;

/** The operator's 3D settings (one row, made by the migration with defaults). */
export async function threedSettingsOf(db: Executor): Promise<ThreedSettings> {
  const [row] = await db.select().from(threedSettings).where(eq(threedSettings.id, 1));
  return row!;
}

export function settingsView(settings: ThreedSettings): ThreedSettingsBody {
  return Object.assign(limitsView(settings), {
    odds: settings.odds,
    tote_odds: settings.toteOdds,
    close_minutes: settings.closeMinutes,
    closed_numbers: settings.closedNumbers,
  });
}
