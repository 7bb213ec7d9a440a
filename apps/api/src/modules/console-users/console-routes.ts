import {
  consolePasswordResetBody,
  consoleReasonBody,
  consoleRoleBody,
  consoleUserRow,
  consoleUsersRequestReply,
  createConsoleUserBody,
  ownPasswordBody,
} from '@zeya/contract/console-users';
import { recordId, success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { refuseTakenPhone } from '../../platform/auth/account-links';
import { actorOf, ADMINS, OPERATORS } from '../../platform/auth/access';
import { fieldError, HttpError, ok } from '../../platform/http/errors';
import { failureReplies, passwordRateLimit, publicBase } from '../../platform/http/http';
import {
  consoleFactorResetKind,
  consolePasswordResetKind,
  consoleRoleKind,
  createConsoleUserKind,
  disableConsoleUserKind,
  enableConsoleUserKind,
} from './kinds';
import {
  changeOwnPassword,
  listConsoleUsers,
  NEW_CONSOLE_USER,
  refuseOwnAccount,
  refuseTakenName,
  requestAccountChange,
} from './service';

const params = z.object({ id: recordId });
const stepOf = (request: FastifyRequest) => ({ actor: actorOf(request), ip: request.ip });
const requestReply = { 200: success(consoleUsersRequestReply), ...failureReplies };

/**
 * Console accounts, run by admins, two at a time: every change is a request that a second admin approves (see
 * ./kinds), answered with the list as it stands and the request's id. Nobody chooses another person's password: a
 * new or reset account gets a one-time link on its own phone.
 */
export const consoleUserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const asked = async (request: FastifyRequest, requestId: number) =>
    ok(request, { users: await listConsoleUsers(deps), request_id: requestId }, 'second_person_requested');

  app.get(
    '/operators',
    {
      config: { access: ADMINS },
      schema: { tags: ['console'], response: { 200: success(z.array(consoleUserRow)), ...failureReplies } },
    },
    async (request) => ok(request, await listConsoleUsers(deps)),
  );

  app.post(
    '/operators',
    {
      config: { access: ADMINS, stepUp: true },
      schema: { tags: ['console'], body: createConsoleUserBody, response: requestReply },
    },
    async (request) => {
      const { reason, ...account } = request.body;
      await refuseTakenName(deps.db, account.user_name);
      await refuseTakenPhone(deps.db, account.phone);
      const requestId = await requestAccountChange(deps, stepOf(request), {
        kind: createConsoleUserKind,
        targetType: NEW_CONSOLE_USER,
        targetId: account.user_name.toLowerCase(),
        payload: { ...account, link_base: publicBase(deps.config, request) },
        reason,
        sendsLink: true,
      });
      return asked(request, requestId);
    },
  );

  app.put(
    '/operators/:id/role',
    {
      config: { access: ADMINS, stepUp: true },
      schema: { tags: ['console'], params, body: consoleRoleBody, response: requestReply },
    },
    async (request) => {
      const { id } = request.params;
      const target = await refuseOwnAccount(deps, stepOf(request), id, { field: 'role', key: 'own_account' });
      if (target.role === request.body.role) throw new HttpError(409, 'account_unchanged');
      const requestId = await requestAccountChange(deps, stepOf(request), {
        kind: consoleRoleKind,
        targetId: String(id),
        payload: { user_id: id, role: request.body.role },
        reason: request.body.reason,
      });
      return asked(request, requestId);
    },
  );

  for (const [verb, kind, status] of [
    ['disable', disableConsoleUserKind, 'banned'],
    ['enable', enableConsoleUserKind, 'active'],
  ] as const)
    app.post(
      `/operators/:id/${verb}`,
      {
        config: { access: ADMINS, stepUp: true },
        schema: { tags: ['console'], params, body: consoleReasonBody, response: requestReply },
      },
      async (request) => {
        const { id } = request.params;
        const target = await refuseOwnAccount(deps, stepOf(request), id, {
          field: 'status',
          key: 'own_account',
        });
        if (target.status === status) throw new HttpError(409, 'account_unchanged');
        const requestId = await requestAccountChange(deps, stepOf(request), {
          kind,
          targetId: String(id),
          payload: { user_id: id },
          reason: request.body.reason,
        });
        return asked(request, requestId);
      },
    );

  app.post(
    '/operators/:id/password',
    {
      config: { access: ADMINS, stepUp: true },
      schema: { tags: ['console'], params, body: consolePasswordResetBody, response: requestReply },
    },
    async (request) => {
      const { id } = request.params;
      const { phone, reason } = request.body;
      const target = await refuseOwnAccount(deps, stepOf(request), id, {
        field: 'account',
        key: 'own_account_reset',
      });
      if (phone) await refuseTakenPhone(deps.db, phone, id);
      else if (!target.phone) throw fieldError('phone', 'staff_phone_missing');
      const requestId = await requestAccountChange(deps, stepOf(request), {
        kind: consolePasswordResetKind,
        targetId: String(id),
        payload: { user_id: id, phone: phone ?? null, link_base: publicBase(deps.config, request) },
        reason,
        sendsLink: true,
      });
      return asked(request, requestId);
    },
  );

  app.post(
    '/operators/:id/second-factor-reset',
    {
      config: { access: ADMINS, stepUp: true },
      schema: { tags: ['console'], params, body: consoleReasonBody, response: requestReply },
    },
    async (request) => {
      const { id } = request.params;
      await refuseOwnAccount(deps, stepOf(request), id, { field: 'account', key: 'own_account_reset' });
      const requestId = await requestAccountChange(deps, stepOf(request), {
        kind: consoleFactorResetKind,
        targetId: String(id),
        payload: { user_id: id },
        reason: request.body.reason,
      });
      return asked(request, requestId);
    },
  );

  app.post(
    '/me/password',
    {
      config: { access: OPERATORS, stepUp: true, rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['console'],
        body: ownPasswordBody,
        response: { 200: success(z.null()), ...failureReplies },
      },
    },
    async (request) => {
      await changeOwnPassword(deps, stepOf(request), request.body);
      return ok(request, null, 'password_changed');
    },
  );
};
