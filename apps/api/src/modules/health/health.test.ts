import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';

/** The spec's failure envelope, with the request id an operator follows the reply by. */
const FAILURE = {
  status: 'Error has occurred...',
  message: expect.any(String),
  data: null,
  request_id: expect.stringMatching(/^[\w.:-]{1,64}$/),
};

/** A Content-Security-Policy header as a map of directive to its sources. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

describe.each(testDatabaseKinds())('health and HTTP hygiene on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers GET /api/health (liveness) with the success envelope naming the instance', async () => {
    const reply = await server.get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'Request was successful.',
      message: expect.any(String),
      data: { instance: expect.stringMatching(/^[0-9a-f]{8}$/) },
    });
  });

  it('answers GET /api/health/ready (readiness) with 200 while the database answers', async () => {
    const reply = await server.get('/api/health/ready');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'Request was successful.',
      message: expect.any(String),
      data: { database: 'up', instance: expect.stringMatching(/^[0-9a-f]{8}$/) },
    });
  });

  it.each([
    ['an API reply', '/api/health'],
    ['a failure', '/api/no-such-route'],
    ['a served file', '/storage/banners/banner-1.svg'],
  ])('sends the security headers on %s', async (_, url) => {
    const response = await fetch(server.base + url);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    expect(scripts).toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it.each([
    ['GET', '/api/no-such-route'],
    ['POST', '/api/no-such-route'],
    ['GET', '/api/banner/extra/segments'],
  ])('answers %s %s with 404 and the failure envelope', async (method, url) => {
    const reply = method === 'GET' ? await server.get(url) : await server.post(url, {});
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(FAILURE);
    expect(reply.body.message).not.toBe('');
  });

  it('answers a malformed JSON body with 400 and the failure envelope, not a server error', async () => {
    const response = await fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"user_name": "demo", "password": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(FAILURE);
  });

  it('publishes an OpenAPI document naming the player API', async () => {
    const reply = await server.get('/api/docs/json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toMatch(/^3\./);
    const { paths } = reply.body;
    expect(paths['/api/login']).toHaveProperty('post');
    expect(paths['/api/user']).toHaveProperty('get');
    expect(paths['/api/exchange-main-to-game']).toHaveProperty('post');
    expect(paths['/api/game_lists/{typeId}/{providerId}']).toHaveProperty('get');
    const parameters = paths['/api/game_lists/{typeId}/{providerId}'].get.parameters.map(
      (parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`,
    );
    expect(parameters).toEqual(expect.arrayContaining(['path:typeId', 'path:providerId', 'query:page']));
  });
});
