import { success } from '@zeya/contract/envelope';
import {
  threedBetRequest,
  threedDrawReply,
  threedResult,
  threedSlip,
  threedWinnersQuery,
  threedWinnersReply,
} from '@zeya/contract/threed';
import { twodOverLimitReply } from '@zeya/contract/twod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { toKyat } from '../../platform/money/money';
import { bettableDraw } from './draws';
import { OverLimit } from '../../platform/lottery/place-slip';
import { placeThreedBet } from './place-bet';
import { latestResults, playerSlips, slipView, takenOf, winnersOf } from './views';

/** The 3D lottery for players: the next draw, slips, results and winners. */
export const threedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/threed-bet',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['3d'],
        headers: idempotencyHeaders,
        body: threedBetRequest,
        response: { 200: success(threedSlip), 409: twodOverLimitReply, ...failureReplies },
      },
    },
    async (request, reply) => {
      try {
        const actor = actorOf(request);
        return await onceByKey(deps, request, async (scoped) => {
          const { slip, draw, bets } = await placeThreedBet(scoped, actor.userId, request.body);
          return ok(request, slipView({ slip, draw, playerName: actor.name }, bets), 'threed_bet_placed');
        });
      } catch (error) {
        if (error instanceof OverLimit) return reply.code(409).send(error.numbers);
        throw error;
      }
    },
  );

  app.get(
    '/threed/draw',
    {
      config: { access: PLAYERS },
      schema: { tags: ['3d'], response: { 200: success(threedDrawReply), ...failureReplies } },
    },
    async (request) => {
      const { settings, draw } = await bettableDraw(deps.db, deps.clock.now());
      return ok(request, {
        draw: draw && {
          date: draw.drawDate,
          draw_at: draw.drawAt.toISOString(),
          closes_at: draw.closesAt.toISOString(),
          open: true,
        },
        break_limit: toKyat(settings.breakLimit),
        player_limit: settings.playerLimit === null ? null : toKyat(settings.playerLimit),
        odds: settings.odds,
        tote_odds: settings.toteOdds,
        closed_numbers: settings.closedNumbers,
        taken: draw ? await takenOf(deps.db, draw.id) : {},
      });
    },
  );

  app.get(
    '/threed/results',
    {
      config: { access: 'public' },
      schema: { tags: ['3d'], response: { 200: success(z.array(threedResult)) } },
    },
    async (request) => ok(request, await latestResults(deps.db)),
  );

  app.get(
    '/threed-bet-slips',
    {
      config: { access: PLAYERS },
      schema: { tags: ['3d'], response: { 200: success(z.array(threedSlip)) } },
    },
    async (request) => ok(request, await playerSlips(deps.db, actorOf(request).userId)),
  );

  app.get(
    '/threed/winners',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['3d'],
        querystring: threedWinnersQuery,
        response: { 200: success(threedWinnersReply), ...failureReplies },
      },
    },
    async (request) => ok(request, await winnersOf(deps.db, request.query.date)),
  );
};
