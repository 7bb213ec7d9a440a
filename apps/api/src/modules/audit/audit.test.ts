import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { consoleTokens } from '../../test/console';
import { startTestServer, type TestServer } from '../../test/server';

describe.each(testDatabaseKinds())('console audit log and verification on %s', (kind) => {
  let server: TestServer;
  let tokens: Record<'admin' | 'operator' | 'player', string>;
  let playerId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
    playerId = (await newFundedPlayer(server, 1234)).id;
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/api/console/audit'],
    ['POST', '/api/console/verify'],
  ])('%s %s: no token 401, player 403, operator and admin 200', async (method, url) => {
    const call = (token?: string) =>
      method === 'GET' ? server.get(url, { token }) : server.post(url, undefined, { token });
    expect((await call()).status).toBe(401);
    expect((await call(tokens.player)).status).toBe(403);
    expect((await call(tokens.operator)).status).toBe(200);
    expect((await call(tokens.admin)).status).toBe(200);
  });

  it('lists records newest first with before and after, filtered by actor, action and target', async () => {
    const reply = await server.get(
      `/api/console/audit?actor=adm&action=player.&target_type=player&target_id=${playerId}`,
      { token: tokens.operator },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.total).toBe(1);
    expect(reply.body.data.data[0]).toMatchObject({
      actor: 'admin',
      action: 'player.adjust',
      target_type: 'player',
      target_id: String(playerId),
      before: { main: 0 },
      after: { main: 123_400, reason: 'test funding' },
    });
    const all = (await server.get('/api/console/audit', { token: tokens.operator })).body.data.data;
    const ids = all.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const nobody = await server.get('/api/console/audit?actor=nobody', { token: tokens.operator });
    expect(nobody.body.data.total).toBe(0);
  });

  it('filters by Myanmar days', async () => {
    const today = new Date(server.clock.now().getTime() + 390 * 60_000).toISOString().slice(0, 10);
    const within = await server.get(`/api/console/audit?from=${today}&to=${today}`, {
      token: tokens.operator,
    });
    expect(within.body.data.total).toBeGreaterThan(0);
    const later = await server.get('/api/console/audit?from=2999-01-01', { token: tokens.operator });
    expect(later.body.data.total).toBe(0);
  });

  it.each([
    ['from', 'from=yesterday'],
    ['page', 'page=0'],
    ['actor', `actor=${'x'.repeat(101)}`],
  ])('422 on a bad %s', async (field, query) => {
    const reply = await server.get(`/api/console/audit?${query}`, { token: tokens.operator });
    expect(reply.status).toBe(422);
    expect(reply.body.errors[field]).toHaveLength(1);
  });

  it('verifies clean books with counts, writing no audit record of its own', async () => {
    const [before] = await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const reply = await server.post('/api/console/verify', undefined, { token: tokens.operator });
    expect(reply.body.data).toMatchObject({ clean: true, violations: [] });
    expect(reply.body.data.counts.transfers).toBeGreaterThan(0);
    expect(reply.body.data.counts.audit_records).toBe(before!.n);
    const [after] = await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after!.n).toBe(before!.n);
  });

  it('lists the violations when the audit chain was tampered with', async () => {
    const [first] = await server.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
    await server.db
      .update(auditLog)
      .set({ after: { tampered: true } })
      .where(eq(auditLog.id, first!.id));
    try {
      const reply = await server.post('/api/console/verify', undefined, { token: tokens.admin });
      expect(reply.body.data.clean).toBe(false);
      expect(reply.body.data.violations).toContain(`audit record ${first!.id} breaks the hash chain`);
    } finally {
      await server.db.update(auditLog).set({ after: first!.after }).where(eq(auditLog.id, first!.id));
    }
  });
});
