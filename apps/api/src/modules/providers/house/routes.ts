import { success } from '@zeya/contract/envelope';
import { openRequest, SLOT_BETS_KS, slotTable, spinRequest, spinResult } from '@zeya/contract/house-slot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { actorOf, PLAYERS } from '../../../platform/auth/access';
import { ok } from '../../../platform/errors';
import { failureReplies } from '../../../platform/http';
import { idempotencyHeaders, onceByKey } from '../../../platform/idempotency';
import { playerBalances } from '../../../platform/ledger/accounts';
import { toKyat } from '../../../platform/money';
import { openLaunch, sessionGame } from './sessions';
import { PAYTABLE, PUBLISHED_RTP, REELS, SYMBOLS } from './shwe-slot';
import { spin } from './spin';

/** Our own games, played in a page of the player site: open a launch, then spin. */
export const houseGameRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/house/open',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['games'],
        body: openRequest,
        response: { 200: success(slotTable), ...failureReplies },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      const { session, gameCode } = await openLaunch(
        deps.db,
        userId,
        request.body.launch_token,
        deps.clock.now(),
      );
      const balances = await playerBalances(deps.db, userId);
      return ok(request, {
        session,
        game: { code: gameCode, name: 'Shwe Slot' },
        bets: [...SLOT_BETS_KS],
        symbols: [...SYMBOLS],
        reels: REELS,
        paytable: PAYTABLE,
        rtp: PUBLISHED_RTP,
        balance: toKyat(balances.game),
      });
    },
  );

  app.post(
    '/house/spin',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['games'],
        headers: idempotencyHeaders,
        body: spinRequest,
        response: { 200: success(spinResult), ...failureReplies },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      return onceByKey(deps, request, async (scoped) => {
        const gameCode = await sessionGame(scoped.db, userId, request.body.session, deps.clock.now());
        const result = await spin(scoped, { userId, gameCode, betKs: request.body.bet });
        return ok(request, {
          stops: result.stops,
          window: result.window,
          payline: result.payline,
          win: toKyat(result.win),
          pays: result.pays,
          balance: toKyat(result.balance),
          round_code: result.roundCode,
        });
      });
    },
  );
};
