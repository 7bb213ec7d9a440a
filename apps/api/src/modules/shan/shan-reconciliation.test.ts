import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean } from '../../test/ledger';
import type { TestServer } from '../../test/server';
import { reconcileShanPass } from './reconciliation';
import {
  foreignPlayer,
  lastBalanceOf,
  launchedPlayer,
  lost,
  startShanWorld,
  won,
  type ShanWorld,
} from './shan-test-setup';
import { shanSettings } from './signing';

describe.each(testDatabaseKinds())('Shan reconciliation on %s', (kind) => {
  let world: ShanWorld;
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    // Passes run when the test says, not on a timer.
    world = await startShanWorld(kind, { SHAN_RECONCILE_INTERVAL_SECONDS: '0' });
    server = world.server;
    admin = await server.login('admin', 'admin12345', '/api/console/login');
  });
  afterAll(() => world.close());

  const pass = (lagSeconds = 0) =>
    reconcileShanPass(server.deps, shanSettings(server.deps.config)!, lagSeconds);
  const gameOf = async (userId: number) => (await balancesOf(server, userId)).game;
  async function openReviewOf(userId: number) {
    const reviews = (await server.get('/api/console/reviews?status=open', { token: admin })).body.data.data;
    return reviews.find(
      (row: { provider: string; user_id: number }) => row.provider === 'shan' && row.user_id === userId,
    );
  }

  it('finds a round whose callback went to another operator, and an admin posts it once', async () => {
    const player = await launchedPlayer(world, 10_000);
    const stranger = foreignPlayer(world, 'OTHR01_r1', 5_000);
    // The stranger is listed first: the provider calls the stranger's operator, never us.
    const missed = await world.provider.settleRound([won(stranger, 1_500), lost(player.name, 1_500)]);
    expect(missed!.url).not.toContain(server.base);
    expect(await gameOf(player.id)).toBe(1_000_000);

    // A round just settled may still have its callback on the way: it waits for the lag.
    expect(await pass(3_600)).toEqual({ players: 1, differences: 0 });
    expect(await openReviewOf(player.id)).toBeUndefined();
    expect(await pass()).toEqual({ players: 1, differences: 1 });
    const review = await openReviewOf(player.id);
    expect(review).toMatchObject({
      kind: 'unknown_wager',
      ours: { stake: 0, win: 0 },
      theirs: { stake: 1_500, win: 0 },
      details: { last_balance: 1_000_000, provider_balance: 850_000 },
    });
    expect(review.details.wagers).toEqual([
      expect.objectContaining({ wager_code: missed!.wagerCode, amount: -150_000 }),
    ]);

    const clicks = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.post(`/api/console/reviews/${review.id}/resolve`, undefined, { token: admin }),
      ),
    );
    expect(clicks.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(clicks.filter((reply) => reply.status === 409)).toHaveLength(19);
    expect(await gameOf(player.id)).toBe(850_000);
    expect(await lastBalanceOf(server, player.id)).toBe(850_000);
    // Books and the provider agree again: the next pass finds nothing, and the next reported round moves only itself.
    expect(await pass()).toEqual({ players: 1, differences: 0 });
    await world.provider.settleRound([won(player.name, 500)]);
    expect(await gameOf(player.id)).toBe(900_000);
    await expectLedgerClean(server);
  });

  it('refuses to resolve a difference a later reported round already settled; the next pass finds none', async () => {
    const player = await launchedPlayer(world, 2_000);
    const stranger = foreignPlayer(world, 'OTHR01_r2', 5_000);
    await world.provider.settleRound([won(stranger, 300), lost(player.name, 300)]);
    await pass();
    const review = await openReviewOf(player.id);
    expect(review.theirs).toEqual({ stake: 300, win: 0 });
    // A round reported to us: its absolute balance carries the missed round's loss too.
    await world.provider.settleRound([won(player.name, 100)]);
    expect(await gameOf(player.id)).toBe(180_000);
    const late = await server.post(`/api/console/reviews/${review.id}/resolve`, undefined, { token: admin });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/a later round or launch settled it/);
    expect(await gameOf(player.id)).toBe(180_000);
    expect(await pass()).toMatchObject({ differences: 0 });
    await expectLedgerClean(server);
  });
});
