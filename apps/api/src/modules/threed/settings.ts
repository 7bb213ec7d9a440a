import type { ThreedSettingsBody } from '@zeya/contract/threed';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { threedSettings } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { toKyat, toPya } from '../../platform/money';
import type { OperatorStep } from './steps';

export type ThreedSettings = typeof threedSettings.$inferSelect;

/** The operator's 3D settings (one row, made by the migration with defaults). */
export async function threedSettingsOf(db: Executor): Promise<ThreedSettings> {
  const [row] = await db.select().from(threedSettings).where(eq(threedSettings.id, 1));
  return row!;
}

export function settingsView(settings: ThreedSettings): ThreedSettingsBody {
  return {
    break_limit: toKyat(settings.breakLimit),
    player_limit: settings.playerLimit === null ? null : toKyat(settings.playerLimit),
    odds: settings.odds,
    tote_odds: settings.toteOdds,
    close_minutes: settings.closeMinutes,
    closed_numbers: settings.closedNumbers,
  };
}

/** New settings apply to bets from now on: placed bets keep the odds they were placed at. Audited. */
export async function updateSettings(db: Database, body: ThreedSettingsBody, step: OperatorStep, now: Date) {
  return db.transaction(async (tx) => {
    const before = settingsView(await threedSettingsOf(tx));
    const [after] = await tx
      .update(threedSettings)
      .set({
        breakLimit: toPya(body.break_limit),
        playerLimit: body.player_limit === null ? null : toPya(body.player_limit),
        odds: body.odds,
        toteOdds: body.tote_odds,
        closeMinutes: body.close_minutes,
        closedNumbers: [...new Set(body.closed_numbers)].sort(),
        updatedAt: now,
      })
      .where(eq(threedSettings.id, 1))
      .returning();
    const view = settingsView(after!);
    await recordAudit(tx, {
      actorId: step.actorId,
      actorLabel: step.label,
      action: 'threed.settings',
      targetType: 'threed_settings',
      targetId: '1',
      before,
      after: view,
      ip: step.ip,
      at: now,
    });
    return view;
  });
}
