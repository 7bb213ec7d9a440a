import { shanBalanceUpdate, shanCallbackRefusal, shanCallbackReply } from '@zeya/contract/shan';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { handleError, logRefusal, refusalOf, validationReply } from '../../platform/http/errors';
import { t } from '../../platform/http/i18n';
import { boundedJsonParser } from '../../platform/http/input-guard';
import { takeInputVerbatim } from '../../platform/http/zawgyi';
import { countWebhookReplies } from '../../platform/runtime/metrics';
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

/** The statuses of a body refused as sent: unreadable, too large, of another type, or not storable. */
const BODY_REFUSALS = new Set([400, 413, 415, 422]);

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
  countWebhookReplies(app, 'shan');
  // A provider's machine sends these, signed: not text a person typed.
  takeInputVerbatim(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    boundedJsonParser(app, (request, text) => rawBodies.set(request, text)),
  );
  // A body refused before it is read (not JSON, too deep, another type, bytes that cannot be stored) answers in the
  // provider's refusal shape, which its log keeps; a warning here, as anyone may send one. The rest is ours.
  app.setErrorHandler((error, request, reply) => {
    const refused = refusalOf(error, request);
    if (!refused || !BODY_REFUSALS.has(refused.statusCode))
      return handleError(error as FastifyError, request, reply);
    logRefusal(request, error, refused.statusCode);
    return reply
      .serializer(JSON.stringify)
      .code(refused.statusCode)
      .send({ status: 'fail', code: 'INVALID_REQUEST', message: refused.message });
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
          response: {
            200: shanCallbackReply,
            400: shanCallbackRefusal,
            401: shanCallbackRefusal,
            415: shanCallbackRefusal,
            422: shanCallbackRefusal,
          },
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
