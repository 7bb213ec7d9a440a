import {
  staffSetupBody,
  staffSetupCheckBody,
  staffSetupCheckReply,
  staffSetupReply,
} from '@zeya/contract/console-users';
import { success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { accountOfLink } from '../../platform/auth/account-links';
import { HttpError, ok } from '../../platform/http/errors';
import { clientInfo, failureReplies, passwordRateLimit } from '../../platform/http/http';
import { setUpAccount } from './service';

/**
 * A new or reset staff member sets their own password through the one-time link sent to their phone. Public: the
 * link's token is the proof, and it arrives in the body (the page reads it after '#', which no server sees).
 */
export const staffSetupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const config = { access: 'public', rateLimit: passwordRateLimit(deps) } as const;

  app.post(
    '/staff-setup/check',
    {
      config,
      schema: {
        tags: ['auth'],
        body: staffSetupCheckBody,
        response: { 200: success(staffSetupCheckReply), 422: failureReplies[422] },
      },
    },
    async (request) => {
      const account = await accountOfLink(deps.db, request.body.token, deps.clock.now());
      if (!account) throw new HttpError(404, 'setup_link_invalid');
      const { userName, name, role, purpose } = account;
      return ok(request, {
        user_name: userName,
        name,
        role: role as 'operator' | 'admin' | 'agent' | 'agent_staff',
        purpose,
      });
    },
  );

  app.post(
    '/staff-setup',
    {
      config,
      schema: {
        tags: ['auth'],
        body: staffSetupBody,
        response: { 200: success(staffSetupReply), 422: failureReplies[422] },
      },
    },
    async (request) => ok(request, await setUpAccount(deps, request.body, clientInfo(request)), 'setup_done'),
  );
};
