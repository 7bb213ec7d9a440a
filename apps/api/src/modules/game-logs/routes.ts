import { success } from '@zeya/contract/envelope';
import { gameLogQuery, gameLogRow } from '@zeya/contract/game-logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { ok } from '../../platform/errors';
import { gameLogs, periodBounds } from './service';

export const gameLogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
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
};
