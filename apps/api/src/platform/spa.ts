import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves a built single-page app from `root` under `prefix`: hashed assets cached for a year, and index.html for
 * any other GET below the prefix so the client's router decides (its own 404 page included).
 */
export async function serveSpa(app: FastifyInstance, root: string, prefix: string) {
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
    setHeaders(res, file) {
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.url.startsWith(prefix)) return false;
    if (request.url.startsWith('/api') || request.url.startsWith('/storage')) return false;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return true;
  };
}
