import { failure, paged, pageQuery, success } from '@zeya/contract/envelope';
import { optionalReason } from '@zeya/contract/cashier';
import {
  adjustReply,
  adjustRequest,
  playerIdParams,
  playerListQuery,
  playerListRow,
  playerStatusReply,
} from '@zeya/contract/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ADMINS, actorOf, OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { checkMaximum, toKyat, toPya } from '../../platform/money/money';
import { toPage } from '../../platform/http/paging';
import { setPlayerStatus } from './moderation';
import { adjustBalance, playerRowView, searchPlayers } from './service';

const PLAYERS_PAGE_SIZE = 20;

export const playerConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/players',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console'],
        querystring: playerListQuery.extend(pageQuery.shape),
        response: { 200: success(paged(playerListRow)), ...failureReplies },
      },
    },
    async (request) => {
      const { q, on_break: onBreak, page } = request.query;
      const { rows, total } = await searchPlayers(deps, { q, onBreak }, page, PLAYERS_PAGE_SIZE);
      return ok(request, toPage(request, rows.map(playerRowView), total, page, PLAYERS_PAGE_SIZE));
    },
  );

  app.post(
    '/players/:id/adjust',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console'],
        params: playerIdParams,
        headers: idempotencyHeaders,
        body: adjustRequest,
        response: { 200: success(adjustReply), 403: failure, 404: failure, ...failureReplies },
      },
    },
    async (request) => {
      const { account, amount, reason } = request.body;
      const pya = Math.sign(amount) * checkMaximum(toPya(Math.abs(amount)), deps.config.MAX_TRANSACTION_KS);
      return onceByKey(deps, request, async (scoped) => {
        const { balances, requestId } = await adjustBalance(scoped, {
          actor: actorOf(request),
          playerId: request.params.id,
          account,
          amount: pya,
          reason,
          ip: request.ip,
        });
        return ok(
          request,
          { balance: toKyat(balances.game), main_balance: toKyat(balances.main), request_id: requestId },
          requestId === null ? 'adjusted' : 'second_person_requested',
        );
      });
    },
  );

  const statusChange = (path: 'ban' | 'unban', status: 'active' | 'banned') =>
    app.post(
      `/players/:id/${path}`,
      {
        config: { access: OPERATORS },
        schema: {
          tags: ['console'],
          params: playerIdParams,
          body: optionalReason,
          response: { 200: success(playerStatusReply), ...failureReplies },
        },
      },
      async (request) => {
        const data = await setPlayerStatus(deps, request.params.id, status, {
          actor: actorOf(request),
          ip: request.ip,
          reason: request.body.reason ?? null,
        });
        return ok(request, data, status === 'banned' ? 'player_banned' : 'player_unbanned');
      },
    );
  statusChange('ban', 'banned');
  statusChange('unban', 'active');
};
