import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, providerWagers } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import {
  expectBooks,
  postingsOf,
  simGames,
  simProduct,
  startGscplusWorld,
  type GscplusWorld,
} from './gscplus-test-setup';
import { pushed } from './simulator/callbacks';

const SLOT = 1006;
const WBET = 1040;

describe.each(testDatabaseKinds())('GSC+ push bet data on %s', (kind) => {
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld(kind);
    world.aggregator.products = [
      simProduct(SLOT, 'MMK'),
      simProduct(WBET, 'MMK', { game_type: 'SPORT_BOOK' }),
    ];
    world.aggregator.games = [...simGames(SLOT, ['MMK'], 1), ...simGames(WBET, ['MMK'], 1)];
    await world.sync();
  });
  afterAll(() => world.close());

  async function bet(member: string, product: number, amount: number) {
    const wager = world.wallet.id('wager');
    const transaction = world.wallet.transaction({ action: 'bet', amount, wager_code: wager });
    await world.wallet.move('withdraw', 'MMK', [world.wallet.item(member, product, [transaction])]);
    return world.aggregator.wager(wager)!;
  }

  it('keeps one report per wager, with no effect on any balance outside WBET', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = await bet(player.userName, SLOT, 10);
    expect(await world.wallet.pushBetData([wager])).toMatchObject({ status: 200, code: 0 });
    wager.status = 'SETTLED';
    wager.prize_amount = 18.5;
    expect(await world.wallet.pushBetData([wager])).toMatchObject({ code: 0 });
    const rows = await world.server.db
      .select()
      .from(providerWagers)
      .where(eq(providerWagers.wagerCode, wager.code));
    expect(rows).toEqual([
      expect.objectContaining({ wagerStatus: 'SETTLED', prizeAmount: 1_850, userId: player.id }),
    ]);
    expect(await expectBooks(world, player, 100)).toBe(9_000);
  });

  it('takes the readable wagers of a batch and names the one it could not read', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const first = await bet(player.userName, SLOT, 1);
    const last = await bet(player.userName, SLOT, 2);
    const reply = await world.wallet.pushBetData([
      first,
      { ...pushed(first), wager_code: 'broken-1', bet_amount: 'lots' },
      last,
    ]);
    expect(reply).toMatchObject({ status: 200, code: 0, message: expect.stringContaining('broken-1') });
    const stored = await world.server.db
      .select()
      .from(providerWagers)
      .where(eq(providerWagers.userId, player.id));
    expect(stored.map((row) => row.wagerCode).sort()).toEqual([first.code, last.code].sort());
  });

  it('pays a WBET win from push bet data once per wager, and not again for a deposit or a repeat', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = await bet(player.userName, WBET, 20);
    wager.status = 'SETTLED';
    wager.prize_amount = 55;
    wager.settled_at = world.server.clock.now().getTime();
    const copies = await Promise.all(Array.from({ length: 100 }, () => world.wallet.pushBetData([wager])));
    expect(copies.every((reply) => reply.code === 0)).toBe(true);
    expect(await postingsOf(world.server, `game:gscplus:wbet:${wager.code}`)).toBe(1);
    expect(await expectBooks(world, player, 100)).toBe(13_500);
    // The same win by deposit moves nothing: WBET pays wins only through push bet data.
    const deposit = world.wallet.transaction({ action: 'settled', amount: 55, wager_code: wager.code });
    const reply = await world.wallet.move('deposit', 'MMK', [
      world.wallet.item(player.userName, WBET, [deposit]),
    ]);
    expect(reply.data[0]).toMatchObject({ code: 0, before_balance: 135, balance: 135 });
    // A resettled report of the same wager pays nothing more either.
    wager.status = 'RESETTLED';
    wager.prize_amount = 70;
    await world.wallet.pushBetData([wager]);
    const [round] = await world.server.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundCode, wager.code));
    expect(round).toMatchObject({ bet: 2_000, win: 5_500, status: 'settled' });
    expect(await expectBooks(world, player, 100)).toBe(13_500);
  });

  it('refuses a push with a bad sign and takes nothing', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = await bet(player.userName, WBET, 10);
    wager.status = 'SETTLED';
    wager.prize_amount = 30;
    const body = { ...world.wallet.signed('pushbetdata', { wagers: [pushed(wager)] }), sign: 'x' };
    expect(await world.wallet.send('pushbetdata', body)).toMatchObject({ status: 200, code: 1004 });
    expect(await expectBooks(world, player, 100)).toBe(9_000);
  });
});
