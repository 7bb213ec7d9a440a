import { success } from '@zeya/contract/envelope';
import {
  breakRequest,
  confirmLimitRequest,
  protectionState,
  realityCheck,
  realityCheckAnswer,
  realityCheckRequest,
  setLimitRequest,
} from '@zeya/contract/protection';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { toPya } from '../../platform/money/money';
import { readProtection } from '../../platform/protection/guard';
import { yangonText } from '../../platform/protection/periods';
import { requestReopen, startBreak } from './breaks';
import type { ChangeActor } from './history';
import { confirmLimit, setLimit } from './limits';
import { answerRealityCheck, realityCheckOf, setRealityCheck } from './reality-check';
import { protectionStateOf } from './state';

/** The player changing their own protection. */
function playerActor(request: FastifyRequest): ChangeActor {
  const actor = actorOf(request);
  return { userId: actor.userId, userName: actor.userName, ip: request.ip, staff: false };
}

/**
 * The player's own protection: limits, reality checks, time-outs and self-exclusion. Every answer is the whole state,
 * so the screen shows at once what applies and what waits.
 */
export const protectionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const config = { access: PLAYERS };
  const stateReply = { 200: success(protectionState), ...failureReplies };
  const stateOf = (request: FastifyRequest) => protectionStateOf(deps, actorOf(request).userId);

  app.get(
    '/protection',
    { config, schema: { tags: ['protection'], response: stateReply } },
    async (request) => ok(request, await stateOf(request)),
  );

  app.post(
    '/protection/limits',
    { config, schema: { tags: ['protection'], body: setLimitRequest, response: stateReply } },
    async (request) => {
      const { limit, amount } = request.body;
      const value = amount === null ? null : toPya(amount);
      const said = await setLimit(deps, playerActor(request), {
        userId: actorOf(request).userId,
        limit,
        value,
      });
      return ok(request, await stateOf(request), said);
    },
  );

  app.post(
    '/protection/limits/confirm',
    { config, schema: { tags: ['protection'], body: confirmLimitRequest, response: stateReply } },
    async (request) => {
      await confirmLimit(deps, playerActor(request), actorOf(request).userId, request.body.limit);
      return ok(request, await stateOf(request), 'limit_confirmed');
    },
  );

  app.post(
    '/protection/reality-check',
    { config, schema: { tags: ['protection'], body: realityCheckRequest, response: stateReply } },
    async (request) => {
      await setRealityCheck(deps, playerActor(request), actorOf(request).userId, request.body.minutes);
      return ok(request, await stateOf(request), 'reality_check_saved');
    },
  );

  app.get(
    '/protection/reality-check',
    { config, schema: { tags: ['protection'], response: { 200: success(realityCheck), ...failureReplies } } },
    async (request) =>
      ok(request, await realityCheckOf(deps, await readProtection(deps.db, actorOf(request).userId))),
  );

  app.post(
    '/protection/reality-check/answer',
    {
      config,
      schema: {
        tags: ['protection'],
        body: realityCheckAnswer,
        response: { 200: success(realityCheck), ...failureReplies },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      await answerRealityCheck(deps, userId, request.body.answer);
      return ok(request, await realityCheckOf(deps, await readProtection(deps.db, userId)));
    },
  );

  app.post(
    '/protection/break',
    { config, schema: { tags: ['protection'], body: breakRequest, response: stateReply } },
    async (request) => {
      const { userId, sessionId } = actorOf(request);
      await startBreak(deps, playerActor(request), {
        userId,
        request: request.body,
        keepSessionId: sessionId,
      });
      return ok(request, await stateOf(request), 'exclusion_started');
    },
  );

  app.post(
    '/protection/reopen',
    { config, schema: { tags: ['protection'], response: stateReply } },
    async (request) => {
      const reopensAt = await requestReopen(deps, playerActor(request), actorOf(request).userId);
      return ok(request, await stateOf(request), {
        key: 'reopen_requested',
        values: { at: yangonText(reopensAt) },
      });
    },
  );
};
