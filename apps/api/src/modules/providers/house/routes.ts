import { success, validationFailure } from '@zeya/contract/envelope';
import { openRequest, SLOT_BETS_KS, slotTable, spinRequest, spinResult } from '@zeya/contract/house-slot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { ANYONE } from '../../../platform/auth/access';
import { clientPage } from '../../../platform/http/cors';
import { ok } from '../../../platform/http/errors';
import { idempotencyHeaders, onceByKey } from '../../../platform/money/idempotency';
import { playerBalances } from '../../../platform/money/ledger/accounts';
import { toKyat } from '../../../platform/money/money';
import { openLaunch, playSession } from './sessions';
import { PAYTABLE, PUBLISHED_RTP, REELS, SYMBOLS } from './shwe-slot';
import { spin } from './spin';

/**
 * Our own games, played in a page of the player site like a provider's game: the one-time launch token of its URL
 * opens a play session, and that session is all the spins need (no Zeya sign-in, from any client that launched it).
 * Both routes know a signed-in player, and refuse one who is not the launch's. Money moves only through the game
 * wallet, decided here.
 */
export const houseGameRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/house/open',
    {
      config: { access: ANYONE },
      schema: {
        tags: ['games'],
        body: openRequest,
        response: { 200: success(slotTable), 422: validationFailure },
      },
    },
    async (request) => {
      const { session, userId, userName, gameCode } = await openLaunch(
        deps.db,
        {
          token: request.body.launch_token,
          gameCode: request.body.game_code,
          signedInAs: request.actor?.userId ?? null,
        },
        deps.clock.now(),
      );
      const balances = await playerBalances(deps.db, userId);
      return ok(request, {
        session,
        player: userName,
        game: { code: gameCode, name: 'Shwe Slot' },
        bets: [...SLOT_BETS_KS],
        symbols: [...SYMBOLS],
        reels: REELS,
        paytable: PAYTABLE,
        rtp: PUBLISHED_RTP,
        balance: toKyat(balances.game),
        return_to: clientPage(deps.config.CORS_ORIGINS, request.body.return_url),
      });
    },
  );

  app.post(
    '/house/spin',
    {
      config: { access: ANYONE },
      schema: {
        tags: ['games'],
        headers: idempotencyHeaders,
        body: spinRequest,
        response: { 200: success(spinResult), 422: validationFailure },
      },
    },
    async (request) => {
      const { userId, gameCode } = await playSession(
        deps.db,
        request.body.session,
        request.actor?.userId ?? null,
        deps.clock.now(),
      );
      // A retried spin of this play session's player, sent with its Idempotency-Key, is answered, not played again.
      return onceByKey(
        deps,
        request,
        async (scoped) => {
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
        },
        userId,
      );
    },
  );
};
