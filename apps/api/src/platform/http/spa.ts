import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePreloads } from './route-preloads';

/** The id of the script element holding the first screen's data in index.html (read by the player app at start). */
export const FIRST_DATA_ID = 'first-data';

interface SpaOptions {
  /**
   * Public GET paths under /api whose replies are written into index.html, so the first screen has its data with the
   * page instead of a round trip after its script has run (on a 400 ms link that round trip is most of a second).
   */
  firstData?: string[];
  /** More of them at one path: path -> API paths (2D's open draws at /2d, which its early shell offers to bet on). */
  routeFirstData?: Record<string, string[]>;
  /** Lazy routes whose scripts the page preloads when opened at their path: path -> source module (route-preloads.ts). */
  routeModules?: Record<string, string>;
  /**
   * The early shell's part for a path (path -> source module), preloaded before the app's own script instead: on a
   * slow link the browser receives the head's scripts roughly in their order, and this part answers the first tap.
   */
  routeEarlyModules?: Record<string, string>;
}

/** The app's own script in the built page (the early shell's is async and comes before it). */
const APP_SCRIPT = /<script type="module" crossorigin src=/;

/** JSON safe inside a script element: no `</script>` or `<!--` can end it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The replies of `paths`, asked of the app itself as the client would ask (its language included); failures left out. */
async function firstDataOf(app: FastifyInstance, request: FastifyRequest, paths: string[]) {
  const language = request.headers['accept-language'];
  const replies = await Promise.all(
    paths.map(async (apiPath) => {
      const reply = await app.inject({
        method: 'GET',
        url: `/api${apiPath}`,
        headers: language ? { 'accept-language': language } : {},
      });
      return reply.statusCode === 200 ? ([apiPath, reply.json()] as const) : null;
    }),
  );
  return Object.fromEntries(replies.filter((entry) => entry !== null));
}

/** An hour for the site's fixed files (the favicon, shown several times on a page, is asked for once). */
const PUBLIC_FILE_SECONDS = 3600;

/**
 * Hashed build assets never change under their name; pages, the service worker and the app manifest are checked on
 * every use (a new build must reach installed apps); other files for an hour.
 */
function cacheControlOf(file: string) {
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (/(\.html|[\\/]sw\.js|\.webmanifest)(\.br|\.gz)?$/.test(file)) return 'no-cache';
  return `public, max-age=${PUBLIC_FILE_SECONDS}`;
}

/**
 * Serves a built single-page app from `root` under `prefix`: hashed assets cached for a year, and index.html for
 * any other GET below the prefix so the client's router decides (its own 404 page included).
 */
export async function serveSpa(app: FastifyInstance, root: string, prefix: string, options: SpaOptions = {}) {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset; the client gets the smallest it accepts.
    preCompressed: true,
    // Off so that `send` does not overwrite the cache-control set below with its own `max-age=0`.
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('cache-control', cacheControlOf(file));
      res.setHeader('vary', 'accept-encoding');
    },
  });
  const preloads = routePreloads(root, indexHtml, options.routeModules ?? {});
  // Against the head before the app's script only: what the app preloads after it, the early part needs sooner.
  const beforeApp = indexHtml.slice(0, Math.max(0, indexHtml.search(APP_SCRIPT)));
  const earlyPreloads = routePreloads(root, beforeApp, options.routeEarlyModules ?? {});
  const routeFirstData = new Map(Object.entries(options.routeFirstData ?? {}));
  const render = async (request: FastifyRequest, pathname: string) => {
    const route = pathname
      .split('?')[0]!
      .toLowerCase()
      .replace(/(.)\/+$/, '$1');
    const preload = preloads.get(route);
    const early = earlyPreloads.get(route);
    let html = preload ? indexHtml.replace('</head>', `  ${preload}\n  </head>`) : indexHtml;
    if (early) html = html.replace(APP_SCRIPT, `${early}\n    $&`);
    const paths = [...(options.firstData ?? []), ...(routeFirstData.get(route) ?? [])];
    if (!paths.length) return html;
    const data = await firstDataOf(app, request, paths);
    const script = `<script type="application/json" id="${FIRST_DATA_ID}">${scriptSafeJson(data)}</script>`;
    return html.replace('</body>', `${script}\n  </body>`);
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.url.startsWith(prefix)) return false;
    // Doubled slashes too (//storage/x, a base address ending in / with a path appended): a file or an API call
    // that was not found is a 404, never the page a picture or a script cannot use.
    const pathname = request.url.replace(/\/{2,}/g, '/');
    if (pathname.startsWith('/api') || pathname.startsWith('/storage')) return false;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    void render(request, pathname).then(
      (html) => reply.send(html),
      (error: unknown) => reply.send(error),
    );
    return true;
  };
}
