// hot-path: every GSC+ wallet callback arrives here
import { pushBetDataCall, pushBetDataReply, walletCall, walletReply } from '@zeya/contract/seamless';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { logRefusal, refusalOf } from '../../../platform/http/errors';
import { takeInputVerbatim } from '../../../platform/http/zawgyi';
import { countWebhookReplies } from '../../../platform/runtime/metrics';
import { sameSignature } from '../../../platform/providers/provider-signature';
import { isCurrency } from './currency';
import { takePushedWagers } from './push-bet-data';
import { isRecentRequest } from './request-time';
import {
  answerEach,
  balanceReply,
  CODES,
  failedItem,
  identityOf,
  MESSAGES,
  moveReply,
  type Code,
} from './seamless-wallet';
import { callbackSign } from './signature';
import { gscplusSettings, type GscplusSettings } from './settings';

interface Signed {
  operator_code: string;
  request_time: string;
  sign: string;
}

/** The document calls the operator code not case sensitive: it is compared, and signed, in either case. */
function signOk(settings: GscplusSettings, body: Signed, word: string) {
  if (body.operator_code.toLowerCase() !== settings.operatorCode.toLowerCase()) return false;
  return [body.operator_code, settings.operatorCode].some((code) =>
    sameSignature(callbackSign(settings.secretKey, code, word, body.request_time), body.sign),
  );
}

/**
 * Why a callback as a whole is refused, or null. The sign covers operator, time and word but not the body, so the
 * time is bounded and, where configured, only the aggregator's addresses are heard.
 */
function refusal(
  settings: GscplusSettings | null,
  request: FastifyRequest,
  body: Signed,
  word: string,
  now: Date,
): { code: Code; message: string } | null {
  if (!settings) return { code: CODES.internal, message: 'Seamless wallet is not configured' };
  if (settings.isAllowedSource && !settings.isAllowedSource(request.ip))
    return { code: CODES.badSign, message: 'Source address not allowed' };
  if (body.operator_code.toLowerCase() !== settings.operatorCode.toLowerCase())
    return { code: CODES.agentKey, message: MESSAGES[CODES.agentKey] };
  if (!signOk(settings, body, word)) return { code: CODES.badSign, message: MESSAGES[CODES.badSign] };
  // The document has no code of its own for a stale time; 999 is its "try again" (its retry carries a fresh time),
  // where 1004 would call a true signature false.
  if (!isRecentRequest(settings, body.request_time, now))
    return { code: CODES.internal, message: 'request_time is outside the accepted window' };
  return null;
}

const failAll = (items: unknown[], code: Code, message: string) => ({
  code,
  message,
  data: items.map((item) => failedItem(identityOf(item), code, message)),
});

const WORDS = { balance: 'getbalance', withdraw: 'withdraw', deposit: 'deposit' } as const;

/**
 * The aggregator's webhooks, under /api/v1/api/seamless. Every reply is HTTP 200 in the aggregator's shape, whatever
 * arrives: a refused call fails each item with its code (balance 0), a malformed item answers its own code and the
 * others are still applied, and a body that cannot be read at all answers 999 rather than our 4xx.
 */
export const seamlessWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, db, clock }) => {
  const settings = gscplusSettings(config);
  countWebhookReplies(app, 'gscplus');
  // A provider's machine sends these, signed: not text a person typed.
  takeInputVerbatim(app);
  // A body refused before it is read (not JSON, XML, a form, too deep, bytes that cannot be stored) is the caller's
  // doing, logged as a warning: anyone can send one, and the error log is kept for failures of ours.
  app.setErrorHandler((error, request, reply) => {
    const refused = refusalOf(error, request);
    if (refused) logRefusal(request, error, refused.statusCode);
    else request.log.error({ err: error }, 'seamless wallet callback failed');
    return reply
      .code(200)
      .send({ code: CODES.internal, message: refused?.message ?? MESSAGES[999], data: [] });
  });
  const schema = { tags: ['seamless wallet'], response: { 200: walletReply } };

  for (const [path, word] of Object.entries(WORDS))
    app.post(`/seamless/${path}`, { config: { access: 'public' }, schema }, async (request) => {
      const call = walletCall.safeParse(request.body);
      if (!call.success) return { code: CODES.internal, message: 'Invalid request', data: [] };
      const body = call.data;
      const now = clock.now();
      const refused = refusal(settings, request, body, word, now);
      if (refused) return failAll(body.batch_requests, refused.code, refused.message);
      const currency = body.currency;
      if (!isCurrency(currency)) return failAll(body.batch_requests, CODES.internal, 'Invalid currency');
      const data = await answerEach(body.batch_requests, (item) =>
        path === 'balance'
          ? balanceReply(db, currency, item, now)
          : moveReply(db, currency, item, settings!.reviewCreditAbove, now),
      );
      return { code: CODES.ok, message: '', data };
    });

  app.post(
    '/seamless/pushbetdata',
    {
      config: { access: 'public' },
      schema: { tags: ['seamless wallet'], response: { 200: pushBetDataReply } },
    },
    async (request) => {
      const call = pushBetDataCall.safeParse(request.body);
      if (!call.success) return { code: CODES.internal, message: 'Invalid request' };
      const refused = refusal(settings, request, call.data, 'pushbetdata', clock.now());
      if (refused) return refused;
      const unreadable = await takePushedWagers(
        db,
        call.data.wagers,
        settings!.reviewCreditAbove,
        clock.now(),
      );
      if (unreadable.length > 0) request.log.warn({ unreadable }, 'push bet data: wagers not taken');
      // Received: the readable wagers are taken; a resend of the batch would change nothing.
      return { code: CODES.ok, message: unreadable.length > 0 ? `Not taken: ${unreadable.join('; ')}` : '' };
    },
  );
};
