import { consoleLoginRequest, consoleSessionReply } from '@zeya/contract/auth';
import { CONSOLE_ROLES } from '@zeya/contract/constants';
import { failure, success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, OPERATORS } from '../../platform/auth/access';
import { rememberDevice } from '../../platform/auth/known-devices';
import { createSession, revokeSession } from '../../platform/auth/sessions';
import { signInFactor } from '../../platform/auth/sign-in-factor';
import { ok } from '../../platform/http/errors';
import { clientInfo, failureReplies, passwordRateLimit } from '../../platform/http/http';
import { authenticate } from './service';

/** Operators and admins sign in here; their tokens open the console API and nothing else. */
export const consoleAuthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['console'],
        body: consoleLoginRequest,
        response: { 200: success(consoleSessionReply), 403: failure, 422: failureReplies[422], 429: failure },
      },
    },
    async (request, reply) => {
      const { user, device } = await authenticate(deps, {
        identifier: request.body.user_name,
        password: request.body.password,
        roles: CONSOLE_ROLES,
        address: request.ip,
        evidence: { cookies: request.headers.cookie, proof: request.body.altcha },
      });
      await rememberDevice(deps, request, reply, user.id, device, `${app.prefix}/login`);
      const token = await createSession(deps.db, {
        userId: user.id,
        scope: 'console',
        now: deps.clock.now(),
        idleMinutes: deps.config.CONSOLE_SESSION_IDLE_MINUTES,
        ...clientInfo(request),
      });
      const role = user.role === 'admin' ? 'admin' : 'operator';
      const factor = await signInFactor(deps.db, user, deps.config.secondFactorRequired);
      return ok(
        request,
        { token, user: { id: user.id, user_name: user.userName, name: user.name, role }, ...factor },
        'logged_in',
      );
    },
  );

  app.post(
    '/logout',
    {
      config: { access: OPERATORS, factorStep: true },
      schema: { tags: ['console'], response: { 200: success(z.null()) } },
    },
    async (request) => {
      await revokeSession(deps.db, actorOf(request).sessionId, deps.clock.now());
      return ok(request, null, 'logged_out');
    },
  );
};
