import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { twodSlips } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

/** Monday 23 November 2026, 10:00 in Yangon: both draws of the day still take bets. */
const MONDAY_MORNING = new Date('2026-11-23T10:00:00+06:30');

describe.each(testDatabaseKinds())('2D bets on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  // Console sessions expire after 30 idle minutes of the moved clock: sign in again at each test's time.
  beforeEach(async () => {
    server.clock.set(MONDAY_MORNING);
    admin = await server.login('admin', 'admin12345', '/api/console/login');
  });

  const slip = (token: string, body: unknown) => server.post('/api/twod-bet', body, { token });
  async function settings(changes: Record<string, unknown>) {
    const current = (await server.get('/api/console/twod/settings', { token: admin })).body.data;
    const reply = await server.put(
      '/api/console/twod/settings',
      { ...current, ...changes },
      { token: admin },
    );
    expect(reply.status).toBe(200);
  }

  it('takes a slip from the main balance, keeps before and after, and shows the stakes per number', async () => {
    const player = await newFundedPlayer(server, 5_000);
    const reply = await slip(player.token, {
      time: 2,
      totalAmount: 300,
      amounts: [
        { num: '07', amount: 100 },
        { num: '58', amount: 200 },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('Request was successful.');
    expect(reply.body.data).toMatchObject({
      slip_no: expect.stringMatching(/^2D261123M[0-9A-Z]{8}$/),
      total_bet_amount: 300,
      session: 'morning',
      status: 'pending',
      game_date: '2026-11-23',
      before_balance: 5_000,
      after_balance: 4_700,
      two_bets: [
        { bet_number: '07', bet_amount: 100, win_lose: false, result: 'pending', potential_payout: 8_000 },
        { bet_number: '58', bet_amount: 200, win_lose: false, result: 'pending', potential_payout: 16_000 },
      ],
    });
    expect((await balancesOf(server, player.id)).main).toBe(470_000);
    const numbers = (await server.get('/api/twod/numbers?time=2', { token: player.token })).body.data;
    expect(numbers.draw).toMatchObject({ time_id: 2, open: true, reason: null, date: '2026-11-23' });
    expect(numbers.numbers.find((n: { num: string }) => n.num === '58')).toEqual({
      num: '58',
      staked: 200,
      limit: 1_000,
      remaining: 800,
      closed: false,
    });
    const slips = await server.get('/api/twod-bet-slips', { token: player.token });
    expect(slips.body.data[0].slip_no).toBe(reply.body.data.slip_no);
    expect((await server.get('/api/evening-twod-bet-slips', { token: player.token })).body.data).toEqual([]);
    await expectLedgerClean(server);
  });

  it('refuses bad slips with 422 per field and debits nothing', async () => {
    const player = await newFundedPlayer(server, 5_000);
    const bad: [unknown, string][] = [
      [{ time: 2, totalAmount: 300, amounts: [{ num: '07', amount: 100 }] }, 'totalAmount'],
      [{ time: 2, totalAmount: 100, amounts: [{ num: 7, amount: 100 }] }, 'amounts.0.num'],
      [{ time: 2, totalAmount: 100, amounts: [{ num: '7', amount: 100 }] }, 'amounts.0.num'],
      [{ time: 2, totalAmount: 100, amounts: [{ num: '100', amount: 100 }] }, 'amounts.0.num'],
      [{ time: 2, totalAmount: 100, amounts: [{ num: 'ab', amount: 100 }] }, 'amounts.0.num'],
      [
        {
          time: 2,
          totalAmount: 200,
          amounts: [
            { num: '07', amount: 100 },
            { num: '07', amount: 100 },
          ],
        },
        'amounts.1.num',
      ],
      [{ time: 2, totalAmount: 99, amounts: [{ num: '07', amount: 99 }] }, 'amounts.0.amount'],
      [{ time: 2, totalAmount: 100.5, amounts: [{ num: '07', amount: 100.5 }] }, 'amounts.0.amount'],
      [{ time: 2, totalAmount: 100, amounts: [] }, 'amounts'],
      [{ time: 3, totalAmount: 100, amounts: [{ num: '07', amount: 100 }] }, 'time'],
      ['nonsense', 'body'],
    ];
    for (const [body, field] of bad) {
      const reply = await slip(player.token, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await transfersOf(server, player.id)).toBe(1);
    expect((await balancesOf(server, player.id)).main).toBe(500_000);
  });

  it('answers the numbers past the break limit, closed numbers and closed heads as a 409 list, staking none', async () => {
    const player = await newFundedPlayer(server, 10_000);
    expect(
      (await slip(player.token, { time: 4, totalAmount: 900, amounts: [{ num: '33', amount: 900 }] })).status,
    ).toBe(200);
    const over = await slip(player.token, {
      time: 4,
      totalAmount: 400,
      amounts: [
        { num: '34', amount: 200 },
        { num: '33', amount: 200 },
      ],
    });
    expect(over.status).toBe(409);
    expect(over.body).toEqual(['33']);
    await settings({ closed_numbers: ['45'], closed_heads: ['9'] });
    try {
      const closed = await slip(player.token, {
        time: 4,
        totalAmount: 300,
        amounts: [
          { num: '91', amount: 100 },
          { num: '45', amount: 100 },
          { num: '12', amount: 100 },
        ],
      });
      expect(closed.status).toBe(409);
      expect(closed.body).toEqual(['45', '91']);
      const numbers = (await server.get('/api/twod/numbers?time=4', { token: player.token })).body.data
        .numbers;
      expect(numbers.filter((n: { closed: boolean }) => n.closed).map((n: { num: string }) => n.num)).toEqual(
        ['45', ...Array.from({ length: 10 }, (_, i) => `9${i}`)],
      );
    } finally {
      await settings({ closed_numbers: [], closed_heads: [] });
    }
    const staked = (await server.get('/api/twod/numbers?time=4', { token: player.token })).body.data.numbers;
    expect(staked.find((n: { num: string }) => n.num === '34').staked).toBe(0);
    expect((await balancesOf(server, player.id)).main).toBe(910_000);
    await expectLedgerClean(server);
  });

  it('keeps a player within the per-player limit of a number', async () => {
    await settings({ player_limit: 300 });
    try {
      const player = await newFundedPlayer(server, 10_000);
      expect(
        (await slip(player.token, { time: 2, totalAmount: 200, amounts: [{ num: '61', amount: 200 }] }))
          .status,
      ).toBe(200);
      const over = await slip(player.token, {
        time: 2,
        totalAmount: 200,
        amounts: [{ num: '61', amount: 200 }],
      });
      expect(over.status).toBe(409);
      expect(over.body).toEqual(['61']);
      const other = await newFundedPlayer(server, 10_000);
      expect(
        (await slip(other.token, { time: 2, totalAmount: 300, amounts: [{ num: '61', amount: 300 }] }))
          .status,
      ).toBe(200);
    } finally {
      await settings({ player_limit: null });
    }
  });

  it('closes betting exactly at the configured minute before the draw', async () => {
    const player = await newFundedPlayer(server, 10_000);
    const bet = { time: 2, totalAmount: 100, amounts: [{ num: '10', amount: 100 }] };
    server.clock.set(new Date(new Date('2026-11-23T11:51:00+06:30').getTime() - 1));
    expect((await slip(player.token, bet)).status).toBe(200);
    server.clock.set(new Date('2026-11-23T11:51:00+06:30'));
    // A slip naming the day it was chosen for is refused once that draw closes, never moved to another day.
    const closed = await slip(player.token, { ...bet, date: '2026-11-23' });
    expect(closed.status).toBe(422);
    expect(closed.body.errors.date).toEqual(['Betting for this draw is closed.']);
    // Without a time id the slip goes to the first draw of either time to close: today's evening one.
    const next = await slip(player.token, { totalAmount: 100, amounts: [{ num: '10', amount: 100 }] });
    expect(next.body.data).toMatchObject({ session: 'evening', time_id: 4, game_date: '2026-11-23' });
  });

  it('takes no bets for weekends or holidays: a slip goes to the next business day', async () => {
    const player = await newFundedPlayer(server, 10_000);
    const bet = { time: 4, totalAmount: 100, amounts: [{ num: '10', amount: 100 }] };
    server.clock.set(new Date('2026-11-21T10:00:00+06:30'));
    const saturday = await slip(player.token, bet);
    expect(saturday.status).toBe(200);
    expect(saturday.body.data).toMatchObject({ game_date: '2026-11-23', time_id: 4 });
    const onSaturday = await slip(player.token, { ...bet, date: '2026-11-21' });
    expect(onSaturday.status).toBe(422);
    expect(onSaturday.body.errors.date).toEqual(['Betting for this draw is closed.']);
    expect(
      (
        await server.post(
          '/api/console/twod/holidays',
          { date: '2026-11-24', name: 'Test Day' },
          { token: admin },
        )
      ).status,
    ).toBe(200);
    server.clock.set(new Date('2026-11-24T10:00:00+06:30'));
    const holiday = await slip(player.token, bet);
    expect(holiday.body.data).toMatchObject({ game_date: '2026-11-25', time_id: 4 });
    const holidays = (await server.get('/api/twod/holidays')).body.data;
    expect(holidays).toContainEqual({ date: '2026-11-24', name: 'Test Day' });
    expect(
      (await server.get('/api/twod/numbers?time=4', { token: player.token })).body.data.draw,
    ).toMatchObject({ date: '2026-11-25', open: true, reason: null, today_reason: 'holiday' });
    expect((await balancesOf(server, player.id)).main).toBe(1_000_000 - 20_000);
  });

  it('refuses a slip the main balance does not cover, and keeps slips to their owner', async () => {
    const player = await newFundedPlayer(server, 150);
    const reply = await slip(player.token, {
      time: 2,
      totalAmount: 200,
      amounts: [{ num: '20', amount: 200 }],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.totalAmount).toEqual(['Insufficient balance.']);
    const rows = await server.db.select().from(twodSlips).where(eq(twodSlips.userId, player.id));
    expect(rows).toEqual([]);
    expect((await server.get('/api/twod-bet-slips', { token: player.token })).body.data).toEqual([]);
    expect((await server.post('/api/twod-bet', {})).status).toBe(401);
  });
});
