import {
  agentFloat,
  agentFloatReply,
  agentFloatRequest,
  agentIdParams,
  agentListQuery,
  agentRow,
  createAgentReply,
  createAgentRequest,
  createReferralCodeRequest,
  referralCode,
  referralCodeParams,
} from '@zeya/contract/agents';
import { failure, paged, pageQuery, success } from '@zeya/contract/envelope';
import { playerRow } from '@zeya/contract/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ADMINS, actorOf, OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { floatOf } from '../../platform/money/ledger/accounts';
import { checkMaximum, toKyat, toPya } from '../../platform/money/money';
import { failureReplies, publicBase } from '../../platform/http/http';
import { toPage } from '../../platform/http/paging';
import { playerRowView, searchPlayers } from '../players/service';
import { moveFloat } from './float';
import { agentById, createReferralCode, deactivateReferralCode, listAgents, requestAgent } from './service';

const PAGE_SIZE = 20;

/**
 * Agents, their referral codes and their players. Operators look; admins create codes, and agents two at a time: one
 * asks, a second approves, and the agent sets their own password through the link sent to their phone.
 */
export const agentConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const step = (request: Parameters<typeof actorOf>[0]) => ({ actor: actorOf(request), ip: request.ip });

  app.get(
    '/agents',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console'],
        querystring: agentListQuery.extend(pageQuery.shape),
        response: { 200: success(paged(agentRow)) },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const { rows, total } = await listAgents(deps, q, page, PAGE_SIZE);
      return ok(request, toPage(request, rows, total, page, PAGE_SIZE));
    },
  );

  app.post(
    '/agents',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console'],
        body: createAgentRequest,
        response: { 200: success(createAgentReply), ...failureReplies },
      },
    },
    async (request) => {
      const input = { ...request.body, linkBase: publicBase(deps.config, request) };
      const requestId = await requestAgent(deps, input, step(request));
      return ok(request, { request_id: requestId }, 'second_person_requested');
    },
  );

  app.get(
    '/agents/:id',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console'],
        params: agentIdParams,
        response: { 200: success(agentRow), ...failureReplies },
      },
    },
    async (request) => ok(request, await agentById(deps, request.params.id)),
  );

  app.get(
    '/agents/:id/players',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console'],
        params: agentIdParams,
        querystring: pageQuery,
        response: { 200: success(paged(playerRow)), ...failureReplies },
      },
    },
    async (request) => {
      const { page } = request.query;
      await agentById(deps, request.params.id);
      const { rows, total } = await searchPlayers(deps, { agentId: request.params.id }, page, PAGE_SIZE);
      return ok(request, toPage(request, rows.map(playerRowView), total, page, PAGE_SIZE));
    },
  );

  app.get(
    '/agents/:id/float',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console'],
        params: agentIdParams,
        response: { 200: success(agentFloat), 404: failure, ...failureReplies },
      },
    },
    async (request) => {
      await agentById(deps, request.params.id);
      return ok(request, { float: toKyat(await floatOf(deps.db, request.params.id)) });
    },
  );

  /** The owner's cash-in and cash-out: an admin alone up to the staff rule, two admins above it. */
  const floatRoute = (path: 'cash-in' | 'cash-out', direction: 'in' | 'out') =>
    app.post(
      `/agents/:id/float/${path}`,
      {
        config: { access: ADMINS, stepUp: true },
        schema: {
          tags: ['console'],
          params: agentIdParams,
          headers: idempotencyHeaders,
          body: agentFloatRequest,
          response: {
            200: success(agentFloatReply),
            403: failure,
            404: failure,
            409: failure,
            ...failureReplies,
          },
        },
      },
      async (request) => {
        const amount = checkMaximum(toPya(request.body.amount), deps.config.MAX_TRANSACTION_KS);
        const move = { agent_id: request.params.id, direction, amount, reason: request.body.reason };
        return onceByKey(deps, request, async (scoped) => {
          const { float, requestId } = await moveFloat(scoped, move, step(request));
          const done = direction === 'in' ? 'agent_float_cashed_in' : 'agent_float_cashed_out';
          return ok(
            request,
            { float: toKyat(float), request_id: requestId },
            requestId === null ? done : 'second_person_requested',
          );
        });
      },
    );
  floatRoute('cash-in', 'in');
  floatRoute('cash-out', 'out');

  app.post(
    '/agents/:id/referral-codes',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console'],
        params: agentIdParams,
        body: createReferralCodeRequest,
        response: { 200: success(referralCode), ...failureReplies },
      },
    },
    async (request) => {
      const code = await createReferralCode(deps, request.params.id, request.body.code, step(request));
      return ok(request, code, 'referral_code_created');
    },
  );

  app.post(
    '/referral-codes/:id/deactivate',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console'],
        params: referralCodeParams,
        response: { 200: success(referralCode), ...failureReplies },
      },
    },
    async (request) => {
      const code = await deactivateReferralCode(deps, request.params.id, step(request));
      return ok(request, code, 'referral_code_deactivated');
    },
  );
};
