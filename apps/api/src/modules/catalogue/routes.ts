import { game, gameListParams, gameType, provider, providerParams } from '@zeya/contract/catalogue';
import { GAME_PAGE_SIZE } from '@zeya/contract/constants';
import { pageQuery, success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { HttpError, ok } from '../../platform/errors';
import { listGames, listGameTypes, listHotGames, listProvidersOfType } from './service';

export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/game_types',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], response: { 200: success(z.array(gameType)) } },
    },
    async (request) => ok(request, await listGameTypes(db)),
  );

  app.get(
    '/providers/:typeCode',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], params: providerParams, response: { 200: success(z.array(provider)) } },
    },
    async (request) => {
      const list = await listProvidersOfType(db, request.params.typeCode);
      if (!list) throw new HttpError(404, 'not_found');
      return ok(request, list);
    },
  );

  app.get(
    '/game_lists/:typeId/:providerId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        params: gameListParams,
        querystring: pageQuery,
        response: { 200: success(z.array(game)) },
      },
    },
    async (request) =>
      ok(
        request,
        await listGames(db, { ...request.params, page: request.query.page, perPage: GAME_PAGE_SIZE }),
      ),
  );

  app.get(
    '/hot_game_lists',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], response: { 200: success(z.array(game)) } },
    },
    async (request) => ok(request, await listHotGames(db)),
  );
};
