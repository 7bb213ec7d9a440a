import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';
import {
  expectBooks,
  postingsOf,
  simGames,
  simProduct,
  startGscplusWorld,
  type GscplusWorld,
} from './gscplus-test-setup';
import { GscplusAggregator } from '../../../simulators/gscplus/aggregator';
import { GscplusCallbacks } from '../../../simulators/gscplus/callbacks';

const SLOT = 1006;

describe.each(testDatabaseKinds())('GSC+ callbacks on %s', (kind) => {
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld(kind);
    world.aggregator.products = [simProduct(SLOT, 'MMK')];
    world.aggregator.games = simGames(SLOT, ['MMK'], 2);
    await world.sync();
  });
  afterAll(() => world.close());

  const bet = (member: string, amount: number, fields = {}) =>
    world.wallet.move('withdraw', 'MMK', [
      world.wallet.item(member, SLOT, [world.wallet.transaction({ action: 'bet', amount, ...fields })]),
    ]);

  it('answers in the document shape: product_code an integer, balances as numbers, HTTP 200', async () => {
    const player = await newFundedPlayer(world.server, 0, 12_345.67);
    const reply = await world.wallet.balance('MMK', [
      { member_account: player.userName, product_code: SLOT },
    ]);
    expect(reply).toMatchObject({ status: 200, code: 0 });
    expect(reply.data).toEqual([
      {
        member_account: player.userName,
        product_code: SLOT,
        balance: 12_345.67,
        code: 0,
        message: 'Success',
      },
    ]);
    const placed = await bet(player.userName, 10);
    expect(placed.data[0]).toEqual({
      member_account: player.userName,
      product_code: SLOT,
      before_balance: 12_345.67,
      balance: 12_335.67,
      code: 0,
      message: 'Success',
    });
  });

  it('answers a repeated transaction 1003 with the current balance and posts it once, even 100 copies at once', async () => {
    const player = await newFundedPlayer(world.server, 0, 1_000);
    const once = world.wallet.transaction({ action: 'bet', amount: 10 });
    const item = () => [world.wallet.item(player.userName, SLOT, [once])];
    expect((await world.wallet.move('withdraw', 'MMK', item())).data[0]).toMatchObject({
      code: 0,
      balance: 990,
    });
    const again = await world.wallet.move('withdraw', 'MMK', item());
    expect(again.data[0]).toMatchObject({ code: 1003, balance: 990, before_balance: 990 });
    expect(await postingsOf(world.server, `game:gscplus:${once.id}`)).toBe(1);

    const storm = world.wallet.transaction({ action: 'bet', amount: 7 });
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        world.wallet.move('withdraw', 'MMK', [world.wallet.item(player.userName, SLOT, [storm])]),
      ),
    );
    const codes = replies.map((reply) => reply.data[0]!.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1003)).toHaveLength(99);
    expect(await postingsOf(world.server, `game:gscplus:${storm.id}`)).toBe(1);
    expect(await expectBooks(world, player, 1_000)).toBe(98_300);
  });

  it('pays a settlement once under 100 simultaneous copies', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = world.wallet.id('wager');
    await bet(player.userName, 10, { wager_code: wager });
    const win = world.wallet.transaction({ action: 'settled', amount: 25, wager_code: wager });
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        world.wallet.move('deposit', 'MMK', [world.wallet.item(player.userName, SLOT, [win])]),
      ),
    );
    expect(replies.filter((reply) => reply.data[0]!.code === 0)).toHaveLength(1);
    expect(await postingsOf(world.server, `game:gscplus:${win.id}`)).toBe(1);
    expect(await expectBooks(world, player, 100)).toBe(11_500);
  });

  it('never overdraws under 50 simultaneous bets of one player: the balance covers 30, the rest answer 1001', async () => {
    const player = await newFundedPlayer(world.server, 0, 300);
    const replies = await Promise.all(Array.from({ length: 50 }, () => bet(player.userName, 10)));
    const codes = replies.map((reply) => reply.data[0]!.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(30);
    expect(codes.filter((code) => code === 1001)).toHaveLength(20);
    expect(await expectBooks(world, player, 300)).toBe(0);
  });

  it("answers a batch of several members in its order, one member's items one after another", async () => {
    const [first, second] = [
      await newFundedPlayer(world.server, 0, 100),
      await newFundedPlayer(world.server, 0, 40),
    ];
    const item = (member: string, amount: number) =>
      world.wallet.item(member, SLOT, [world.wallet.transaction({ action: 'bet', amount })]);
    const reply = await world.wallet.move('withdraw', 'MMK', [
      item(first.userName, 30),
      item(second.userName, 25),
      item(first.userName, 50),
      item(second.userName, 25),
      item(first.userName, 20),
    ]);
    expect(
      reply.data.map((answer) => [answer.member_account, answer.code, answer.before_balance, answer.balance]),
    ).toEqual([
      [first.userName, 0, 100, 70],
      [second.userName, 0, 40, 15],
      [first.userName, 0, 70, 20],
      [second.userName, 1001, 15, 15],
      [first.userName, 0, 20, 0],
    ]);
    expect(await expectBooks(world, first, 100)).toBe(0);
    expect(await expectBooks(world, second, 40)).toBe(1_500);
  });

  it('refuses a bet beyond the balance with 1001 and moves nothing', async () => {
    const player = await newFundedPlayer(world.server, 0, 50);
    expect((await bet(player.userName, 50.01)).data[0]).toMatchObject({ code: 1001, balance: 50 });
    expect(await expectBooks(world, player, 50)).toBe(5_000);
  });

  it('fails every item of a call with a bad sign (1004, balance 0) and moves nothing', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const body = {
      currency: 'MMK',
      batch_requests: [
        world.wallet.item(player.userName, SLOT, [world.wallet.transaction({ action: 'bet', amount: 1 })]),
      ],
    };
    const forged = await world.wallet.send('withdraw', {
      ...world.wallet.signed('withdraw', body),
      sign: 'f'.repeat(32),
    });
    expect(forged).toMatchObject({ status: 200, code: 1004 });
    expect(forged.data[0]).toMatchObject({ code: 1004, balance: 0, product_code: SLOT });
    // A deposit's sign does not open a withdrawal.
    const wrongWord = await world.wallet.send('withdraw', world.wallet.signed('deposit', body));
    expect(wrongWord.data[0]).toMatchObject({ code: 1004 });
    // Another operator's code is refused with the agent key code.
    const stranger = await world.wallet.send('withdraw', {
      ...world.wallet.signed('withdraw', body),
      operator_code: 'XX99',
    });
    expect(stranger.data[0]).toMatchObject({ code: 1002 });
    expect(await expectBooks(world, player, 100)).toBe(10_000);
  });

  it('compares the operator code without regard to case, as the document says', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const lower = new GscplusCallbacks(
      new GscplusAggregator({
        operatorCode: world.aggregator.operatorCode.toLowerCase(),
        secretKey: world.aggregator.secretKey,
        now: world.aggregator.now,
      }),
      `${world.server.base}/api`,
    );
    const reply = await lower.balance('MMK', [{ member_account: player.userName, product_code: SLOT }]);
    expect(reply.data[0]).toMatchObject({ code: 0, balance: 100 });
  });

  it('reads request_time as text in Unix seconds, one reading only, and answers 999 outside the window', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const items = {
      currency: 'MMK',
      batch_requests: [{ member_account: player.userName, product_code: SLOT }],
    };
    const at = (time: string) => world.wallet.send('balance', world.wallet.signed('balance', items, time));
    const seconds = Math.floor(world.server.clock.now().getTime() / 1000);
    expect((await at(String(seconds))).data[0]).toMatchObject({ code: 0, balance: 100 });
    expect((await at(String(seconds - 299))).data[0]).toMatchObject({ code: 0 });
    // The other reading of "GMT+8" is eight hours off: a replay window eight hours wide if both were heard.
    for (const time of [seconds + 8 * 3600, seconds - 301, seconds + 301, seconds * 1000])
      expect((await at(String(time))).data[0]).toMatchObject({
        code: 999,
        message: 'request_time is outside the accepted window',
        before_balance: 0,
        balance: 0,
      });
  });

  it('answers 1000 for an unknown member and 999 for a currency it does not hold', async () => {
    const unknown = await bet('nobody-here', 1);
    expect(unknown.data[0]).toMatchObject({
      code: 1000,
      before_balance: 0,
      balance: 0,
      member_account: 'nobody-here',
    });
    const player = await newFundedPlayer(world.server, 0, 100);
    const usd = await world.wallet.move('withdraw', 'USD', [
      world.wallet.item(player.userName, SLOT, [world.wallet.transaction({ action: 'bet', amount: 1 })]),
    ]);
    expect(usd.data[0]).toMatchObject({ code: 999, balance: 0 });
    expect(await expectBooks(world, player, 100)).toBe(10_000);
  });

  it('answers a malformed item with its own code in the aggregator shape and applies the others', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const good = () =>
      world.wallet.item(player.userName, SLOT, [world.wallet.transaction({ action: 'bet', amount: 5 })]);
    const badAmount = world.wallet.item(player.userName, SLOT, [
      world.wallet.transaction({ action: 'bet', amount: 'ten' }),
    ]);
    const noCode = { member_account: player.userName, transactions: [] };
    const reply = await world.wallet.move('withdraw', 'MMK', [good(), badAmount, noCode as never, good()]);
    expect(reply.status).toBe(200);
    expect(reply.data.map((item) => item.code)).toEqual([0, 999, 999, 0]);
    // An item that fails still answers the player's real balance, before and after (nothing moved).
    expect(reply.data[1]).toMatchObject({
      member_account: player.userName,
      product_code: SLOT,
      before_balance: 95,
      balance: 95,
      message: 'Invalid transactions.0.amount',
    });
    expect(reply.data[2]).toMatchObject({
      member_account: player.userName,
      product_code: 0,
      before_balance: 95,
      balance: 95,
    });
    expect(await expectBooks(world, player, 100)).toBe(9_000);
  });

  it("reads the document's example spellings: Product_code and Channel_code, amounts as text or numbers", async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const transaction = {
      ...world.wallet.transaction({ action: 'BET', amount: '2.5' }),
      Channel_code: 'gscp',
    };
    const item = { member_account: player.userName, Product_code: String(SLOT), transactions: [transaction] };
    const reply = await world.wallet.send(
      'withdraw',
      world.wallet.signed('withdraw', { currency: 'MMK', batch_requests: [item] }),
    );
    expect(reply.data[0]).toMatchObject({ code: 0, product_code: SLOT, balance: 97.5 });
  });

  it('answers a body it cannot read at all with 999 and HTTP 200, never our 4xx', async () => {
    const notJson = await world.wallet.send('withdraw', '{"operator_code": "ZY01",');
    expect(notJson).toMatchObject({ status: 200, code: 999, data: [] });
    const noBatch = await world.wallet.send(
      'withdraw',
      world.wallet.signed('withdraw', { currency: 'MMK', batch_requests: 'x' }),
    );
    expect(noBatch).toMatchObject({ status: 200, code: 999, data: [] });
    await expectLedgerClean(world.server);
  });

  it('records each round with its stake, win and free-round grant', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = world.wallet.id('wager');
    const free = { wager_code: wager, wager_type: 'FREEROUND', payload: { bonus_code: 'FRB-77' } };
    await bet(player.userName, 0, free);
    await world.wallet.move('deposit', 'MMK', [
      world.wallet.item(player.userName, SLOT, [
        world.wallet.transaction({ action: 'settled', amount: 12.5, ...free }),
      ]),
    ]);
    const [round] = await world.server.db.select().from(gameRounds).where(eq(gameRounds.roundCode, wager));
    expect(round).toMatchObject({
      bet: 0,
      win: 1_250,
      status: 'settled',
      bonusCode: 'FRB-77',
      productCode: '1006',
    });
  });
});

describe('GSC+ callbacks on a server without the aggregator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('fails every item with 999 and moves nothing', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const aggregator = new GscplusAggregator({
      operatorCode: 'ZY01',
      secretKey: 'x',
      now: () => server.clock.now(),
    });
    const wallet = new GscplusCallbacks(aggregator, `${server.base}/api`);
    const reply = await wallet.move('withdraw', 'MMK', [
      wallet.item(player.userName, SLOT, [wallet.transaction({ action: 'bet', amount: 10 })]),
    ]);
    expect(reply.data[0]).toMatchObject({ code: 999, balance: 0 });
    expect((await balancesOf(server, player.id)).game).toBe(10_000);
  });
});

describe('GSC+ callbacks behind an address allow-list', () => {
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld('pglite', { GSCPLUS_ALLOWED_IPS: '203.0.113.9' });
  });
  afterAll(() => world.close());

  it('refuses a correctly signed call from another address', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const reply = await world.wallet.balance('MMK', [
      { member_account: player.userName, product_code: SLOT },
    ]);
    expect(reply.data[0]).toMatchObject({ code: 1004, balance: 0 });
  });
});
