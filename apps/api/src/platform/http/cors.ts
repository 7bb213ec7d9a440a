import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './http';

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

/** The player API and the media: what a player client hosted elsewhere uses. The console stays ours alone. */
const isOpenable = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/console')) || url.startsWith('/storage/');

/** The origin of a Referer, or undefined: an <img> or <video> sends no Origin, only the page it is on. */
function refererOrigin(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  return referer && URL.canParse(referer) ? new URL(referer).origin : undefined;
}

function answerPreflight(request: FastifyRequest, reply: FastifyReply, origin: string | undefined) {
  // An origin not listed gets no CORS header at all: the browser refuses the call it announced.
  if (origin === undefined) return reply.code(403).send();
  return reply
    .code(204)
    .header('access-control-allow-origin', origin)
    .header('access-control-allow-methods', METHODS)
    .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '')
    .header('access-control-max-age', PREFLIGHT_MAX_AGE)
    .send();
}

/**
 * Cross-origin clients, from the origins listed in CORS_ORIGINS only (none by default): preflights are answered and
 * replies carry Access-Control-Allow-Origin for those origins; media under /storage, loaded by <img> and <video>
 * without CORS, are marked cross-origin loadable (Cross-Origin-Resource-Policy) for a page of a listed origin. Bearer
 * tokens, no cookies: no credentials are allowed or needed.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const listed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    if (!isOpenable(request.url)) return;
    addVary(reply, 'Origin');
    const origin = request.headers.origin;
    const allowed = origin !== undefined && listed.has(origin) ? origin : undefined;
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'])
      return answerPreflight(request, reply, allowed);
    if (allowed) reply.header('access-control-allow-origin', allowed);
    if (request.url.startsWith('/storage/')) {
      addVary(reply, 'Referer');
      const page = origin ?? refererOrigin(request);
      if (page !== undefined && listed.has(page))
        reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
}

/**
 * The page of a player client listed in CORS_ORIGINS that `url` names, or null for any other address (never an
 * open redirect: a player is sent back only to a client the operator listed).
 */
export function clientPage(origins: readonly string[], url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const page = new URL(url);
  return origins.includes(page.origin) ? page.href : null;
}

/**
 * The client page a request came from, when it came from a listed client's page: its Referer (often the origin only,
 * by the browser's default referrer policy), else its Origin. A browser sets both; a page cannot forge them.
 */
export function requestingClientPage(origins: readonly string[], request: FastifyRequest): string | null {
  return (
    clientPage(origins, request.headers.referer) ??
    clientPage(origins, request.headers.origin ? `${request.headers.origin}/` : undefined)
  );
}
