import type { TwodSettingsBody } from '@zeya/contract/twod-console';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { twodSettings } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { toKyat, toPya } from '../../platform/money';
import type { OperatorStep } from './settlement';
import { twodSettingsOf, type TwodSettings } from './settings';

export function settingsView(settings: TwodSettings): TwodSettingsBody {
  return {
    break_limit: toKyat(settings.breakLimit),
    player_limit: settings.playerLimit === null ? null : toKyat(settings.playerLimit),
    odds: settings.odds,
    close_minutes: settings.closeMinutes,
    closed_heads: settings.closedHeads,
    closed_numbers: settings.closedNumbers,
  };
}

/**
 * New settings apply to bets from now on: a lower break limit never undoes stakes already taken, new odds never change
 * what placed bets pay, and a new closing minute applies to draws not yet made.
 */
export async function updateSettings(db: Database, body: TwodSettingsBody, step: OperatorStep, now: Date) {
  return db.transaction(async (tx) => {
    const before = settingsView(await twodSettingsOf(tx));
    const [after] = await tx
      .update(twodSettings)
      .set({
        breakLimit: toPya(body.break_limit),
        playerLimit: body.player_limit === null ? null : toPya(body.player_limit),
        odds: body.odds,
        closeMinutes: body.close_minutes,
        closedHeads: [...new Set(body.closed_heads)].sort(),
        closedNumbers: [...new Set(body.closed_numbers)].sort(),
        updatedAt: now,
      })
      .where(eq(twodSettings.id, 1))
      .returning();
    const view = settingsView(after!);
    await recordAudit(tx, {
      actorId: step.actorId,
      actorLabel: step.label,
      action: 'twod.settings',
      targetType: 'twod_settings',
      targetId: '1',
      before,
      after: view,
      ip: step.ip,
      at: now,
    });
    return view;
  });
}
