import {
  agentIdParams,
  commissionPlan,
  commissionPlanChange,
  commissionPlanRequest,
  commissionStatement,
  statementIdParams,
} from '@zeya/contract/commission';
import { failure, success } from '@zeya/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, ADMINS, OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/i18n';
import { failureReplies } from '../../platform/http/http';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { repeatWhileRunning } from '../../platform/runtime/repeat';
import { planOf, requestPlanChange } from './plans';
import { approveStatement, computeStatements, listStatements, SYSTEM } from './statements';
const STATEMENT_PASS_SECONDS = 3600;

const stepOf = (request: FastifyRequest) => ({ actor: actorOf(request), ip: request.ip });

/**
 * Agent commission in the console: plans per agent (changed by two admins, within the caps of the staff rules),
 * statements computed from the ledger by one console user and approved (and so paid, once) by a different admin, or
 * by two above the staff rule.
 */
export const commissionConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Once a period ends its statements are computed without anyone asking (the console's button does it at once);
  // the unique key per agent and period lets every instance run this without making one twice.
  repeatWhileRunning(
    app,
    STATEMENT_PASS_SECONDS,
    () => computeStatements(deps, SYSTEM),
    'commission statement pass failed; the next one tries again',
  );
  app.get(
    '/agents/:id/commission-plan',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console-commission'],
        params: agentIdParams,
        response: { 200: success(commissionPlan.nullable()), 404: failure, ...failureReplies },
      },
    },
    async (request) => ok(request, await planOf(deps.db, request.params.id)),
  );

  app.post(
    '/agents/:id/commission-plan',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console-commission'],
        params: agentIdParams,
        body: commissionPlanRequest,
        response: {
          200: success(commissionPlanChange),
          403: failure,
          404: failure,
          409: failure,
          ...failureReplies,
        },
      },
    },
    async (request) => {
      const { reason, ...plan } = request.body;
      const change = await requestPlanChange(
        deps,
        request.params.id,
        { ...plan, reason },
        { ...stepOf(request), language: requestLanguage(request) },
      );
      return ok(request, { plan: change.plan, request_id: change.requestId }, 'second_person_requested');
    },
  );

  const listReply = { 200: success(z.array(commissionStatement)), ...failureReplies };
  app.get(
    '/commission/statements',
    { config: { access: OPERATORS }, schema: { tags: ['console-commission'], response: listReply } },
    async (request) => ok(request, await listStatements(deps)),
  );

  app.post(
    '/commission/statements/compute',
    { config: { access: OPERATORS }, schema: { tags: ['console-commission'], response: listReply } },
    async (request) => {
      await computeStatements(deps, actorOf(request).userName);
      return ok(request, await listStatements(deps));
    },
  );

  app.post(
    '/commission/statements/:id/approve',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console-commission'],
        headers: idempotencyHeaders,
        params: statementIdParams,
        response: { ...listReply, 403: failure, 404: failure, 409: failure },
      },
    },
    async (request) =>
      onceByKey(deps, request, async (scoped) => {
        const { paid } = await approveStatement(scoped, request.params.id, stepOf(request));
        return ok(
          request,
          await listStatements(scoped),
          paid ? 'commission_approved' : 'first_approval_recorded',
        );
      }),
  );
};
