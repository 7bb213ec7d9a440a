import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, ledgerAccounts, providerReviews, providers } from '../../../db/schema';
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

const SLOT = 1006;

describe.each(testDatabaseKinds())('GSC+ wallet actions on %s', (kind) => {
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld(kind, { GSCPLUS_REVIEW_CREDIT_ABOVE_KS: '5000' });
    world.aggregator.products = [simProduct(SLOT, 'MMK')];
    world.aggregator.games = simGames(SLOT, ['MMK'], 1);
    await world.sync();
  });
  afterAll(() => world.close());

  /** Sends one transaction on the wager and answers its reply item. */
  async function send(member: string, wager: string, action: string, amount: number | string) {
    const name =
      ['bet', 'tip', 'bet_preserve'].includes(action) || amount.toString().startsWith('-')
        ? 'withdraw'
        : 'deposit';
    const transaction = world.wallet.transaction({ action, amount, wager_code: wager });
    const reply = await world.wallet.move(name, 'MMK', [world.wallet.item(member, SLOT, [transaction])]);
    return { ...reply.data[0]!, id: transaction.id };
  }

  const roundOf = async (wager: string) =>
    (await world.server.db.select().from(gameRounds).where(eq(gameRounds.roundCode, wager)))[0]!;

  async function debtOf(userId: number) {
    const [row] = await world.server.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, 'debt')));
    return 0 - (row?.balance ?? 0);
  }

  // Each action of the document's table 3.12 that a wager in play (status BET) allows, with the amount it sends and
  // what it moves (Ks, player's side). Every state of every action: wager-rules.test.ts.
  const RULES: [action: string, amount: number, moves: number][] = [
    ['bet', 10, -10],
    ['bet', -10, -10],
    ['tip', 2, -2],
    ['bet_preserve', 5, -5],
    ['settled', 30, 30],
    ['jackpot', 7, 7],
    ['bonus', 3, 3],
    ['promo', 1, 1],
    ['leaderboard', 6, 6],
    ['freebet', 8, 8],
    ['preserve_refund', 5, 5],
    ['cancel', 4, 4],
    ['adjustment', 2, 2],
    ['adjustment', -2, -2],
  ];

  it.each(RULES)('%s of %d moves %d Ks, once', async (action, amount, moves) => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = world.wallet.id('wager');
    await send(player.userName, wager, 'bet', 20);
    const reply = await send(player.userName, wager, action, amount);
    expect(reply).toMatchObject({ code: 0, before_balance: 80, balance: 80 + moves });
    expect(await postingsOf(world.server, `game:gscplus:${reply.id}`)).toBe(1);
    expect(await expectBooks(world, player, 100)).toBe((80 + moves) * 100);
  });

  it('never credits a SETTLED of a negative amount as a positive one, nor debits it: 999, nothing moved', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const reply = await send(player.userName, world.wallet.id('wager'), 'settled', -15);
    expect(reply).toMatchObject({ code: 999, before_balance: 100, balance: 100 });
    expect(await postingsOf(world.server, `game:gscplus:${reply.id}`)).toBe(0);
  });

  it('cancels part of a bet and then the rest: each moves what it says, and the round ends void', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = world.wallet.id('wager');
    await send(player.userName, wager, 'bet', 30);
    expect(await send(player.userName, wager, 'cancel', 10)).toMatchObject({ code: 0, balance: 80 });
    expect(await roundOf(wager)).toMatchObject({ bet: 2_000, win: 0, status: 'open' });
    expect(await send(player.userName, wager, 'cancel', 20)).toMatchObject({ code: 0, balance: 100 });
    expect(await roundOf(wager)).toMatchObject({ bet: 0, win: 0, status: 'void' });
    expect(await expectBooks(world, player, 100)).toBe(10_000);
  });

  it('answers 1006 to a cancel or rollback of a wager that does not exist, and moves nothing', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    expect(await send(player.userName, 'no-such-wager', 'cancel', 10)).toMatchObject({
      code: 1006,
      balance: 100,
    });
    expect(await send(player.userName, 'no-such-wager', 'rollback', -10)).toMatchObject({
      code: 1006,
      balance: 100,
    });
    expect(await expectBooks(world, player, 100)).toBe(10_000);
  });

  it('accepts a deposit for which no bet exists (a promotion pays that way)', async () => {
    const player = await newFundedPlayer(world.server, 0, 0);
    expect(await send(player.userName, world.wallet.id('promo'), 'promo', 12.5)).toMatchObject({
      code: 0,
      before_balance: 0,
      balance: 12.5,
    });
    expect(await expectBooks(world, player, 0)).toBe(1_250);
  });

  it('never refuses a forced debit: the shortfall becomes debt, the next credit repays it first, the books verify', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = world.wallet.id('wager');
    await send(player.userName, wager, 'bet', 10);
    await send(player.userName, wager, 'settled', 50);
    await send(player.userName, world.wallet.id('wager'), 'bet', 130);
    // The aggregator takes its win back after the player spent it: 50 owed, 10 there.
    const rollback = await send(player.userName, wager, 'rollback', -50);
    // The document's balance is the balance after the move: negative while the player owes.
    expect(rollback).toMatchObject({ code: 0, before_balance: 10, balance: -40 });
    expect(await debtOf(player.id)).toBe(4_000);
    expect(await postingsOf(world.server, `game:gscplus:${rollback.id}:debt`)).toBe(1);
    const detail = await world.server.get(`/api/console/players/${player.id}`, {
      token: await world.admin(),
    });
    expect(detail.body.data).toMatchObject({ balance: 0, debt: 40 });
    // A bet now is refused: the player has nothing; the next win repays the 40 first.
    expect(await send(player.userName, world.wallet.id('wager'), 'bet', 1)).toMatchObject({
      code: 1001,
      before_balance: -40,
      balance: -40,
    });
    const win = await send(player.userName, world.wallet.id('promo'), 'promo', 25);
    expect(win).toMatchObject({ code: 0, before_balance: -40, balance: -15 });
    expect(await debtOf(player.id)).toBe(1_500);
    const more = await send(player.userName, world.wallet.id('promo'), 'jackpot', 100);
    expect(more).toMatchObject({ code: 0, before_balance: -15, balance: 85 });
    expect(await debtOf(player.id)).toBe(0);
    expect(await expectBooks(world, player, 100)).toBe(8_500);
  });

  it('takes a negative resettlement beyond the balance as debt, also 100 copies at once', async () => {
    const player = await newFundedPlayer(world.server, 0, 10);
    const wager = world.wallet.id('wager');
    await send(player.userName, wager, 'bet', 10);
    await send(player.userName, wager, 'settled', 0);
    const resettle = world.wallet.transaction({ action: 'resettled', amount: -30, wager_code: wager });
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        world.wallet.move('withdraw', 'MMK', [world.wallet.item(player.userName, SLOT, [resettle])]),
      ),
    );
    expect(replies.filter((reply) => reply.data[0]!.code === 0)).toHaveLength(1);
    expect(replies.filter((reply) => reply.data[0]!.code === 1003)).toHaveLength(99);
    expect(replies.every((reply) => reply.data[0]!.balance === -30)).toBe(true);
    expect(await debtOf(player.id)).toBe(3_000);
    expect(await expectBooks(world, player, 10)).toBe(0);
  });

  it('refuses new bets on a product the operator disabled (2000) but still pays its settlements', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = world.wallet.id('wager');
    await send(player.userName, wager, 'bet', 10);
    await world.server.db
      .update(providers)
      .set({ enabled: false })
      .where(eq(providers.code, String(SLOT)));
    world.server.clock.advance(2_001);
    try {
      expect(await send(player.userName, world.wallet.id('wager'), 'bet', 10)).toMatchObject({
        code: 2000,
        balance: 90,
      });
      expect(await send(player.userName, wager, 'settled', 25)).toMatchObject({ code: 0, balance: 115 });
    } finally {
      await world.server.db
        .update(providers)
        .set({ enabled: true })
        .where(eq(providers.code, String(SLOT)));
      world.server.clock.advance(2_001);
    }
    expect(await expectBooks(world, player, 100)).toBe(11_500);
  });

  it('applies a credit above the configured size and flags it for review', async () => {
    const player = await newFundedPlayer(world.server, 0, 0);
    const big = await send(player.userName, world.wallet.id('wager'), 'jackpot', 5_000.01);
    expect(big).toMatchObject({ code: 0, balance: 5_000.01 });
    const small = await send(player.userName, world.wallet.id('wager'), 'jackpot', 5_000);
    expect(small).toMatchObject({ code: 0 });
    const flags = await world.server.db
      .select()
      .from(providerReviews)
      .where(eq(providerReviews.userId, player.id));
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'large_credit',
        subject: `transaction:${big.id}`,
        theirsWin: 500_001,
        status: 'open',
      }),
    ]);
    expect(await expectBooks(world, player, 0)).toBe(1_000_001);
  });
});
