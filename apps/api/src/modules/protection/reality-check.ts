import type { RealityCheck } from '@zeya/contract/protection';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { playerProtection } from '../../db/schema';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { inTransaction } from '../../db/transaction';
import { toKyat } from '../../platform/money/money';
import { netLossSince } from '../../platform/protection/figures';
import { isRealityCheckDue, lockProtection, type Protection } from '../../platform/protection/guard';
import { recordChange, type ChangeActor } from './history';

const NO_CHECK: RealityCheck = { due: false, started_at: null, minutes_played: 0, net: 0 };

/**
 * The reality check of the player's play session: due once its interval has passed since the session began (or since
 * the last check), with the time played and what was won or lost since the session began. The session is the
 * player's, not a device's: every device sees the same check.
 */
export async function realityCheckOf(deps: AppDeps, row: Protection | null): Promise<RealityCheck> {
  const now = deps.clock.now();
  if (!row?.realityCheckMinutes || !row.playStartedAt) return NO_CHECK;
  const { session } = await netLossSince(deps.db, row.userId, { session: row.playStartedAt });
  return {
    due: isRealityCheckDue(row, now),
    started_at: row.playStartedAt.toISOString(),
    minutes_played: Math.floor((now.getTime() - row.playStartedAt.getTime()) / 60_000),
    net: toKyat(-session),
  };
}

/** The interval (minutes; 0 turns the check off). A new interval starts the next session's timing afresh. */
export function setRealityCheck(deps: AppDeps, actor: ChangeActor, userId: number, minutes: number) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await lockProtection(tx, userId, now);
    await tx
      .update(playerProtection)
      .set({
        realityCheckMinutes: minutes || null,
        playStartedAt: null,
        playLastAt: null,
        nextCheckAt: null,
        updatedAt: now,
      })
      .where(eq(playerProtection.userId, userId));
    await recordChange(tx, {
      actor,
      userId,
      change: 'reality_check',
      before: { minutes: row.realityCheckMinutes ?? 0 },
      after: { minutes },
      at: now,
    });
  });
}

/**
 * The player's answer to a check: continue times the next one a full interval from now; stop ends the session and
 * signs the player out on every device.
 */
export function answerRealityCheck(deps: AppDeps, userId: number, answer: 'continue' | 'stop') {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await lockProtection(tx, userId, now);
    if (answer === 'continue' && row.realityCheckMinutes) {
      const nextCheckAt = new Date(now.getTime() + row.realityCheckMinutes * 60_000);
      await tx.update(playerProtection).set({ nextCheckAt }).where(eq(playerProtection.userId, userId));
      return;
    }
    await tx
      .update(playerProtection)
      .set({ playStartedAt: null, playLastAt: null, nextCheckAt: null })
      .where(eq(playerProtection.userId, userId));
    if (answer === 'stop') await revokeUserSessions(tx, userId, now);
  });
}
