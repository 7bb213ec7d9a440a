import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './http';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a reply fits in one packet anyway; compressing it would cost time and save nothing. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml|problem\+json)|text\/|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: brotli before gzip, none refused with q=0, `*` honoured. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding) {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  // Quality 5: most of brotli's gain at a small part of the time of quality 11 (kept for the build's static files).
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * Compresses the replies built in memory (JSON, the player site's index.html, CSV) with brotli or gzip as the client
 * accepts. Streams are left alone: static files go out as the build's own .br and .gz copies, and a reply that already
 * has a Content-Encoding (the catalogue sprite) is sent as it is.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (/\bno-transform\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    addVary(reply, 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(body, encoding);
    reply.header('content-encoding', encoding).header('content-length', compressed.length);
    return compressed;
  });
}
