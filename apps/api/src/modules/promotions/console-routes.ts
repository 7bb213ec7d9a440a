import { failure, success } from '@zeya/contract/envelope';
import {
  consoleOffer,
  contributionChoice,
  contributionRow,
  contributionsRequest,
  offerActiveRequest,
  offerChange,
  offerIdParams,
  offerRequest,
} from '@zeya/contract/promotions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, ADMINS, OPERATORS } from '../../platform/auth/access';
import { fieldError, ok } from '../../platform/http/errors';
import { expireDueGrants } from '../../platform/money/bonus/grants';
import { failureReplies } from '../../platform/http/http';
import { repeatWhileRunning } from '../../platform/runtime/repeat';
import { contributionChoices, contributions, setContributions } from './contributions';
import { consoleOffers, createOffer, setOfferActive } from './offers';

const EXPIRY_PASS_SECONDS = 300;

const stepOf = (request: FastifyRequest) => ({ actor: actorOf(request), ip: request.ip });

/** The rules each kind needs, beyond the schema's shapes. */
function checkRules(input: z.infer<typeof offerRequest>) {
  if (input.kind === 'free_credit' && !input.amount) throw fieldError('amount', 'field_required');
  if (input.kind !== 'free_credit' && !input.percent) throw fieldError('percent', 'field_required');
  if (input.ends_at && input.starts_at && input.ends_at <= input.starts_at)
    throw fieldError('ends_at', 'field_invalid');
  if (input.budget_total < input.budget_day) throw fieldError('budget_total', 'budget_total_below_day');
}

/**
 * Promotions with rules and budgets, and the wagering contributions, as admins run them. Creating or changing one
 * moves no player's money: claims do, decided by the server within the budgets; one that may pay more per claim than
 * the staff rules allow goes live only when a second admin approves it. Every change is audited.
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

  const changeReply = {
    200: success(offerChange),
    403: failure,
    404: failure,
    409: failure,
    ...failureReplies,
  };
  /** The offer as the console shows it, and the request that waits for a second admin to make it live. */
  const changed = async (
    request: FastifyRequest,
    change: { offer: { id: number }; requestId: number | null },
  ) => {
    const [offer] = await consoleOffers(deps, change.offer.id);
    return ok(
      request,
      { offer: offer!, request_id: change.requestId },
      change.requestId === null ? 'offer_saved' : 'second_person_requested',
    );
  };

  app.post(
    '/promotions',
    {
      config: { access: ADMINS, stepUp: true },
      schema: { tags: ['console-promotions'], body: offerRequest, response: changeReply },
    },
    async (request) => {
      checkRules(request.body);
      return changed(request, await createOffer(deps, request.body, stepOf(request)));
    },
  );

  app.post(
    '/promotions/:id/active',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console-promotions'],
        params: offerIdParams,
        body: offerActiveRequest,
        response: changeReply,
      },
    },
    async (request) =>
      changed(request, await setOfferActive(deps, request.params.id, request.body, stepOf(request))),
  );

  const contributionsReply = { 200: success(z.array(contributionRow)), ...failureReplies };
  app.get(
    '/bonus/contributions',
    { config: { access: OPERATORS }, schema: { tags: ['console-promotions'], response: contributionsReply } },
    async (request) => ok(request, await contributions(deps)),
  );

  // What the console offers to choose from: every game type a stake can post as, from the catalogue.
  app.get(
    '/bonus/contribution-choices',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console-promotions'],
        response: { 200: success(z.array(contributionChoice)), ...failureReplies },
      },
    },
    async (request) => ok(request, await contributionChoices(deps.db)),
  );

  app.post(
    '/bonus/contributions',
    {
      config: { access: ADMINS, stepUp: true },
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
