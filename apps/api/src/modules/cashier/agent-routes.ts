import { agentFloat, agentPaymentAccount, agentPaymentAccountRequest } from '@zeya/contract/agents';
import { failure, recordId, success } from '@zeya/contract/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf } from '../../platform/auth/access';
import { deskAt, deskAuditOf, deskRoute } from '../../platform/auth/agent-desk';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { floatOf } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';
import { addAgentAccount, agentAccounts, setAgentAccountEnabled } from './agent-accounts';
import { moneyQueueRoutes } from './queue-routes';

/**
 * /api/agent/...: the agent's own cashier, worked by the agent or its staff (platform/auth/agent-desk.ts says who may
 * do what). The desk sees and decides only the requests paid into or through its agent's own accounts (its players'),
 * with the same holds, limits and two-person rule as house staff, and its float. Payment accounts are changed by the
 * agent alone.
 */
/** The queues at an agent's desk: everyone there views them; the agent and its deposit/withdraw staff decide. */
const AGENT_QUEUE = {
  access: deskRoute('view').access,
  config: { view: { desk: 'view' }, decide: { desk: 'decide_money' } },
} as const;

export const agentCashierRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/float',
    {
      config: deskRoute('view'),
      schema: { tags: ['agent'], response: { 200: success(agentFloat), ...failureReplies } },
    },
    async (request) => ok(request, { float: toKyat(await floatOf(deps.db, deskAt(request).agentId)) }),
  );

  // The agent's own payment accounts: what its players see in /agent-payment-type and pay into (staff may look).
  app.get(
    '/payment-accounts',
    {
      config: deskRoute('view'),
      schema: {
        tags: ['agent'],
        response: { 200: success(z.array(agentPaymentAccount)), ...failureReplies },
      },
    },
    async (request) => ok(request, await agentAccounts(deps, deskAt(request).agentId)),
  );
  const step = (request: Parameters<typeof actorOf>[0]) => ({ actor: actorOf(request), ip: request.ip });
  // Where its players' money goes: a money action, with a fresh second factor.
  app.post(
    '/payment-accounts',
    {
      config: { ...deskRoute('agent_only'), stepUp: true },
      schema: {
        tags: ['agent'],
        body: agentPaymentAccountRequest,
        response: { 200: success(agentPaymentAccount), ...failureReplies },
      },
    },
    async (request) =>
      ok(request, await addAgentAccount(deps, deskAt(request).agentId, request.body, step(request)), 'saved'),
  );
  const toggle = (path: 'enable' | 'disable') =>
    app.post(
      `/payment-accounts/:id/${path}`,
      {
        config: { ...deskRoute('agent_only'), stepUp: true },
        schema: {
          tags: ['agent'],
          params: z.object({ id: recordId }),
          response: { 200: success(agentPaymentAccount), 404: failure, ...failureReplies },
        },
      },
      async (request) => {
        const input = { agentId: deskAt(request).agentId, id: request.params.id, enabled: path === 'enable' };
        return ok(request, await setAgentAccountEnabled(deps, input, step(request)), 'saved');
      },
    );
  toggle('enable');
  toggle('disable');

  await app.register(
    moneyQueueRoutes(deps, {
      access: AGENT_QUEUE.access,
      config: AGENT_QUEUE.config,
      tag: 'agent',
      receiptBase: '/api/agent',
      agentOf: (request) => deskAt(request).agentId,
      auditOf: (request) => deskAuditOf(deskAt(request)),
    }),
  );
};
