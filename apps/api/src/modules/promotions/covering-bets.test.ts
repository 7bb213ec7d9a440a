import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { claim, createOffer, grantsOf, kindCount, setContributions } from '../../test/promotions';
import { startTestServer, type TestServer } from '../../test/server';

/** Monday 23 November 2026, 10:00 in Yangon: both of the day's draws (12:01, time 2; 16:30, time 4) take bets. */
const MONDAY = new Date('2026-11-23T10:00:00+06:30');
const DAY = 86_400_000;
const SMALL = Array.from({ length: 50 }, (_, n) => String(n).padStart(2, '0'));
const BIG = Array.from({ length: 50 }, (_, n) => String(n + 50));

/**
 * Wagering counts risk: per round, what counts toward a bonus is the stake less the least the round pays back
 * whatever the result. A 5,000 Ks bonus to wager 20 times (100,000 Ks); 2D and Digit Bet contribute in full; 2D pays
 * 80 times the stake.
 */
describe.each(testDatabaseKinds())('wagering counts what bets risk, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let offer: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    server.clock.set(MONDAY);
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    await setContributions(server, admin, { twod: 100, digitbet: 100 });
    offer = await createOffer(server, admin, {
      kind: 'free_credit',
      amount: 5_000,
      code: 'COVER5000',
      wagering_multiple: 20,
      expires_days: 60,
    });
  });
  afterAll(() => server.close());

  async function playerWithBonus(mainKs: number, gameKs = 0) {
    const player = await newFundedPlayer(server, mainKs, gameKs);
    const claimed = await claim(server, player.token, offer, { code: 'COVER5000' });
    expect(claimed.status).toBe(200);
    return player;
  }
  const wagered = async (userId: number) => (await grantsOf(server, userId))[0]!.wagered;

  /** A slip of 100 Ks on each of `numbers` for the next draw of `time`. */
  async function slip(token: string, time: 2 | 4, numbers: string[], amount = 100) {
    const reply = await server.post(
      '/api/twod-bet',
      { time, totalAmount: amount * numbers.length, amounts: numbers.map((num) => ({ num, amount })) },
      { token },
    );
    expect(reply.status).toBe(200);
    return reply;
  }

  it('30 rounds of small and big on the same draw leave the requirement unmet: each counts only its certain loss', async () => {
    const player = await playerWithBonus(400_000);
    let rounds = 0;
    for (let day = 0; rounds < 30; day += 1) {
      const at = new Date(MONDAY.getTime() + day * DAY);
      if ([0, 6].includes(new Date(at.getTime() + 6.5 * 3600_000).getUTCDay())) continue;
      server.clock.set(at);
      for (const time of [2, 4] as const) {
        await slip(player.token, time, SMALL);
        await slip(player.token, time, BIG);
        rounds += 1;
      }
    }
    // Each round staked 10,000 Ks and is paid 8,000 Ks whichever number comes: 2,000 Ks at risk, 60,000 Ks in all.
    expect(await grantsOf(server, player.id)).toMatchObject([
      { status: 'active', required: 10_000_000, wagered: 6_000_000 },
    ]);
    expect(await kindCount(server, player.id, 'bonus_conversion')).toBe(0);
    const state = (await server.get('/api/bonus', { token: player.token })).body.data;
    expect(state.active).toMatchObject({ required: 100_000, wagered: 60_000 });
    expect(state.rule).toMatch(/Bets that cover each other count only what they can lose/);
    server.clock.set(MONDAY);
    await expectLedgerClean(server);
  });

  it('counts the same when the covering slips arrive all at once', async () => {
    server.clock.set(new Date(MONDAY.getTime() + DAY));
    const player = await playerWithBonus(100_000);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => [
        server.post(
          '/api/twod-bet',
          { time: 4, totalAmount: 5_000, amounts: SMALL.map((num) => ({ num, amount: 100 })) },
          { token: player.token },
        ),
        server.post(
          '/api/twod-bet',
          { time: 4, totalAmount: 5_000, amounts: BIG.map((num) => ({ num, amount: 100 })) },
          { token: player.token },
        ),
      ]).flat(),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    // 50,000 Ks staked, at least 40,000 Ks paid back whichever number comes.
    expect(await wagered(player.id)).toBe(1_000_000);
    await expectLedgerClean(server);
  });

  it('counts an ordinary slip, a slip leaving numbers uncovered, and Digit Bet rounds in full, as before', async () => {
    server.clock.set(MONDAY);
    const player = await playerWithBonus(50_000, 1_000);
    await slip(player.token, 2, ['37'], 500);
    expect(await wagered(player.id)).toBe(50_000);
    // 99 numbers: the one left out may come, and then all of it is lost.
    await slip(
      player.token,
      4,
      [...SMALL, ...BIG].filter((num) => num !== '73'),
    );
    expect(await wagered(player.id)).toBe(50_000 + 990_000);
    // A Digit Bet round is one bet on one digit drawn for it alone: a big and then a small are two rounds, two
    // digits, each stake at risk whole; they cover nothing of each other.
    for (const bet_type of ['big', 'small'])
      expect(
        (
          await server.post(
            '/api/digitbet',
            { bet_type, digit: null, bet_amount: 100, multiplier: 1 },
            { token: player.token },
          )
        ).status,
      ).toBe(200);
    expect(await wagered(player.id)).toBe(50_000 + 990_000 + 20_000);
    await expectLedgerClean(server);
  });

  it('takes back, when a draw is voided, exactly what its slips counted', async () => {
    server.clock.set(new Date(MONDAY.getTime() + 2 * DAY));
    const player = await playerWithBonus(50_000);
    await slip(player.token, 4, ['12'], 300);
    const evening = await wagered(player.id);
    await slip(player.token, 2, SMALL);
    await slip(player.token, 2, BIG, 200);
    await slip(player.token, 2, ['55']);
    // Small at 100 and big at 200 pay at least 8,000 Ks: 15,000 - 8,000 counts; 55 on top raises no minimum.
    expect((await wagered(player.id)) - evening).toBe(700_000 + 10_000);
    // The clock has moved since the suite signed in: a console session idles out after 30 minutes.
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    const draws = (await server.get('/api/console/twod/draws?date=2026-11-25', { token: admin })).body
      .data as { id: number; time_id: number }[];
    const morning = draws.find((draw) => draw.time_id === 2)!;
    const voided = await server.post(`/api/console/twod/draws/${morning.id}/void`, undefined, {
      token: admin,
    });
    expect(voided.status).toBe(200);
    expect(await wagered(player.id)).toBe(evening);
    await expectLedgerClean(server);
  });
});
