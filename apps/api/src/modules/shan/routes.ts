import { unauthenticated } from '@zeya/contract/envelope';
import {
  shanBalanceUpdate,
  shanCallbackRefusal,
  shanCallbackReply,
  shanLaunchFailure,
  shanLaunchReply,
  shanLaunchRequest,
} from '@zeya/contract/shan';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { handleError, HttpError, validationReply } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { applyBalanceUpdate } from './balance-update';
import { launchShan, ShanLaunchError } from './launch';
import { authenticate, checkFreshness, ShanRefusal } from './refusal';

const launchFailure = (request: FastifyRequest, error: HttpError, field?: string) => {
  const message = t(request, error.messageKey);
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

function refuse(reply: FastifyReply, refusal: ShanRefusal, message: string) {
  return reply.code(refusal.statusCode).send({ status: 'fail', code: refusal.code, message });
}

/** A body that failed the schema, named by its first bad field: the provider's developers read this reply. */
function invalidBody(request: FastifyRequest): ShanRefusal | undefined {
  if (!request.validationError) return undefined;
  const body = validationReply(request.validationError as FastifyError, request);
  const [field, messages] = Object.entries(body?.errors ?? {})[0] ?? ['body', []];
  return new ShanRefusal('INVALID_REQUEST', `${field}: ${messages[0] ?? t(request, 'validation_failed')}`);
}

/** Shan Koe Mee: the player's launch, and the provider's signed balance callback after each round. */
export const shanRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
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
        origin: `${request.protocol}://${request.host}`,
        log: request.log,
      }),
    }),
  );

  // The signature covers the body as sent, before the schema reshapes it.
  const received = new WeakMap<FastifyRequest, unknown>();
  app.post(
    '/shan/client/balance-update',
    {
      config: { access: 'public' },
      // Checked in the handler, after the signature: an unsigned caller learns nothing about the body.
      attachValidation: true,
      preValidation: async (request) => {
        received.set(request, request.body);
      },
      schema: {
        tags: ['games'],
        body: shanBalanceUpdate,
        response: {
          200: shanCallbackReply,
          401: shanCallbackRefusal,
          409: shanCallbackRefusal,
          422: shanCallbackRefusal,
        },
      },
    },
    async (request, reply) => {
      const payload = received.get(request);
      const refusal =
        authenticate(deps.config, payload) ??
        invalidBody(request) ??
        checkFreshness(deps.config, request.body.timestamp, deps.clock.now());
      if (refusal) {
        request.log.warn({ code: refusal.code, reason: refusal.reason }, 'Shan callback refused');
        const message = refusal.code === 'INVALID_REQUEST' ? refusal.reason : t(request, refusal.messageKey);
        return refuse(reply, refusal, message);
      }
      try {
        const outcome = await applyBalanceUpdate(deps, request.body, JSON.stringify(payload), request.log);
        return {
          status: 'success' as const,
          code: 'SUCCESS' as const,
          message: t(request, outcome === 'applied' ? 'shan_balance_updated' : 'shan_already_applied'),
        };
      } catch (error) {
        if (error instanceof ShanRefusal) return refuse(reply, error, t(request, error.messageKey));
        throw error;
      }
    },
  );
};
