import { syncSummary } from '@zeya/contract/catalogue-console';
import { recordId, success } from '@zeya/contract/envelope';
import {
  aggregatorProductRow,
  bonusCodeParams,
  freeRoundGrant,
  freeRoundRow,
  operatorBalance,
  productKeyParams,
  productsQuery,
  replay,
} from '@zeya/contract/gscplus-console';
import { playerIdParams } from '@zeya/contract/players';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { gameRounds } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { ADMINS, OPERATORS, actorOf } from '../../../platform/auth/access';
import { recordAudit } from '../../../platform/authority/audit';
import { HttpError, ok } from '../../../platform/http/errors';
import { failureReplies } from '../../../platform/http/http';
import { syncCatalogue } from './catalogue-sync';
import { cancelFreeRounds, grantFreeRounds, listFreeRounds } from './free-rounds';
import { replayOf } from './game-history';
import { AggregatorError } from './operator-api';
import { operatorBalance as readOperatorBalance } from './operator-balance';
import { listAggregatorProducts, markReviewed } from './product-review';
import { reconcileWhileRunning } from './reconciliation';
import { GSCPLUS, gscplusSettings, type GscplusSettings } from './settings';

const tags = ['console gscplus'];

/**
 * Console side of the GSC+ aggregator: the catalogue sync (also `npm run catalogue:sync`), the products its
 * callbacks named that our catalogue lacked, the operator's own balance there, free rounds, and round replays.
 * Also runs the reconciliation job while the app runs.
 */
export const aggregatorConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const configured = gscplusSettings(deps.config);
  reconcileWhileRunning(app, deps);

  // Not configured is a state of this server the admin can fix, not a failure of it.
  const settings = (): GscplusSettings => {
    if (!configured) throw new HttpError(409, 'provider_unavailable');
    return configured;
  };
  /** The aggregator's failure is a 502 for the console; its detail goes to the log, not the reply. */
  const atAggregator = async <T>(request: FastifyRequest, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof AggregatorError)) throw error;
      request.log.warn({ reason: error.message }, 'gscplus call failed');
      throw new HttpError(502, 'provider_unavailable');
    }
  };
  const action = (request: FastifyRequest) => ({ actor: actorOf(request), ip: request.ip, now: clock.now() });

  app.post(
    '/catalogue/sync',
    {
      config: { access: ADMINS },
      schema: { tags, response: { 200: success(syncSummary), ...failureReplies } },
    },
    async (request) => {
      const summary = await atAggregator(request, () => syncCatalogue(db, settings(), clock.now()));
      const actor = actorOf(request);
      await inTransaction(db, (tx) =>
        recordAudit(tx, {
          actorId: actor.userId,
          actorLabel: actor.userName,
          action: 'catalogue.sync',
          targetType: 'catalogue',
          targetId: GSCPLUS,
          before: null,
          after: summary,
          ip: request.ip,
          at: clock.now(),
        }),
      );
      return ok(request, summary);
    },
  );

  app.get(
    '/gscplus/products',
    {
      config: { access: OPERATORS },
      schema: { tags, querystring: productsQuery, response: { 200: success(z.array(aggregatorProductRow)) } },
    },
    async (request) => ok(request, await listAggregatorProducts(db, request.query.review === '1')),
  );

  app.post(
    '/gscplus/products/:code/:currency/review',
    {
      config: { access: OPERATORS },
      schema: { tags, params: productKeyParams, response: { 200: success(z.null()), ...failureReplies } },
    },
    async (request) => {
      const { code, currency } = request.params;
      const { actor, ip, now } = action(request);
      await inTransaction(db, async (tx) => {
        if (!(await markReviewed(tx, code, currency, actor.userId, now)))
          throw new HttpError(404, 'not_found');
        await recordAudit(tx, {
          actorId: actor.userId,
          actorLabel: actor.userName,
          action: 'gscplus.product_reviewed',
          targetType: 'aggregator_product',
          targetId: `${code}:${currency}`,
          before: null,
          after: { product_code: code, currency },
          ip,
          at: now,
        });
      });
      return ok(request, null);
    },
  );

  app.get(
    '/gscplus/balance',
    {
      config: { access: OPERATORS },
      schema: { tags, response: { 200: success(operatorBalance), ...failureReplies } },
    },
    async (request) =>
      ok(request, {
        ...(await atAggregator(request, () => readOperatorBalance(settings(), clock.now()))),
        demo: deps.config.demoAggregator,
      }),
  );

  app.get(
    '/players/:id/free-rounds',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        params: playerIdParams,
        response: { 200: success(z.array(freeRoundRow)), ...failureReplies },
      },
    },
    async (request) => ok(request, await listFreeRounds(db, settings(), request.params.id, clock.now())),
  );

  app.post(
    '/players/:id/free-rounds',
    {
      config: { access: ADMINS },
      schema: {
        tags,
        params: playerIdParams,
        body: freeRoundGrant,
        response: { 200: success(z.object({ bonus_code: z.string() })), ...failureReplies },
      },
    },
    async (request) => {
      const grant = () => grantFreeRounds(db, settings(), request.params.id, request.body, action(request));
      return ok(request, { bonus_code: await atAggregator(request, grant) });
    },
  );

  app.post(
    '/free-rounds/:bonus/cancel',
    {
      config: { access: ADMINS },
      schema: { tags, params: bonusCodeParams, response: { 200: success(z.null()), ...failureReplies } },
    },
    async (request) => {
      await atAggregator(request, () =>
        cancelFreeRounds(db, settings(), request.params.bonus, action(request)),
      );
      return ok(request, null);
    },
  );

  app.get(
    '/rounds/:id/replay',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        params: z.object({ id: recordId }),
        response: { 200: success(replay), ...failureReplies },
      },
    },
    async (request) => {
      const [round] = await db.select().from(gameRounds).where(eq(gameRounds.id, request.params.id));
      if (!round || round.provider !== GSCPLUS) throw new HttpError(404, 'not_found');
      return ok(request, await replayOf(configured, round.roundCode, clock.now(), request.log));
    },
  );
};
