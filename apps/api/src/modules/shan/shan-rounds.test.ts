import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../test/ledger';
import type { TestServer } from '../../test/server';
import {
  lastBalanceOf,
  launchedPlayer,
  memberAccountOf,
  shanRoundOf,
  startShanWorld,
  type ShanWorld,
} from './shan-test-setup';

describe.each(testDatabaseKinds())('Shan balance callbacks on %s', (kind) => {
  let world: ShanWorld;
  let server: TestServer;
  let wagers = 0;
  const wager = () => `W${kind}-${(wagers += 1)}`;
  beforeAll(async () => {
    world = await startShanWorld(kind);
    server = world.server;
  });
  afterAll(() => world.close());

  const send = (payload: Record<string, unknown>) => world.simulator.send(server.base, payload);
  const gameOf = async (userId: number) => (await balancesOf(server, userId)).game;

  /** A refused callback moves nothing: the player's balance, transfers and last seen balance stay as they were. */
  async function expectRefused(
    payload: Record<string, unknown>,
    player: { id: number },
    expected: { status: number; code: string },
  ) {
    const before = {
      game: await gameOf(player.id),
      transfers: await transfersOf(server, player.id),
      last: await lastBalanceOf(server, player.id),
    };
    const reply = await send(payload);
    expect(reply.status).toBe(expected.status);
    expect(reply.body).toMatchObject({ status: 'fail', code: expected.code, message: expect.any(String) });
    expect({
      game: await gameOf(player.id),
      transfers: await transfersOf(server, player.id),
      last: await lastBalanceOf(server, player.id),
    }).toEqual(before);
    await expectLedgerClean(server);
    return reply;
  }

  it('applies a won round and then a lost one as deltas against the balance the provider saw', async () => {
    const player = await launchedPlayer(world, 10_000);
    const won = await send(world.simulator.round(wager(), { [player.member]: 2_500.5 }));
    expect(won).toEqual({
      status: 200,
      body: { status: 'success', code: 'SUCCESS', message: 'Balance updated.' },
    });
    expect(await gameOf(player.id)).toBe(1_250_050);
    const lostCode = wager();
    expect((await send(world.simulator.round(lostCode, { [player.member]: -4_000 }))).body.code).toBe(
      'SUCCESS',
    );
    expect(await gameOf(player.id)).toBe(850_050);
    expect(await lastBalanceOf(server, player.id)).toBe(850_050);
    expect(await shanRoundOf(server, lostCode)).toMatchObject({ status: 'applied', reason: null });
    await expectLedgerClean(server);
  });

  it('keeps applying deltas when the player moves money between balances during play', async () => {
    const player = await launchedPlayer(world, 1_000);
    const exchanged = await server.post(
      '/api/exchange-game-to-main',
      { amount: 300 },
      { token: player.token },
    );
    expect(exchanged.status).toBe(200);
    await send(world.simulator.round(wager(), { [player.member]: -200 }));
    expect(await balancesOf(server, player.id)).toMatchObject({ main: 30_000, game: 50_000 });
    await expectLedgerClean(server);
  });

  it('posts a wager once: a repeat and 20 simultaneous copies succeed and move nothing more', async () => {
    const player = await launchedPlayer(world, 5_000);
    const first = world.simulator.round(wager(), { [player.member]: 700 });
    expect((await send(first)).body.code).toBe('SUCCESS');
    const transfers = await transfersOf(server, player.id);
    expect(await send(first)).toEqual({
      status: 200,
      body: { status: 'success', code: 'SUCCESS', message: 'This round was already applied.' },
    });
    const storm = world.simulator.round(wager(), { [player.member]: -1_000 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => send(storm)));
    expect(replies.map((reply) => reply.body.code)).toEqual(Array(20).fill('SUCCESS'));
    expect(replies.filter((reply) => reply.body.message === 'Balance updated.')).toHaveLength(1);
    expect(await transfersOf(server, player.id)).toBe(transfers + 1);
    expect(await gameOf(player.id)).toBe(470_000);
    await expectLedgerClean(server);
  });

  it('moves every player of ours in one wager, or none of them', async () => {
    const winner = await launchedPlayer(world, 1_000);
    const loser = await launchedPlayer(world, 1_000);
    const together = world.simulator.round(wager(), { [winner.member]: 400, [loser.member]: -250 });
    expect((await send(together)).body.code).toBe('SUCCESS');
    expect([await gameOf(winner.id), await gameOf(loser.id)]).toEqual([140_000, 75_000]);
    // The loser's game balance goes elsewhere, so its next loss cannot be covered: the winner's win waits too.
    await server.post('/api/exchange-game-to-main', { amount: 700 }, { token: loser.token });
    const uncovered = world.simulator.round(wager(), { [winner.member]: 100, [loser.member]: -100 });
    await expectRefused(uncovered, winner, { status: 409, code: 'UNRECONCILED' });
    expect(await gameOf(loser.id)).toBe(5_000);
    expect(await shanRoundOf(server, uncovered.wager_code as string)).toMatchObject({
      status: 'refused',
      reason: `${loser.member}: a loss of 10000 pya exceeds the game balance`,
    });
  });

  it('refuses balances that do not reconcile and records why', async () => {
    const player = await launchedPlayer(world, 1_000);
    const cases = [
      [{ total_player_net: 99 }, /net 10000 pya is not total_player_net 9900 pya/],
      [{ players: [{ player_id: player.member, balance: -1 }] }, /negative balance/],
    ] as const;
    for (const [change, reason] of cases) {
      const payload: Record<string, unknown> = {
        ...world.simulator.round(wager(), { [player.member]: 100 }),
        ...change,
      };
      world.simulator.balances.set(player.member, 1_000);
      await expectRefused(payload, player, { status: 409, code: 'UNRECONCILED' });
      expect((await shanRoundOf(server, payload.wager_code as string))?.reason).toMatch(reason);
    }
    expect(await gameOf(player.id)).toBe(100_000);
  });

  it('refuses a player who never launched Shan, then applies the same wager once they have', async () => {
    const player = await newFundedPlayer(server, 0, 2_000);
    const member = await memberAccountOf(server, player.token);
    world.simulator.balances.set(member, 2_000);
    const payload = world.simulator.round(wager(), { [member]: -500 });
    await expectRefused(payload, player, { status: 409, code: 'UNRECONCILED' });
    expect(await shanRoundOf(server, payload.wager_code as string)).toMatchObject({
      status: 'refused',
      reason: `${member} never launched Shan`,
    });
    await server.post('/api/shan-launch-game', { member_account: member }, { token: player.token });
    expect((await send(payload)).body.message).toBe('Balance updated.');
    expect(await gameOf(player.id)).toBe(150_000);
    expect(await shanRoundOf(server, payload.wager_code as string)).toMatchObject({
      status: 'applied',
      reason: null,
    });
  });

  it('skips the banker and refuses a round with none of our players', async () => {
    const player = await launchedPlayer(world, 1_000);
    const onlyBanker = world.simulator.round(wager(), {});
    const reply = await expectRefused(onlyBanker, player, { status: 409, code: 'UNKNOWN_PLAYER' });
    expect(reply.body.message).toBe('None of the players of this round is known here.');
    const withBanker = world.simulator.round(wager(), { [player.member]: 50 });
    expect((withBanker.players as unknown[]).length).toBe(2);
    expect((await send(withBanker)).body.code).toBe('SUCCESS');
    expect(await gameOf(player.id)).toBe(105_000);
  });

  it('refuses a wrong or missing signature and a stale timestamp, in seconds or milliseconds', async () => {
    const player = await launchedPlayer(world, 1_000);
    const round = () => world.simulator.round(wager(), { [player.member]: 10 });
    const forged = round();
    const badSignature = { ...forged, signature: world.simulator.sign(forged, 'not-the-secret') };
    await expectRefused(badSignature, player, { status: 401, code: 'INVALID_SIGNATURE' });
    const tampered = round();
    const signed = { ...tampered, signature: world.simulator.sign(tampered) };
    await expectRefused({ ...signed, total_player_net: 10_000 }, player, {
      status: 401,
      code: 'INVALID_SIGNATURE',
    });
    const missing = await server.post('/api/shan/client/balance-update', round());
    expect(missing).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } });
    const now = server.clock.now().getTime();
    await expectRefused({ ...round(), timestamp: Math.floor(now / 1000) - 301 }, player, {
      status: 401,
      code: 'STALE_REQUEST',
    });
    await expectRefused({ ...round(), timestamp: now + 301_000 }, player, {
      status: 401,
      code: 'STALE_REQUEST',
    });
    world.simulator.balances.set(player.member, 1_000);
    expect((await send({ ...round(), timestamp: now })).body.code).toBe('SUCCESS');
    expect(await gameOf(player.id)).toBe(101_000);
  });

  it('refuses a malformed body with 422, naming the field, once the signature holds', async () => {
    const player = await launchedPlayer(world, 1_000);
    const cases = [
      [{ players: [{ player_id: player.member, balance: 10.001 }] }, 'players.0.balance'],
      [{ total_player_net: '1e3' }, 'total_player_net'],
      [{ players: [] }, 'players'],
      [{ wager_code: '' }, 'wager_code'],
      [{ timestamp: 'yesterday' }, 'timestamp'],
    ] as const;
    for (const [change, field] of cases) {
      const reply = await expectRefused({ ...world.simulator.round(wager(), {}), ...change }, player, {
        status: 422,
        code: 'INVALID_REQUEST',
      });
      expect(reply.body.message.startsWith(`${field}: `), reply.body.message).toBe(true);
    }
  });

  it('shows the round in today’s game logs with what it won or lost', async () => {
    const player = await launchedPlayer(world, 1_000);
    await send(world.simulator.round(wager(), { [player.member]: 300 }));
    await send(world.simulator.round(wager(), { [player.member]: -100 }));
    await send(world.simulator.round(wager(), { [player.member]: 0 }));
    const logs = (await server.get('/api/player/game-logs?type=today', { token: player.token })).body.data;
    expect(logs).toEqual([
      {
        game_name: 'Shan Koe Mee',
        from: expect.any(String),
        to: expect.any(String),
        spin_count: 3,
        turnover: 100,
        win_loss: 200,
        product_code: null,
        game_code: 'shan-koe-mee',
        free_round: false,
      },
    ]);
    expect(await gameOf(player.id)).toBe(120_000);
    await expectLedgerClean(server);
  });
});
