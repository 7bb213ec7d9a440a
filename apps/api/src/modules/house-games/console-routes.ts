import { recordId, success } from '@zeya/contract/envelope';
import { houseGamesView, playerSeeds as playerSeedsSchema } from '@zeya/contract/house-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { houseGames, playerSeeds, rotatePlayerSeeds } from './service';

const params = z.object({ id: recordId });
const seedsReply = { 200: success(playerSeedsSchema), ...failureReplies };

/** Console: our own games' payouts and paytable (read-only: environment and code), and Digit Bet seed rotation. */
export const houseGameConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/house-games',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console'], response: { 200: success(houseGamesView) } },
    },
    async (request) => ok(request, houseGames(deps)),
  );

  app.get(
    '/house-games/digitbet/players/:id/seeds',
    { config: { access: OPERATORS }, schema: { tags: ['console'], params, response: seedsReply } },
    async (request) => ok(request, await playerSeeds(deps, request.params.id)),
  );

  app.post(
    '/house-games/digitbet/players/:id/rotate-seeds',
    { config: { access: OPERATORS }, schema: { tags: ['console'], params, response: seedsReply } },
    async (request) =>
      ok(
        request,
        await rotatePlayerSeeds(deps, { actor: actorOf(request), ip: request.ip }, request.params.id),
        'seed_rotated',
      ),
  );
};
