import { success } from '@zeya/contract/envelope';
import { siteSettings } from '@zeya/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../platform/errors';

/** `Name|url,Name|url` from MINI_GAME_LINKS. */
function miniGames(links: string) {
  return links
    .split(',')
    .map((entry) => entry.split('|').map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts.every(Boolean))
    .map(([name, url]) => ({ name, url }));
}

export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  const settings = {
    download_app_url: config.APP_DOWNLOAD_URL,
    mini_games: miniGames(config.MINI_GAME_LINKS),
  };
  app.get(
    '/site-settings',
    { config: { access: 'public' }, schema: { tags: ['content'], response: { 200: success(siteSettings) } } },
    async (request) => ok(request, settings),
  );
};
