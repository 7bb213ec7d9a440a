import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ID, serveSpa } from './spa';

const SCRIPT = 'console.log("zeya");'.repeat(100);
const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';
// A name as the console or the aggregator might write it: it must not end the script element early.
const types = [{ id: 1, name: 'Slots </script><script>alert(1)</script>', language: '' }];

async function buildServer() {
  const root = mkdtempSync(path.join(tmpdir(), 'zeya-spa-'));
  writeFileSync(path.join(root, 'index.html'), PAGE);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  const app = Fastify();
  app.get('/api/game_types', async (request) => ({
    data: types.map((type) => ({ ...type, language: request.headers['accept-language'] ?? '' })),
  }));
  app.get('/api/broken', async (_request, reply) => reply.code(500).send({ message: 'down' }));
  const site = await serveSpa(app, root, '/', { firstData: ['/game_types', '/broken'] });
  app.setNotFoundHandler((request, reply) => (site?.(request, reply) ? reply : reply.code(404).send()));
  await app.ready();
  return app;
}

/** The JSON the page carries, read the way a browser would: the text of the script element. */
function firstData(html: string) {
  const match = new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe('the player site page', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    app = await buildServer();
  });
  afterAll(() => app.close());

  it('carries the first screen data in a script the browser does not run, in the visitor language', async () => {
    const reply = await app.inject({ url: '/?type=all', headers: { 'accept-language': 'mm' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).not.toContain('</script><script>alert');
    expect(firstData(reply.body)).toEqual({ '/game_types': { data: [{ ...types[0], language: 'mm' }] } });
  });

  it('leaves out a reply that failed, and answers every client route with the page', async () => {
    const reply = await app.inject({ url: '/wallet/history' });
    expect(reply.statusCode).toBe(200);
    expect(Object.keys(firstData(reply.body) ?? {})).toEqual(['/game_types']);
    expect(reply.body).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year, compressed as the build wrote them, and the favicon for an hour', async () => {
    const script = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const page = await app.inject({ url: '/index.html' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
