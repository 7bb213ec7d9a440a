import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_MIN_BYTES, registerCompression } from './compression';

const rows = Array.from({ length: 200 }, (_, id) => ({ id, name: `Game ${id}`, provider: 'Shwe' }));
const big = { status: 'Request was successful.', data: rows };

async function buildServer() {
  const app = Fastify();
  registerCompression(app);
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/stream', (_request, reply) =>
    reply.type('text/plain').send(Readable.from([Buffer.from('x'.repeat(COMPRESS_MIN_BYTES * 4))])),
  );
  app.get('/encoded', (_request, reply) =>
    reply.type('image/svg+xml').header('content-encoding', 'gzip').send(Buffer.from('already gzip')),
  );
  app.get('/png', (_request, reply) => reply.type('image/png').send(Buffer.alloc(COMPRESS_MIN_BYTES * 4)));
  app.get('/html', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<p>ဇေယျ</p>'.repeat(400)),
  );
  await app.ready();
  return app;
}

describe('reply compression', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    app = await buildServer();
  });
  afterAll(() => app.close());

  it('sends a large JSON reply as brotli when accepted, with its true length and Vary', async () => {
    const reply = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
    expect(reply.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(big);
  });

  it('falls back to gzip, and to no encoding when the client accepts none', async () => {
    const gzipped = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(big);
    const plain = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json()).toEqual(big);
    const none = await app.inject({ url: '/big' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(big);
  });

  it('compresses the HTML page, keeping its Burmese text intact', async () => {
    const reply = await app.inject({ url: '/html', headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.rawPayload).toString()).toBe('<p>ဇေယျ</p>'.repeat(400));
  });

  it('leaves small replies, streams, images and replies already encoded as they are', async () => {
    const headers = { 'accept-encoding': 'gzip, br' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const stream = await app.inject({ url: '/stream', headers });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toHaveLength(COMPRESS_MIN_BYTES * 4);
    const encoded = await app.inject({ url: '/encoded', headers });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body).toBe('already gzip');
    const png = await app.inject({ url: '/png', headers });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload).toHaveLength(COMPRESS_MIN_BYTES * 4);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
