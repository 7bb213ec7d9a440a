import {
  clientSeedRequest,
  digitBetReply,
  digitBetRequest,
  digitBetRound,
  fairness,
  verifyQuery,
  verifyReply,
} from '@zeya/contract/digitbet';
import { success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { t } from '../../platform/http/i18n';
import { toKyat } from '../../platform/money/money';
import { hashSeed, rollDigit } from './fairness';
import { digitBetHistory, fairnessOf, playDigitBet, rotateSeeds } from './service';

/** Digit Bet: the server draws every digit, provably fairly, and settles on the game balance. */
export const digitBetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/digitbet',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['digitbet'],
        headers: idempotencyHeaders,
        body: digitBetRequest,
        response: { 200: digitBetReply, ...failureReplies },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      return onceByKey(deps, request, async (scoped) => {
        const { round, balance, history } = await playDigitBet(scoped, userId, request.body);
        return {
          success: true as const,
          message: t(request, round.outcome === 'win' ? 'rolled_win' : 'rolled_lose'),
          data: { balance: toKyat(balance), history, round },
        };
      });
    },
  );

  app.get(
    '/digitbet/history',
    {
      config: { access: PLAYERS },
      schema: { tags: ['digitbet'], response: { 200: success(z.array(digitBetRound)) } },
    },
    async (request) => ok(request, await digitBetHistory(deps, actorOf(request).userId)),
  );

  app.get(
    '/digitbet/fairness',
    { config: { access: PLAYERS }, schema: { tags: ['digitbet'], response: { 200: success(fairness) } } },
    async (request) => ok(request, await fairnessOf(deps, actorOf(request).userId)),
  );

  app.post(
    '/digitbet/client-seed',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['digitbet'],
        body: clientSeedRequest,
        response: { 200: success(fairness), ...failureReplies },
      },
    },
    async (request) =>
      ok(request, await rotateSeeds(deps, actorOf(request).userId, request.body.client_seed), 'seed_rotated'),
  );

  app.get(
    '/digitbet/verify',
    {
      config: { access: 'public' },
      schema: { tags: ['digitbet'], querystring: verifyQuery, response: { 200: success(verifyReply) } },
    },
    async (request) => {
      const { server_seed, client_seed, nonce } = request.query;
      return ok(request, {
        server_seed_hash: hashSeed(server_seed),
        rolled_number: rollDigit(server_seed, client_seed, nonce),
      });
    },
  );
};
