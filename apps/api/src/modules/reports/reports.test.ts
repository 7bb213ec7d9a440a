import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

/** Tuesday 24 November 2026 in Yangon, days after the seed: money moves in the morning, the 12:01 draw after it. */
const MORNING = new Date('2026-11-24T10:00:00+06:30');
const AFTER_DRAW = new Date('2026-11-24T12:05:00+06:30');
const DAY = '2026-11-24';
const PASSWORD = 'player-pass-1';

/**
 * What players lost to the house on games in pya, read from the ledger by accounts rather than by kind: stakes
 * leave player accounts, wins, refunds and reversals come back.
 */
async function ledgerGgr(server: TestServer, playerId?: number) {
  const [row] = await queryRows<{ ggr: number }>(
    server.db,
    sql`select coalesce(sum(case when d.is_house then -t.amount else t.amount end), 0)::bigint as ggr
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      where d.is_house <> c.is_house and (t.kind like 'game\\_%' or t.kind like 'twod\\_%')
        and (${playerId ?? null}::bigint is null or t.player_id = ${playerId ?? null})`,
  );
  return Number(row!.ggr) / 100;
}

describe.each(testDatabaseKinds())('dashboard and reports on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  let alice: Awaited<ReturnType<typeof newFundedPlayer>>;
  let bob: Awaited<ReturnType<typeof newFundedPlayer>>;
  /** Players the seed made on DAY: it runs on the machine's clock, which is DAY in Yangon from 17:30 UTC on the 23rd. */
  let seededOnDay: number;
  let seededInPeriod: number;

  /** Real postings through the API: a deposit and a withdrawal approved, Digit Bet rounds, 2D slips settled. */
  beforeAll(async () => {
    server = await startTestServer(kind);
    server.clock.set(MORNING);
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    seededOnDay = (await server.get(`/api/console/dashboard?from=${DAY}&to=${DAY}`, { token: operator })).body
      .data.today.new_players;
    // The seed runs on the machine's clock, which may be either day of the period.
    seededInPeriod = (
      await server.get(`/api/console/dashboard?from=${DAY}&to=2026-11-25`, { token: operator })
    ).body.data.period.new_players;
    alice = await newFundedPlayer(server, 0, 1_000);
    bob = await newFundedPlayer(server, 2_000);
    const channel = (await server.get('/api/banks')).body.data[0].id;
    const deposit = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channel, refrence_no: '700001', amount: 25_000 },
      { token: alice.token },
    );
    expect(deposit.status).toBe(200);
    const approved = await server.post(`/api/console/deposits/${deposit.body.data.id}/approve`, undefined, {
      token: operator,
    });
    expect(approved.body).toMatchObject({ data: { status: expect.any(String) } });
    const withdrawal = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channel,
        account_name: 'Ma Aye',
        account_number: '09777000222',
        password: PASSWORD,
        amount: 10_000,
      },
      { token: alice.token },
    );
    expect(withdrawal.body).toMatchObject({ data: { id: expect.any(Number) } });
    await server.post(`/api/console/withdrawals/${withdrawal.body.data.id}/approve`, undefined, {
      token: operator,
    });
    for (let n = 0; n < 12; n += 1) {
      const round = await server.post(
        '/api/digitbet',
        { bet_type: n % 2 ? 'big' : 'small', digit: null, bet_amount: 10, multiplier: 1 },
        { token: alice.token },
      );
      expect(round.status).toBe(200);
    }
    for (const [token, num, amount] of [
      [alice.token, '38', 200],
      [bob.token, '83', 500],
    ] as const) {
      const slip = await server.post(
        '/api/twod-bet',
        { time: 2, totalAmount: amount, amounts: [{ num, amount }] },
        { token },
      );
      expect(slip.status).toBe(200);
    }
    server.clock.set(AFTER_DRAW);
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    const draw = (await server.get(`/api/console/twod/draws?date=${DAY}`, { token: operator })).body.data[0];
    await server.post(
      `/api/console/twod/draws/${draw.id}/result`,
      { twod: '38', set: '1,346.23', value: '57,388.58' },
      { token: operator },
    );
    await server.post(`/api/console/twod/draws/${draw.id}/confirm`, undefined, { token: admin });
  });
  afterAll(() => server.close());

  it('answers operators and admins only', async () => {
    for (const url of [
      '/api/console/dashboard',
      '/api/console/reports/players',
      '/api/console/reports/games.csv',
    ]) {
      expect((await server.get(url)).status).toBe(401);
      expect((await server.get(url, { token: alice.token })).status).toBe(403);
      expect((await server.get(url, { token: operator })).status).toBe(200);
      expect((await server.get(url, { token: admin })).status).toBe(200);
    }
  });

  it("shows today's deposits, withdrawals, bets, wins and GGR as the ledger holds them", async () => {
    const reply = await server.get(`/api/console/dashboard?from=${DAY}&to=2026-11-25`, { token: operator });
    expect(reply.status).toBe(200);
    const { today, period, pending, days } = reply.body.data;
    const ggr = await ledgerGgr(server);
    expect(ggr).not.toBe(0);
    expect(today).toMatchObject({
      from: DAY,
      to: DAY,
      deposits: 25_000,
      withdrawals: 10_000,
      new_players: seededOnDay + 2,
      active_players: 2,
    });
    expect(today.bets).toBeGreaterThanOrEqual(120 + 700);
    expect(today.wins).toBeGreaterThanOrEqual(200 * 80);
    expect(today.ggr).toBeCloseTo(today.bets - today.wins, 2);
    expect(today.ggr).toBeCloseTo(ggr, 2);
    expect(period).toEqual({ ...today, to: '2026-11-25', new_players: seededInPeriod + 2 });
    expect(pending).toEqual({ deposits: 0, withdrawals: 0 });
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: DAY, deposits: 25_000, withdrawals: 10_000, ggr: today.ggr });
    expect(days[0].date).toBe('2026-10-26');
  });

  it("balances each player's report against the ledger: deposits - withdrawals - GGR + funding = balance", async () => {
    const rows = (await server.get(`/api/console/reports/players?from=${DAY}`, { token: operator })).body
      .data;
    expect(rows.data.map((row: { user_id: number }) => row.user_id).sort()).toEqual(
      [alice.id, bob.id].sort(),
    );
    for (const [player, funding] of [
      [alice, 1_000],
      [bob, 2_000],
    ] as const) {
      const row = rows.data.find((entry: { user_id: number }) => entry.user_id === player.id);
      expect(row.user_name).toBe(player.userName);
      expect(row.ggr).toBeCloseTo(await ledgerGgr(server, player.id), 2);
      const balances = await balancesOf(server, player.id);
      const held = (balances.main + balances.game + balances.withdraw_hold) / 100;
      expect(row.deposits - row.withdrawals - row.ggr + funding).toBeCloseTo(held, 2);
    }
    await expectLedgerClean(server);
  });

  it('splits turnover, wins and GGR by day, provider and game, each adding up to the dashboard', async () => {
    const { today } = (await server.get('/api/console/dashboard', { token: operator })).body.data;
    const daily = (
      await server.get(`/api/console/reports/daily?from=2026-11-20&to=${DAY}`, { token: operator })
    ).body.data;
    expect(daily.data).toEqual([
      {
        date: DAY,
        deposits: 25_000,
        withdrawals: 10_000,
        turnover: today.bets,
        wins: today.wins,
        free_round_wins: 0,
        ggr: today.ggr,
      },
    ]);
    const providers = (await server.get(`/api/console/reports/providers?from=${DAY}`, { token: operator }))
      .body.data;
    expect(providers.data.map((row: { provider: string }) => row.provider).sort()).toEqual([
      'digitbet',
      'twod',
    ]);
    expect(providers.data.find((row: { provider: string }) => row.provider === 'twod')).toEqual({
      provider: 'twod',
      rounds: 2,
      turnover: 700,
      wins: 16_000,
      free_round_wins: 0,
      ggr: -15_300,
    });
    const games = (await server.get(`/api/console/reports/games?from=${DAY}`, { token: operator })).body.data;
    for (const report of [providers, games]) {
      const sum = (key: 'turnover' | 'wins' | 'ggr') =>
        report.data.reduce((total: number, row: Record<string, number>) => total + row[key]!, 0);
      expect(sum('turnover')).toBeCloseTo(today.bets, 2);
      expect(sum('wins')).toBeCloseTo(today.wins, 2);
      expect(sum('ggr')).toBeCloseTo(today.ggr, 2);
    }
    expect(games.data.find((row: { provider: string }) => row.provider === 'digitbet')).toMatchObject({
      rounds: 12,
      turnover: 120,
    });
  });

  it('exports each report as CSV with the columns of its table', async () => {
    const csv = await server.get(`/api/console/reports/players.csv?from=${DAY}`, { token: operator });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="zeya-players-${DAY}-${DAY}.csv"`,
    );
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('user_id,user_name,deposits,withdrawals,turnover,wins,free_round_wins,ggr');
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith(`${alice.id},${alice.userName},25000,10000,`))).toBe(true);
    const daily = await server.get(`/api/console/reports/daily.csv?from=${DAY}`, { token: operator });
    expect((daily.body as string).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'date,deposits,withdrawals,turnover,wins,free_round_wins,ggr',
    );
  });

  it('refuses a period that ends before it starts, runs over a year or is not a date, with a message per field', async () => {
    const backwards = await server.get('/api/console/dashboard?from=2026-11-24&to=2026-11-01', {
      token: operator,
    });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(['to']);
    const long = await server.get('/api/console/reports/daily?from=2025-01-01&to=2026-11-24', {
      token: operator,
    });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['from']);
    const bad = await server.get('/api/console/reports/games.csv?from=24-11-2026', { token: operator });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['from']);
    expect((await server.get('/api/console/reports/daily?page=0', { token: operator })).status).toBe(422);
  });
});
