import { paged, pageQuery, success } from '@zeya/contract/envelope';
import { balances, exchangeLogRow, exchangeRequest } from '@zeya/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { checkMaximum, toKyat, toPya } from '../../platform/money/money';
import { toPage } from '../../platform/http/paging';
import { exchange, exchangeLog, type Direction } from './service';

const EXCHANGE_LOG_PAGE_SIZE = 20;

export const walletRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const exchangeRoute = (path: string, direction: Direction) =>
    app.post(
      path,
      {
        config: { access: PLAYERS },
        schema: {
          tags: ['wallet'],
          body: exchangeRequest,
          headers: idempotencyHeaders,
          response: { 200: success(balances), ...failureReplies },
        },
      },
      async (request) => {
        const amount = checkMaximum(toPya(request.body.amount), deps.config.MAX_TRANSACTION_KS);
        return onceByKey(deps, request, async (scoped) => {
          const after = await exchange(scoped, { userId: actorOf(request).userId, direction, amount });
          return ok(
            request,
            { balance: toKyat(after.game), main_balance: toKyat(after.main) },
            'exchange_done',
          );
        });
      },
    );
  exchangeRoute('/exchange-main-to-game', 'main_to_game');
  exchangeRoute('/exchange-game-to-main', 'game_to_main');

  app.get(
    '/exchange-transactions-log',
    {
      config: { access: PLAYERS },
      schema: { tags: ['wallet'], querystring: pageQuery, response: { 200: success(paged(exchangeLogRow)) } },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await exchangeLog(deps, actorOf(request).userId, page, EXCHANGE_LOG_PAGE_SIZE);
      const data = rows.map((row) => ({ ...row, amount: toKyat(row.amount) }));
      return ok(request, toPage(request, data, total, page, EXCHANGE_LOG_PAGE_SIZE));
    },
  );
};
