import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { payWin } from '../../platform/money/game-wallet';
import { periodStart } from '../../platform/protection/periods';
import { agentWithPlayer } from '../../test/agents';
import { testDatabaseKinds } from '../../test/databases';
import { expectLedgerClean } from '../../test/ledger';
import { claim, createOffer, setContributions, stake } from '../../test/promotions';
import { startTestServer, type TestServer } from '../../test/server';

const DAY_MS = 86_400_000;

/**
 * One agent's player: loses 500 Ks last week (10% NGR commission: 50 Ks, approved today; 10% cashback: 50 Ks, claimed
 * today), and today claims a 100 Ks free credit, wagers it once on 100 Ks of slot stakes (converted: bonus cost
 * 100 Ks) and wins 30 Ks back. Today: GGR 70, net revenue 70 - 100 - 50 - 50 = -130 Ks.
 */
describe.each(testDatabaseKinds())('promotion cost reports on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('reports bonus cost, cashback, commission and net revenue by day, promotion and agent, also as CSV', async () => {
    const admin = await server.login('admin', 'admin12345', '/api/console/login');
    const operator = await server.login('operator', 'operator12345', '/api/console/login');
    await setContributions(server, admin, { ZEYA: 100 });
    const now = server.clock.now();
    const today = myanmarDay(now);
    const { agent, playerId, playerToken } = await agentWithPlayer(
      server,
      admin,
      { basis: 'ngr', percent: 10, period: 'week', carry_forward: false },
      1_000,
    );
    server.clock.set(new Date(periodStart('week', now).getTime() - 3 * DAY_MS));
    await stake(server, playerId, 'ZEYA', 50_000);
    server.clock.set(now);
    const computed = await server.post('/api/console/commission/statements/compute', undefined, {
      token: operator,
    });
    const statement = (computed.body.data as { id: number; agent_id: number }[]).find(
      (row) => row.agent_id === agent.id,
    )!;
    const approved = await server.post(
      `/api/console/commission/statements/${statement.id}/approve`,
      undefined,
      {
        token: admin,
      },
    );
    expect(approved.status).toBe(200);
    const cashback = await createOffer(server, admin, { kind: 'cashback', percent: 10, pay_as: 'main' });
    expect((await claim(server, playerToken, cashback)).body.data).toMatchObject({ amount: 50 });
    const credit = await createOffer(server, admin, {
      kind: 'free_credit',
      amount: 100,
      code: 'REPORT100',
      wagering_multiple: 3,
    });
    expect((await claim(server, playerToken, credit, { code: 'REPORT100' })).status).toBe(200);
    await stake(server, playerId, 'ZEYA', 30_000);
    await payWin(server.db, {
      provider: 'ZEYA',
      houseCode: 'games:ZEYA',
      userId: playerId,
      gameCode: 'test-game',
      roundCode: randomUUID(),
      transactionId: randomUUID(),
      amount: 3_000,
      at: server.clock.now(),
    });

    const report = async (name: string) =>
      (await server.get(`/api/console/reports/${name}?from=${today}`, { token: operator })).body.data.data;
    expect(await report('bonus_daily')).toEqual([
      { date: today, ggr: 270, bonus_cost: 100, cashback: 50, commission: 50, net_revenue: 70 },
    ]);
    const promotions = await report('promotions');
    expect(promotions.find((row: { promotion_id: number }) => row.promotion_id === credit)).toEqual({
      promotion_id: credit,
      promotion_title: 'Offer',
      kind: 'free_credit',
      claims: 1,
      granted: 100,
      bonus_cost: 100,
      forfeited: 0,
      cashback: 0,
    });
    expect(promotions.find((row: { promotion_id: number }) => row.promotion_id === cashback)).toMatchObject({
      claims: 1,
      cashback: 50,
    });
    expect(await report('agents')).toEqual([
      {
        agent_id: agent.id,
        user_name: agent.user_name,
        ggr: 270,
        bonus_cost: 100,
        cashback: 50,
        commission: 50,
        net_revenue: 70,
      },
    ]);
    const csv = await server.get(`/api/console/reports/bonus_daily.csv?from=${today}`, { token: operator });
    expect(
      (csv.body as string)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['date,ggr,bonus_cost,cashback,commission,net_revenue', `${today},270,100,50,50,70`]);
    await expectLedgerClean(server);
  });
});
