import { launchReply, launchRequest } from '@zeya/contract/launch';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { requestingClientPage } from '../../platform/http/cors';
import { refusalText } from '../../platform/http/errors';
import { failureReplies, publicBase } from '../../platform/http/http';
import { inTransaction } from '../../db/transaction';
import { guardLaunch } from '../../platform/protection/guard';
import { requestLanguage, t } from '../../platform/http/i18n';
import { launchAtAggregator } from '../providers/gscplus/launch';
import { gscplusSettings } from '../providers/gscplus/settings';
import { createLaunch } from '../providers/house/sessions';
import { findLaunchableGame, launchingPlayer } from './service';

const isMobile = (request: FastifyRequest) =>
  /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '');

/**
 * Game launch. Replies carry the aggregator's `code` at the top level, as the spec's client reads it: an unknown or
 * disabled game is 404, one the aggregator has under maintenance 2000 (its code for it) with a message saying so; our
 * own games answer the absolute one-time URL of their play page (it plays without a sign-in, like a provider's game,
 * from any client, but only for its player and while the sign-in that asked for it lasts); aggregator games answer the
 * aggregator's URL or HTML; a provider that is not configured or cannot be reached is 503, never a 500.
 */
export const launchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock, config }) => {
  const gscplus = gscplusSettings(config);
  /** Why the player may not start a game now (a break, a reality check to see, a loss limit reached), or null. */
  const playRefusal = async (request: FastifyRequest, userId: number) => {
    try {
      await inTransaction(db, (tx) => guardLaunch(tx, userId, clock.now()));
      return null;
    } catch (error) {
      const text = refusalText(error, request);
      if (text === null) throw error;
      return text;
    }
  };
  app.post(
    '/seamless/launch-game',
    {
      config: { access: PLAYERS },
      schema: { tags: ['games'], body: launchRequest, response: { 200: launchReply, ...failureReplies } },
    },
    async (request) => {
      const game = await findLaunchableGame(db, request.body.product_code, request.body.game_code);
      if (!game || game.availability === 'DEACTIVATED')
        return { code: 404, message: t(request, 'game_unavailable') };
      if (game.availability === 'MAINTAINED') return { code: 2000, message: t(request, 'game_maintenance') };
      const { userId, sessionId } = actorOf(request);
      const refused = await playRefusal(request, userId);
      if (refused) return { code: 403, message: refused };
      if (game.adapter === 'house') {
        const launcher = { userId, sessionId };
        const token = await createLaunch(
          db,
          launcher,
          game.gameCode,
          clock.now(),
          config.GAME_LAUNCH_MINUTES,
        );
        // Launched from another client's page: the game's page offers no sign-in here and its Back goes there.
        const client = requestingClientPage(config.CORS_ORIGINS, request);
        const back = client ? `&return=${encodeURIComponent(client)}` : '';
        return {
          code: 200,
          message: t(request, 'game_launched'),
          url: `${publicBase(config, request)}/play/${game.gameCode}?launch=${token}${back}`,
        };
      }
      const unavailable = { code: 503, message: t(request, 'provider_unavailable') };
      if (!gscplus) return unavailable;
      const launched = await launchAtAggregator(db, gscplus, {
        player: await launchingPlayer(db, userId),
        game,
        language: requestLanguage(request),
        ip: request.ip,
        mobile: isMobile(request),
        lobbyUrl: config.PUBLIC_URL ?? `${request.protocol}://${request.host}/`,
        now: clock.now(),
        log: request.log,
      });
      if (!launched) return unavailable;
      return {
        ...launched,
        message: launched.message || t(request, launched.code === 200 ? 'game_launched' : 'game_unavailable'),
      };
    },
  );
};
