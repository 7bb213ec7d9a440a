import {
  pushBetDataReply,
  pushBetDataRequest,
  seamlessReply,
  seamlessRequest,
  type SeamlessItem,
} from '@zeya/contract/seamless';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { isFresh, sameSignature } from '../../../platform/provider-signature';
import { isCurrency } from './currency';
import { applyItem, balanceItem, CODES, failedItem, MESSAGES, type Code } from './seamless-wallet';
import { callbackSign } from './signature';
import { gscplusSettings, type GscplusSettings } from './settings';
import { storeWagerReports } from './wager-reports';

interface Signed {
  operator_code: string;
  request_time: number;
  sign: string;
}

/**
 * Why a callback as a whole is refused, or null. The sign covers operator, time and action but not the body, so the
 * time is bounded and, where configured, only the aggregator's addresses are heard.
 */
function refusal(
  settings: GscplusSettings | null,
  request: FastifyRequest,
  body: Signed,
  action: string,
  now: Date,
) {
  if (!settings) return { code: CODES.internal, message: 'Seamless wallet is not configured' };
  if (settings.isAllowedSource && !settings.isAllowedSource(request.ip))
    return { code: CODES.badSign, message: 'Source address not allowed' };
  const expected = callbackSign(settings.secretKey, settings.operatorCode, action, body.request_time);
  if (body.operator_code !== settings.operatorCode || !sameSignature(expected, body.sign))
    return { code: CODES.badSign, message: MESSAGES[CODES.badSign] };
  if (!isFresh(body.request_time, now, settings.maxAgeSeconds))
    return { code: CODES.badSign, message: 'request_time is out of range' };
  return null;
}

const failAll = (items: SeamlessItem[], code: Code, message: string) => ({
  code,
  message,
  data: items.map((item) => failedItem(item, code, message)),
});

/**
 * The aggregator's webhooks, under /api/v1/api/seamless. Every reply is HTTP 200 in the aggregator's shape: a refused
 * call fails each item with its code (balance 0), as the aggregator expects, rather than the HTTP call.
 */
export const seamlessWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, db, clock }) => {
  const settings = gscplusSettings(config);
  const schema = { tags: ['seamless wallet'], body: seamlessRequest, response: { 200: seamlessReply } };

  app.post('/seamless/balance', { config: { access: 'public' }, schema }, async (request) => {
    const body = request.body;
    const refused = refusal(settings, request, body, 'getbalance', clock.now());
    if (refused) return failAll(body.batch_requests, refused.code, refused.message);
    const currency = body.currency;
    if (!isCurrency(currency)) return failAll(body.batch_requests, CODES.internal, 'Invalid currency');
    const data = [];
    for (const item of body.batch_requests) data.push(await balanceItem(db, currency, item, clock.now()));
    return { code: CODES.ok, message: '', data };
  });

  for (const direction of ['withdraw', 'deposit'] as const)
    app.post(`/seamless/${direction}`, { config: { access: 'public' }, schema }, async (request) => {
      const body = request.body;
      const refused = refusal(settings, request, body, direction, clock.now());
      if (refused) return failAll(body.batch_requests, refused.code, refused.message);
      const currency = body.currency;
      if (!isCurrency(currency)) return failAll(body.batch_requests, CODES.internal, 'Invalid currency');
      const data = [];
      for (const item of body.batch_requests)
        data.push(await applyItem(db, direction, currency, item, clock.now()));
      return { code: CODES.ok, message: '', data };
    });

  app.post(
    '/seamless/pushbetdata',
    {
      config: { access: 'public' },
      schema: { tags: ['seamless wallet'], body: pushBetDataRequest, response: { 200: pushBetDataReply } },
    },
    async (request) => {
      const refused = refusal(settings, request, request.body, 'pushbetdata', clock.now());
      if (refused) return refused;
      const problem = await storeWagerReports(db, request.body.wagers, clock.now());
      return problem ? { code: CODES.internal, message: problem } : { code: CODES.ok, message: '' };
    },
  );
};
