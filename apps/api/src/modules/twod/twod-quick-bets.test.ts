import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

/** Monday 23 November 2026, 10:00 in Yangon: both draws of the day still take bets. */
const MONDAY_MORNING = new Date('2026-11-23T10:00:00+06:30');

describe.each(testDatabaseKinds())('2D quick and round bets on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.clock.set(MONDAY_MORNING);
    admin = await server.login('admin', 'admin12345', '/api/console/login');
  });

  const slip = (token: string, body: unknown) => server.post('/api/twod-bet', body, { token });
  const numbersOf = (reply: { body: { data: { two_bets: { bet_number: string }[] } } }) =>
    reply.body.data.two_bets.map((bet) => bet.bet_number).sort();

  it('expands a quick set on the server and stakes each of its numbers', async () => {
    const player = await newFundedPlayer(server, 5_000);
    const reply = await slip(player.token, {
      time: 2,
      totalAmount: 1_000,
      quick: { set: 'power', amount: 100 },
    });
    expect(reply.status).toBe(200);
    expect(numbersOf(reply)).toEqual(['05', '16', '27', '38', '49', '50', '61', '72', '83', '94']);
    expect((await balancesOf(server, player.id)).main).toBe(400_000);
    await expectLedgerClean(server);
  });

  it('adds the reverses of an R slip', async () => {
    const player = await newFundedPlayer(server, 5_000);
    const reply = await slip(player.token, {
      time: 2,
      totalAmount: 500,
      round: true,
      amounts: [
        { num: '12', amount: 200 },
        { num: '44', amount: 100 },
      ],
    });
    expect(reply.status).toBe(200);
    expect(numbersOf(reply)).toEqual(['12', '21', '44']);
  });

  it('refuses a quick bet over a limit whole, listing the over-limit numbers, staking none', async () => {
    const player = await newFundedPlayer(server, 10_000);
    const first = await slip(player.token, {
      time: 4,
      totalAmount: 1_800,
      amounts: [
        { num: '32', amount: 900 },
        { num: '36', amount: 900 },
      ],
    });
    expect(first.status).toBe(200);
    const current = (await server.get('/api/console/twod/settings', { token: admin })).body.data;
    await server.put('/api/console/twod/settings', { ...current, closed_numbers: ['39'] }, { token: admin });
    try {
      const over = await slip(player.token, {
        time: 4,
        totalAmount: 2_000,
        quick: { set: 'head', digits: '3', amount: 200 },
      });
      expect(over.status).toBe(409);
      expect([...over.body].sort()).toEqual(['32', '36', '39']);
    } finally {
      await server.put('/api/console/twod/settings', { ...current, closed_numbers: [] }, { token: admin });
    }
    const numbers = (await server.get('/api/twod/numbers?time=4', { token: player.token })).body.data.numbers;
    const staked = numbers.filter((n: { staked: number }) => n.staked > 0).map((n: { num: string }) => n.num);
    expect(staked).toEqual(['32', '36']);
    expect((await balancesOf(server, player.id)).main).toBe(1_000_000 - 180_000);
    await expectLedgerClean(server);
  });

  it('refuses a quick bet below the minimum or with digits that do not fit, per field', async () => {
    const player = await newFundedPlayer(server, 5_000);
    const cases: [unknown, string][] = [
      [{ time: 2, totalAmount: 500, quick: { set: 'doubles', amount: 50 } }, 'quick.amount'],
      [{ time: 2, totalAmount: 1000, quick: { set: 'head', digits: '34', amount: 100 } }, 'quick.digits'],
      [{ time: 2, totalAmount: 1000, quick: { set: 'nonsense', amount: 100 } }, 'quick.set'],
      [{ time: 2, totalAmount: 999, quick: { set: 'doubles', amount: 100 } }, 'totalAmount'],
    ];
    for (const [body, field] of cases) {
      const reply = await slip(player.token, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect((await balancesOf(server, player.id)).main).toBe(500_000);
  });
  it('shows the console the exposure per number as bets arrive: staked, payout if drawn, worst case', async () => {
    const player = await newFundedPlayer(server, 10_000);
    const draws = (await server.get('/api/console/twod/draws?date=2026-11-23', { token: admin })).body.data;
    const morning = draws.find((draw: { time_id: number }) => draw.time_id === 2);
    const exposure = async () =>
      (await server.get(`/api/console/twod/draws/${morning.id}/exposure`, { token: admin })).body.data;
    const before = await exposure();
    await slip(player.token, { time: 2, totalAmount: 300, amounts: [{ num: '88', amount: 300 }] });
    const after = await exposure();
    const row = after.numbers.find((r: { num: string }) => r.num === '88');
    const previous = before.numbers.find((r: { num: string }) => r.num === '88') ?? { staked: 0, payout: 0 };
    expect(row).toEqual({ num: '88', staked: previous.staked + 300, payout: previous.payout + 300 * 80 });
    expect(after.staked).toBe(before.staked + 300);
    const worst = Math.max(...after.numbers.map((r: { payout: number }) => r.payout));
    expect(after).toMatchObject({ worst_payout: worst, worst_net: after.staked - worst });
  });
});
