import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ID, serveSpa } from './spa';

const SCRIPT = 'console.log("zeya");'.repeat(100);
const PAGE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>' +
  '<body><div id="root"></div></body></html>';
/**
 * The build's manifest: 2D's page imports its frame and React, which the page loads already; the early shell's 2D
 * part imports its picker and React, which the page loads only after the app's script.
 */
const MANIFEST = {
  'src/features/twod/twod-home-page.tsx': { file: 'assets/twod-home-2.js', imports: ['_frame', '_react'] },
  'src/app/early-shell-twod.ts': { file: 'assets/early-twod-4.js', imports: ['_picker', '_react'] },
  _frame: { file: 'assets/frame-3.js', imports: ['_react'] },
  _picker: { file: 'assets/picker-5.js' },
  _react: { file: 'assets/react-1.js' },
};
const OPEN_DRAWS = [{ time_id: 4, date: '2026-11-25', closes_at: '2026-11-25T09:30:00.000Z' }];
// A name as the console or the aggregator might write it: it must not end the script element early.
const types = [{ id: 1, name: 'Slots </script><script>alert(1)</script>', language: '' }];

async function buildServer() {
  const root = mkdtempSync(path.join(tmpdir(), 'zeya-spa-'));
  writeFileSync(path.join(root, 'index.html'), PAGE);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  const app = Fastify();
  app.get('/api/game_types', async (request) => ({
    data: types.map((type) => ({ ...type, language: request.headers['accept-language'] ?? '' })),
  }));
  app.get('/api/broken', async (_request, reply) => reply.code(500).send({ message: 'down' }));
  app.get('/api/twod/open-draws', async () => ({ data: OPEN_DRAWS }));
  const site = await serveSpa(app, root, '/', {
    firstData: ['/game_types', '/broken'],
    routeFirstData: { '/2d': ['/twod/open-draws'] },
    routeModules: { '/2d': 'src/features/twod/twod-home-page.tsx', '/3d': 'src/not-built.tsx' },
    routeEarlyModules: { '/2d': 'src/app/early-shell-twod.ts' },
  });
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

  it("carries a route's own first data at that route's path only: 2D's open draws at /2d", async () => {
    for (const url of ['/2d', '/2D/', '/2d?from=share']) {
      const reply = await app.inject({ url });
      expect(firstData(reply.body), url).toEqual({
        '/game_types': { data: [{ ...types[0], language: '' }] },
        '/twod/open-draws': { data: OPEN_DRAWS },
      });
    }
    for (const url of ['/', '/2d/bet', '/3d']) {
      const reply = await app.inject({ url });
      expect(Object.keys(firstData(reply.body) ?? {}), url).toEqual(['/game_types']);
    }
  });

  it("preloads a lazy route's scripts the page does not load already and the early shell's part before the app's script (what the app preloads later too), only at that route's path", async () => {
    // The page's scripts in the order the browser meets them in its head.
    const scriptsOf = async (url: string) => {
      const head = /<head>(.*)<\/head>/s.exec((await app.inject({ url })).body)![1]!;
      return [...head.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    };
    for (const url of ['/2d', '/2D/', '/2d?from=share'])
      expect(await scriptsOf(url), url).toEqual([
        '/assets/early-twod-4.js',
        '/assets/picker-5.js',
        '/assets/react-1.js',
        '/assets/index-abc123.js',
        '/assets/react-1.js',
        '/assets/twod-home-2.js',
        '/assets/frame-3.js',
      ]);
    for (const url of ['/', '/2d/bet', '/3d'])
      expect(await scriptsOf(url), url).toEqual(['/assets/index-abc123.js', '/assets/react-1.js']);
  });

  it('answers a picture or API path with doubled slashes (a base address ending in /) 404, never the page', async () => {
    for (const url of ['//storage/banners/x.webp', '/storage//x.webp', '//api/user', '///storage/x']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body, url).not.toContain('<div id="root">');
    }
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
