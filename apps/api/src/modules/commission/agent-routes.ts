import { loginRequest } from '@zeya/contract/auth';
import { agentCommission } from '@zeya/contract/commission';
import { agentSessionReply } from '@zeya/contract/second-factor';
import { failure, success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, type Access } from '../../platform/auth/access';
import { rememberDevice } from '../../platform/auth/known-devices';
import { createSession } from '../../platform/auth/sessions';
import { signInFactor } from '../../platform/auth/sign-in-factor';
import { ok } from '../../platform/http/errors';
import { clientInfo, failureReplies, passwordRateLimit } from '../../platform/http/http';
import { playerBalances } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';
import { authenticate } from '../auth/service';
import { planOf } from './plans';
import { listStatements } from './statements';

const AGENTS: Access = { scope: 'player', roles: ['agent'] };

/**
 * The agent's own side: signing in (an agent session on the player API, so the usual withdrawal queue takes the
 * agent's withdrawals), and their plan, statements and the balance their approved statements paid.
 */
export const agentCommissionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/agent/login',
    {
      config: { access: 'public', rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['agent'],
        body: loginRequest,
        response: { 200: success(agentSessionReply), 403: failure, 422: failureReplies[422], 429: failure },
      },
    },
    async (request, reply) => {
      const { user: agent, device } = await authenticate(deps, {
        identifier: request.body.user_name,
        password: request.body.password,
        // An agent's staff sign in here too, to their agent's desk (platform/auth/agent-desk.ts).
        roles: ['agent', 'agent_staff'],
        address: request.ip,
        evidence: { cookies: request.headers.cookie, proof: request.body.altcha },
      });
      await rememberDevice(deps, request, reply, agent.id, device, `${app.prefix}/agent/login`);
      const token = await createSession(deps.db, {
        userId: agent.id,
        scope: 'player',
        now: deps.clock.now(),
        idleMinutes: deps.config.SESSION_IDLE_MINUTES,
        ...clientInfo(request),
      });
      const factor = await signInFactor(deps.db, agent, deps.config.secondFactorRequired);
      return ok(request, { token, ...factor }, 'logged_in');
    },
  );

  app.get(
    '/agent/commission',
    {
      config: { access: AGENTS },
      schema: { tags: ['agent'], response: { 200: success(agentCommission), ...failureReplies } },
    },
    async (request) => {
      const agentId = actorOf(request).userId;
      const [balances, plan, statements] = await Promise.all([
        playerBalances(deps.db, agentId),
        planOf(deps.db, agentId),
        listStatements(deps, agentId),
      ]);
      return ok(request, { balance: toKyat(balances.main), plan, statements });
    },
  );
};
