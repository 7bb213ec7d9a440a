import {
  consolePasswordBody,
  consoleRoleBody,
  consoleUserRow,
  createConsoleUserBody,
} from '@zeya/contract/console-users';
import { recordId, success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, ADMINS } from '../../platform/auth/access';
import { ok } from '../../platform/errors';
import { failureReplies } from '../../platform/http';
import {
  createConsoleUser,
  listConsoleUsers,
  resetConsolePassword,
  setConsoleRole,
  setConsoleStatus,
} from './service';

const params = z.object({ id: recordId });
const stepOf = (request: FastifyRequest) => ({ actor: actorOf(request), ip: request.ip });
const listReply = success(z.array(consoleUserRow));

/** Console accounts, run by admins: every change answers the fresh list, so the screen shows what now holds. */
export const consoleUserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const schema = { tags: ['console'], response: { 200: listReply, ...failureReplies } };
  const list = () => listConsoleUsers(deps);

  app.get('/operators', { config: { access: ADMINS }, schema }, async (request) => ok(request, await list()));

  app.post(
    '/operators',
    { config: { access: ADMINS }, schema: { ...schema, body: createConsoleUserBody } },
    async (request) => {
      await createConsoleUser(deps, stepOf(request), request.body);
      return ok(request, await list(), 'saved');
    },
  );

  app.put(
    '/operators/:id/role',
    { config: { access: ADMINS }, schema: { ...schema, params, body: consoleRoleBody } },
    async (request) => {
      await setConsoleRole(deps, stepOf(request), request.params.id, request.body.role);
      return ok(request, await list(), 'saved');
    },
  );

  for (const [verb, status, message] of [
    ['disable', 'banned', 'account_disabled'],
    ['enable', 'active', 'account_enabled'],
  ] as const)
    app.post(
      `/operators/:id/${verb}`,
      { config: { access: ADMINS }, schema: { ...schema, params } },
      async (request) => {
        await setConsoleStatus(deps, stepOf(request), request.params.id, status);
        return ok(request, await list(), message);
      },
    );

  app.post(
    '/operators/:id/password',
    { config: { access: ADMINS }, schema: { ...schema, params, body: consolePasswordBody } },
    async (request) => {
      await resetConsolePassword(deps, stepOf(request), request.params.id, request.body.password);
      return ok(request, await list(), 'password_changed');
    },
  );
};
