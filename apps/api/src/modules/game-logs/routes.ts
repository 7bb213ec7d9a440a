import { success } from '@zeya/contract/envelope';
import { gameLogQuery, gameLogRow, gameRoundRow, gameRoundsQuery } from '@zeya/contract/game-logs';
import { recordId } from '@zeya/contract/envelope';
import { replay } from '@zeya/contract/gscplus-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { HttpError, ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { replayOf } from '../providers/gscplus/game-history';
import { GSCPLUS, gscplusSettings } from '../providers/gscplus/settings';
import { gameLogRounds, gameLogs, ownRound, periodBounds } from './service';

/** The player's game logs (the spec's rows), the rounds behind a row, and a round's replay at its provider. */
export const gameLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const gscplus = gscplusSettings(deps.config);
  app.get(
    '/player/game-logs',
    {
      config: { access: PLAYERS },
      schema: { tags: ['games'], querystring: gameLogQuery, response: { 200: success(z.array(gameLogRow)) } },
    },
    async (request) =>
      ok(
        request,
        await gameLogs(deps.db, actorOf(request).userId, periodBounds(request.query.type, deps.clock.now())),
      ),
  );

  app.get(
    '/player/game-logs/rounds',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['games'],
        querystring: gameRoundsQuery,
        response: { 200: success(z.array(gameRoundRow)), ...failureReplies },
      },
    },
    async (request) => {
      const { type, product_code, game_code, free_round } = request.query;
      const bounds = periodBounds(type, deps.clock.now());
      const game = { productCode: product_code, gameCode: game_code, freeRound: free_round === '1' };
      return ok(request, await gameLogRounds(deps.db, actorOf(request).userId, bounds, game));
    },
  );

  app.get(
    '/player/rounds/:id/replay',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['games'],
        params: z.object({ id: recordId }),
        response: { 200: success(replay), ...failureReplies },
      },
    },
    async (request) => {
      const round = await ownRound(deps.db, actorOf(request).userId, request.params.id);
      if (!round || round.provider !== GSCPLUS) throw new HttpError(404, 'not_found');
      return ok(request, await replayOf(gscplus, round.roundCode, deps.clock.now(), request.log));
    },
  );
};
