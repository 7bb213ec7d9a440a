import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';

const CLIENT = 'https://client.example';
const OTHER = 'https://elsewhere.example';

const preflight = (server: TestServer, url: string, origin: string) =>
  fetch(`${server.base}${url}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe.each(testDatabaseKinds())('cross-origin clients on %s', (kind) => {
  let server: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { CORS_ORIGINS: `${CLIENT}, https://m.client.example/` });
    closed = await startTestServer(kind);
    const folder = path.join(server.deps.config.uploadsDir, 'banners');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'cors.webp'), 'image bytes');
  });
  afterAll(async () => {
    await server.close();
    await closed.close();
  });

  it('answers a preflight from a listed origin and lets it read the reply', async () => {
    const answer = await preflight(server, '/api/login', CLIENT);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await preflight(server, '/api/login', 'https://m.client.example')).status).toBe(204);
    const banners = await server.get('/api/banner', { headers: { origin: CLIENT } });
    expect(banners.status).toBe(200);
    expect(banners.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(banners.headers.get('vary')).toMatch(/Origin/);
  });

  it('refuses a preflight from an origin that is not listed and lets it read nothing', async () => {
    const answer = await preflight(server, '/api/login', OTHER);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const banners = await server.get('/api/banner', { headers: { origin: OTHER } });
    expect(banners.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the console API to this site even for a listed origin', async () => {
    const answer = await preflight(server, '/api/console/login', CLIENT);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const login = await server.post('/api/console/login', {}, { headers: { origin: CLIENT } });
    expect(login.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves media to a page of a listed origin, with or without CORS, and to no other', async () => {
    const media = (headers: Record<string, string>) =>
      fetch(`${server.base}/storage/banners/cors.webp`, { headers });
    const asImage = await media({ referer: `${CLIENT}/?type=all` });
    expect(asImage.status).toBe(200);
    expect(asImage.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const asCors = await media({ origin: CLIENT });
    expect(asCors.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(asCors.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    for (const headers of [{ referer: `${OTHER}/` }, { origin: OTHER }, {}] as Record<string, string>[]) {
      const refused = await media(headers);
      expect(refused.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('answers no origin at all when none is configured', async () => {
    const answer = await preflight(closed, '/api/login', CLIENT);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const banners = await closed.get('/api/banner', { headers: { origin: CLIENT } });
    expect(banners.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses to start with an entry that is not an origin', async () => {
    await expect(startTestServer(kind, { CORS_ORIGINS: 'https://client.example/app' })).rejects.toThrow(
      /CORS_ORIGINS: https:\/\/client.example\/app is not an origin/,
    );
  });
});
