import { game, gameListParams, gameType, provider, providerParams } from '@zeya/contract/catalogue';
import { GAME_PAGE_SIZE } from '@zeya/contract/constants';
import { pageQuery, success } from '@zeya/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { HttpError, ok } from '../../platform/http/errors';
import { publicBase } from '../../platform/http/http';
import { absoluteMediaUrl } from '../../platform/http/media';
import { launchableAdapters } from './launchable';
import { listGames, listGameTypes, listHotGames, listProvidersOfType } from './service';
import { providersWithSpriteUrls, spriteOf, withSpriteUrls } from './sprite-cells';

const YEAR_SECONDS = 365 * 24 * 3600;

export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const adapters = launchableAdapters(config);
  /**
   * Game thumbnails as absolute URLs: clients on other origins show them as they come (the spec's client appends only
   * the img_url of providers and banners to its base address, and those stay as the spec has them).
   */
  const withThumbnails = <T extends { image_url: string }>(request: FastifyRequest, games: T[]) => {
    const base = publicBase(config, request);
    return games.map((row) => ({ ...row, image_url: absoluteMediaUrl(base, row.image_url) }));
  };
  app.get(
    '/game_types',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], response: { 200: success(z.array(gameType)) } },
    },
    async (request) =>
      ok(request, await withSpriteUrls(config.uploadsDir, await listGameTypes(db, adapters))),
  );

  // The icons and logos of /game_types as one image. Asked for by the hash /game_types gave, it never changes, so
  // it is cached for a year; asked for by any other, it is the current one, checked again on every use.
  app.get(
    '/catalogue/sprite.svg',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        querystring: z.object({ v: z.string().max(64).optional() }),
        hide: true,
      },
    },
    async (request, reply) => {
      const sprite = await spriteOf(config.uploadsDir, await listGameTypes(db, adapters));
      const current = request.query.v === sprite.hash;
      reply
        .type('image/svg+xml')
        .header('cache-control', current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache')
        .header('vary', 'accept-encoding');
      if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(sprite.svg);
      return reply.header('content-encoding', 'gzip').send(sprite.gzip);
    },
  );

  app.get(
    '/providers/:typeCode',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], params: providerParams, response: { 200: success(z.array(provider)) } },
    },
    async (request) => {
      const list = await listProvidersOfType(db, request.params.typeCode, adapters);
      if (!list) throw new HttpError(404, 'not_found');
      return ok(
        request,
        await providersWithSpriteUrls(config.uploadsDir, await listGameTypes(db, adapters), list),
      );
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
        withThumbnails(
          request,
          await listGames(
            db,
            { ...request.params, page: request.query.page, perPage: GAME_PAGE_SIZE },
            adapters,
          ),
        ),
      ),
  );

  app.get(
    '/hot_game_lists',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], response: { 200: success(z.array(game)) } },
    },
    async (request) => ok(request, withThumbnails(request, await listHotGames(db, adapters))),
  );
};
