import { unauthenticated } from '@zeya/contract/envelope';
import { shanLaunchFailure, shanLaunchReply, shanLaunchRequest } from '@zeya/contract/shan';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { handleError, HttpError, refusalText, validationReply } from '../../platform/http/errors';
import { publicBase } from '../../platform/http/http';
import { t } from '../../platform/http/i18n';
import { launchShan, ShanLaunchError } from './launch';
import { reconcileShanWhileRunning } from './reconciliation';

const launchFailure = (request: FastifyRequest, error: HttpError, field?: string) => {
  const message = refusalText(error, request) ?? t(request, error.messageKey);
  return { status: 'fail' as const, message, errors: field ? { [field]: [message] } : undefined };
};

/** Launch failures in the shape the spec's client reads; a signed-out request keeps the standard 401 body. */
function sendLaunchFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const validation = validationReply(error, request);
  if (validation) return reply.code(422).send({ status: 'fail', ...validation });
  if (error instanceof ShanLaunchError)
    return reply.code(error.statusCode).send(launchFailure(request, error, error.field));
  if (error instanceof HttpError && error.statusCode !== 401)
    return reply.code(error.statusCode).send(launchFailure(request, error));
  return handleError(error, request, reply);
}

/** Shan Koe Mee: the player's launch. The provider's callbacks are in callback-routes.ts. */
export const shanRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  reconcileShanWhileRunning(app, deps);
  app.post(
    '/shan-launch-game',
    {
      config: { access: PLAYERS },
      errorHandler: sendLaunchFailure,
      schema: {
        tags: ['games'],
        body: shanLaunchRequest,
        response: {
          200: shanLaunchReply,
          401: unauthenticated,
          403: shanLaunchFailure,
          409: shanLaunchFailure,
          422: shanLaunchFailure,
          502: shanLaunchFailure,
          503: shanLaunchFailure,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      launch_game_url: await launchShan(deps, {
        actor: actorOf(request),
        body: request.body,
        publicBase: publicBase(deps.config, request),
        log: request.log,
      }),
    }),
  );
};
