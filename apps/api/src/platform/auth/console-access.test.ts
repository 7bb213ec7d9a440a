import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTokens } from '../../test/console';
import { documentedOperations, type Operation } from '../../test/openapi';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * Console routes an operator may not use: everything else under /api/console admits operators and admins. A new
 * admin-only route must be added here, so the matrix below says who may call every console route.
 */
const ADMIN_ONLY = new Set([
  'POST /api/console/players/{id}/adjust',
  'POST /api/console/players/{id}/protection/break',
  'POST /api/console/agents',
  'POST /api/console/agents/{id}/referral-codes',
  'POST /api/console/referral-codes/{id}/deactivate',
  'POST /api/console/agents/{id}/float/cash-in',
  'POST /api/console/agents/{id}/float/cash-out',
  'POST /api/console/catalogue/sync',
  'GET /api/console/operators',
  'POST /api/console/operators',
  'PUT /api/console/operators/{id}/role',
  'POST /api/console/operators/{id}/disable',
  'POST /api/console/operators/{id}/enable',
  'POST /api/console/operators/{id}/password',
  'POST /api/console/operators/{id}/second-factor-reset',
  'PUT /api/console/staff-rules',
  'POST /api/console/twod/draws/{id}/void',
  'PUT /api/console/twod/settings',
  'POST /api/console/twod/holidays',
  'DELETE /api/console/twod/holidays/{date}',
  'POST /api/console/threed/draws/{id}/void',
  'PUT /api/console/threed/settings',
  'POST /api/console/threed/calendar',
  'DELETE /api/console/threed/calendar/{date}',
  'POST /api/console/channels',
  'PUT /api/console/channels/{id}',
  'POST /api/console/channels/{id}/enable',
  'POST /api/console/channels/{id}/disable',
  'POST /api/console/channels/{id}/move',
  'DELETE /api/console/channels/{id}',
  'POST /api/console/players/{id}/free-rounds',
  'POST /api/console/free-rounds/{bonus}/cancel',
  'POST /api/console/reviews/{id}/resolve',
  'POST /api/console/promotions',
  'POST /api/console/promotions/{id}/active',
  'POST /api/console/bonus/contributions',
  'POST /api/console/agents/{id}/commission-plan',
  'POST /api/console/commission/statements/{id}/approve',
]);
const PUBLIC = new Set(['POST /api/console/login']);

/** Every console route, as the OpenAPI document lists them, but signing out. */
async function consoleRoutes(server: TestServer): Promise<Operation[]> {
  return (await documentedOperations(server))
    .filter((route) => route.path.startsWith('/api/console/'))
    .filter((route) => !(route.method === 'POST' && route.path === '/api/console/logout'));
}

/** A concrete URL: ids that do not exist, a valid date; bodies are empty, so an admitted call ends in 404 or 422. */
const urlOf = (path: string) => path.replace('{date}', '2026-01-01').replace(/\{[^}]+\}/g, '999999');

describe('who may call each console route', () => {
  let server: TestServer;
  let tokens: Record<'player' | 'operator' | 'admin', string>;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    tokens = await consoleTokens(server);
  });
  afterAll(() => server.close());

  async function statusAs(route: Operation, token: string | undefined) {
    const url = urlOf(route.path);
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
    const reply = await (route.method === 'GET'
      ? server.get(url, { token })
      : route.method === 'DELETE'
        ? server.delete(url, { token })
        : route.method === 'PUT'
          ? server.put(url, body, { token })
          : server.post(url, body, { token }));
    return reply.status;
  }

  it('answers no token 401, a player 403, an operator 403 only on admin routes, an admin never 401/403', async () => {
    const routes = await consoleRoutes(server);
    expect(routes.length).toBeGreaterThan(15);
    const seen = new Set(routes.map((route) => `${route.method} ${route.path}`));
    for (const adminRoute of ADMIN_ONLY) expect(seen, `${adminRoute} is served`).toContain(adminRoute);
    const matrix = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const isPublic = PUBLIC.has(name);
      const row = {
        name,
        none: await statusAs(route, undefined),
        player: await statusAs(route, tokens.player),
        operator: await statusAs(route, tokens.operator),
        admin: await statusAs(route, tokens.admin),
      };
      matrix.push(row);
      if (isPublic) continue;
      expect(row.none, name).toBe(401);
      expect(row.player, name).toBe(403);
      if (ADMIN_ONLY.has(name)) expect(row.operator, name).toBe(403);
      else expect([401, 403], name).not.toContain(row.operator);
      expect([401, 403], name).not.toContain(row.admin);
      expect(row.admin, `${name} never crashes`).toBeLessThan(500);
    }
  });

  it('signs a console session out, after which its token opens nothing', async () => {
    const token = await server.login('operator', 'operator12345', '/api/console/login');
    expect((await server.post('/api/console/logout', undefined, { token })).status).toBe(200);
    expect((await server.get('/api/console/players', { token })).status).toBe(401);
  });
});
