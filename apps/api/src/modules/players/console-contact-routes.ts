import { success } from '@zeya/contract/envelope';
import { phoneChangeOpened, phoneChangeRequest, resetCodeSentReply } from '@zeya/contract/password-reset';
import { playerIdParams } from '@zeya/contract/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import { actorOf, OPERATORS } from '../../platform/auth/access';
import { resetSms, sendResetCode } from '../../platform/auth/reset-codes';
import { openStaffRequest } from '../../platform/authority/staff-requests';
import { HttpError, ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { requestLanguage } from '../../platform/http/i18n';
import { maskedPhone, phoneEnding } from '../../platform/auth/sms';
import { lockedPlayer, playerPhoneChange, refuseTakenPhone } from './phone-change';

/** Staff and a player's phone: sending the player a reset code, and changing the phone (two people). */
export const playerContactConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Staff never see or choose a player's password: they can only have a code sent to the player's own phone.
  app.post(
    '/players/:id/send-reset-code',
    {
      config: { access: OPERATORS, stepUp: true },
      schema: {
        tags: ['console'],
        params: playerIdParams,
        response: { 200: success(resetCodeSentReply), ...failureReplies },
      },
    },
    async (request) => {
      const withSms = resetSms(deps);
      const actor = actorOf(request);
      const phone = await inTransaction(deps.db, async (tx) => {
        const player = await lockedPlayer(tx, request.params.id);
        if (!player.phone) throw new HttpError(409, 'player_no_phone');
        if (player.status !== 'active') throw new HttpError(409, 'reset_code_player_banned');
        const held = await sendResetCode(tx, withSms, {
          player: { id: player.id, phone: player.phone },
          requestedBy: actor.userId,
          language: requestLanguage(request),
        });
        if (held) throw new HttpError(429, held.key, held.values);
        await recordAudit(tx, {
          actorId: actor.userId,
          actorLabel: actor.userName,
          action: 'player.reset_code_sent',
          targetType: 'player',
          targetId: String(player.id),
          before: null,
          after: { sent_to: maskedPhone(player.phone) },
          ip: request.ip,
          at: deps.clock.now(),
        });
        return player.phone;
      });
      return ok(
        request,
        { sent_to: maskedPhone(phone) },
        { key: 'reset_code_sent_by_staff', values: { last: phoneEnding(phone) } },
      );
    },
  );

  app.post(
    '/players/:id/phone',
    {
      config: { access: OPERATORS, stepUp: true },
      schema: {
        tags: ['console'],
        params: playerIdParams,
        body: phoneChangeRequest,
        response: { 200: success(phoneChangeOpened), ...failureReplies },
      },
    },
    async (request) => {
      const { phone, reason } = request.body;
      const requestId = await inTransaction(deps.db, async (tx) => {
        const player = await lockedPlayer(tx, request.params.id);
        await refuseTakenPhone(tx, phone);
        return openStaffRequest(tx, {
          kind: playerPhoneChange,
          targetType: 'player',
          targetId: player.id,
          payload: { player_id: player.id, phone, language: requestLanguage(request) },
          reason,
          actor: actorOf(request),
          ip: request.ip,
          at: deps.clock.now(),
        });
      });
      return ok(request, { request_id: requestId }, 'second_person_requested');
    },
  );
};
