import {
  aggregatorStatus,
  catalogueIdParams,
  consoleGame,
  consoleGamesQuery,
  consoleGameType,
  consoleProvider,
  gameBody,
  gameTypeBody,
  providerBody,
} from '@zeya/contract/catalogue-console';
import { paged, pageQuery, success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { toPage } from '../../platform/http/paging';
import { acceptUploads } from '../../platform/http/media';
import { gscplusSettings } from '../providers/gscplus/settings';
import {
  consoleGames,
  consoleGameTypes,
  consoleProviders,
  replaceImage,
  updateGame,
  updateGameType,
  updateProvider,
} from './console-service';

const GAMES_PAGE_SIZE = 50;
const imageReply = success(z.object({ img_url: z.string() }));
const stepOf = (request: FastifyRequest) => ({ actor: actorOf(request), ip: request.ip });

/**
 * Console: the catalogue players browse. Operators run it (it moves no money); the aggregator sync stays admin-only
 * (modules/providers/gscplus/console-routes.ts). Player endpoints read the same rows, so a change shows at once.
 */
export const catalogueConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await acceptUploads(app, deps.config.UPLOAD_IMAGE_MAX_BYTES);
  const tags = ['console'];

  app.get(
    '/catalogue/game-types',
    {
      config: { access: OPERATORS },
      schema: { tags, response: { 200: success(z.array(consoleGameType)) } },
    },
    async (request) => ok(request, await consoleGameTypes(deps)),
  );

  app.put(
    '/catalogue/game-types/:id',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        params: catalogueIdParams,
        body: gameTypeBody,
        response: { 200: success(consoleGameType), ...failureReplies },
      },
    },
    async (request) =>
      ok(request, await updateGameType(deps, stepOf(request), request.params.id, request.body), 'saved'),
  );

  app.get(
    '/catalogue/providers',
    {
      config: { access: OPERATORS },
      schema: { tags, response: { 200: success(z.array(consoleProvider)) } },
    },
    async (request) => ok(request, await consoleProviders(deps)),
  );

  app.put(
    '/catalogue/providers/:id',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        params: catalogueIdParams,
        body: providerBody,
        response: { 200: success(providerBody.extend({ img_url: z.string() })), ...failureReplies },
      },
    },
    async (request) =>
      ok(request, await updateProvider(deps, stepOf(request), request.params.id, request.body), 'saved'),
  );

  app.get(
    '/catalogue/games',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        querystring: consoleGamesQuery.extend(pageQuery.shape),
        response: { 200: success(paged(consoleGame)), ...failureReplies },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { rows, total } = await consoleGames(deps, filter, page, GAMES_PAGE_SIZE);
      return ok(request, toPage(request, rows, total, page, GAMES_PAGE_SIZE));
    },
  );

  app.put(
    '/catalogue/games/:id',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        params: catalogueIdParams,
        body: gameBody,
        response: { 200: success(gameBody.extend({ img_url: z.string() })), ...failureReplies },
      },
    },
    async (request) =>
      ok(request, await updateGame(deps, stepOf(request), request.params.id, request.body), 'saved'),
  );

  for (const type of ['provider', 'game'] as const)
    app.post(
      `/catalogue/${type}s/:id/image`,
      {
        config: { access: OPERATORS },
        schema: {
          tags,
          description:
            'multipart/form-data with one JPEG, PNG or WebP file in field `image`; stored resized as WebP',
          consumes: ['multipart/form-data'],
          params: catalogueIdParams,
          response: { 200: imageReply, ...failureReplies },
        },
      },
      async (request) => {
        const file = (request.body as Record<string, unknown> | undefined)?.image;
        const reply = await replaceImage(deps, stepOf(request), { type, id: request.params.id }, file);
        return ok(request, reply, 'saved');
      },
    );

  app.get(
    '/catalogue/aggregator',
    {
      config: { access: OPERATORS },
      schema: { tags, response: { 200: success(aggregatorStatus) } },
    },
    async (request) => {
      // Only where the aggregator points: its secret key and password key never leave the server.
      const settings = gscplusSettings(deps.config);
      return ok(request, {
        configured: settings !== null,
        operator_code: settings?.operatorCode ?? null,
        api_url: settings?.apiUrl ?? null,
      });
    },
  );
};
