import { shanBalanceUpdate, shanCallbackRefusal, shanCallbackReply } from '@zeya/contract/shan';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { validationReply, ValidationError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { jsonDepthExceeds, MAX_BODY_DEPTH } from '../../platform/input-guard';
import { applyBalanceUpdate } from './balance-update';
import { authenticate, ShanRefusal } from './refusal';
import { shanSettings } from './signing';

/** The path the provider appends to the base address it stores for us. */
const CALLBACK_PATH = '/api/shan/client/balance-update';

/**
 * Every address the provider may call: a base stored with a trailing slash gives `//api/...`, a base stored as the
 * whole callback address gives the path twice. Served where they land: a redirect would turn the POST into a GET.
 */
const CALLBACK_PATHS = [
  CALLBACK_PATH,
  `${CALLBACK_PATH}/`,
  `/${CALLBACK_PATH}`,
  `${CALLBACK_PATH}${CALLBACK_PATH}`,
  `${CALLBACK_PATH}/${CALLBACK_PATH}`,
];

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

/**
 * The provider's signed balance callback after each round. The signature covers the body as the provider wrote it
 * (PHP's JSON), so the body is kept as received before it is parsed. Like every route, it has no per-address rate
 * limit: all the provider's tables call from one address, and a callback turned away is never sent again.
 */
export const shanCallbackRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    // Bounded as every route's body is, before anything parses it.
    if (jsonDepthExceeds(body as string, MAX_BODY_DEPTH))
      return done(new ValidationError({ body: ['body_too_deep'] }), undefined);
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      // Not JSON: the schema names the fault, once the signature has held.
      done(null, undefined);
    }
  });

  for (const url of CALLBACK_PATHS)
    app.post(
      url,
      {
        config: { access: 'public' },
        // Checked in the handler, after the signature: an unsigned caller learns nothing about the body.
        attachValidation: true,
        schema: {
          tags: ['games'],
          hide: url !== CALLBACK_PATH,
          body: shanBalanceUpdate,
          response: { 200: shanCallbackReply, 401: shanCallbackRefusal, 422: shanCallbackRefusal },
        },
      },
      async (request, reply) => {
        const rawBody = rawBodies.get(request);
        const refusal = authenticate(deps.config, rawBody) ?? invalidBody(request);
        if (refusal) {
          request.log.warn({ code: refusal.code, reason: refusal.reason }, 'Shan callback refused');
          const message =
            refusal.code === 'INVALID_REQUEST' ? refusal.reason : t(request, refusal.messageKey);
          return refuse(reply, refusal, message);
        }
        const outcome = await applyBalanceUpdate(deps, shanSettings(deps.config)!, {
          update: request.body,
          rawBody: rawBody!,
          log: request.log,
        });
        return {
          status: 'success' as const,
          code: 'SUCCESS' as const,
          message: t(request, outcome === 'applied' ? 'shan_balance_updated' : 'shan_already_applied'),
        };
      },
    );
};
