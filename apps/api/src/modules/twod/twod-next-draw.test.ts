import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

const at = (local: string) => new Date(`${local}+06:30`);
// The calendar of these tests: Monday 23 November 2026 to Tuesday 8 December 2026, 10-minute closing.
const MONDAY_EVENING = at('2026-11-23T17:00:00');
const FRIDAY_EVENING = at('2026-11-27T18:30:00');

/**
 * When today's draw of a time has closed (or today has none), a slip goes to the next open draw of that time: the
 * next business day that is not a holiday. The reply, the slip and the numbers say which day.
 */
describe.each(testDatabaseKinds())('2D next open draw on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const bet = (token: string, body: Record<string, unknown>) =>
    server.post(
      '/api/twod-bet',
      { totalAmount: 100, amounts: [{ num: '25', amount: 100 }], ...body },
      { token },
    );
  const numbers = async (token: string, time: number) =>
    (await server.get(`/api/twod/numbers?time=${time}`, { token })).body.data;
  const openDraws = async () => (await server.get('/api/twod/open-draws')).body.data;
  /** Console sessions expire after 30 idle minutes of the moved clock: an operator signs in at each moment. */
  async function asAdmin() {
    return server.login('admin', 'admin12345', '/api/console/login');
  }
  async function settings(changes: Record<string, unknown>) {
    const admin = await asAdmin();
    const current = (await server.get('/api/console/twod/settings', { token: admin })).body.data;
    expect(
      (await server.put('/api/console/twod/settings', { ...current, ...changes }, { token: admin })).status,
    ).toBe(200);
  }

  it("at 17:00 on a Monday a 12:01 slip goes to Tuesday's draw, and every reply says so", async () => {
    server.clock.set(MONDAY_EVENING);
    const player = await newFundedPlayer(server, 1_000);
    const draw = (await numbers(player.token, 2)).draw;
    expect(draw).toMatchObject({
      date: '2026-11-24',
      open: true,
      reason: null,
      today_reason: 'closed',
      draw_at: at('2026-11-24T12:01:00').toISOString(),
      closes_at: at('2026-11-24T11:51:00').toISOString(),
    });
    const slip = await bet(player.token, { time: 2 });
    expect(slip.status).toBe(200);
    expect(slip.body.data).toMatchObject({
      game_date: '2026-11-24',
      time_id: 2,
      session: 'morning',
      draw_at: at('2026-11-24T12:01:00').toISOString(),
      slip_no: expect.stringMatching(/^2D261124M/),
    });
    // The evening draw of Monday closed at 16:20 too: both times offer Tuesday's.
    expect(await openDraws()).toEqual([
      {
        time_id: 2,
        date: '2026-11-24',
        draw_at: at('2026-11-24T12:01:00').toISOString(),
        closes_at: at('2026-11-24T11:51:00').toISOString(),
        today_reason: 'closed',
      },
      {
        time_id: 4,
        date: '2026-11-24',
        draw_at: at('2026-11-24T16:30:00').toISOString(),
        closes_at: at('2026-11-24T16:20:00').toISOString(),
        today_reason: 'closed',
      },
    ]);
    expect((await balancesOf(server, player.id)).main).toBe(90_000);
  });

  it("the live board's closing time is that of the next draw still taking bets, not one already closed", async () => {
    const liveAt = async (local: string) => {
      server.clock.set(at(local));
      return (await server.get('/api/twod/live')).body.next_draw;
    };
    expect(await liveAt('2026-11-24T11:55:00')).toMatchObject({ time_id: 4, date: '2026-11-24' });
    expect(await liveAt('2026-11-24T16:25:00')).toMatchObject({
      time_id: 2,
      date: '2026-11-25',
      closes_at: at('2026-11-25T11:51:00').toISOString(),
    });
  });

  it('at the closing minute the next slip goes to the next day; one naming the closed day is refused', async () => {
    const closing = at('2026-11-25T11:51:00');
    server.clock.set(new Date(closing.getTime() - 1));
    const player = await newFundedPlayer(server, 1_000);
    expect((await numbers(player.token, 2)).draw).toMatchObject({ date: '2026-11-25', today_reason: null });
    const before = await bet(player.token, { time: 2, date: '2026-11-25' });
    expect(before.body.data).toMatchObject({ game_date: '2026-11-25' });
    server.clock.set(closing);
    const named = await bet(player.token, { time: 2, date: '2026-11-25' });
    expect(named.status).toBe(422);
    expect(named.body.errors.date).toEqual(['Betting for this draw is closed.']);
    const unnamed = await bet(player.token, { time: 2 });
    expect(unnamed.body.data).toMatchObject({ game_date: '2026-11-26' });
    // A draw beyond the next open one does not take bets yet.
    const later = await bet(player.token, { time: 2, date: '2026-11-27' });
    expect(later.status).toBe(422);
    expect(later.body.errors.date).toEqual(['Betting on that draw is not open yet.']);
    expect((await balancesOf(server, player.id)).main).toBe(80_000);
    await expectLedgerClean(server);
  });

  it("on a Friday evening a slip of either time goes to Monday's draw", async () => {
    server.clock.set(FRIDAY_EVENING);
    const player = await newFundedPlayer(server, 1_000);
    expect((await bet(player.token, { time: 2 })).body.data).toMatchObject({ game_date: '2026-11-30' });
    expect((await bet(player.token, { time: 4 })).body.data).toMatchObject({ game_date: '2026-11-30' });
    expect((await bet(player.token, {})).body.data).toMatchObject({ game_date: '2026-11-30', time_id: 2 });
    server.clock.set(at('2026-11-29T23:59:59'));
    expect((await numbers(player.token, 4)).draw).toMatchObject({
      date: '2026-11-30',
      today_reason: 'weekend',
    });
  });

  it('over a Monday holiday a slip goes to Tuesday', async () => {
    server.clock.set(at('2026-12-04T17:00:00'));
    const admin = await asAdmin();
    const holiday = { date: '2026-12-07', name: 'Test Holiday' };
    expect((await server.post('/api/console/twod/holidays', holiday, { token: admin })).status).toBe(200);
    const player = await newFundedPlayer(server, 1_000);
    expect((await bet(player.token, { time: 2 })).body.data).toMatchObject({ game_date: '2026-12-08' });
    expect((await numbers(player.token, 4)).draw).toMatchObject({
      date: '2026-12-08',
      today_reason: 'closed',
    });
    server.clock.set(at('2026-12-07T09:00:00'));
    expect((await numbers(player.token, 2)).draw).toMatchObject({
      date: '2026-12-08',
      today_reason: 'holiday',
    });
  });

  it("refuses a holiday over a day players have already bet on, until that day's draws are voided", async () => {
    server.clock.set(at('2026-12-09T17:00:00'));
    const admin = await asAdmin();
    const player = await newFundedPlayer(server, 1_000);
    const slip = await bet(player.token, { time: 2 });
    expect(slip.body.data).toMatchObject({ game_date: '2026-12-10' });
    const holiday = { date: '2026-12-10', name: 'Late Holiday' };
    const refused = await server.post('/api/console/twod/holidays', holiday, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/void those draws first/);
    expect((await server.get('/api/twod/holidays')).body.data).not.toContainEqual(
      expect.objectContaining({ date: '2026-12-10' }),
    );
    const draws = (await server.get('/api/console/twod/draws?date=2026-12-10', { token: admin })).body.data;
    for (const draw of draws)
      expect(
        (await server.post(`/api/console/twod/draws/${draw.id}/void`, undefined, { token: admin })).status,
      ).toBe(200);
    expect((await server.post('/api/console/twod/holidays', holiday, { token: admin })).status).toBe(200);
    expect((await balancesOf(server, player.id)).main).toBe(100_000);
    await expectLedgerClean(server);
  });

  it("keeps the break limit of tomorrow's draw apart from today's", async () => {
    server.clock.set(at('2026-12-01T10:00:00'));
    await settings({ break_limit: 500 });
    try {
      const player = await newFundedPlayer(server, 10_000);
      const full = { time: 2, totalAmount: 500, amounts: [{ num: '44', amount: 500 }] };
      expect((await bet(player.token, full)).body.data).toMatchObject({ game_date: '2026-12-01' });
      expect(
        (await bet(player.token, { ...full, totalAmount: 100, amounts: [{ num: '44', amount: 100 }] })).body,
      ).toEqual(['44']);
      server.clock.set(at('2026-12-01T12:30:00'));
      const tomorrow = (await numbers(player.token, 2)).numbers.find((n: { num: string }) => n.num === '44');
      expect(tomorrow).toMatchObject({ staked: 0, remaining: 500, closed: false });
      expect((await bet(player.token, full)).body.data).toMatchObject({ game_date: '2026-12-02' });
      const admin = await asAdmin();
      const draws = async (date: string) =>
        (await server.get(`/api/console/twod/draws?date=${date}`, { token: admin })).body.data;
      expect((await draws('2026-12-01'))[0]).toMatchObject({ time_id: 2, numbers: { '44': 500 } });
      expect((await draws('2026-12-02'))[0]).toMatchObject({ time_id: 2, numbers: { '44': 500 } });
      expect((await balancesOf(server, player.id)).main).toBe(900_000);
    } finally {
      await settings({ break_limit: 1_000 });
    }
    await expectLedgerClean(server);
  });
});
