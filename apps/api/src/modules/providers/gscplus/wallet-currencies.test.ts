import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregatorProducts, gameRounds, ledgerAccounts } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import {
  expectBooks,
  simGames,
  simProduct,
  startGscplusWorld,
  type GscplusWorld,
} from './gscplus-test-setup';

const SLOT = 1006;
const PG = 1007;
const JILI = 1091;

describe.each(testDatabaseKinds())('GSC+ currencies and amounts on %s', (kind) => {
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld(kind);
    world.aggregator.products = [
      simProduct(SLOT, 'MMK'),
      simProduct(PG, 'MMK2'),
      simProduct(PG, 'MMK'),
      simProduct(JILI, 'MMK3'),
    ];
    world.aggregator.games = [
      ...simGames(SLOT, ['MMK'], 1),
      ...simGames(PG, ['MMK2', 'MMK'], 1),
      ...simGames(JILI, ['MMK3'], 1),
    ];
    await world.sync();
  });
  afterAll(() => world.close());

  async function send(
    currency: string,
    product: number,
    member: string,
    action: string,
    amount: number | string,
  ) {
    const transaction = world.wallet.transaction({ action, amount });
    const name = action === 'bet' ? 'withdraw' : 'deposit';
    const reply = await world.wallet.move(name, currency, [
      world.wallet.item(member, product, [transaction]),
    ]);
    return { ...reply.data[0]!, id: transaction.id };
  }

  const balanceIn = async (currency: string, product: number, member: string) =>
    (await world.wallet.balance(currency, [{ member_account: member, product_code: product }])).data[0]!;

  it('reports one balance in each kyat currency: MMK 1:1, MMK2 1:1000, MMK3 1:100, up to 4 decimals', async () => {
    const player = await newFundedPlayer(world.server, 0, 12_345.67);
    expect(await balanceIn('MMK', SLOT, player.userName)).toMatchObject({ code: 0, balance: 12_345.67 });
    expect(await balanceIn('MMK2', PG, player.userName)).toMatchObject({ code: 0, balance: 12.3456 });
    expect(await balanceIn('MMK3', JILI, player.userName)).toMatchObject({ code: 0, balance: 123.4567 });
  });

  it("scales each currency's amounts to kyat exactly, 4 decimals included", async () => {
    const player = await newFundedPlayer(world.server, 0, 2_000);
    expect(await send('MMK2', PG, player.userName, 'bet', 0.5)).toMatchObject({
      code: 0,
      before_balance: 2,
      balance: 1.5,
    });
    expect(await send('MMK2', PG, player.userName, 'settled', 0.1234)).toMatchObject({ balance: 1.6234 });
    expect(await send('MMK3', JILI, player.userName, 'bet', 1.0001)).toMatchObject({ balance: 15.2339 });
    expect(await send('MMK', SLOT, player.userName, 'settled', '0.25')).toMatchObject({ balance: 1_523.64 });
    // 2,000 - 500 + 123.40 - 100.01 + 0.25 Ks
    expect(await expectBooks(world, player, 2_000)).toBe(152_364);
  });

  it('keeps a product in both currencies it is offered in: the same code answers in MMK and in MMK2', async () => {
    const player = await newFundedPlayer(world.server, 0, 3_000);
    expect(await send('MMK', PG, player.userName, 'bet', 1_000)).toMatchObject({ code: 0, balance: 2_000 });
    expect(await send('MMK2', PG, player.userName, 'bet', 1)).toMatchObject({ code: 0, balance: 1 });
    const unreviewed = await world.server.db
      .select()
      .from(aggregatorProducts)
      .where(and(eq(aggregatorProducts.productCode, PG), eq(aggregatorProducts.listed, false)));
    expect(unreviewed).toEqual([]);
  });

  /** The player's game account exactly, in hundredths of a pya: whole pya posted plus what it carries below. */
  async function exactOf(userId: number) {
    const [game] = await world.server.db
      .select({ balance: ledgerAccounts.balance, subPya: ledgerAccounts.subPya })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, 'game')));
    return game!.balance * 100 + game!.subPya;
  }

  it("holds MMK's fourth decimal exactly: nothing rounded either way, and every reply the exact balance", async () => {
    const player = await newFundedPlayer(world.server, 0, 20);
    const wager = world.wallet.id('wager');
    const bet = world.wallet.transaction({ action: 'bet', amount: 10.1234, wager_code: wager });
    const win = world.wallet.transaction({ action: 'settled', amount: '10.1234', wager_code: wager });
    const bets = await world.wallet.move('withdraw', 'MMK', [
      world.wallet.item(player.userName, SLOT, [bet]),
    ]);
    expect(bets.data[0]).toMatchObject({ code: 0, before_balance: 20, balance: 9.8766 });
    const wins = await world.wallet.move('deposit', 'MMK', [world.wallet.item(player.userName, SLOT, [win])]);
    expect(wins.data[0]).toMatchObject({ code: 0, before_balance: 9.8766, balance: 20 });
    const dust = await send('MMK', SLOT, player.userName, 'promo', '0.0050');
    expect(dust).toMatchObject({ code: 0, before_balance: 20, balance: 20.005 });
    expect(await exactOf(player.id)).toBe(200_050);
    // A repeat of a move below a pya is a repeat, as one of a posted move is.
    const again = world.wallet.transaction({ action: 'promo', amount: '0.0050', id: dust.id });
    const repeat = await world.wallet.move('deposit', 'MMK', [
      world.wallet.item(player.userName, SLOT, [again]),
    ]);
    expect(repeat.data[0]).toMatchObject({ code: 1003, balance: 20.005 });
    expect(await balanceIn('MMK', SLOT, player.userName)).toMatchObject({ balance: 20.005 });
    expect(await balanceIn('MMK3', JILI, player.userName)).toMatchObject({ balance: 0.2 });
    const [round] = await world.server.db.select().from(gameRounds).where(eq(gameRounds.roundCode, wager));
    expect(round).toMatchObject({ betExact: 101_234, winExact: 101_234, bet: 1_012, win: 1_012 });
    expect(await expectBooks(world, player, 20)).toBe(2_000);
  });

  it('refuses an amount finer than the fourth decimal (999), moving nothing', async () => {
    const player = await newFundedPlayer(world.server, 0, 10);
    expect(await send('MMK', SLOT, player.userName, 'bet', '0.00001')).toMatchObject({
      code: 999,
      before_balance: 10,
      balance: 10,
    });
    expect(await exactOf(player.id)).toBe(100_000);
  });

  it('cannot make or lose money on the fourth decimal: 100 bets and wins of sub-pya amounts leave exactly the start', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    for (const amount of ['0.0049', '0.0151', '0.9999', '0.005']) {
      const replies = await Promise.all(
        Array.from({ length: 25 }, async () => {
          const wager = world.wallet.id('wager');
          const bet = world.wallet.transaction({ action: 'bet', amount, wager_code: wager });
          const win = world.wallet.transaction({ action: 'settled', amount, wager_code: wager });
          await world.wallet.move('withdraw', 'MMK', [world.wallet.item(player.userName, SLOT, [bet])]);
          return world.wallet.move('deposit', 'MMK', [world.wallet.item(player.userName, SLOT, [win])]);
        }),
      );
      expect(replies.every((reply) => reply.data[0]!.code === 0)).toBe(true);
    }
    expect(await exactOf(player.id)).toBe(1_000_000);
    expect(await expectBooks(world, player, 100)).toBe(10_000);
  });

  it("answers replies that add up: each item's before_balance is the balance the item before it left", async () => {
    const player = await newFundedPlayer(world.server, 0, 1);
    const amounts: [string, string][] = [
      ['bet', '0.3333'],
      ['settled', '0.0001'],
      ['bet', '0.6667'],
      ['promo', '2.0049'],
      ['bet', '0.0051'],
    ];
    const items = amounts.map(([action, amount]) =>
      world.wallet.item(player.userName, SLOT, [world.wallet.transaction({ action, amount })]),
    );
    const reply = await world.wallet.move('withdraw', 'MMK', items);
    expect(reply.data.map((item) => item.code)).toEqual([0, 0, 0, 0, 0]);
    reply.data
      .slice(1)
      .forEach((item, index) => expect(item.before_balance).toBe(reply.data[index]!.balance));
    // 1 - 0.3333 + 0.0001 - 0.6667 + 2.0049 - 0.0051 Ks
    expect(reply.data.at(-1)!.balance).toBe(1.9999);
    expect(await exactOf(player.id)).toBe(19_999);
  });

  it('never fails a product missing from our catalogue: answers, applies, and lists it for review', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const unknown = 1290;
    expect(await balanceIn('MMK', unknown, player.userName)).toMatchObject({ code: 0, balance: 100 });
    expect(await send('MMK', unknown, player.userName, 'bet', 10)).toMatchObject({ code: 0, balance: 90 });
    expect(await send('MMK', unknown, player.userName, 'settled', 15)).toMatchObject({
      code: 0,
      balance: 105,
    });
    const [registered] = await world.server.db
      .select()
      .from(aggregatorProducts)
      .where(eq(aggregatorProducts.productCode, unknown));
    expect(registered).toMatchObject({ currency: 'MMK', listed: false, reviewedAt: null });
    const review = await world.server.get('/api/console/gscplus/products?review=1', {
      token: await world.admin(),
    });
    expect(review.body.data).toContainEqual(
      expect.objectContaining({ product_code: unknown, currency: 'MMK', listed: false }),
    );
    expect(await expectBooks(world, player, 100)).toBe(10_500);
  });
});
