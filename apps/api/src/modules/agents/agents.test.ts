import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodes, users } from '../../db/schema';
import { auditsOf, consoleTokens, expectAccess } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';

describe.each(testDatabaseKinds())('console agents and referral codes on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof consoleTokens>>;
  let phoneSerial = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
  });
  afterAll(() => server.close());

  const nextPhone = () =>
    `0997${String(process.pid % 1000).padStart(3, '0')}${String((phoneSerial += 1)).padStart(4, '0')}`;
  const createAgent = async (body: Record<string, unknown> = { name: 'Ko Agent' }) => {
    const reply = await server.post('/api/console/agents', body, { token: tokens.admin });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as { agent: { id: number; user_name: string }; password: string };
  };
  const register = (referral_code: string) =>
    server.post('/api/register', {
      name: 'Referred Player',
      phone: nextPhone(),
      password: 'player-pass-1',
      password_confirmation: 'player-pass-1',
      referral_code,
    });

  it('who may do what', async () => {
    const { agent } = await createAgent();
    const [code] = await server.db
      .insert(referralCodes)
      .values({ agentId: agent.id, code: `M${agent.id}X`, createdAt: new Date() })
      .returning();
    const reads = [
      '/api/console/agents',
      `/api/console/agents/${agent.id}`,
      `/api/console/agents/${agent.id}/players`,
    ];
    for (const url of reads)
      await expectAccess(
        server,
        tokens,
        { method: 'GET', url },
        { none: 401, player: 403, operator: 200, admin: 200 },
      );
    const writes = [
      { url: '/api/console/agents', body: { name: 'Matrix Agent' } },
      { url: `/api/console/agents/${agent.id}/referral-codes`, body: {} },
      { url: `/api/console/referral-codes/${code!.id}/deactivate` },
    ];
    for (const write of writes) {
      await expectAccess(
        server,
        tokens,
        { method: 'POST', ...write },
        { none: 401, player: 403, operator: 403 },
      );
      expect(
        (await server.post(write.url, write.body ?? {}, { token: tokens.admin })).status,
        write.url,
      ).toBe(200);
    }
  });

  it('creates an agent with a generated user name and a one-time password, audited without it', async () => {
    const phone = nextPhone();
    const { agent, password } = await createAgent({ name: 'Daw Agent', phone });
    expect(agent).toMatchObject({ name: 'Daw Agent', phone, status: 'active', players: 0, codes: [] });
    expect(agent.user_name).toMatch(/^AG\d{7}$/);
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    const [row] = await server.db.select().from(users).where(eq(users.id, agent.id));
    expect(row).toMatchObject({ role: 'agent', agentId: null });
    expect(await server.deps.hasher.verify(row!.passwordHash, password)).toBe(true);
    const [audit] = await auditsOf(server, 'agent', agent.id);
    expect(audit).toMatchObject({
      action: 'agent.create',
      actorLabel: 'admin',
      before: null,
      after: { user_name: agent.user_name, name: 'Daw Agent', phone, role: 'agent' },
    });
    expect(JSON.stringify(audit)).not.toContain(password);
    const listed = await server.get(`/api/console/agents?q=${agent.user_name}`, { token: tokens.operator });
    expect(listed.body.data.data).toEqual([expect.objectContaining({ id: agent.id })]);
  });

  it('codes bring players to their agent until deactivated; the agent lists them with balances', async () => {
    const { agent } = await createAgent();
    const chosen = await server.post(
      `/api/console/agents/${agent.id}/referral-codes`,
      { code: `Gold${agent.id}` },
      { token: tokens.admin },
    );
    expect(chosen.body.data).toMatchObject({ agent_id: agent.id, code: `Gold${agent.id}`, active: true });
    const generated = await server.post(
      `/api/console/agents/${agent.id}/referral-codes`,
      {},
      { token: tokens.admin },
    );
    expect(generated.body.data.code).toMatch(/^[A-Z2-9]{8}$/);

    const joined = await register(`Gold${agent.id}`);
    expect(joined.status).toBe(200);
    const players = await server.get(`/api/console/agents/${agent.id}/players`, { token: tokens.operator });
    expect(players.body.data.data).toEqual([
      expect.objectContaining({ id: joined.body.data.user.id, main_balance: 0, balance: 0 }),
    ]);
    const detail = await server.get(`/api/console/players/${joined.body.data.user.id}`, {
      token: tokens.operator,
    });
    expect(detail.body.data.agent).toMatchObject({ id: agent.id, user_name: agent.user_name });
    expect(
      (await server.get(`/api/console/agents/${agent.id}`, { token: tokens.operator })).body.data.players,
    ).toBe(1);

    const off = await server.post(
      `/api/console/referral-codes/${chosen.body.data.id}/deactivate`,
      undefined,
      { token: tokens.admin },
    );
    expect(off.body.data.active).toBe(false);
    expect((await register(`Gold${agent.id}`)).status).toBe(422);
    const again = await server.post(
      `/api/console/referral-codes/${chosen.body.data.id}/deactivate`,
      undefined,
      { token: tokens.admin },
    );
    expect(again.status).toBe(409);
    const [deactivated, created] = await auditsOf(server, 'referral_code', chosen.body.data.id);
    expect(created).toMatchObject({
      action: 'referral_code.create',
      before: null,
      after: { agent_id: agent.id, code: `Gold${agent.id}`, active: true },
    });
    expect(deactivated).toMatchObject({
      action: 'referral_code.deactivate',
      before: { active: true },
      after: { active: false },
    });
  });

  it('bad input gets a 422 and creates nothing; unknown ids are 404', async () => {
    const before = await server.get('/api/console/agents', { token: tokens.operator });
    for (const [field, body] of [
      ['name', {}],
      ['name', { name: '   ' }],
      ['phone', { name: 'Bad Phone', phone: '12345' }],
      ['phone', { name: 'Taken Phone', phone: '09123456789' }],
    ] as const) {
      const reply = await server.post('/api/console/agents', body, { token: tokens.admin });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
    }
    expect((await server.get('/api/console/agents', { token: tokens.operator })).body.data.total).toBe(
      before.body.data.total,
    );
    const { agent } = await createAgent();
    await server.post(
      `/api/console/agents/${agent.id}/referral-codes`,
      { code: `Dup${agent.id}` },
      { token: tokens.admin },
    );
    for (const code of ['ab', 'has space', 'x'.repeat(17), `Dup${agent.id}`]) {
      const reply = await server.post(
        `/api/console/agents/${agent.id}/referral-codes`,
        { code },
        { token: tokens.admin },
      );
      expect(reply.status, code).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual(['code']);
    }
    expect(
      (await server.get(`/api/console/agents/${agent.id}`, { token: tokens.operator })).body.data.codes,
    ).toHaveLength(1);
    expect((await server.get('/api/console/agents/2', { token: tokens.operator })).status).toBe(404);
    expect(
      (await server.post('/api/console/agents/999999/referral-codes', {}, { token: tokens.admin })).status,
    ).toBe(404);
    expect(
      (await server.post('/api/console/referral-codes/999999/deactivate', undefined, { token: tokens.admin }))
        .status,
    ).toBe(404);
  });
});
