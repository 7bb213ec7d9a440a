import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransfers, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

/** Tuesday 24 November 2026 in Yangon: bets at 10:00, the 12:01 draw's result after it. */
const BETTING = new Date('2026-11-24T10:00:00+06:30');
const AFTER_DRAW = new Date('2026-11-24T12:05:00+06:30');

describe.each(testDatabaseKinds())('2D results and settlement on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(() => server.clock.set(BETTING));

  async function signInConsole() {
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
  }

  async function morningDraw(date = '2026-11-24') {
    const draws = (await server.get(`/api/console/twod/draws?date=${date}`, { token: operator })).body.data;
    return draws.find((draw: { time_id: number }) => draw.time_id === 2);
  }

  async function bet(token: string, amounts: { num: string; amount: number }[]) {
    const total = amounts.reduce((sum, entry) => sum + entry.amount, 0);
    const reply = await server.post('/api/twod-bet', { time: 2, totalAmount: total, amounts }, { token });
    expect(reply.status).toBe(200);
    return reply.body.data;
  }

  const winsPaid = async (drawId: number) => {
    const [row] = await server.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.kind, 'twod_win'),
          sql`${ledgerTransfers.metadata}->>'draw' = ${String(drawId)}`,
        ),
      );
    return row!.n;
  };

  it('pays each winning bet its odds x stake once, however often and however concurrently it is confirmed', async () => {
    await signInConsole();
    const winner = await newFundedPlayer(server, 1_000);
    const loser = await newFundedPlayer(server, 1_000);
    await bet(winner.token, [
      { num: '38', amount: 200 },
      { num: '11', amount: 100 },
    ]);
    await bet(loser.token, [{ num: '83', amount: 500 }]);
    server.clock.set(AFTER_DRAW);
    await signInConsole();
    const draw = await morningDraw();
    const entered = await server.post(
      `/api/console/twod/draws/${draw.id}/result`,
      { twod: '38', set: '1,346.23', value: '57,388.58' },
      { token: operator },
    );
    expect(entered.status).toBe(200);
    expect(entered.body.data).toMatchObject({
      status: 'result_entered',
      result: '38',
      result_source: 'operator',
    });
    // Not settled yet: nothing paid, slips pending.
    expect((await balancesOf(server, winner.id)).main).toBe(70_000);
    // Confirmed by someone other than who entered it.
    const confirms = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.post(`/api/console/twod/draws/${draw.id}/confirm`, undefined, { token: admin }),
      ),
    );
    expect(confirms.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    const again = await server.post(`/api/console/twod/draws/${draw.id}/confirm`, undefined, {
      token: operator,
    });
    expect(again.body.data).toMatchObject({ status: 'settled', paid: 16_000, staked: 800 });
    expect((await balancesOf(server, winner.id)).main).toBe(70_000 + 1_600_000);
    expect((await balancesOf(server, loser.id)).main).toBe(50_000);
    expect(await winsPaid(draw.id)).toBe(1);
    const slip = (await server.get('/api/twod-bet-slips', { token: winner.token })).body.data[0];
    expect(slip.status).toBe('completed');
    expect(slip.two_bets).toEqual([
      expect.objectContaining({ bet_number: '11', win_lose: false, result: 'lose', payout: 0 }),
      expect.objectContaining({ bet_number: '38', win_lose: true, result: 'win', payout: 16_000 }),
    ]);
    const settles = await server.db.select().from(auditLog).where(eq(auditLog.action, 'twod.settle'));
    expect(settles).toHaveLength(1);
    expect(settles[0]!.after).toMatchObject({ status: 'settled', result: '38', winners: 1, paid: 1_600_000 });
    await expectLedgerClean(server);
  });

  it('settles with the corrected result when a result is corrected before confirmation', async () => {
    server.clock.set(new Date('2026-11-25T10:00:00+06:30'));
    const player = await newFundedPlayer(server, 1_000);
    const first = await newFundedPlayer(server, 1_000);
    await bet(player.token, [{ num: '45', amount: 100 }]);
    await bet(first.token, [{ num: '54', amount: 100 }]);
    server.clock.set(new Date('2026-11-25T12:10:00+06:30'));
    await signInConsole();
    const draw = await morningDraw('2026-11-25');
    await server.post(
      `/api/console/twod/draws/${draw.id}/result`,
      { twod: '54', set: '1,346.25', value: '57,384.10' },
      { token: operator },
    );
    const corrected = await server.post(
      `/api/console/twod/draws/${draw.id}/result`,
      { twod: '45', set: '1,346.24', value: '57,385.10' },
      { token: operator },
    );
    expect(corrected.body.data.result).toBe('45');
    await server.post(`/api/console/twod/draws/${draw.id}/confirm`, undefined, { token: admin });
    expect((await balancesOf(server, player.id)).main).toBe(90_000 + 800_000);
    expect((await balancesOf(server, first.id)).main).toBe(90_000);
    const late = await server.post(
      `/api/console/twod/draws/${draw.id}/result`,
      { twod: '54', set: '1,346.25', value: '57,384.10' },
      { token: operator },
    );
    expect(late.status).toBe(409);
    const actions = await server.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'twod_draw'), eq(auditLog.targetId, String(draw.id))));
    expect(actions.map((row) => row.action)).toEqual([
      'twod.result.enter',
      'twod.result.correct',
      'twod.settle',
    ]);
    await expectLedgerClean(server);
  });

  it('refuses a result before the draw, a result SET and value contradict, and a confirmation without result', async () => {
    server.clock.set(new Date('2026-11-26T10:00:00+06:30'));
    await signInConsole();
    const draw = await morningDraw('2026-11-26');
    const early = await server.post(
      `/api/console/twod/draws/${draw.id}/result`,
      { twod: '12', set: '1,346.21', value: '57,382.10' },
      { token: operator },
    );
    expect(early.status).toBe(409);
    server.clock.set(new Date('2026-11-26T12:30:00+06:30'));
    await signInConsole();
    const contradicted = await server.post(
      `/api/console/twod/draws/${draw.id}/result`,
      { twod: '12', set: '1,346.23', value: '57,388.58' },
      { token: operator },
    );
    expect(contradicted.status).toBe(422);
    expect(contradicted.body.errors.twod).toHaveLength(1);
    const unconfirmable = await server.post(`/api/console/twod/draws/${draw.id}/confirm`, undefined, {
      token: operator,
    });
    expect(unconfirmable.status).toBe(409);
  });

  it('voids a draw by refunding every stake once; only admins void, and a settled draw is not voided', async () => {
    server.clock.set(new Date('2026-11-27T10:00:00+06:30'));
    const player = await newFundedPlayer(server, 1_000);
    await bet(player.token, [
      { num: '01', amount: 100 },
      { num: '02', amount: 300 },
    ]);
    await signInConsole();
    const draw = await morningDraw('2026-11-27');
    expect(
      (await server.post(`/api/console/twod/draws/${draw.id}/void`, undefined, { token: operator })).status,
    ).toBe(403);
    const voids = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.post(`/api/console/twod/draws/${draw.id}/void`, undefined, { token: admin }),
      ),
    );
    expect(voids.map((reply) => reply.status)).toEqual(Array(5).fill(200));
    expect((await balancesOf(server, player.id)).main).toBe(100_000);
    const slip = (await server.get('/api/twod-bet-slips', { token: player.token })).body.data[0];
    expect(slip).toMatchObject({ status: 'void' });
    expect(slip.two_bets.map((b: { result: string }) => b.result)).toEqual(['refunded', 'refunded']);
    // The void draw takes no more bets: a slip naming its day is refused, one without goes to the next draw.
    const slipFor = (date?: string) =>
      server.post(
        '/api/twod-bet',
        { time: 2, date, totalAmount: 100, amounts: [{ num: '03', amount: 100 }] },
        { token: player.token },
      );
    const refused = await slipFor('2026-11-27');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.date).toHaveLength(1);
    expect((await slipFor()).body.data).toMatchObject({ game_date: '2026-11-30' });
    await expectLedgerClean(server);
  });

  it('shows the day’s winners to players only, with names partly hidden', async () => {
    server.clock.set(AFTER_DRAW);
    const player = await newFundedPlayer(server);
    const reply = await server.get('/api/two-d-daily-winners?date=2026-11-24&session=morning', {
      token: player.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ date: '2026-11-24', session: 'morning', win_digit: '38' });
    expect(reply.body.data.winners).toEqual([
      { member_name: expect.stringMatching(/^\w{2}\*\*\*\w{2}$/), bet_amount: 200, win_amount: 16_000 },
    ]);
    expect(reply.body.data.latest_results[0]).toMatchObject({ win_digit: expect.stringMatching(/^\d{2}$/) });
    expect(
      (await server.get('/api/two-d-daily-winners?date=24-11-2026', { token: player.token })).status,
    ).toBe(422);
    expect((await server.get('/api/two-d-daily-winners')).status).toBe(401);
    await server.db.update(users).set({ role: 'agent' }).where(eq(users.id, player.id));
    const agent = await server.get('/api/two-d-daily-winners', { token: player.token });
    expect(agent.status).toBe(403);
    expect(agent.body.message).toBe('Only players can view winners. Please log in with a player account.');
  });
});
