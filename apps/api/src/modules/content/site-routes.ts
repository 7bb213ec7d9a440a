import { existsSync } from 'node:fs';
import path from 'node:path';
import { success } from '@zeya/contract/envelope';
import { siteSettings } from '@zeya/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import { ok } from '../../platform/http/errors';
import { shanSettings } from '../shan/signing';

/** `Name|url,Name|url` from MINI_GAME_LINKS. */
function miniGames(links: string) {
  return links
    .split(',')
    .map((entry) => entry.split('|').map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts.every(Boolean))
    .map(([name, url]) => ({ name, url }));
}

/**
 * The APK download the side menu may offer: a file of ours under /storage only while it is there (an operator may put
 * it in place or take it away at any time), an address elsewhere as configured; null otherwise, never a dead link.
 */
function servedDownload(config: Config): string | null {
  const url = config.APP_DOWNLOAD_URL;
  if (/^https?:\/\//.test(url)) return url;
  if (!url.startsWith('/storage/')) return null;
  const file = path.resolve(config.uploadsDir, url.slice('/storage/'.length));
  return file.startsWith(path.resolve(config.uploadsDir) + path.sep) && existsSync(file) ? url : null;
}

export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, sms }) => {
  // Production offers no game it cannot launch: without a Shan provider, no link to its launch page.
  const shanOffered = config.NODE_ENV !== 'production' || shanSettings(config) !== undefined;
  const miniGameLinks = miniGames(config.MINI_GAME_LINKS).filter(
    (link) => shanOffered || link.url !== '/shan',
  );
  app.get(
    '/site-settings',
    { config: { access: 'public' }, schema: { tags: ['content'], response: { 200: success(siteSettings) } } },
    async (request) =>
      ok(request, {
        download_app_url: servedDownload(config),
        mini_games: miniGameLinks,
        password_reset: sms !== null,
      }),
  );
};
