import { failure, success } from '@zeya/contract/envelope';
import {
  dailyWinnersQuery,
  dailyWinnersReply,
  twodBetRequest,
  twodChainReply,
  twodHoliday,
  twodNumbersQuery,
  twodNumbersReply,
  twodOpenDraw,
  twodOverLimitReply,
  twodResult,
  twodSlip,
} from '@zeya/contract/twod';
import { type TwodTimeId } from '@zeya/contract/twod-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS, type Access } from '../../platform/auth/access';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { HttpError, ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { holidaysFrom } from './calendar';
import { chainView } from './chain';
import { drawNumbers } from './numbers';
import { openDraws } from './open-draws';
import { OverLimit } from '../../platform/lottery/place-slip';
import { placeBet } from './place-bet';
import { recentResults } from './recent-results';
import { playerSlips, slipView } from './slips';
import { dailyWinners } from './winners';

/** Player-site accounts: winners are for players, and agents get the spec's own 403 message rather than a generic one. */
const PLAYER_SITE: Access = { scope: 'player', roles: ['player', 'agent'] };
const HOLIDAYS_BACK_DAYS = 30;

/** The 2D lottery for players: numbers, slips, bets, winners and the holiday calendar. */
export const twodRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/twod-bet',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['2d'],
        headers: idempotencyHeaders,
        body: twodBetRequest,
        response: { 200: success(twodSlip), 409: twodOverLimitReply, ...failureReplies },
      },
    },
    async (request, reply) => {
      try {
        const actor = actorOf(request);
        return await onceByKey(deps, request, async (scoped) => {
          const { slip, draw, bets } = await placeBet(scoped, actor.userId, request.body);
          return ok(request, slipView({ slip, draw, playerName: actor.name }, bets), 'twod_bet_placed');
        });
      } catch (error) {
        if (error instanceof OverLimit) return reply.code(409).send(error.numbers);
        throw error;
      }
    },
  );

  app.get(
    '/twod/numbers',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['2d'],
        querystring: twodNumbersQuery,
        response: { 200: success(twodNumbersReply), ...failureReplies },
      },
    },
    async (request) => ok(request, await drawNumbers(deps.db, request.query.time, deps.clock.now())),
  );

  app.get(
    '/twod/open-draws',
    {
      config: { access: 'public' },
      schema: { tags: ['2d'], response: { 200: success(z.array(twodOpenDraw)) } },
    },
    async (request) => ok(request, await openDraws(deps.db, deps.clock.now())),
  );

  const slipsOf = (path: string, timeId: TwodTimeId) =>
    app.get(
      path,
      {
        config: { access: PLAYERS },
        schema: { tags: ['2d'], response: { 200: success(z.array(twodSlip)) } },
      },
      async (request) => ok(request, await playerSlips(deps.db, actorOf(request).userId, timeId)),
    );
  slipsOf('/twod-bet-slips', 2);
  slipsOf('/evening-twod-bet-slips', 4);

  app.get(
    '/two-d-daily-winners',
    {
      config: { access: PLAYER_SITE },
      schema: {
        tags: ['2d'],
        querystring: dailyWinnersQuery,
        response: { 200: success(dailyWinnersReply), 403: failure, ...failureReplies },
      },
    },
    async (request) => {
      if (actorOf(request).role !== 'player') throw new HttpError(403, 'twod_players_only');
      const date = request.query.date ?? myanmarDay(deps.clock.now());
      return ok(request, await dailyWinners(deps.db, date, request.query.session));
    },
  );

  app.get(
    '/twod/chain',
    {
      config: { access: 'public' },
      schema: { tags: ['2d'], response: { 200: success(twodChainReply) } },
    },
    async (request) => ok(request, await chainView(deps.db)),
  );

  app.get(
    '/twod/results',
    {
      config: { access: 'public' },
      schema: { tags: ['2d'], response: { 200: success(z.array(twodResult)) } },
    },
    async (request) => ok(request, await recentResults(deps.db, deps.clock.now())),
  );

  app.get(
    '/twod/holidays',
    {
      config: { access: 'public' },
      schema: { tags: ['2d'], response: { 200: success(z.array(twodHoliday)) } },
    },
    async (request) => {
      const since = myanmarDay(new Date(deps.clock.now().getTime() - HOLIDAYS_BACK_DAYS * 24 * 3600_000));
      return ok(request, await holidaysFrom(deps.db, since));
    },
  );
};
