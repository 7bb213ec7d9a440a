import { failure, success } from '@zeya/contract/envelope';
import { bonusState, claimRequest, claimResult, offerIdParams, playerOffer } from '@zeya/contract/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, ANYONE, PLAYERS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { requestLanguage, t } from '../../platform/http/i18n';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { ksText, toKyat } from '../../platform/money/money';
import { bonusStateOf } from './bonus-state';
import { claimOffer } from './claims';
import { playerOffers } from './offers';

/** The player's side of promotions: the offers open to them, claiming one, and their bonus balance and progress. */
export const promotionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/bonus',
    {
      config: { access: PLAYERS },
      schema: { tags: ['promotions'], response: { 200: success(bonusState), ...failureReplies } },
    },
    async (request) =>
      ok(request, await bonusStateOf(deps, actorOf(request).userId, t(request, 'bonus_rule'))),
  );

  app.get(
    '/offers',
    {
      config: { access: ANYONE },
      schema: { tags: ['promotions'], response: { 200: success(z.array(playerOffer)) } },
    },
    async (request) =>
      ok(request, await playerOffers(deps, request.actor?.userId ?? null, requestLanguage(request))),
  );

  app.post(
    '/offers/:id/claim',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['promotions'],
        headers: idempotencyHeaders,
        params: offerIdParams,
        body: claimRequest,
        response: { 200: success(claimResult), 403: failure, 404: failure, ...failureReplies },
      },
    },
    async (request) => {
      const userId = actorOf(request).userId;
      const id = request.params.id;
      return onceByKey(deps, request, async (scoped) => {
        const { award } = await claimOffer(scoped, userId, id, request.body.code);
        return ok(
          request,
          {
            amount: toKyat(award.amount),
            pay_as: award.payAs,
            bonus: await bonusStateOf(scoped, userId, t(request, 'bonus_rule')),
          },
          { key: 'offer_claimed', values: { amount: ksText(award.amount) } },
        );
      });
    },
  );
};
