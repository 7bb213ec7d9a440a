import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import {
  expectBooks,
  simGames,
  simProduct,
  startGscplusWorld,
  type GscplusWorld,
} from './gscplus-test-setup';

const PRAGMATIC = 1006;
const WOW = 1148;

describe.each(testDatabaseKinds())('GSC+ free rounds on %s', (kind) => {
  let world: GscplusWorld;
  let admin: string;
  beforeAll(async () => {
    world = await startGscplusWorld(kind);
    world.aggregator.products = [simProduct(PRAGMATIC, 'MMK'), simProduct(WOW, 'MMK2')];
    world.aggregator.games = [...simGames(PRAGMATIC, ['MMK'], 2), ...simGames(WOW, ['MMK2'], 1)];
    await world.sync();
    admin = await world.admin();
  });
  afterAll(() => world.close());

  const grant = (playerId: number, body: object) =>
    world.server.post(`/api/console/players/${playerId}/free-rounds`, body, { token: admin });
  const period = () => {
    const now = world.server.clock.now().getTime();
    return { start_at: new Date(now).toISOString(), end_at: new Date(now + 7 * 86_400_000).toISOString() };
  };
  const lastCall = (path: string) =>
    world.aggregator.received.filter((call) => call.path.endsWith(path)).at(-1)!;

  it('grants free rounds at the aggregator with the bet mode each product takes, audited', async () => {
    const player = await newFundedPlayer(world.server);
    const perLine = await grant(player.id, {
      product_code: PRAGMATIC,
      game_codes: ['1006-0', '1006-1'],
      rounds: 10,
      bet_value: 0.2,
      ...period(),
    });
    expect(perLine.status, JSON.stringify(perLine.body)).toBe(200);
    const call = lastCall('create-free-round');
    expect(call.signOk).toBe(true);
    expect(call.params).toMatchObject({
      member_account: player.userName,
      currency: 'MMK',
      product_code: PRAGMATIC,
      rounds: 10,
      start_at: expect.any(Number),
      channel_code: 'gscp',
      game_list: [
        { gameId: '1006-0', betValues: [{ betPerLine: 0.2, currency: 'MMK' }] },
        { gameId: '1006-1', betValues: [{ betPerLine: 0.2, currency: 'MMK' }] },
      ],
    });
    const total = await grant(player.id, {
      product_code: WOW,
      game_codes: ['1148-0'],
      rounds: 5,
      bet_value: 1,
      ...period(),
    });
    expect(total.status).toBe(200);
    expect(lastCall('create-free-round').params).toMatchObject({
      currency: 'MMK2',
      game_list: [{ gameId: '1148-0', betValues: [{ totalBetAmount: 1, currency: 'MMK2' }] }],
    });
    const audits = await world.server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'free_rounds.grant'));
    expect(audits.map((audit) => (audit.after as { bonus_code: string }).bonus_code)).toEqual([
      perLine.body.data.bonus_code,
      total.body.data.bonus_code,
    ]);
  });

  it("lists a player's grants with the rounds the aggregator says were played", async () => {
    const player = await newFundedPlayer(world.server);
    const granted = await grant(player.id, {
      product_code: PRAGMATIC,
      game_codes: ['1006-0'],
      rounds: 8,
      bet_value: 0.5,
      ...period(),
    });
    world.aggregator.freeRounds.find((row) => row.bonus_code === granted.body.data.bonus_code)!.roundsPlayed =
      3;
    const list = await world.server.get(`/api/console/players/${player.id}/free-rounds`, { token: admin });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        bonus_code: granted.body.data.bonus_code,
        product_code: PRAGMATIC,
        rounds: 8,
        rounds_played: 3,
        bet_value: '0.5',
        status: 'active',
      }),
    ]);
    expect(lastCall('get-player-frb').signOk).toBe(true);
  });

  it('cancels a grant once, however many times it is asked at once', async () => {
    const player = await newFundedPlayer(world.server);
    const granted = await grant(player.id, {
      product_code: PRAGMATIC,
      game_codes: ['1006-0'],
      rounds: 8,
      bet_value: 0.5,
      ...period(),
    });
    const bonus = granted.body.data.bonus_code as string;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        world.server.post(`/api/console/free-rounds/${bonus}/cancel`, {}, { token: admin }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(19);
    expect(world.aggregator.freeRounds.find((row) => row.bonus_code === bonus)!.cancelled).toBe(true);
    const audits = await world.server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'free_rounds.cancel'));
    expect(
      audits.filter((audit) => (audit.after as { bonus_code: string }).bonus_code === bonus),
    ).toHaveLength(1);
  });

  it('refuses a grant it cannot read with a message per field, and asks the aggregator nothing', async () => {
    const player = await newFundedPlayer(world.server);
    const calls = world.aggregator.received.length;
    const empty = await grant(player.id, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'bet_value',
      'end_at',
      'game_codes',
      'product_code',
      'rounds',
      'start_at',
    ]);
    const { start_at, end_at } = period();
    const backwards = await grant(player.id, {
      product_code: PRAGMATIC,
      game_codes: ['1006-0'],
      rounds: 1,
      bet_value: 0.00001,
      start_at: end_at,
      end_at: start_at,
    });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors).sort()).toEqual(['bet_value', 'end_at']);
    expect(world.aggregator.received.length).toBe(calls);
  });

  it("shows free-round play in the logs and reports as a bonus, not as the player's stake", async () => {
    const player = await newFundedPlayer(world.server, 0, 10);
    const granted = await grant(player.id, {
      product_code: PRAGMATIC,
      game_codes: ['1006-0'],
      rounds: 2,
      bet_value: 0.2,
      ...period(),
    });
    const free = {
      wager_type: 'FREEROUND',
      payload: { bonus_code: granted.body.data.bonus_code },
      game_code: '1006-0',
    };
    for (const prize of [12, 0]) {
      const wager = world.wallet.id('wager');
      await world.wallet.move('withdraw', 'MMK', [
        world.wallet.item(player.userName, PRAGMATIC, [
          world.wallet.transaction({ action: 'bet', amount: 0, wager_code: wager, ...free }),
        ]),
      ]);
      await world.wallet.move('deposit', 'MMK', [
        world.wallet.item(player.userName, PRAGMATIC, [
          world.wallet.transaction({ action: 'settled', amount: prize, wager_code: wager, ...free }),
        ]),
      ]);
    }
    const logs = (await world.server.get('/api/player/game-logs?type=today', { token: player.token })).body
      .data;
    expect(logs).toEqual([
      expect.objectContaining({
        game_code: '1006-0',
        product_code: '1006',
        free_round: true,
        spin_count: 2,
        turnover: 0,
        win_loss: 12,
      }),
    ]);
    const dashboard = (await world.server.get('/api/console/dashboard', { token: admin })).body.data;
    expect(dashboard.today.free_round_wins).toBe(12);
    const games = (await world.server.get('/api/console/reports/games', { token: admin })).body.data.data;
    expect(games.find((row: { product_code: string }) => row.product_code === '1006')).toMatchObject({
      free_round_wins: 12,
    });
    expect(await expectBooks(world, player, 10)).toBe(2_200);
  });
});
