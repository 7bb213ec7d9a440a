import {
  changePasswordRequest,
  loginChallenge,
  loginRequest,
  registerRequest,
  sessionReply,
  userProfile,
  type UserProfile,
} from '@zeya/contract/auth';
import { failure, success } from '@zeya/contract/envelope';
import {
  forgotPasswordReply,
  forgotPasswordRequest,
  resetPasswordRequest,
} from '@zeya/contract/password-reset';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Clock } from '../../platform/runtime/clock';
import { actorOf, PLAYERS, type Access } from '../../platform/auth/access';
import { rememberDevice } from '../../platform/auth/known-devices';
import { newLoginChallenge } from '../../platform/auth/login-challenge';
import { resetSms } from '../../platform/auth/reset-codes';
import { createSession, revokeSession, revokeUserSessions } from '../../platform/auth/sessions';
import { HttpError, ok } from '../../platform/http/errors';
import { clientInfo, failureReplies, passwordRateLimit } from '../../platform/http/http';
import { requestLanguage } from '../../platform/http/i18n';
import { playerBalances } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';
import {
  authenticate,
  changePassword,
  registerPlayer,
  resetForgottenPassword,
  sendForgottenPasswordCode,
  type UserRow,
} from './service';

/** Who changes their own password here: players, agents and their staff (whose sessions are of the player API too). */
const OWN_PASSWORD: Access = { scope: 'player', roles: ['player', 'agent', 'agent_staff'] };

/** Phones remembered at most: past it, those whose wait is over are forgotten, and if none is, all. */
const ASKED_PHONES_MAX = 100_000;

/**
 * When each phone last asked for a reset code, in this process: the wait between two codes is answered alike for
 * phones with an account and without, so the 429 says nothing. (The wait kept with the codes themselves holds across
 * processes, silently.)
 */
function resendWait(clock: Clock, seconds: number) {
  const asked = new Map<string, number>();
  return (phone: string) => {
    const now = clock.now().getTime();
    const waitMs = (asked.get(phone) ?? -Infinity) + seconds * 1000 - now;
    if (waitMs > 0)
      throw new HttpError(429, 'reset_code_too_soon', { seconds: String(Math.ceil(waitMs / 1000)) });
    if (asked.size >= ASKED_PHONES_MAX) {
      for (const [known, at] of asked) if (at + seconds * 1000 <= now) asked.delete(known);
      if (asked.size >= ASKED_PHONES_MAX) asked.clear();
    }
    asked.set(phone, now);
  };
}

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
  const loginPath = `${app.prefix}/login`;
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
    async (request, reply) => {
      const user = await registerPlayer(deps, request.body, request.ip);
      // Registering is the account's first sign-in: this device is then known to the login route.
      await rememberDevice(deps, request, reply, user.id, null, loginPath);
      const token = await startSession(user.id, request);
      return ok(request, { token, user: await profileAfterSignIn(user) }, 'registered');
    },
  );

  /**
   * A proof-of-work challenge, asked for by a client whose sign-in was refused with `needs: 'login_challenge'` (an
   * account under attack, a device it does not know): solved and sent as `altcha` with the sign-in, of any kind.
   */
  app.get(
    '/login-challenge',
    {
      config: { access: 'public', rateLimit: passwordRateLimit(deps) },
      schema: { tags: ['auth'], response: { 200: success(loginChallenge) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await newLoginChallenge(deps));
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['auth'],
        body: loginRequest,
        response: { 200: success(sessionReply), 403: failure, 422: failureReplies[422], 429: failure },
      },
    },
    async (request, reply) => {
      const { user, device } = await authenticate(deps, {
        identifier: request.body.user_name,
        password: request.body.password,
        roles: ['player'],
        address: request.ip,
        evidence: { cookies: request.headers.cookie, proof: request.body.altcha },
      });
      await rememberDevice(deps, request, reply, user.id, device, loginPath);
      const token = await startSession(user.id, request);
      return ok(request, { token, user: await profileAfterSignIn(user) }, 'logged_in');
    },
  );

  app.post(
    '/logout',
    {
      // Agents and their staff sign out here too, also before they have proven their second factor.
      config: { access: OWN_PASSWORD, duringPasswordChange: true, factorStep: true },
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
      config: { access: OWN_PASSWORD, duringPasswordChange: true, rateLimit: passwordRateLimit(deps) },
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

  const waitBeforeResend = resendWait(deps.clock, deps.config.PASSWORD_RESET_RESEND_SECONDS);
  app.post(
    '/forgot-password',
    {
      config: { access: 'public', rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['auth'],
        body: forgotPasswordRequest,
        response: { 200: success(forgotPasswordReply), 422: failureReplies[422] },
      },
    },
    async (request) => {
      const withSms = resetSms(deps);
      waitBeforeResend(request.body.phone);
      await sendForgottenPasswordCode(withSms, request.body.phone, requestLanguage(request));
      const minutes = deps.config.PASSWORD_RESET_CODE_MINUTES;
      return ok(
        request,
        { minutes, resend_seconds: deps.config.PASSWORD_RESET_RESEND_SECONDS },
        { key: 'reset_code_sent', values: { minutes: String(minutes) } },
      );
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['auth'],
        body: resetPasswordRequest,
        response: { 200: success(sessionReply), 422: failureReplies[422] },
      },
    },
    async (request) => {
      // Without a gateway no code was ever sent: the same 409 as asking for one.
      resetSms(deps);
      const user = await resetForgottenPassword(deps, request.body, request.ip);
      const token = await startSession(user.id, request);
      return ok(request, { token, user: await profileAfterSignIn(user) }, 'password_reset_done');
    },
  );
};
