import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

const BETTING = new Date('2026-11-24T10:00:00+06:30');
const AFTER_DRAW = new Date('2026-11-24T12:05:00+06:30');

describe.each(testDatabaseKinds())('2D console winners and informational numbers on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  let drawId: number;
  let winner: Awaited<ReturnType<typeof newFundedPlayer>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.clock.set(BETTING);
    winner = await newFundedPlayer(server, 1_000);
    const loser = await newFundedPlayer(server, 1_000);
    for (const [token, amounts] of [
      [
        winner.token,
        [
          { num: '38', amount: 200 },
          { num: '11', amount: 100 },
        ],
      ],
      [loser.token, [{ num: '83', amount: 300 }]],
    ] as const) {
      const total = amounts.reduce((sum, entry) => sum + entry.amount, 0);
      const slip = await server.post('/api/twod-bet', { time: 2, totalAmount: total, amounts }, { token });
      expect(slip.status).toBe(200);
    }
    server.clock.set(AFTER_DRAW);
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    const draws = (await server.get('/api/console/twod/draws?date=2026-11-24', { token: operator })).body
      .data;
    drawId = draws.find((draw: { time_id: number }) => draw.time_id === 2).id;
    await server.post(
      `/api/console/twod/draws/${drawId}/result`,
      { twod: '38', set: '1,346.23', value: '57,388.58' },
      { token: operator },
    );
    await server.post(`/api/console/twod/draws/${drawId}/confirm`, undefined, { token: admin });
  });
  afterAll(() => server.close());

  it("lists a draw's winning bets with player, slip, number, stake and payout, to operators and admins only", async () => {
    const url = `/api/console/twod/draws/${drawId}/winners`;
    expect((await server.get(url)).status).toBe(401);
    expect((await server.get(url, { token: winner.token })).status).toBe(403);
    expect((await server.get(url, { token: admin })).status).toBe(200);
    const reply = await server.get(url, { token: operator });
    expect(reply.status).toBe(200);
    const slips = (await server.get('/api/twod-bet-slips', { token: winner.token })).body.data;
    expect(reply.body.data).toEqual([
      { user_name: winner.userName, slip_no: slips[0].slip_no, number: '38', stake: 200, payout: 16_000 },
    ]);
    expect((await server.get('/api/console/twod/draws/999999/winners', { token: operator })).status).toBe(
      404,
    );
    expect((await server.get('/api/console/twod/draws/abc/winners', { token: operator })).status).toBe(422);
  });

  it("reads back a day's informational numbers as entered", async () => {
    const url = '/api/console/twod/informational?date=2026-11-24';
    expect((await server.get(url)).status).toBe(401);
    expect((await server.get(url, { token: winner.token })).status).toBe(403);
    expect((await server.get(url, { token: operator })).body.data).toEqual([]);
    const entry = { date: '2026-11-24', time: '14:00', modern: '47', internet: null };
    expect((await server.put('/api/console/twod/informational', entry, { token: operator })).status).toBe(
      200,
    );
    expect((await server.get(url, { token: admin })).body.data).toEqual([entry]);
    expect((await server.get('/api/console/twod/informational?date=x', { token: operator })).status).toBe(
      422,
    );
  });
});
