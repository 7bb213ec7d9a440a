import { agentFloat, agentPaymentAccount, agentPaymentAccountRequest } from '@zeya/contract/agents';
import { failure, recordId, success } from '@zeya/contract/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, AGENTS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { floatOf } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';
import { addAgentAccount, agentAccounts, setAgentAccountEnabled } from './agent-accounts';
import { moneyQueueRoutes } from './queue-routes';

/**
 * /api/agent/...: the agent's own cashier. The agent sees and decides only the requests paid into or through its
 * own accounts (its players'), with the same holds, limits and two-person rule as house staff, and its float.
 */
export const agentCashierRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/float',
    {
      config: { access: AGENTS },
      schema: { tags: ['agent'], response: { 200: success(agentFloat), ...failureReplies } },
    },
    async (request) => ok(request, { float: toKyat(await floatOf(deps.db, actorOf(request).userId)) }),
  );

  // The agent's own payment accounts: what its players see in /agent-payment-type and pay into.
  app.get(
    '/payment-accounts',
    {
      config: { access: AGENTS },
      schema: {
        tags: ['agent'],
        response: { 200: success(z.array(agentPaymentAccount)), ...failureReplies },
      },
    },
    async (request) => ok(request, await agentAccounts(deps, actorOf(request).userId)),
  );
  const step = (request: Parameters<typeof actorOf>[0]) => ({ actor: actorOf(request), ip: request.ip });
  // Where its players' money goes: a money action, with a fresh second factor.
  app.post(
    '/payment-accounts',
    {
      config: { access: AGENTS, stepUp: true },
      schema: {
        tags: ['agent'],
        body: agentPaymentAccountRequest,
        response: { 200: success(agentPaymentAccount), ...failureReplies },
      },
    },
    async (request) =>
      ok(request, await addAgentAccount(deps, actorOf(request).userId, request.body, step(request)), 'saved'),
  );
  const toggle = (path: 'enable' | 'disable') =>
    app.post(
      `/payment-accounts/:id/${path}`,
      {
        config: { access: AGENTS, stepUp: true },
        schema: {
          tags: ['agent'],
          params: z.object({ id: recordId }),
          response: { 200: success(agentPaymentAccount), 404: failure, ...failureReplies },
        },
      },
      async (request) => {
        const input = { agentId: actorOf(request).userId, id: request.params.id, enabled: path === 'enable' };
        return ok(request, await setAgentAccountEnabled(deps, input, step(request)), 'saved');
      },
    );
  toggle('enable');
  toggle('disable');

  await app.register(
    moneyQueueRoutes(deps, {
      access: AGENTS,
      tag: 'agent',
      receiptBase: '/api/agent',
      agentOf: (request) => actorOf(request).userId,
    }),
  );
};
