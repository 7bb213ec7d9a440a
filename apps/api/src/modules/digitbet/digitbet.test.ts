import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { sql } from 'drizzle-orm';
import { balancesOf, commitsOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { ValidationError } from '../../platform/http/errors';
import { rollDigit } from './fairness';
import { playDigitBet, rotateSeeds } from './service';

describe.each(testDatabaseKinds())('Digit Bet on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const bet = (token: string, body: Record<string, unknown>) =>
    server.post(
      '/api/digitbet',
      { bet_type: 'big', digit: null, bet_amount: 10, multiplier: 1, ...body },
      { token },
    );

  it('ignores the client’s rolled_number and outcome: the server draws, and the books follow its draw', async () => {
    const player = await newFundedPlayer(server, 0, 10_000);
    let expected = 1_000_000;
    for (let n = 0; n < 30; n += 1) {
      const reply = await bet(player.token, {
        bet_type: 'digit',
        digit: 7,
        rolled_number: 7,
        outcome: 'win',
        bet_amount: 10,
        multiplier: 5,
      });
      expect(reply.status).toBe(200);
      const round = reply.body.data.round;
      expect(round.outcome).toBe(round.rolledNumber === 7 ? 'win' : 'lose');
      expected += round.outcome === 'win' ? 5_000 * 9 - 5_000 : -5_000;
      expect(reply.body.data.balance * 100).toBe(expected);
    }
    expect((await balancesOf(server, player.id)).game).toBe(expected);
    await expectLedgerClean(server);
  });

  it('answers a round with the latest 20 rounds, newest first, the one just played on top', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    let reply = await bet(player.token, { bet_type: 'big' });
    expect(reply.body.data.history).toEqual([reply.body.data.round]);
    for (let n = 0; n < 21; n += 1) reply = await bet(player.token, { bet_type: 'small' });
    const { round, history } = reply.body.data;
    expect(history).toHaveLength(20);
    expect(history[0]).toEqual(round);
    const ids = history.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await server.get('/api/digitbet/history', { token: player.token })).body.data).toEqual(history);
  });

  it('lets the player verify every past round once the server seed is revealed', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const before = (await server.get('/api/digitbet/fairness', { token: player.token })).body.data;
    for (let n = 0; n < 5; n += 1) await bet(player.token, { bet_type: 'small' });
    const history = (await server.get('/api/digitbet/history', { token: player.token })).body.data;
    expect(
      history.every(
        (round: { server_seed_hash: string }) => round.server_seed_hash === before.server_seed_hash,
      ),
    ).toBe(true);
    const rotated = await server.post(
      '/api/digitbet/client-seed',
      { client_seed: 'my lucky seed' },
      { token: player.token },
    );
    expect(rotated.body.data.client_seed).toBe('my lucky seed');
    const revealed = rotated.body.data.revealed[0];
    expect(revealed).toMatchObject({ server_seed_hash: before.server_seed_hash, rounds: 5 });
    for (const round of history) {
      const verified = await server.get(
        `/api/digitbet/verify?server_seed=${revealed.server_seed}&client_seed=${encodeURIComponent(revealed.client_seed)}&nonce=${round.nonce}`,
      );
      expect(verified.body.data).toEqual({
        server_seed_hash: before.server_seed_hash,
        rolled_number: round.rolledNumber,
      });
    }
  });

  // Once, on the last database of the run (PostgreSQL in CI): what is checked is the draw from seeds and nonces,
  // the same on either database, and 10,000 transactions are minutes of the suite.
  it.runIf(kind === testDatabaseKinds().at(-1))(
    'reproduces 10,000 server rounds from the revealed seeds, played eight at a time',
    async () => {
      const player = await newFundedPlayer(server, 0, 1_000_000);
      const rounds: { nonce: number; rolled: number }[] = [];
      // Eight lanes of one player: the rounds queue on the player's rows, and no two may share a nonce.
      const lane = async () => {
        while (rounds.length < 10_000) {
          const { round } = await playDigitBet(server.deps, player.id, {
            bet_type: 'small',
            digit: null,
            bet_amount: 1,
            multiplier: 1,
          });
          rounds.push({ nonce: round.nonce, rolled: round.rolledNumber });
        }
      };
      await Promise.all(Array.from({ length: 8 }, lane));
      // Straight through the service, as the rounds were: a keep-alive connection left idle for the minutes the
      // rounds take on a loaded machine may be closed under the next request.
      const fairness = await rotateSeeds(server.deps, player.id, 'next');
      const { server_seed, client_seed } = fairness.revealed[0]!;
      expect(
        rounds.filter((round) => rollDigit(server_seed, client_seed, round.nonce) !== round.rolled),
      ).toEqual([]);
      expect(new Set(rounds.map((round) => round.nonce)).size).toBe(rounds.length);
      expect(rounds.length).toBeGreaterThanOrEqual(10_000);
      await expectLedgerClean(server);
    },
    300_000, // 10,000 transactions: minutes on a loaded two-core machine.
  );

  it('plays simultaneous rounds of many players in shared commits, each played or refused on its own', async () => {
    const players = await Promise.all(Array.from({ length: 16 }, () => newFundedPlayer(server, 0, 300)));
    // Four rounds of 100 Ks on a digit each against 300 Ks: three are played whatever they roll (a win pays 900 Ks
    // and then covers the fourth), so each player plays three or four.
    const replies = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 4 }, () =>
          playDigitBet(server.deps, player.id, {
            bet_type: 'digit',
            digit: 3,
            bet_amount: 100,
            multiplier: 1,
          }).then(
            (played) => played.round,
            (error: unknown) => (error instanceof ValidationError ? 422 : 0),
          ),
        ),
      ),
    );
    const rounds = replies.filter((reply) => typeof reply !== 'number');
    expect(replies.filter((reply) => typeof reply === 'number' && reply !== 422)).toEqual([]);
    expect(rounds.length).toBeGreaterThanOrEqual(48);
    for (const [n, player] of players.entries()) {
      const own = replies.slice(n * 4, n * 4 + 4).filter((reply) => typeof reply !== 'number');
      const net = own.reduce((sum, round) => sum + round.profit * 100, 0);
      expect((await balancesOf(server, player.id)).game).toBe(30_000 + net);
      expect(own.map((round) => round.nonce).sort()).toEqual([0, 1, 2, 3].slice(0, own.length));
    }
    const commits = await commitsOf(
      server,
      'game_bet',
      players.map((player) => player.id),
    );
    console.log(`[${kind}] Digit Bet: ${rounds.length} rounds of 16 players in ${commits} commits`);
    expect(commits).toBeLessThan(16);
    await expectLedgerClean(server);
  });

  it('rolls again when the pair moved under the server (another instance played, the pair was rotated)', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    expect((await bet(player.token, {})).body.data.round.nonce).toBe(0);
    // Rounds another instance played: the pair is five nonces on from what this one saw.
    await server.db.execute(
      sql`update digitbet_seeds set next_nonce = next_nonce + 5 where user_id = ${player.id}`,
    );
    const moved = (await bet(player.token, {})).body.data.round;
    expect(moved.nonce).toBe(6);
    const rotated = await server.post(
      '/api/digitbet/client-seed',
      { client_seed: 'fresh' },
      { token: player.token },
    );
    const answered = (await bet(player.token, {})).body.data;
    const fresh = answered.round;
    // The rounds of the earlier pair are listed with that pair's hash and client seed, as the history screen has them.
    expect(answered.history).toEqual(
      (await server.get('/api/digitbet/history', { token: player.token })).body.data,
    );
    expect(answered.history.map((round: { client_seed: string }) => round.client_seed)).toEqual([
      'fresh',
      ...Array(2).fill(answered.history[1].client_seed),
    ]);
    expect(fresh).toMatchObject({
      nonce: 0,
      client_seed: 'fresh',
      server_seed_hash: rotated.body.data.server_seed_hash,
    });
    const { server_seed, client_seed } = rotated.body.data.revealed[0];
    expect(rollDigit(server_seed, client_seed, 6)).toBe(moved.rolledNumber);
    await expectLedgerClean(server);
  });

  it('checks the protection of a player who set it before the round is played', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    expect((await bet(player.token, { bet_amount: 200 })).status).toBe(200);
    const limited = await server.post(
      '/api/protection/limits',
      { limit: 'bet', amount: 100 },
      { token: player.token },
    );
    expect(limited.status).toBe(200);
    const refused = await bet(player.token, { bet_amount: 200 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.bet_amount).toEqual(['Your limit per bet is 100 Ks.']);
    expect((await bet(player.token, { bet_amount: 100 })).body.data.round.nonce).toBe(1);
    await expectLedgerClean(server);
  });

  it('never overdraws under simultaneous bets', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => bet(player.token, { bet_amount: 10 })),
    );
    const played = replies.filter((reply) => reply.status === 200).map((reply) => reply.body.data.round);
    expect(replies.every((reply) => reply.status === 200 || reply.status === 422)).toBe(true);
    const net = played.reduce((sum: number, round: { profit: number }) => sum + round.profit * 100, 0);
    const after = await balancesOf(server, player.id);
    expect(after.game).toBe(10_000 + net);
    expect(after.game).toBeGreaterThanOrEqual(0);
    await expectLedgerClean(server);
  });

  it.each([
    ['bet_type', { bet_type: undefined }, 'Please place a bet first!'],
    ['digit', { bet_type: 'digit', digit: null }, 'Please place a bet first!'],
    ['digit', { bet_type: 'digit', digit: 10 }, 'Please place a bet first!'],
    ['multiplier', { multiplier: 3 }, 'This value is invalid.'],
    ['bet_amount', { bet_amount: 0 }, 'Please enter a valid amount'],
    ['bet_amount', { bet_amount: 100_000 }, 'Insufficient balance.'],
  ])('refuses a bad %s with 422 and moves nothing', async (field, body, message) => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const reply = await bet(player.token, body);
    expect(reply.status).toBe(422);
    expect(reply.body.errors[field]).toEqual([message]);
    expect((await balancesOf(server, player.id)).game).toBe(100_000);
  });
});
