import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  ledgerTransfers,
  threedNumberTotals,
  threedSlips,
  twodNumberTotals,
  twodSlips,
} from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { lotteryKinds } from './descriptor';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin } from '../../test/staff';

/**
 * What 2D and 3D share, run for both from one table: the break limit under a race, a draw's settlement by a second
 * person, its void, and the settings. What differs (a 2D result's SET and value, 3D's tote and calendar) is tested in
 * each game's module.
 */
const LOTTERIES = [
  {
    name: '2D',
    code: 'twod',
    /** Monday 30 November 2026, 9:00 in Yangon: the 16:30 draw takes bets. */
    raceAt: '2026-11-30T09:00:00+06:30',
    raceNumber: '77',
    /** Tuesday 24 November 2026: bets at 10:00 go to the 12:01 draw, whose result is known at 12:05. */
    betting: '2026-11-24T10:00:00+06:30',
    afterDraw: '2026-11-24T12:05:00+06:30',
    slip: (num: string, amount: number, time = 2) => ({
      time,
      totalAmount: amount,
      amounts: [{ num, amount }],
    }),
    drawsPath: '/api/console/twod/draws?date=2026-11-24',
    isTheDraw: (draw: { time_id: number }) => draw.time_id === 2,
    result: { twod: '38', set: '1,346.23', value: '57,388.58' },
    winning: '38',
    losing: '83',
    slips: twodSlips,
    totals: twodNumberTotals,
    invalidSettings: { odds: 1001, close_minutes: 241, closed_numbers: ['7'], closed_heads: ['12'] },
  },
  {
    name: '3D',
    code: 'threed',
    /** Thursday 17 December 2026: the race goes to 1 January's draw, apart from the cases below. */
    raceAt: '2026-12-17T09:00:00+06:30',
    raceNumber: '777',
    /** Monday 30 November 2026, 10:00: the next draw is 1 December's (15:30). */
    betting: '2026-11-30T10:00:00+06:30',
    afterDraw: '2026-12-01T15:40:00+06:30',
    slip: (num: string, amount: number) => ({ totalAmount: amount, amounts: [{ num, amount }] }),
    drawsPath: '/api/console/threed/draws',
    isTheDraw: (draw: { date: string }) => draw.date === '2026-12-01',
    result: { first_prize: '123456', result: '456', source: 'GLO site' },
    winning: '456',
    losing: '654',
    slips: threedSlips,
    totals: threedNumberTotals,
    invalidSettings: { odds: 10_001, close_minutes: 24 * 60 + 1, closed_numbers: ['77'], tote_odds: 0 },
  },
] as const;

const PLAYERS = 200;
const ADMITTED = 37;
/** 200 players are made and bet at once: on a loaded machine that outlasts the usual minute. */
const RACE_MS = 240_000;

describe.each(
  testDatabaseKinds().flatMap((kind) => LOTTERIES.map((lottery) => [lottery.name, kind, lottery] as const)),
)('%s lottery core on %s', (_name, kind, lottery) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  const consolePath = `/api/console/${lottery.code}`;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function signInConsole() {
    operator = await consoleLogin(server, 'operator');
    admin = await consoleLogin(server, 'admin');
  }
  const settingsNow = async () => (await server.get(`${consolePath}/settings`, { token: admin })).body.data;
  const betOn = (token: string, num: string, amount: number, time?: number) =>
    server.post(`/api/${lottery.code}-bet`, lottery.slip(num, amount, time), { token });
  const theDraw = async () =>
    (await server.get(lottery.drawsPath, { token: operator })).body.data.find(lottery.isTheDraw);
  const transfers = async (kind: 'win' | 'refund', drawId: number) => {
    const [row] = await server.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.kind, `${lottery.code}_${kind}`),
          sql`${ledgerTransfers.metadata}->>'draw' = ${String(drawId)}`,
        ),
      );
    return row!.n;
  };

  it(
    `admits exactly ${ADMITTED} of ${PLAYERS} simultaneous 100 Ks bets on one number when the limit holds ${ADMITTED}`,
    async () => {
      server.clock.set(new Date(lottery.raceAt));
      await signInConsole();
      const changed = await server.put(
        `${consolePath}/settings`,
        Object.assign(await settingsNow(), { break_limit: ADMITTED * 100 }),
        { token: admin },
      );
      expect(changed.status).toBe(200);
      const players = [];
      for (let n = 0; n < PLAYERS; n += 1) players.push(await newFundedPlayer(server, 500));

      const replies = await Promise.all(
        players.map((player) => betOn(player.token, lottery.raceNumber, 100, 4)),
      );

      const statuses = replies.map((reply) => reply.status);
      const accepted = statuses.filter((status) => status === 200).length;
      const refused = statuses.filter((status) => status === 409).length;
      const slips = await server.db.select().from(lottery.slips);
      const [total] = await server.db
        .select()
        .from(lottery.totals)
        .where(and(eq(lottery.totals.drawId, slips[0]!.drawId), eq(lottery.totals.num, lottery.raceNumber)));
      console.log(
        `${lottery.name} break limit on ${kind}: ${accepted} accepted, ${refused} refused of ${PLAYERS} simultaneous; ` +
          `staked ${total!.staked / 100} Ks against a limit of ${ADMITTED * 100} Ks`,
      );
      // Every slip is taken or refused for the limit: none fails in the crowd (a pool or lock timeout says so here).
      const neither = replies.filter((reply) => reply.status !== 200 && reply.status !== 409);
      expect(neither.map((reply) => [reply.status, reply.body])).toEqual([]);
      expect(accepted).toBe(ADMITTED);
      expect(refused).toBe(PLAYERS - ADMITTED);
      for (const reply of replies) if (reply.status === 409) expect(reply.body).toEqual([lottery.raceNumber]);
      expect(slips).toHaveLength(ADMITTED);
      expect(total!.staked).toBe(ADMITTED * 100 * 100);
      const admitted = new Set(slips.map((slip) => slip.userId));
      for (const player of players) {
        const { main } = await balancesOf(server, player.id);
        expect(main).toBe(admitted.has(player.id) ? 40_000 : 50_000);
      }
      // Back to a limit the other cases' stakes fit in.
      await server.put(
        `${consolePath}/settings`,
        Object.assign(await settingsNow(), { break_limit: 100_000 }),
        {
          token: admin,
        },
      );
      await expectLedgerClean(server);
    },
    RACE_MS,
  );

  it('keeps one player within the per-player limit under 20 simultaneous slips of theirs', async () => {
    server.clock.set(new Date(lottery.raceAt));
    await signInConsole();
    const before = await settingsNow();
    const limited = Object.assign({}, before, { player_limit: 1_000 });
    expect((await server.put(`${consolePath}/settings`, limited, { token: admin })).status).toBe(200);
    const player = await newFundedPlayer(server, 5_000);

    // Each slip waits for the one before it on the player's balance, then counts that slip's stakes.
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => betOn(player.token, lottery.losing, 100, 4)),
    );

    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    for (const reply of replies.filter((reply) => reply.status !== 200)) {
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual([lottery.losing]);
    }
    const slips = await server.db.select().from(lottery.slips).where(eq(lottery.slips.userId, player.id));
    expect(slips).toHaveLength(10);
    expect((await balancesOf(server, player.id)).main).toBe(400_000);
    await server.put(`${consolePath}/settings`, before, { token: admin });
    await expectLedgerClean(server);
  });

  it('places nothing when the draw stopped taking bets after it was read, nor for another game', async () => {
    server.clock.set(new Date(lottery.raceAt));
    const player = await newFundedPlayer(server, 1_000);
    expect((await betOn(player.token, lottery.losing, 100, 4)).status).toBe(200);
    const [open] = await server.db.select().from(lottery.slips).where(eq(lottery.slips.userId, player.id));
    const place = (game: string, at: string) =>
      server.db.execute(
        sql`select status from lottery_place_slip(${JSON.stringify({
          game,
          userId: player.id,
          drawId: open!.drawId,
          slipNo: `TEST${game}${at}`,
          total: 10_000,
          kind: lotteryKinds(lottery.code).stake,
          house: lottery.code,
          reference: `${lottery.code}:slip:TEST${at}`,
          metadata: {},
          at,
          nums: [lottery.losing],
          amounts: [10_000],
          odds: 80,
          breakLimit: 10_000_000,
          playerLimit: null,
          closed: [],
          protectionChecked: false,
        })}::jsonb)`,
      );
    // The race's draw, as its statement sees it a year later: closed long ago.
    const late = await place(lottery.code, '2027-12-31T00:00:00Z');
    expect(late).toMatchObject({ rows: [{ status: 'draw_changed' }] });
    await expect(place('fourd', lottery.raceAt)).rejects.toThrow();
    expect((await balancesOf(server, player.id)).main).toBe(90_000);
    await expectLedgerClean(server);
  });

  it('settles a draw only on a second person’s confirmation, once, paying each winner its odds', async () => {
    server.clock.set(new Date(lottery.betting));
    await signInConsole();
    const { odds } = await settingsNow();
    const winner = await newFundedPlayer(server, 1_000);
    const loser = await newFundedPlayer(server, 1_000);
    expect((await betOn(winner.token, lottery.winning, 200)).status).toBe(200);
    expect((await betOn(loser.token, lottery.losing, 300)).status).toBe(200);
    server.clock.set(new Date(lottery.afterDraw));
    await signInConsole();
    const draw = await theDraw();
    const path = `${consolePath}/draws/${draw.id}`;
    const entered = await server.post(`${path}/result`, lottery.result, { token: operator });
    expect(entered.status).toBe(200);
    expect(entered.body.data).toMatchObject({ status: 'result_entered', result: lottery.winning });

    // Whoever entered the result cannot confirm it: a number decided alone pays no one.
    const alone = await server.post(`${path}/confirm`, undefined, { token: operator });
    expect([alone.status, alone.body.needs]).toEqual([409, 'second_person']);
    expect((await balancesOf(server, winner.id)).main).toBe(80_000);

    const confirms = await Promise.all(
      Array.from({ length: 4 }, () => server.post(`${path}/confirm`, undefined, { token: admin })),
    );
    expect(confirms.map((reply) => reply.status)).toEqual(Array(4).fill(200));
    expect(confirms[0]!.body.data).toMatchObject({ status: 'settled', staked: 500, paid: 200 * odds });
    expect((await balancesOf(server, winner.id)).main).toBe(80_000 + 200 * odds * 100);
    expect((await balancesOf(server, loser.id)).main).toBe(70_000);
    expect(await transfers('win', draw.id)).toBe(1);
    const settles = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, `${lottery.code}.settle`), eq(auditLog.targetId, String(draw.id))));
    expect(settles).toHaveLength(1);
    expect(settles[0]!.after).toMatchObject({
      status: 'settled',
      result: lottery.winning,
      bets: 2,
      winners: 1,
    });
    // A settled draw is neither voided nor given another result.
    expect((await server.post(`${path}/void`, undefined, { token: admin })).status).toBe(409);
    expect((await server.post(`${path}/result`, lottery.result, { token: operator })).status).toBe(409);
    await expectLedgerClean(server);
  });

  it('voids a draw by refunding every slip once; only admins void; a void draw is not confirmed', async () => {
    // The draw after the settled one: a week on, the same time of day.
    const weekLater = (at: string) => new Date(new Date(at).getTime() + 7 * 24 * 3600 * 1000);
    server.clock.set(weekLater(lottery.betting));
    await signInConsole();
    const player = await newFundedPlayer(server, 1_000);
    const slip = await betOn(player.token, lottery.winning, 300);
    expect(slip.status).toBe(200);
    const [staked] = await server.db.select().from(lottery.slips).where(eq(lottery.slips.userId, player.id));
    const path = `${consolePath}/draws/${staked!.drawId}`;
    expect((await server.post(`${path}/void`, undefined, { token: operator })).status).toBe(403);
    const voids = await Promise.all(
      Array.from({ length: 5 }, () => server.post(`${path}/void`, undefined, { token: admin })),
    );
    expect(voids.map((reply) => reply.status)).toEqual(Array(5).fill(200));
    expect(voids[0]!.body.data).toMatchObject({ status: 'void' });
    expect((await balancesOf(server, player.id)).main).toBe(100_000);
    expect(await transfers('refund', staked!.drawId)).toBe(1);
    expect((await server.post(`${path}/confirm`, undefined, { token: admin })).status).toBe(409);
    await expectLedgerClean(server);
  });

  it('refuses settings out of range per field, takes a change only from an admin, and audits it', async () => {
    await signInConsole();
    const current = await settingsNow();
    const invalid = await server.put(
      `${consolePath}/settings`,
      Object.assign({}, current, lottery.invalidSettings, { break_limit: 0, player_limit: -5 }),
      { token: admin },
    );
    expect(invalid.status).toBe(422);
    // A list's field names its item ("closed_numbers.0"): each field refused is named once here.
    const refused = new Set(Object.keys(invalid.body.errors).map((field) => field.split('.')[0]));
    expect([...refused].sort()).toEqual(
      ['break_limit', 'player_limit', ...Object.keys(lottery.invalidSettings)].sort(),
    );
    const changed = Object.assign({}, current, {
      odds: current.odds + 1,
      closed_numbers: [lottery.losing, lottery.winning, lottery.losing],
    });
    expect((await server.put(`${consolePath}/settings`, changed, { token: operator })).status).toBe(403);
    const saved = await server.put(`${consolePath}/settings`, changed, { token: admin });
    expect(saved.status).toBe(200);
    // Closed numbers are kept once each, in order.
    const closed = [lottery.losing, lottery.winning].sort();
    expect(saved.body.data).toEqual(Object.assign({}, changed, { closed_numbers: closed }));
    expect(await settingsNow()).toEqual(saved.body.data);
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, `${lottery.code}.settings`))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({
      targetType: `${lottery.code}_settings`,
      before: current,
      after: saved.body.data,
    });
  });
});
