import {
  changePasswordRequest,
  loginRequest,
  registerRequest,
  sessionReply,
  userProfile,
  type UserProfile,
} from '@zeya/contract/auth';
import { success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, PLAYERS } from '../../platform/auth/access';
import { createSession, revokeSession, revokeUserSessions } from '../../platform/auth/sessions';
import { ok } from '../../platform/errors';
import { clientInfo, failureReplies, passwordRateLimit } from '../../platform/http';
import { playerBalances } from '../../platform/ledger/accounts';
import { toKyat } from '../../platform/money';
import { authenticate, changePassword, registerPlayer, type UserRow } from './service';

interface ProfileSource {
  userId: number;
  userName: string;
  name: string;
  phone: string | null;
  memberAccount: string;
  mustChangePassword: boolean;
}

function profileOf(user: ProfileSource, balances: { main: number; game: number }): UserProfile {
  return {
    id: user.userId,
    user_name: user.userName,
    name: user.name,
    phone: user.phone,
    member_account: user.memberAccount,
    balance: toKyat(balances.game),
    main_balance: toKyat(balances.main),
    must_change_password: user.mustChangePassword,
  };
}

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const profileAfterSignIn = async (user: UserRow) =>
    profileOf({ ...user, userId: user.id }, await playerBalances(deps.db, user.id));

  const startSession = async (userId: number, request: Parameters<typeof clientInfo>[0]) =>
    createSession(deps.db, {
      userId,
      scope: 'player',
      now: deps.clock.now(),
      idleMinutes: deps.config.SESSION_IDLE_MINUTES,
      ...clientInfo(request),
    });

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['auth'],
        body: registerRequest,
        response: { 200: success(sessionReply), 422: failureReplies[422] },
      },
    },
    async (request) => {
      const user = await registerPlayer(deps, request.body, request.ip);
      const token = await startSession(user.id, request);
      return ok(request, { token, user: await profileAfterSignIn(user) }, 'registered');
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['auth'],
        body: loginRequest,
        response: { 200: success(sessionReply), 422: failureReplies[422] },
      },
    },
    async (request) => {
      const user = await authenticate(deps, {
        identifier: request.body.user_name,
        password: request.body.password,
        roles: ['player'],
        address: request.ip,
      });
      const token = await startSession(user.id, request);
      return ok(request, { token, user: await profileAfterSignIn(user) }, 'logged_in');
    },
  );

  app.post(
    '/logout',
    {
      config: { access: PLAYERS, duringPasswordChange: true },
      schema: { tags: ['auth'], response: { 200: success(z.null()) } },
    },
    async (request) => {
      await revokeSession(deps.db, actorOf(request).sessionId, deps.clock.now());
      return ok(request, null, 'logged_out');
    },
  );

  // The spec's client also asks for /api/api/user (its base address already ends in /api): the same reply.
  for (const path of ['/user', '/api/user'])
    app.get(
      path,
      {
        config: { access: PLAYERS, duringPasswordChange: true },
        schema: {
          tags: ['auth'],
          hide: path !== '/user',
          response: { 200: success(userProfile), 401: failureReplies[401] },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return ok(request, profileOf(actor, actor.balances));
      },
    );

  app.post(
    '/change-password',
    {
      config: { access: PLAYERS, duringPasswordChange: true, rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['auth'],
        body: changePasswordRequest,
        response: { 200: success(z.null()), ...failureReplies },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await changePassword(deps, actor.userId, { ...request.body, address: request.ip });
      // Every other device signed in with the old password is signed out now; this one stays.
      await revokeUserSessions(deps.db, actor.userId, deps.clock.now(), actor.sessionId);
      return ok(request, null, 'password_changed');
    },
  );
};
