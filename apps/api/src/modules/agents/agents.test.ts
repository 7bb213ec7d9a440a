import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, referralCodes, users } from '../../db/schema';
import { auditsOf, consoleTokens, expectAccess } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { completeSetup, consoleLogin, lastSms, setupTokenSentTo, withSecondPerson } from '../../test/staff';

const AGENT_PASSWORD = 'agent-pass-2026';

describe.each(testDatabaseKinds())('console agents and referral codes on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof consoleTokens>>;
  let supervisor: string;
  let phoneSerial = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
    supervisor = await consoleLogin(server, 'supervisor');
  });
  afterAll(() => server.close());

  const nextPhone = () =>
    `0997${String(process.pid % 1000).padStart(3, '0')}${String((phoneSerial += 1)).padStart(4, '0')}`;
  /** An agent asked for by the admin and approved by the supervisor: the only way one is made. */
  const createAgent = async (body: Record<string, unknown> = {}) => {
    const phone = nextPhone();
    const made = await withSecondPerson(
      server,
      (token) =>
        server.post(
          '/api/console/agents',
          { name: 'Ko Agent', phone, reason: 'new agent', ...body },
          { token },
        ),
      tokens.admin,
      supervisor,
    );
    return { agent: made.approved!.result as { id: number; user_name: string }, phone, reply: made.reply };
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
      { url: '/api/console/agents', body: { name: 'Matrix Agent', phone: nextPhone(), reason: 'new agent' } },
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

  it('makes an agent only with a second admin; the agent sets their own password through the link on their phone', async () => {
    const phone = nextPhone();
    const asked = await server.post(
      '/api/console/agents',
      { name: 'Daw Agent', phone, reason: 'opens in Mandalay' },
      { token: tokens.admin },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'Saved as a request: someone else must approve it before it takes effect.',
    );
    expect(asked.body.data).toEqual({ request_id: expect.any(Number) });
    expect(await server.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    const again = await server.post(
      '/api/console/agents',
      { name: 'Daw Agent', phone, reason: 'twice' },
      { token: tokens.admin },
    );
    expect(again.status).toBe(409);
    const approve = (token: string) =>
      server.post(`/api/console/staff-requests/${asked.body.data.request_id}/approve`, {}, { token });
    expect((await approve(tokens.admin)).status).toBe(409);
    expect((await approve(tokens.operator)).status).toBe(403);
    expect(await server.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);

    const approved = await approve(supervisor);
    expect(approved.status).toBe(200);
    const agent = approved.body.data.result as { id: number; user_name: string };
    expect(agent.user_name).toMatch(/^AG\d{7}$/);
    const [adminRow] = await server.db.select().from(users).where(eq(users.userName, 'admin'));
    const [row] = await server.db.select().from(users).where(eq(users.id, agent.id));
    expect(row).toMatchObject({
      role: 'agent',
      agentId: null,
      phone,
      createdBy: adminRow!.id,
      secondFactorRequired: true,
    });
    expect((await lastSms(server, phone)).purpose).toBe('staff_link');
    const token = await setupTokenSentTo(server, phone);

    const session = await completeSetup(server, phone, AGENT_PASSWORD);
    expect(session).toMatchObject({
      scope: 'agent',
      user: { id: agent.id, role: 'agent' },
      second_factor: 'enrol',
    });
    // The agent's own session, on the player API, waits for its second factor.
    const gated = await server.get('/api/agent/commission', { token: session.token });
    expect([gated.status, gated.body.needs]).toEqual([403, 'enrolment']);
    const login = await server.post('/api/agent/login', {
      user_name: agent.user_name,
      password: AGENT_PASSWORD,
    });
    expect(login.status).toBe(200);

    const [setUp, created] = await auditsOf(server, 'agent', agent.id);
    expect(setUp).toMatchObject({ action: 'staff.setup', actorLabel: agent.user_name });
    expect(created).toMatchObject({
      action: 'agent.create',
      actorLabel: 'supervisor',
      before: null,
      after: expect.objectContaining({ user_name: agent.user_name, name: 'Daw Agent', phone, role: 'agent' }),
    });
    const everything = JSON.stringify([
      asked.body,
      approved.body,
      session,
      await server.db.select().from(auditLog),
    ]);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(AGENT_PASSWORD);
    const listed = await server.get(`/api/console/agents?q=${agent.user_name}`, { token: tokens.operator });
    expect(listed.body.data.data).toEqual([
      expect.objectContaining({ id: agent.id, phone, status: 'active' }),
    ]);
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
      ['name', { phone: nextPhone(), reason: 'new agent' }],
      ['name', { name: '   ', phone: nextPhone(), reason: 'new agent' }],
      ['phone', { name: 'No Phone', reason: 'new agent' }],
      ['phone', { name: 'Bad Phone', phone: '12345', reason: 'new agent' }],
      ['phone', { name: 'Taken Phone', phone: '09123456789', reason: 'new agent' }],
      ['reason', { name: 'No Reason', phone: nextPhone() }],
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
