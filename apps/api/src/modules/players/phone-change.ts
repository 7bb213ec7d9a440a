import { LANGUAGES } from '@zeya/contract/constants';
import { translate } from '@zeya/contract/messages';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { pgErrorCode } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import { staffRequestKind } from '../../platform/authority/staff-requests';
import { fieldError, HttpError } from '../../platform/http/errors';
import { maskedPhone, phoneEnding } from '../../platform/auth/sms';

/** A phone that is any account's already: 422 on `phone`, when asked and again when approved. */
export async function refuseTakenPhone(tx: Transaction, phone: string) {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (owner) throw fieldError('phone', 'phone_taken');
}

/** The player (a 404 for anyone else), their row held until the transaction ends. */
export async function lockedPlayer(tx: Transaction, playerId: number) {
  const [player] = await tx
    .select({ id: users.id, userName: users.userName, phone: users.phone, status: users.status })
    .from(users)
    .where(and(eq(users.id, playerId), eq(users.role, 'player')))
    .for('update');
  if (!player) throw new HttpError(404, 'not_found');
  return player;
}

/**
 * A player's phone changed by staff: asked by one console user, made by another. The phone is where a reset code
 * goes, so one insider who could change it could take the account; the second person, the old phone being told, and
 * withdrawals paused for WITHDRAW_FREEZE_HOURS stand in the way. `language` is the asker's, for the old phone's text.
 */
export const playerPhoneChange = staffRequestKind({
  kind: 'player.phone',
  adminOnly: false,
  onePerTarget: true,
  payload: z.object({ player_id: z.number().int(), phone: z.string(), language: z.enum(LANGUAGES) }),
  async execute(tx, deps, payload, step) {
    const player = await lockedPlayer(tx, payload.player_id);
    await refuseTakenPhone(tx, payload.phone);
    const frozenUntil = new Date(step.at.getTime() + deps.config.WITHDRAW_FREEZE_HOURS * 3600_000);
    await tx
      .update(users)
      .set({ phone: payload.phone, withdrawalsFrozenUntil: frozenUntil, updatedAt: step.at })
      .where(eq(users.id, player.id))
      .catch((error: unknown) => {
        // Registered by someone else a moment ago.
        throw pgErrorCode(error) === '23505' ? fieldError('phone', 'phone_taken') : error;
      });
    // Without a gateway there is no one to tell; there is then no reset by text message either.
    if (player.phone && deps.sms)
      await deps.sms.send(tx, {
        to: player.phone,
        purpose: 'phone_changed',
        text: translate('sms_phone_changed', payload.language, { last: phoneEnding(payload.phone) }),
        at: step.at,
      });
    await recordAudit(tx, {
      actorId: step.approver.userId,
      actorLabel: step.approver.userName,
      action: 'player.phone_change',
      targetType: 'player',
      targetId: String(player.id),
      before: { phone: player.phone },
      after: {
        phone: payload.phone,
        request: step.requestId,
        requested_by: step.requestedBy,
        old_phone_told: Boolean(player.phone && deps.sms),
        withdrawals_frozen_until: frozenUntil.toISOString(),
      },
      ip: step.ip,
      at: step.at,
    });
    return { phone: maskedPhone(payload.phone), withdrawals_frozen_until: frozenUntil.toISOString() };
  },
});
