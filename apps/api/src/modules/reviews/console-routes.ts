import { paged, recordId, success } from '@zeya/contract/envelope';
import { debtRow, resolution, reviewRow, reviewsQuery } from '@zeya/contract/provider-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ADMINS, OPERATORS, actorOf } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { toPage } from '../../platform/http/paging';
import { dismissReview, listDebts, listReviews, resolveReview } from './service';

const PAGE_SIZE = 20;
const tags = ['console reviews'];
const idParams = z.object({ id: recordId });

/**
 * Console: what providers' money paths leave for an operator. Every provider records into the same queue, so this
 * one screen serves them all: differences found by reconciliation (resolved by an admin, who posts the difference
 * through the ledger), flags such as a large credit (acknowledged), and the players in debt.
 */
export const reviewConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/reviews',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        querystring: reviewsQuery,
        response: { 200: success(paged(reviewRow)), ...failureReplies },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      const { rows, total } = await listReviews(deps, status === 'open', page, PAGE_SIZE);
      return ok(request, toPage(request, rows, total, page, PAGE_SIZE));
    },
  );

  app.post(
    '/reviews/:id/resolve',
    {
      // Resolving posts the difference through the ledger: a money action.
      config: { access: ADMINS, stepUp: true },
      schema: { tags, params: idParams, response: { 200: success(resolution), ...failureReplies } },
    },
    async (request) =>
      ok(request, await resolveReview(deps, request.params.id, { actor: actorOf(request), ip: request.ip })),
  );

  app.post(
    '/reviews/:id/dismiss',
    {
      config: { access: OPERATORS },
      schema: { tags, params: idParams, response: { 200: success(z.null()), ...failureReplies } },
    },
    async (request) => {
      await dismissReview(deps, request.params.id, { actor: actorOf(request), ip: request.ip });
      return ok(request, null);
    },
  );

  app.get(
    '/debts',
    { config: { access: OPERATORS }, schema: { tags, response: { 200: success(z.array(debtRow)) } } },
    async (request) => ok(request, await listDebts(deps)),
  );
};
