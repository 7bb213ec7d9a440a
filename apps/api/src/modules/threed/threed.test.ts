import type { TransferKind } from '@zeya/contract/transfer-kinds';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransfers, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin } from '../../test/staff';

/** Monday 30 November 2026, 10:00 in Yangon: the next 3D draw is Tuesday 1 December's (15:30, closing 14:30). */
const BETTING = new Date('2026-11-30T10:00:00+06:30');
const AFTER_DRAW = new Date('2026-12-01T15:40:00+06:30');

type Amounts = { num: string; amount: number }[];

describe.each(testDatabaseKinds())('3D lottery on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function signInConsole() {
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
  }
  async function settings(changes: Record<string, unknown>) {
    const current = (await server.get('/api/console/threed/settings', { token: admin })).body.data;
    const reply = await server.put(
      '/api/console/threed/settings',
      { ...current, ...changes },
      { token: admin },
    );
    expect(reply.status).toBe(200);
  }
  const slip = (token: string, body: Record<string, unknown>) =>
    server.post('/api/threed-bet', body, { token });
  async function bet(token: string, amounts: Amounts, round = false) {
    // The total a player's client sends: each number's stake, once per distinct ordering when R is on.
    const totalAmount = amounts.reduce(
      (sum, { num, amount }) => sum + amount * (round ? permutations(num).length : 1),
      0,
    );
    const body = { amounts, round, totalAmount };
    const reply = await slip(token, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  }
  const drawOn = async (date: string) =>
    (await server.get('/api/console/threed/draws', { token: operator })).body.data.find(
      (draw: { date: string }) => draw.date === date,
    );
  const transfers = async (kind: TransferKind, drawId: number) => {
    const [row] = await server.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.kind, kind), sql`${ledgerTransfers.metadata}->>'draw' = ${String(drawId)}`),
      );
    return row!.n;
  };

  it('takes a slip with R from the main balance and shows the next draw with what each number has taken', async () => {
    server.clock.set(BETTING);
    const player = await newFundedPlayer(server, 5_000);
    const data = await bet(player.token, [{ num: '123', amount: 200 }], true);
    expect(data).toMatchObject({
      slip_no: expect.stringMatching(/^3D261201[0-9A-Z]{8}$/),
      total_bet_amount: 1_200,
      game_date: '2026-12-01',
      status: 'pending',
      before_balance: 5_000,
      after_balance: 3_800,
    });
    expect(data.bets.map((b: { bet_number: string }) => b.bet_number)).toEqual([
      '123',
      '132',
      '213',
      '231',
      '312',
      '321',
    ]);
    expect((await balancesOf(server, player.id)).main).toBe(380_000);
    const draw = (await server.get('/api/threed/draw', { token: player.token })).body.data;
    expect(draw).toMatchObject({
      draw: { date: '2026-12-01', open: true, closes_at: '2026-12-01T08:00:00.000Z' },
      break_limit: 5_000,
      odds: 500,
      tote_odds: null,
    });
    expect(draw.taken['321']).toBe(200);
    expect((await server.get('/api/threed-bet-slips', { token: player.token })).body.data[0].slip_no).toBe(
      data.slip_no,
    );
    await expectLedgerClean(server);
  });

  it('refuses bad slips per field, and over-limit or closed numbers whole as a 409 list, staking nothing', async () => {
    server.clock.set(BETTING);
    await signInConsole();
    const player = await newFundedPlayer(server, 20_000);
    const bad: [Record<string, unknown>, string][] = [
      [{ totalAmount: 100, amounts: [{ num: '12', amount: 100 }] }, 'amounts.0.num'],
      [{ totalAmount: 100, amounts: [{ num: '1234', amount: 100 }] }, 'amounts.0.num'],
      [{ totalAmount: 50, amounts: [{ num: '123', amount: 50 }] }, 'amounts.0.amount'],
      [{ totalAmount: 100, amounts: [{ num: '123', amount: 100 }], round: true }, 'totalAmount'],
      [{ totalAmount: 100, amounts: [] }, 'amounts'],
      [{ totalAmount: 100, amounts: [{ num: '123', amount: 100 }], date: '2026-12-16' }, 'date'],
    ];
    for (const [body, field] of bad) {
      const reply = await slip(player.token, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors), JSON.stringify(body)).toContain(field);
    }
    await bet(player.token, [{ num: '777', amount: 4_900 }]);
    await settings({ closed_numbers: ['778'] });
    try {
      const over = await slip(player.token, {
        totalAmount: 600,
        amounts: [
          { num: '777', amount: 200 },
          { num: '778', amount: 200 },
          { num: '779', amount: 200 },
        ],
      });
      expect(over.status).toBe(409);
      expect(over.body).toEqual(['777', '778']);
    } finally {
      await settings({ closed_numbers: [] });
    }
    const taken = (await server.get('/api/threed/draw', { token: player.token })).body.data.taken;
    expect([taken['777'], taken['779']]).toEqual([4_900, undefined]);
    expect((await balancesOf(server, player.id)).main).toBe(2_000_000 - 490_000);
    await expectLedgerClean(server);
  });

  it('keeps a player within the per-player limit, and takes nothing from a player on a break', async () => {
    server.clock.set(BETTING);
    await signInConsole();
    await settings({ player_limit: 300 });
    try {
      const player = await newFundedPlayer(server, 5_000);
      await bet(player.token, [{ num: '808', amount: 200 }]);
      const over = await slip(player.token, { totalAmount: 200, amounts: [{ num: '808', amount: 200 }] });
      expect(over.status).toBe(409);
      expect(over.body).toEqual(['808']);
      const other = await newFundedPlayer(server, 5_000);
      await bet(other.token, [{ num: '808', amount: 300 }]);
    } finally {
      await settings({ player_limit: null });
    }
    const resting = await newFundedPlayer(server, 5_000);
    const paused = await server.post(
      '/api/protection/break',
      { kind: 'timeout', length: '24h' },
      { token: resting.token },
    );
    expect(paused.status).toBe(200);
    const refused = await slip(resting.token, { totalAmount: 100, amounts: [{ num: '123', amount: 100 }] });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await balancesOf(server, resting.id)).main).toBe(500_000);
    await expectLedgerClean(server);
  });

  it('settles once with straight, R and tote winners paid their odds, on concurrent confirmations', async () => {
    server.clock.set(BETTING);
    await signInConsole();
    await settings({ tote_odds: 10 });
    const straight = await newFundedPlayer(server, 1_000);
    const round = await newFundedPlayer(server, 1_000);
    const tote = await newFundedPlayer(server, 1_000);
    const loser = await newFundedPlayer(server, 1_000);
    await bet(straight.token, [{ num: '456', amount: 100 }]);
    await bet(round.token, [{ num: '465', amount: 100 }], true); // 6 orderings x 100: 456 straight, 5 tote
    await bet(tote.token, [{ num: '654', amount: 100 }]);
    await bet(loser.token, [{ num: '111', amount: 100 }]);
    await settings({ tote_odds: null }); // placed bets keep the tote odds they were placed at
    server.clock.set(AFTER_DRAW);
    await signInConsole();
    const draw = await drawOn('2026-12-01');
    const path = `/api/console/threed/draws/${draw.id}`;
    const mismatch = await server.post(
      `${path}/result`,
      { first_prize: '123456', result: '457', source: 'GLO site' },
      { token: operator },
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.result).toEqual([
      'The 3D number must be the last three digits of the first prize.',
    ]);
    const entered = await server.post(
      `${path}/result`,
      { first_prize: '123456', result: '456', source: 'GLO site' },
      { token: operator },
    );
    expect(entered.status).toBe(200);
    expect(entered.body.data).toMatchObject({
      status: 'result_entered',
      result: '456',
      first_prize: '123456',
      entered_by: 'operator',
    });
    expect((await server.post(`${path}/confirm`, undefined, { token: operator })).status).toBe(409);
    // An account made or reset lately (its probation ends tomorrow) does not count as a second person yet.
    const tomorrow = new Date(AFTER_DRAW.getTime() + 86_400_000);
    const supervisorRow = eq(users.userName, 'supervisor');
    await server.db.update(users).set({ secondPersonFrom: tomorrow }).where(supervisorRow);
    const fresh = await server.post(`${path}/confirm`, undefined, {
      token: await consoleLogin(server, 'supervisor'),
    });
    expect([fresh.status, fresh.body.needs]).toEqual([403, 'second_person']);
    expect(fresh.body.message).toBe(
      'Your account was made or reset recently: your approvals count from 2026-12-02 15:40. Ask someone else.',
    );
    await server.db
      .update(users)
      .set({ secondPersonFrom: new Date(0) })
      .where(supervisorRow);
    expect((await balancesOf(server, straight.id)).main).toBe(90_000);

    const confirms = await Promise.all(
      Array.from({ length: 8 }, () => server.post(`${path}/confirm`, undefined, { token: admin })),
    );
    expect(confirms.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    expect(confirms[0]!.body.data).toMatchObject({ status: 'settled', confirmed_by: 'admin' });
    const main = async (id: number) => (await balancesOf(server, id)).main / 100;
    expect(await main(straight.id)).toBe(900 + 100 * 500);
    expect(await main(round.id)).toBe(400 + 100 * 500 + 5 * 100 * 10);
    expect(await main(tote.id)).toBe(900 + 100 * 10);
    expect(await main(loser.id)).toBe(900);
    expect(await transfers('threed_win', draw.id)).toBe(1 + 6 + 1);
    const slips = (await server.get('/api/threed-bet-slips', { token: tote.token })).body.data;
    expect(slips[0]).toMatchObject({ status: 'completed', result: '456' });
    expect(slips[0].bets[0]).toMatchObject({ bet_number: '654', result: 'tote', payout: 1_000 });
    const winners = (await server.get('/api/threed/winners', { token: loser.token })).body.data;
    expect(winners).toMatchObject({ date: '2026-12-01', result: '456' });
    expect(winners.winners).toHaveLength(8);
    expect((await server.get('/api/threed/results')).body.data[0]).toMatchObject({
      result: '456',
      first_prize: '123456',
    });
    const settles = await server.db.select().from(auditLog).where(eq(auditLog.action, 'threed.settle'));
    expect(settles).toHaveLength(1);
    expect(
      (
        await server.post(
          `${path}/result`,
          { first_prize: '000111', result: '111', source: 'GLO' },
          { token: operator },
        )
      ).status,
    ).toBe(409);
    await expectLedgerClean(server);
  });

  it('voids a draw by refunding every slip once; only admins void; a settled draw is not voided', async () => {
    server.clock.set(new Date('2026-12-10T10:00:00+06:30'));
    await signInConsole();
    const player = await newFundedPlayer(server, 1_000);
    await bet(player.token, [{ num: '222', amount: 300 }]);
    // A day with bets cannot be taken off the calendar before its draw is voided.
    const skip = { date: '2026-12-16', kind: 'skip', name: 'Moved draw' };
    expect((await server.post('/api/console/threed/calendar', skip, { token: admin })).status).toBe(409);
    const draw = await drawOn('2026-12-16');
    const path = `/api/console/threed/draws/${draw.id}`;
    expect((await server.post(`${path}/void`, undefined, { token: operator })).status).toBe(403);
    const voids = await Promise.all(
      Array.from({ length: 5 }, () => server.post(`${path}/void`, undefined, { token: admin })),
    );
    expect(voids.map((reply) => reply.status)).toEqual(Array(5).fill(200));
    expect((await balancesOf(server, player.id)).main).toBe(100_000);
    expect(await transfers('threed_refund', draw.id)).toBe(1);
    // The reports count a refunded stake as no stake: the player risked nothing and the house won nothing.
    const players = await server.get('/api/console/reports/players?from=2026-12-10&to=2026-12-10', {
      token: admin,
    });
    const row = players.body.data.data.find((entry: { user_id: number }) => entry.user_id === player.id);
    expect(row).toMatchObject({ turnover: 0, wins: 0, ggr: 0 });
    const promotions = await server.get('/api/console/reports/promotions?from=2026-12-10&to=2026-12-10', {
      token: admin,
    });
    expect(promotions.status).toBe(200);
    const settled = await drawOn('2026-12-01');
    expect(
      (await server.post(`/api/console/threed/draws/${settled.id}/void`, undefined, { token: admin })).status,
    ).toBe(409);
    await expectLedgerClean(server);
  });

  it('follows the calendar: a skipped day has no draw, an extra day has one', async () => {
    server.clock.set(new Date('2026-12-20T10:00:00+06:30'));
    await signInConsole();
    const player = await newFundedPlayer(server, 1_000);
    for (const entry of [
      { date: '2027-01-01', kind: 'skip', name: 'New Year' },
      { date: '2026-12-30', kind: 'extra', name: 'New Year draw' },
    ])
      expect((await server.post('/api/console/threed/calendar', entry, { token: admin })).status).toBe(200);
    const next = (await server.get('/api/threed/draw', { token: player.token })).body.data.draw;
    expect(next.date).toBe('2026-12-30');
    expect((await server.get('/api/console/threed/calendar', { token: operator })).body.data).toHaveLength(2);
    expect((await server.delete('/api/console/threed/calendar/2026-12-30', { token: admin })).status).toBe(
      200,
    );
    const after = (await server.get('/api/threed/draw', { token: player.token })).body.data.draw;
    expect(after.date).toBe('2027-01-16');
  });

  it('shows the exposure per number: staked, payout if drawn, and the worst case', async () => {
    server.clock.set(new Date('2027-01-05T10:00:00+06:30'));
    await signInConsole();
    await settings({ tote_odds: 10 });
    const player = await newFundedPlayer(server, 5_000);
    await bet(player.token, [
      { num: '135', amount: 200 },
      { num: '531', amount: 100 },
      { num: '900', amount: 100 },
    ]);
    await settings({ tote_odds: null });
    const draw = await drawOn('2027-01-16');
    const reply = await server.get(`/api/console/threed/draws/${draw.id}/exposure`, { token: operator });
    expect(reply.status).toBe(200);
    const exposure = reply.body.data;
    const row = (num: string) => exposure.numbers.find((r: { num: string }) => r.num === num);
    expect(row('135')).toEqual({ num: '135', staked: 200, payout: 200 * 500 + 100 * 10 });
    expect(row('513')).toEqual({ num: '513', staked: 0, payout: 200 * 10 + 100 * 10 });
    expect(exposure).toMatchObject({
      staked: 400,
      worst_number: '135',
      worst_payout: 101_000,
      worst_net: 400 - 101_000,
    });
  });
});

function permutations(num: string): string[] {
  const [a = '', b = '', c = ''] = [...num];
  return [...new Set([a + b + c, a + c + b, b + a + c, b + c + a, c + a + b, c + b + a])];
}
