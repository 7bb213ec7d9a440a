import { launchReply, launchRequest } from '@zeya/contract/launch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { failureReplies } from '../../platform/http';
import { t } from '../../platform/i18n';
import { createLaunch } from '../providers/house/sessions';
import { findLaunchableGame } from './service';

/**
 * Game launch. Replies carry the aggregator's `code` at the top level, as the spec's client reads it: an unknown or
 * disabled game is 404; our own games answer a one-time URL of their play page; a game whose provider has no adapter
 * configured on this server is 503, never a 500. The GSC+ adapter plugs in here.
 */
export const launchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.post(
    '/seamless/launch-game',
    {
      config: { access: PLAYERS },
      schema: { tags: ['games'], body: launchRequest, response: { 200: launchReply, ...failureReplies } },
    },
    async (request) => {
      const game = await findLaunchableGame(db, request.body.product_code, request.body.game_code);
      if (!game) return { code: 404, message: t(request, 'game_unavailable') };
      if (game.adapter === 'house') {
        const token = await createLaunch(db, actorOf(request).userId, game.gameCode, clock.now());
        return {
          code: 200,
          message: t(request, 'game_launched'),
          url: `/play/${game.gameCode}?launch=${token}`,
        };
      }
      return { code: 503, message: t(request, 'provider_unavailable') };
    },
  );
};
