import { paged, pageQuery, success } from '@zeya/contract/envelope';
import { adjustRequest, playerIdParams, playerRow, playerSearchQuery } from '@zeya/contract/players';
import { balances } from '@zeya/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ADMINS, actorOf, OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/errors';
import { failureReplies } from '../../platform/http';
import { checkMaximum, toKyat, toPya } from '../../platform/money';
import { toPage } from '../../platform/paging';
import { adjustBalance, searchPlayers } from './service';

const PLAYERS_PAGE_SIZE = 20;

export const playerConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/players',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console'],
        querystring: playerSearchQuery.extend(pageQuery.shape),
        response: { 200: success(paged(playerRow)) },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const { rows, total } = await searchPlayers(deps, q, page, PLAYERS_PAGE_SIZE);
      const data = rows.map(({ main, game, withdraw_hold, created_at, ...player }) => ({
        ...player,
        main_balance: toKyat(main),
        balance: toKyat(game),
        withdraw_hold: toKyat(withdraw_hold),
        created_at: new Date(created_at).toISOString(),
      }));
      return ok(request, toPage(request, data, total, page, PLAYERS_PAGE_SIZE));
    },
  );

  app.post(
    '/players/:id/adjust',
    {
      config: { access: ADMINS },
      schema: {
        tags: ['console'],
        params: playerIdParams,
        body: adjustRequest,
        response: { 200: success(balances), ...failureReplies },
      },
    },
    async (request) => {
      const { account, amount, reason } = request.body;
      const pya = Math.sign(amount) * checkMaximum(toPya(Math.abs(amount)), deps.config.MAX_TRANSACTION_KS);
      const after = await adjustBalance(deps, {
        actor: actorOf(request),
        playerId: request.params.id,
        account,
        amount: pya,
        reason,
        ip: request.ip,
      });
      return ok(request, { balance: toKyat(after.game), main_balance: toKyat(after.main) }, 'adjusted');
    },
  );
};
