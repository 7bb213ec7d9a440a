import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import type { TestServer } from '../../test/server';
import { dealHand } from '../../demo/shan/table';
import {
  lastBalanceOf,
  launchedPlayer,
  lost,
  memberAccountOf,
  startShanWorld,
  won,
  type ShanWorld,
} from './shan-test-setup';

describe.each(testDatabaseKinds())('Shan and player protection on %s', (kind) => {
  let world: ShanWorld;
  let server: TestServer;
  beforeAll(async () => {
    world = await startShanWorld(kind);
    server = world.server;
  });
  afterAll(() => world.close());

  const gameOf = async (userId: number) => (await balancesOf(server, userId)).game;
  const takeBreak = (token: string, request: { kind: string; length: string }) =>
    server.post('/api/protection/break', request, { token });

  it('refuses the launch to a self-excluded player with the refusal every game gives, telling the provider nothing', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const member = await memberAccountOf(server, player.token);
    expect((await takeBreak(player.token, { kind: 'self_exclusion', length: '6m' })).status).toBe(200);
    const before = world.provider.launches.length;
    const reply = await server.post(
      '/api/shan-launch-game',
      { member_account: member },
      { token: player.token },
    );
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      status: 'fail',
      message: expect.stringMatching(
        /^You have excluded yourself until .+\. Betting and deposits are closed/,
      ),
    });
    expect(world.provider.launches).toHaveLength(before);
  });

  it('seats a player who takes a break at the table out of the next hands; hands already dealt still settle', async () => {
    const player = await launchedPlayer(world, 1_000);
    await world.provider.settleRound([won(player.name, 100)]);
    expect((await takeBreak(player.token, { kind: 'timeout', length: '24h' })).status).toBe(200);
    const launches = world.provider.launches.length;

    // A hand dealt before the break settles as any other, and the provider's copy is then set to 0 by a launch.
    await world.provider.settleRound([lost(player.name, 50)]);
    expect(await gameOf(player.id)).toBe(105_000);
    expect(world.provider.launches.slice(launches)).toEqual([
      expect.objectContaining({ member_account: player.name, balance: 0 }),
    ]);
    expect(world.provider.balanceOf(player.name)).toBe(0);
    expect(await lastBalanceOf(server, player.id)).toBe(0);
    // The table seats nobody below its stake: no more hands.
    expect(await dealHand(world.provider, player.name, 100)).toMatchObject({ refused: 'belowStake' });

    // A hand that was in play settles against 0: its win is the player's, and the copy goes back to 0.
    await world.provider.settleRound([won(player.name, 20)]);
    expect(await gameOf(player.id)).toBe(107_000);
    expect(world.provider.balanceOf(player.name)).toBe(0);
    // A loss from 0 leaves nothing to stake: applied, and no launch is needed.
    const beforeLoss = world.provider.launches.length;
    await world.provider.settleRound([lost(player.name, 30)]);
    expect(await gameOf(player.id)).toBe(104_000);
    expect(world.provider.launches).toHaveLength(beforeLoss);
    await expectLedgerClean(server);
  });

  it('leaves a player who may play at the table', async () => {
    const player = await launchedPlayer(world, 1_000);
    const launches = world.provider.launches.length;
    await world.provider.settleRound([won(player.name, 100)]);
    expect(world.provider.launches).toHaveLength(launches);
    expect(world.provider.balanceOf(player.name)).toBe(1_100);
  });
});
