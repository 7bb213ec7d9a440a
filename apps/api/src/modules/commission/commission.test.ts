import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWin } from '../../platform/money/game-wallet';
import { periodStart } from '../../platform/protection/periods';
import { testDatabaseKinds } from '../../test/databases';
import { agentWithPlayer } from '../../test/agents';
import { allBalancesOf, expectLedgerClean } from '../../test/ledger';
import { kindCount, stake } from '../../test/promotions';
import { proveFactor } from '../../test/staff-accounts';
import { consoleLogin } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/server';

const DAY = 86_400_000;

/**
 * Two agents: A earns 10% of NGR per week and carries a negative week forward, B 1% of turnover. A's player wins
 * 200,000 Ks net in week 1 and loses 500,000 Ks in week 2; B's player stakes 20,000 Ks in week 2.
 */
describe.each(testDatabaseKinds())('agent commission on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    operator = await server.login('operator', 'operator12345', '/api/console/login');
  });
  afterAll(() => server.close());

  const agentOf = (plan: Record<string, unknown>) => agentWithPlayer(server, admin, plan);

  const win = (userId: number, amount: number) =>
    payWin(server.db, {
      provider: 'ZEYA',
      houseCode: 'games:ZEYA',
      userId,
      gameCode: 'test-game',
      roundCode: randomUUID(),
      transactionId: randomUUID(),
      amount,
      at: server.clock.now(),
    });

  it('computes statements from the ledger, carries a negative week forward, and pays once under concurrent approvals', async () => {
    const a = await agentOf({ basis: 'ngr', percent: 10, period: 'week', carry_forward: true });
    const b = await agentOf({ basis: 'turnover', percent: 1, period: 'week', carry_forward: false });
    const now = server.clock.now();
    const thisWeek = periodStart('week', now).getTime();
    // Week 1 (two weeks ago): A's player stakes 100,000 Ks and wins 300,000 Ks back.
    server.clock.set(new Date(thisWeek - 14 * DAY + DAY));
    await stake(server, a.playerId, 'ZEYA', 10_000_000);
    await win(a.playerId, 30_000_000);
    // Week 2 (last week): A's player loses 500,000 Ks; B's player stakes 20,000 Ks and wins it back.
    server.clock.set(new Date(thisWeek - 7 * DAY + DAY));
    expect(
      (await server.post('/api/console/commission/statements/compute', undefined, { token: operator }))
        .status,
    ).toBe(200);
    await stake(server, a.playerId, 'ZEYA', 50_000_000);
    await stake(server, b.playerId, 'ZEYA', 2_000_000);
    await win(b.playerId, 2_000_000);
    server.clock.set(now);
    const computed = await server.post('/api/console/commission/statements/compute', undefined, {
      token: operator,
    });
    // Computing again changes nothing.
    await server.post('/api/console/commission/statements/compute', undefined, { token: operator });
    const statements = computed.body.data as Record<string, unknown>[];
    const ofA = statements.filter((row) => row.agent_id === a.agent.id);
    const ofB = statements.filter((row) => row.agent_id === b.agent.id);
    expect(ofA).toMatchObject([
      { ngr: 500_000, carried_in: -200_000, carried_out: 0, commission: 30_000, status: 'pending' },
      { ngr: -200_000, carried_in: 0, carried_out: -200_000, commission: 0 },
    ]);
    expect(ofB).toMatchObject([
      { basis: 'turnover', turnover: 20_000, ngr: 0, commission: 200 },
      { commission: 0 },
    ]);

    const statement = ofA[0]!.id as number;
    // The operator who computed it cannot approve it; an admin can, once, however many approvals arrive together.
    expect(
      (
        await server.post(`/api/console/commission/statements/${statement}/approve`, undefined, {
          token: operator,
        })
      ).status,
    ).toBe(403);
    const approvals = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.post(`/api/console/commission/statements/${statement}/approve`, undefined, { token: admin }),
      ),
    );
    const paid = approvals.filter((reply) => reply.status === 200).length;
    const refused = approvals.filter((reply) => reply.status === 409).length;
    console.log(`[${kind}] commission storm: 20 simultaneous approvals, ${paid} paid, ${refused} refused`);
    expect(paid).toBe(1);
    expect(refused).toBe(19);
    expect(await kindCount(server, a.agent.id, 'commission')).toBe(1);
    expect((await allBalancesOf(server, a.agent.id)).main).toBe(3_000_000);

    // The agent sees it, and withdraws it through the usual queue.
    const login = await server.post('/api/agent/login', {
      user_name: a.agent.user_name,
      password: a.password,
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    await proveFactor(server, token);
    const own = await server.get('/api/agent/commission', { token });
    expect(own.body.data).toMatchObject({ balance: 30_000, plan: { basis: 'ngr', percent: 10 } });
    expect(own.body.data.statements).toHaveLength(2);
    const channelId = (await server.get('/api/banks')).body.data[0].id;
    const withdrawn = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ko Agent',
        account_number: '09777000999',
        password: a.password,
        amount: 10_000,
      },
      { token },
    );
    expect(withdrawn.status).toBe(200);
    expect(await allBalancesOf(server, a.agent.id)).toMatchObject({
      main: 2_000_000,
      withdraw_hold: 1_000_000,
    });
    await expectLedgerClean(server);
  });

  it('refuses a plan above the caps, changes one only with a second admin, and pays a large statement only after two', async () => {
    const a = await agentWithPlayer(
      server,
      admin,
      { basis: 'ngr', percent: 10, period: 'week', carry_forward: false },
      1_500_000,
    );
    const now = server.clock.now();
    server.clock.set(new Date(periodStart('week', now).getTime() - 6 * DAY));
    await stake(server, a.playerId, 'ZEYA', 150_000_000);
    server.clock.set(now);
    const computed = await server.post('/api/console/commission/statements/compute', undefined, {
      token: operator,
    });
    const statement = (computed.body.data as { id: number; agent_id: number; commission: number }[]).find(
      (row) => row.agent_id === a.agent.id,
    )!;
    expect(statement.commission).toBe(150_000);

    const plan = (body: Record<string, unknown>, token = admin) =>
      server.post(
        `/api/console/agents/${a.agent.id}/commission-plan`,
        { period: 'week', carry_forward: false, reason: 'new terms agreed', ...body },
        { token },
      );
    for (const [body, text] of [
      [{ basis: 'turnover', percent: 100 }, 'A plan may pay at most 1 % of turnover.'],
      [{ basis: 'ngr', percent: 60 }, 'A plan may pay at most 50 % of net gaming revenue (NGR).'],
    ] as const) {
      const refused = await plan(body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.percent).toEqual([text]);
    }
    const atCap = await plan({ basis: 'turnover', percent: 1 });
    expect(atCap.body.data).toMatchObject({
      plan: { basis: 'ngr', percent: 10 },
      request_id: expect.any(Number),
    });
    const requestId = atCap.body.data.request_id as number;
    expect((await plan({ basis: 'ngr', percent: 20 })).status).toBe(409);
    const approve = (token: string) =>
      server.post(`/api/console/staff-requests/${requestId}/approve`, {}, { token });
    expect((await approve(admin)).status).toBe(409);
    expect((await approve(await consoleLogin(server, 'supervisor'))).status).toBe(200);
    const inForce = await server.get(`/api/console/agents/${a.agent.id}/commission-plan`, {
      token: operator,
    });
    expect(inForce.body.data).toMatchObject({ basis: 'turnover', percent: 1, updated_by: 'supervisor' });

    // 150,000 Ks is above the staff rule (100,000 Ks an agent a day): the first approval pays nothing.
    const pay = (token: string) =>
      server.post(`/api/console/commission/statements/${statement.id}/approve`, undefined, { token });
    const first = await pay(admin);
    expect(first.body.message).toBe('First approval recorded. A second operator must approve this request.');
    expect(first.body.data.find((row: { id: number }) => row.id === statement.id)).toMatchObject({
      status: 'pending',
      first_approved_by: 'admin',
    });
    expect((await allBalancesOf(server, a.agent.id)).main).toBe(0);
    const again = await pay(admin);
    expect(again.status).toBe(409);
    expect(again.body.needs).toBe('second_person');
    const second = await pay(await consoleLogin(server, 'supervisor'));
    expect(second.body.message).toBe('Statement approved and paid.');
    expect((await allBalancesOf(server, a.agent.id)).main).toBe(15_000_000);
    expect(await kindCount(server, a.agent.id, 'commission')).toBe(1);
    await expectLedgerClean(server);
  });
});
