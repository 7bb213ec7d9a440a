import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, providerReviews, providerWagers } from '../../../db/schema';
import { gameDebt } from '../../../platform/money/game-wallet';
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
import { recordWinLeftToPushBetData } from './push-bet-data';
import type { SimWager } from '../../../simulators/gscplus/aggregator';
import { pushed } from '../../../simulators/gscplus/callbacks';

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

  async function bet(member: string, product: number, amount: number, action = 'bet') {
    const wager = world.wallet.id('wager');
    const transaction = world.wallet.transaction({ action, amount, wager_code: wager });
    await world.wallet.move('withdraw', 'MMK', [world.wallet.item(member, product, [transaction])]);
    return world.aggregator.wager(wager)!;
  }

  /** The aggregator settles the wager again, a second later, and pushes it (`copies` times at once). */
  async function push(wager: SimWager, status: string, prize: number, copies = 1) {
    world.server.clock.advance(1000);
    Object.assign(wager, { status, prize_amount: prize, settled_at: world.server.clock.now().getTime() });
    const replies = await Promise.all(
      Array.from({ length: copies }, () => world.wallet.pushBetData([wager])),
    );
    expect(replies.every((reply) => reply.code === 0)).toBe(true);
  }

  const roundOf = async (code: string) =>
    (await world.server.db.select().from(gameRounds).where(eq(gameRounds.roundCode, code)))[0];
  const reviewsOf = (code: string) =>
    world.server.db
      .select({
        kind: providerReviews.kind,
        oursStake: providerReviews.oursStake,
        oursWin: providerReviews.oursWin,
        theirsStake: providerReviews.theirsStake,
        theirsWin: providerReviews.theirsWin,
      })
      .from(providerReviews)
      .where(and(eq(providerReviews.roundCode, code), eq(providerReviews.status, 'open')));

  it('keeps one report per wager, and records a settlement our round lacks without paying it', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = await bet(player.userName, SLOT, 10);
    expect(await world.wallet.pushBetData([wager])).toMatchObject({ status: 200, code: 0 });
    await push(wager, 'SETTLED', 18.5);
    const rows = await world.server.db
      .select()
      .from(providerWagers)
      .where(eq(providerWagers.wagerCode, wager.code));
    expect(rows).toEqual([
      expect.objectContaining({ wagerStatus: 'SETTLED', prizeAmount: 1_850, userId: player.id }),
    ]);
    expect(await reviewsOf(wager.code)).toEqual([
      { kind: 'missed_settlement', oursStake: 1_000, oursWin: 0, theirsStake: 1_000, theirsWin: 1_850 },
    ]);
    expect(await roundOf(wager.code)).toMatchObject({ bet: 1_000, win: 0, status: 'open' });
    expect(await expectBooks(world, player, 100)).toBe(9_000);
  });

  it('moves no money outside WBET: a void we hold the stake of, and a prize deposits paid otherwise, are recorded', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const voided = await bet(player.userName, SLOT, 10);
    await push(voided, 'VOID', 0);
    const resettled = await bet(player.userName, SLOT, 10);
    const deposit = world.wallet.transaction({ action: 'settled', amount: 30, wager_code: resettled.code });
    await world.wallet.move('deposit', 'MMK', [world.wallet.item(player.userName, SLOT, [deposit])]);
    await push(resettled, 'RESETTLED', 20);
    expect(await reviewsOf(voided.code)).toEqual([
      { kind: 'amount_mismatch', oursStake: 1_000, oursWin: 0, theirsStake: 0, theirsWin: 0 },
    ]);
    expect(await reviewsOf(resettled.code)).toEqual([
      { kind: 'amount_mismatch', oursStake: 1_000, oursWin: 3_000, theirsStake: 1_000, theirsWin: 2_000 },
    ]);
    expect(await roundOf(voided.code)).toMatchObject({ bet: 1_000, status: 'open' });
    expect(await expectBooks(world, player, 100)).toBe(11_000);
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
    await push(wager, 'SETTLED', 55, 100);
    expect(
      await postingsOf(world.server, `game:gscplus:wbet:${wager.code}:SETTLED:${wager.settled_at}:550000`),
    ).toBe(1);
    expect(await expectBooks(world, player, 100)).toBe(13_500);
    const settled = pushed(wager);
    // The same win by deposit moves nothing: WBET pays wins only through push bet data.
    const deposit = world.wallet.transaction({ action: 'settled', amount: 55, wager_code: wager.code });
    const reply = await world.wallet.move('deposit', 'MMK', [
      world.wallet.item(player.userName, WBET, [deposit]),
    ]);
    expect(reply.data[0]).toMatchObject({ code: 0, before_balance: 135, balance: 135 });
    // A repeat of the push, after the deposit, pays nothing more either.
    await world.wallet.pushBetData([settled]);
    expect(await roundOf(wager.code)).toMatchObject({ bet: 2_000, win: 5_500, status: 'settled' });
    expect(await expectBooks(world, player, 100)).toBe(13_500);
    expect(await reviewsOf(wager.code)).toEqual([]);
  });

  it('moves a WBET win to each resettled figure once, down as a forced take-back into debt, and up', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = await bet(player.userName, WBET, 20);
    await push(wager, 'SETTLED', 500);
    expect(await expectBooks(world, player, 100)).toBe(58_000);
    // The player stakes most of it elsewhere before the aggregator lowers the prize to 300.
    await bet(player.userName, SLOT, 450);
    await push(wager, 'RESETTLED', 300, 50);
    expect(await roundOf(wager.code)).toMatchObject({ bet: 2_000, win: 30_000, status: 'settled' });
    expect(await expectBooks(world, player, 100)).toBe(0);
    expect(await gameDebt(world.server.db, player.id)).toBe(7_000);
    // Up again: the difference is paid, first to the debt.
    await push(wager, 'RESETTLED', 380, 50);
    expect(await roundOf(wager.code)).toMatchObject({ win: 38_000 });
    expect(await gameDebt(world.server.db, player.id)).toBe(0);
    expect(await expectBooks(world, player, 100)).toBe(1_000);
    // And back to 300: a figure seen before is applied again, as its own settlement.
    await push(wager, 'RESETTLED', 300, 50);
    expect(await roundOf(wager.code)).toMatchObject({ win: 30_000 });
    expect(await gameDebt(world.server.db, player.id)).toBe(7_000);
    expect(await reviewsOf(wager.code)).toEqual([]);
  });

  it('voids a WBET wager once: the win paid taken back, the stake a BET took returned, the round void', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = await bet(player.userName, WBET, 20);
    await push(wager, 'SETTLED', 50);
    expect(await expectBooks(world, player, 100)).toBe(13_000);
    await push(wager, 'VOID', 0, 50);
    expect(await roundOf(wager.code)).toMatchObject({ bet: 0, win: 0, status: 'void' });
    expect(await expectBooks(world, player, 100)).toBe(10_000);
    await push(wager, 'VOID', 0);
    expect(await expectBooks(world, player, 100)).toBe(10_000);
    expect(await reviewsOf(wager.code)).toEqual([]);
  });

  it('returns no WBET stake a BET did not take, and leaves it recorded for an operator', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const tipped = await bet(player.userName, WBET, 5, 'tip');
    await push(tipped, 'VOID', 0);
    expect(await roundOf(tipped.code)).toMatchObject({ bet: 500, status: 'open' });
    expect(await expectBooks(world, player, 100)).toBe(9_500);
    expect(await reviewsOf(tipped.code)).toEqual([
      { kind: 'amount_mismatch', oursStake: 500, oursWin: 0, theirsStake: 0, theirsWin: 0 },
    ]);
  });

  it('closes a lost WBET wager as settled, once', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = await bet(player.userName, WBET, 20);
    await push(wager, 'SETTLED', 0, 10);
    const round = await roundOf(wager.code);
    expect(round).toMatchObject({ bet: 2_000, win: 0, status: 'settled' });
    await push(wager, 'SETTLED', 0);
    expect((await roundOf(wager.code))!.settledAt).toEqual(round!.settledAt);
    expect(await expectBooks(world, player, 100)).toBe(8_000);
  });

  it('records on the round a WBET win a deposit sent and was not paid, once per transaction', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = await bet(player.userName, WBET, 20);
    const left = {
      userId: player.id,
      wagerCode: wager.code,
      transactionId: 'dep-1',
      gameCode: 'moreturkeyv10000',
      productCode: WBET,
      action: 'SETTLED',
      currency: 'MMK' as const,
      sent: '55',
      at: world.server.clock.now(),
    };
    await recordWinLeftToPushBetData(world.server.db, left);
    await recordWinLeftToPushBetData(world.server.db, { ...left, sent: '66', at: new Date(0) });
    expect((await roundOf(wager.code))!.unpaidWins).toEqual({
      'dep-1': {
        action: 'SETTLED',
        currency: 'MMK',
        sent: '55',
        paid_by: 'pushbetdata',
        at: left.at.toISOString(),
      },
    });
    await push(wager, 'SETTLED', 55);
    expect(await roundOf(wager.code)).toMatchObject({ bet: 2_000, win: 5_500, status: 'settled' });
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
