import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { consoleTokens } from '../../test/console';
import { startTestServer, type TestServer } from '../../test/server';
import { lastAudit } from '../../test/uploads';

const PASSWORD = 'long-enough-pass';
let serial = 0;

describe.each(testDatabaseKinds())('console users on %s', (kind) => {
  let server: TestServer;
  let tokens: Record<'admin' | 'operator' | 'player', string>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
  });
  afterAll(() => server.close());

  const admin = () => ({ token: tokens.admin });
  const consoleLogin = (userName: string, password = PASSWORD) =>
    server.post('/api/console/login', { user_name: userName, password });
  const rowOf = (list: { id: number; user_name: string; status: string }[], userName: string) =>
    list.find((row) => row.user_name === userName)!;

  /** Demotes every active admin but `keep`, acting as `token` (one of `keep`). */
  async function onlyAdmins(keep: number[], token: string) {
    const list = (await server.get('/api/console/operators', { token })).body.data;
    for (const row of list)
      if (row.role === 'admin' && row.status === 'active' && !keep.includes(row.id))
        await server.put(`/api/console/operators/${row.id}/role`, { role: 'operator' }, { token });
  }

  async function create(role: 'operator' | 'admin' = 'operator') {
    serial += 1;
    const userName = `staff${serial}`;
    const reply = await server.post(
      '/api/console/operators',
      { user_name: userName, name: `Staff ${serial}`, password: PASSWORD, role },
      admin(),
    );
    expect(reply.status).toBe(200);
    return { userName, id: rowOf(reply.body.data, userName).id };
  }

  it('is for admins only', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/console/operators'],
      ['POST', '/api/console/operators'],
      ['PUT', '/api/console/operators/2/role'],
      ['POST', '/api/console/operators/2/disable'],
      ['POST', '/api/console/operators/2/enable'],
      ['POST', '/api/console/operators/2/password'],
    ];
    for (const [method, url] of routes)
      for (const [token, status] of [
        [undefined, 401],
        [tokens.player, 403],
        [tokens.operator, 403],
      ] as const) {
        const reply =
          method === 'GET'
            ? await server.get(url, { token })
            : method === 'PUT'
              ? await server.put(url, {}, { token })
              : await server.post(url, {}, { token });
        expect(reply.status, `${method} ${url}`).toBe(status);
      }
    const list = await server.get('/api/console/operators', admin());
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { user_name: string }) => row.user_name)).toEqual(
      expect.arrayContaining(['admin', 'operator']),
    );
    expect(list.body.data.every((row: { role: string }) => ['operator', 'admin'].includes(row.role))).toBe(
      true,
    );
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon/i);
  });

  it('creates an operator who can sign in; audited without the password', async () => {
    const { userName, id } = await create();
    expect((await consoleLogin(userName)).status).toBe(200);
    const record = await lastAudit(server);
    expect(record).toMatchObject({
      actorLabel: 'admin',
      action: 'console_user.create',
      targetType: 'console_user',
      targetId: String(id),
      before: null,
      after: { user_name: userName, role: 'operator', status: 'active' },
    });
    expect(JSON.stringify(record)).not.toContain(PASSWORD);
  });

  it.each([
    ['password', { user_name: 'shortpw', name: 'S', password: 'eleven-char', role: 'operator' }],
    ['role', { user_name: 'badrole', name: 'S', password: PASSWORD, role: 'player' }],
    ['user_name', { user_name: 'has space', name: 'S', password: PASSWORD, role: 'operator' }],
    ['user_name', { user_name: 'ADMIN', name: 'S', password: PASSWORD, role: 'operator' }],
    ['name', { user_name: 'noname', password: PASSWORD, role: 'operator' }],
  ])('422 on %s for %j; nothing created', async (field, body) => {
    const before = await lastAudit(server);
    const reply = await server.post('/api/console/operators', body, admin());
    expect(reply.status).toBe(422);
    expect(reply.body.errors[field]).toHaveLength(1);
    expect((await lastAudit(server)).id).toBe(before.id);
    const found = await server.db
      .select()
      .from(users)
      .where(eq(users.userName, String(body.user_name)));
    expect(found.filter((row) => row.role !== 'admin')).toEqual([]);
  });

  it('promotes and demotes, audited with before and after', async () => {
    const { id } = await create();
    const up = await server.put(`/api/console/operators/${id}/role`, { role: 'admin' }, admin());
    expect(up.status).toBe(200);
    expect(await lastAudit(server)).toMatchObject({
      action: 'console_user.role',
      before: { role: 'operator' },
      after: { role: 'admin' },
    });
    await server.put(`/api/console/operators/${id}/role`, { role: 'operator' }, admin());
    expect((await lastAudit(server)).after).toMatchObject({ role: 'operator' });
  });

  it('disabling signs the account out at once and refuses its sign-in; enabling lets it back', async () => {
    const { userName, id } = await create();
    const token = (await consoleLogin(userName)).body.data.token;
    expect((await server.get('/api/console/audit', { token })).status).toBe(200);
    const off = await server.post(`/api/console/operators/${id}/disable`, undefined, admin());
    expect(rowOf(off.body.data, userName).status).toBe('disabled');
    expect((await server.get('/api/console/audit', { token })).status).toBe(401);
    expect((await consoleLogin(userName)).status).toBe(403);
    expect(await lastAudit(server)).toMatchObject({
      action: 'console_user.disable',
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    await server.post(`/api/console/operators/${id}/enable`, undefined, admin());
    expect((await consoleLogin(userName)).status).toBe(200);
    expect((await lastAudit(server)).action).toBe('console_user.enable');
  });

  it('resets a password: old one refused, new one works, sessions end; audited without it', async () => {
    const { userName, id } = await create();
    const token = (await consoleLogin(userName)).body.data.token;
    const fresh = 'another-long-password';
    const reply = await server.post(`/api/console/operators/${id}/password`, { password: fresh }, admin());
    expect(reply.status).toBe(200);
    expect((await server.get('/api/console/audit', { token })).status).toBe(401);
    expect((await consoleLogin(userName)).status).toBe(422);
    expect((await consoleLogin(userName, fresh)).status).toBe(200);
    const record = await lastAudit(server);
    expect(record).toMatchObject({ action: 'console_user.password', after: { password_reset: true } });
    expect(JSON.stringify(record)).not.toContain(fresh);
    const short = await server.post(`/api/console/operators/${id}/password`, { password: 'short' }, admin());
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['The password must be at least 12 characters.']);
  });

  it('refuses to demote or disable oneself', async () => {
    const self = (await server.get('/api/console/operators', admin())).body.data;
    const { id } = rowOf(self, 'admin');
    const before = await lastAudit(server);
    const demote = await server.put(`/api/console/operators/${id}/role`, { role: 'operator' }, admin());
    expect(demote.status).toBe(422);
    expect(demote.body.errors.role).toEqual(['You cannot demote or disable your own account.']);
    const disable = await server.post(`/api/console/operators/${id}/disable`, undefined, admin());
    expect(disable.status).toBe(422);
    expect((await lastAudit(server)).id).toBe(before.id);
  });

  it('never leaves the console without an active admin', async () => {
    const { userName, id } = await create('admin');
    const token = (await consoleLogin(userName)).body.data.token;
    const seeded = rowOf((await server.get('/api/console/operators', admin())).body.data, 'admin').id;
    await onlyAdmins([id], token);
    // The last admin cannot be demoted (the others are operators now: 403) nor disable itself (422).
    expect(
      (await server.put(`/api/console/operators/${id}/role`, { role: 'operator' }, admin())).status,
    ).toBe(403);
    expect((await server.post(`/api/console/operators/${id}/disable`, undefined, { token })).status).toBe(
      422,
    );
    const active = await server.db.select().from(users).where(eq(users.role, 'admin'));
    expect(active.filter((row) => row.status === 'active').map((row) => row.id)).toEqual([id]);
    await server.put(`/api/console/operators/${seeded}/role`, { role: 'admin' }, { token });
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const a = await create('admin');
    const b = await create('admin');
    const seeded = rowOf((await server.get('/api/console/operators', admin())).body.data, 'admin').id;
    const aToken = (await consoleLogin(a.userName)).body.data.token;
    const bToken = (await consoleLogin(b.userName)).body.data.token;
    await onlyAdmins([a.id, b.id], aToken);
    const replies = await Promise.all([
      server.put(`/api/console/operators/${b.id}/role`, { role: 'operator' }, { token: aToken }),
      server.put(`/api/console/operators/${a.id}/role`, { role: 'operator' }, { token: bToken }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403]);
    const admins = await server.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.filter((row) => row.status === 'active')).toHaveLength(1);
    const winner = replies[0]!.status === 200 ? aToken : bToken;
    await server.put(`/api/console/operators/${seeded}/role`, { role: 'admin' }, { token: winner });
  });
});
