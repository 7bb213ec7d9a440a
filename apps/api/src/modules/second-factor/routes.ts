import { success } from '@zeya/contract/envelope';
import {
  enrolmentReply,
  passkeyCreationOptions,
  passkeyRegisterRequest,
  passkeyRequestOptions,
  recoveryCodesReply,
  secondFactorIdParams,
  secondFactorStatus,
  totpConfirmRequest,
  totpStartReply,
  totpStartRequest,
  verifyReply,
  verifyRequest,
} from '@zeya/contract/second-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, OPERATORS, type Access } from '../../platform/auth/access';
import { AGENT_DESK } from '../../platform/auth/agent-desk';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import type { FactorStep } from './ceremony';
import { relyingParty } from './passkeys';
import {
  confirmTotp,
  factorStatus,
  passkeyOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  removeFactor,
  renewRecoveryCodes,
  startTotp,
  verifyFactor,
} from './service';

/**
 * A staff member's second factor: enrol one (TOTP or passkey), prove it at sign-in and again for a step-up, renew
 * the recovery codes, remove one of several. The steps a session takes before its factor is proven are open to it
 * (`factorStep`); what changes an enrolled account's factors wants a fresh proof (`stepUp`).
 */
function secondFactorRoutes(access: Access, tag: string): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const publicSite = deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL) : null;
    const step = (request: Parameters<typeof actorOf>[0]): FactorStep => ({
      actor: actorOf(request),
      ip: request.ip,
      now: deps.clock.now(),
    });
    const before = { access, factorStep: true } as const;
    const fresh = { access, stepUp: true } as const;

    app.get(
      '/second-factor',
      {
        config: before,
        schema: { tags: [tag], response: { 200: success(secondFactorStatus), ...failureReplies } },
      },
      async (request) => ok(request, await factorStatus(deps, actorOf(request))),
    );

    app.post(
      '/second-factor/totp/start',
      {
        config: before,
        schema: {
          tags: [tag],
          body: totpStartRequest,
          response: { 200: success(totpStartReply), ...failureReplies },
        },
      },
      async (request) => ok(request, await startTotp(deps, actorOf(request), request.body.label)),
    );

    app.post(
      '/second-factor/totp/confirm',
      {
        config: before,
        schema: {
          tags: [tag],
          body: totpConfirmRequest,
          response: { 200: success(enrolmentReply), ...failureReplies },
        },
      },
      async (request) =>
        ok(request, await confirmTotp(deps, step(request), request.body.code), 'second_factor_enrolled'),
    );

    app.post(
      '/second-factor/passkey/register-options',
      {
        config: before,
        schema: { tags: [tag], response: { 200: success(passkeyCreationOptions), ...failureReplies } },
      },
      async (request) =>
        ok(
          request,
          await passkeyRegistrationOptions(deps, actorOf(request), relyingParty(publicSite, request)),
        ),
    );

    app.post(
      '/second-factor/passkey/register',
      {
        config: before,
        schema: {
          tags: [tag],
          body: passkeyRegisterRequest,
          response: { 200: success(enrolmentReply), ...failureReplies },
        },
      },
      async (request) => {
        const rp = relyingParty(publicSite, request);
        const enrolled = await registerPasskey(deps, step(request), rp, request.body);
        return ok(request, enrolled, 'second_factor_enrolled');
      },
    );

    app.post(
      '/second-factor/passkey/options',
      {
        config: before,
        schema: { tags: [tag], response: { 200: success(passkeyRequestOptions), ...failureReplies } },
      },
      async (request) =>
        ok(request, await passkeyOptions(deps, actorOf(request), relyingParty(publicSite, request))),
    );

    app.post(
      '/second-factor/verify',
      {
        config: before,
        schema: {
          tags: [tag],
          body: verifyRequest,
          response: { 200: success(verifyReply), ...failureReplies },
        },
      },
      async (request) => {
        const rp = () => relyingParty(publicSite, request);
        const checkedAt = await verifyFactor(deps, step(request), rp, request.body);
        return ok(request, { checked_at: checkedAt.toISOString() }, 'second_factor_checked');
      },
    );

    app.post(
      '/second-factor/recovery-codes',
      {
        config: fresh,
        schema: { tags: [tag], response: { 200: success(recoveryCodesReply), ...failureReplies } },
      },
      async (request) => {
        const codes = await renewRecoveryCodes(deps, step(request));
        return ok(request, { recovery_codes: codes }, 'recovery_codes_made');
      },
    );

    app.delete(
      '/second-factor/:id',
      {
        config: fresh,
        schema: {
          tags: [tag],
          params: secondFactorIdParams,
          response: { 200: success(z.null()), ...failureReplies },
        },
      },
      async (request) => {
        await removeFactor(deps, step(request), request.params.id);
        return ok(request, null, 'second_factor_removed');
      },
    );
  };
}

/** A console user's second factor, under /api/console. */
export const consoleSecondFactorRoutes = secondFactorRoutes(OPERATORS, 'console');

/** An agent's, under /api/agent: the same steps on the player side of the API, where agents sign in. */
// An agent's staff enrol and prove their factor at the same routes as their agent.
export const agentSecondFactorRoutes = secondFactorRoutes(AGENT_DESK, 'agent');
