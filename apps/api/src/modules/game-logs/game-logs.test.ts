import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { periodBounds } from './service';

describe('game log periods in Myanmar time', () => {
  // Wednesday 2026-11-18, 23:00 in Yangon (16:30 UTC).
  const now = new Date('2026-11-18T16:30:00Z');
  it.each([
    ['today', '2026-11-17T17:30:00.000Z', '2026-11-18T17:30:00.000Z'],
    ['yesterday', '2026-11-16T17:30:00.000Z', '2026-11-17T17:30:00.000Z'],
    ['this_week', '2026-11-15T17:30:00.000Z', '2026-11-22T17:30:00.000Z'],
    ['last_week', '2026-11-08T17:30:00.000Z', '2026-11-15T17:30:00.000Z'],
  ] as const)('%s runs from %s to %s', (period, from, to) => {
    const bounds = periodBounds(period, now);
    expect([bounds.from.toISOString(), bounds.to.toISOString()]).toEqual([from, to]);
  });
});

describe.each(testDatabaseKinds())('game logs on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('sums today’s Digit Bet rounds of every bet type as one game, for the player only', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const other = await newFundedPlayer(server, 0, 1_000);
    const rounds = [];
    for (let n = 0; n < 4; n += 1) {
      const reply = await server.post(
        '/api/digitbet',
        { bet_type: 'big', bet_amount: 10, multiplier: 1 },
        { token: player.token },
      );
      rounds.push(reply.body.data.round);
    }
    const small = await server.post(
      '/api/digitbet',
      { bet_type: 'small', bet_amount: 10, multiplier: 1 },
      { token: player.token },
    );
    rounds.push(small.body.data.round);
    await server.post(
      '/api/digitbet',
      { bet_type: 'small', bet_amount: 10, multiplier: 1 },
      { token: other.token },
    );
    const logs = (await server.get('/api/player/game-logs?type=today', { token: player.token })).body.data;
    expect(logs).toEqual([
      {
        game_name: 'Digit Bet',
        from: expect.any(String),
        to: expect.any(String),
        spin_count: 5,
        turnover: 50,
        win_loss: rounds.reduce((sum, round) => sum + round.profit, 0),
        product_code: null,
        game_code: expect.any(String),
        free_round: false,
      },
    ]);
    expect(
      (await server.get('/api/player/game-logs?type=yesterday', { token: player.token })).body.data,
    ).toEqual([]);
    expect((await server.get('/api/player/game-logs?type=forever', { token: player.token })).status).toBe(
      422,
    );
  });
});
