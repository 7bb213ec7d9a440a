import { success } from '@zeya/contract/envelope';
import {
  consoleOffer,
  contributionRow,
  contributionsRequest,
  offerActiveRequest,
  offerIdParams,
  offerRequest,
} from '@zeya/contract/promotions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, ADMINS, OPERATORS } from '../../platform/auth/access';
import { fieldError, ok } from '../../platform/errors';
import { expireDueGrants } from '../../platform/bonus/grants';
import { failureReplies } from '../../platform/http';
import { repeatWhileRunning } from '../../platform/repeat';
import { consoleOffers, contributions, createOffer, setContributions, setOfferActive } from './offers';

const EXPIRY_PASS_SECONDS = 300;

const stepOf = (request: FastifyRequest) => ({ actor: actorOf(request), ip: request.ip });

/** The rules each kind needs, beyond the schema's shapes. */
function checkRules(input: z.infer<typeof offerRequest>) {
  if (input.kind === 'free_credit' && !input.amount) throw fieldError('amount', 'field_required');
  if (input.kind !== 'free_credit' && !input.percent) throw fieldError('percent', 'field_required');
  if (input.ends_at && input.starts_at && input.ends_at <= input.starts_at)
    throw fieldError('ends_at', 'field_invalid');
}

/**
 * Promotions with rules and the wagering contributions, as staff run them. Creating or changing one moves no
 * player's money: claims do, decided by the server; every change is audited. Admins only change contributions.
 */
export const promotionConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Expired bonuses are forfeited every few minutes (and at once when their player looks); each forfeit is
  // conditional on the grant still being active, so instances running this together cannot forfeit one twice.
  repeatWhileRunning(
    app,
    EXPIRY_PASS_SECONDS,
    () => expireDueGrants(deps.db, deps.clock.now()),
    'bonus expiry pass failed; the next one tries again',
  );
  const listReply = { 200: success(z.array(consoleOffer)), ...failureReplies };

  app.get(
    '/promotions',
    { config: { access: OPERATORS }, schema: { tags: ['console-promotions'], response: listReply } },
    async (request) => ok(request, await consoleOffers(deps)),
  );

  app.post(
    '/promotions',
    {
      config: { access: ADMINS },
      schema: { tags: ['console-promotions'], body: offerRequest, response: listReply },
    },
    async (request) => {
      checkRules(request.body);
      await createOffer(deps, request.body, stepOf(request));
      return ok(request, await consoleOffers(deps), 'offer_saved');
    },
  );

  app.post(
    '/promotions/:id/active',
    {
      config: { access: ADMINS },
      schema: {
        tags: ['console-promotions'],
        params: offerIdParams,
        body: offerActiveRequest,
        response: listReply,
      },
    },
    async (request) => {
      await setOfferActive(deps, request.params.id, request.body.active, stepOf(request));
      return ok(request, await consoleOffers(deps), 'offer_saved');
    },
  );

  const contributionsReply = { 200: success(z.array(contributionRow)), ...failureReplies };
  app.get(
    '/bonus/contributions',
    { config: { access: OPERATORS }, schema: { tags: ['console-promotions'], response: contributionsReply } },
    async (request) => ok(request, await contributions(deps)),
  );

  app.post(
    '/bonus/contributions',
    {
      config: { access: ADMINS },
      schema: { tags: ['console-promotions'], body: contributionsRequest, response: contributionsReply },
    },
    async (request) =>
      ok(
        request,
        await setContributions(deps, request.body.contributions, stepOf(request)),
        'contributions_saved',
      ),
  );
};
