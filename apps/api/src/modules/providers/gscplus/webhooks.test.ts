import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, ledgerTransfers, providers, providerWagers } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';
import { GscplusSimulator } from './gscplus-simulator';

/** Demo catalogue products: 9101 plays in MMK, 9102 in MMK2. */
const MMK_PRODUCT = '9101';
const MMK2_PRODUCT = '9102';

describe.each(testDatabaseKinds())('GSC+ seamless wallet on %s', (kind) => {
  let server: TestServer;
  const aggregator = new GscplusSimulator(() => server.clock.now());

  beforeAll(async () => {
    await aggregator.start();
    server = await startTestServer(kind, aggregator.env());
    aggregator.sendTo(server.base);
  });
  afterAll(async () => {
    await server.close();
    await aggregator.stop();
  });

  /** Pya the ledger holds for the player's game account, and what the postings of the aggregator add up to. */
  async function expectBooks(player: { id: number }, fundedKs: number) {
    await expectLedgerClean(server);
    const transfers = await server.db
      .select({
        kind: ledgerTransfers.kind,
        amount: ledgerTransfers.amount,
        debit: ledgerTransfers.debitAccountId,
      })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.playerId, player.id), like(ledgerTransfers.kind, 'game_%')));
    const { game } = await balancesOf(server, player.id);
    const houseIds = new Set(
      (await server.db.query.ledgerAccounts.findMany({ where: (a, { isNull }) => isNull(a.userId) })).map(
        (a) => a.id,
      ),
    );
    const net = transfers.reduce((sum, t) => sum + (houseIds.has(t.debit) ? t.amount : -t.amount), 0);
    expect(game).toBe(fundedKs * 100 + net);
    return game;
  }

  async function postingsOf(reference: string) {
    const [row] = await server.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `game:gscplus:${reference}`));
    return row!.n;
  }

  it('reads the game balance in the product currency: kyat for MMK, thousands of kyat for MMK2', async () => {
    const player = await newFundedPlayer(server, 0, 12_345.67);
    const mmk = await aggregator.balance(player.userName, MMK_PRODUCT);
    expect(mmk).toMatchObject({ status: 200, code: 0 });
    expect(mmk.data).toEqual([
      {
        member_account: player.userName,
        product_code: MMK_PRODUCT,
        balance: 12_345.67,
        code: 0,
        message: 'Success',
      },
    ]);
    const mmk2 = await aggregator.balance(player.userName, MMK2_PRODUCT, 'MMK2');
    expect(mmk2.data[0]).toMatchObject({ code: 0, balance: 12.3456 });
  });

  it('debits a bet and credits its settlement, once each, and records the round', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const bet = aggregator.transaction({ action: 'BET', amount: '-100', wager_code: aggregator.id('wager') });
    const placed = await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [bet]);
    expect(placed.data[0]).toMatchObject({ code: 0, before_balance: 1_000, balance: 900 });
    const won = await aggregator.move('deposit', player.userName, MMK_PRODUCT, [
      { action: 'SETTLED', amount: '250.5', wager_code: bet.wager_code, wager_status: 'SETTLED' },
    ]);
    expect(won.data[0]).toMatchObject({ code: 0, before_balance: 900, balance: 1_150.5 });
    const [round] = await server.db.select().from(gameRounds).where(eq(gameRounds.roundCode, bet.wager_code));
    expect(round).toMatchObject({ bet: 10_000, win: 25_050, status: 'settled', productCode: MMK_PRODUCT });
    expect(await expectBooks(player, 1_000)).toBe(115_050);
    const logs = await server.get('/api/player/game-logs?type=today', { token: player.token });
    expect(logs.body.data).toContainEqual(
      expect.objectContaining({ spin_count: 1, turnover: 100, win_loss: 150.5 }),
    );
  });

  it('answers a repeated transaction 1003 with the current balance and posts it once, even 100 copies at once', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const bet = aggregator.transaction({ action: 'BET', amount: '-10' });
    const first = await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [bet]);
    expect(first.data[0]).toMatchObject({ code: 0, balance: 990 });
    const again = await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [bet]);
    expect(again.data[0]).toMatchObject({ code: 1003, balance: 990, before_balance: 990 });
    expect(await postingsOf(bet.id)).toBe(1);

    const storm = aggregator.transaction({ action: 'BET', amount: '-7' });
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => aggregator.move('withdraw', player.userName, MMK_PRODUCT, [storm])),
    );
    const codes = replies.map((reply) => reply.data[0]!.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1003)).toHaveLength(99);
    expect(await postingsOf(storm.id)).toBe(1);
    expect(await expectBooks(player, 1_000)).toBe(98_300);
  });

  it('never overdraws under 50 simultaneous bets of one player: the balance covers 30, the rest answer 1001', async () => {
    const player = await newFundedPlayer(server, 0, 300);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        aggregator.move('withdraw', player.userName, MMK_PRODUCT, [{ action: 'BET', amount: '-10' }]),
      ),
    );
    const codes = replies.map((reply) => reply.data[0]!.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(30);
    expect(codes.filter((code) => code === 1001)).toHaveLength(20);
    expect(await expectBooks(player, 300)).toBe(0);
  });

  it('refuses a bet beyond the balance with 1001 and moves nothing', async () => {
    const player = await newFundedPlayer(server, 0, 50);
    const reply = await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [
      { action: 'BET', amount: '-50.01' },
    ]);
    expect(reply.data[0]).toMatchObject({ code: 1001, balance: 50 });
    expect(await expectBooks(player, 50)).toBe(5_000);
  });

  it('fails every item of a call with a bad sign (1004, balance 0) and moves nothing', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const batch = {
      currency: 'MMK',
      batch_requests: [
        {
          member_account: player.userName,
          product_code: MMK_PRODUCT,
          transactions: [aggregator.transaction({})],
        },
      ],
    };
    const forged = await aggregator.call('withdraw', {
      ...aggregator.signed('withdraw', batch),
      sign: 'f'.repeat(32),
    });
    expect(forged).toMatchObject({ status: 200, code: 1004 });
    expect(forged.data[0]).toMatchObject({ code: 1004, balance: 0 });
    // A deposit's signature does not open a withdrawal.
    const wrongAction = await aggregator.call('withdraw', aggregator.signed('deposit', batch));
    expect(wrongAction.data[0]).toMatchObject({ code: 1004 });
    expect(await expectBooks(player, 100)).toBe(10_000);
  });

  it('refuses a stale or future request_time, and reads milliseconds as well as seconds', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const now = server.clock.now().getTime();
    const batch = {
      currency: 'MMK',
      batch_requests: [{ member_account: player.userName, product_code: MMK_PRODUCT }],
    };
    const stale = await aggregator.call(
      'balance',
      aggregator.signed('getbalance', batch, Math.floor(now / 1000) - 301),
    );
    expect(stale.data[0]).toMatchObject({ code: 1004, balance: 0 });
    const future = await aggregator.call(
      'balance',
      aggregator.signed('getbalance', batch, Math.floor(now / 1000) + 301),
    );
    expect(future.data[0]).toMatchObject({ code: 1004 });
    const millis = await aggregator.call('balance', aggregator.signed('getbalance', batch, now));
    expect(millis.data[0]).toMatchObject({ code: 0, balance: 100 });
  });

  it('answers 1000 for an unknown member and 999 for a currency the product does not play in', async () => {
    const unknown = await aggregator.move('withdraw', 'nobody-here', MMK_PRODUCT, [
      { action: 'BET', amount: '-1' },
    ]);
    expect(unknown.data[0]).toMatchObject({ code: 1000, balance: 0 });
    const player = await newFundedPlayer(server, 0, 100);
    const wrongCurrency = await aggregator.move(
      'withdraw',
      player.userName,
      MMK_PRODUCT,
      [{ amount: '-1' }],
      'MMK2',
    );
    expect(wrongCurrency.data[0]).toMatchObject({ code: 999 });
    const badCurrency = await aggregator.move(
      'withdraw',
      player.userName,
      MMK_PRODUCT,
      [{ amount: '-1' }],
      'USD',
    );
    expect(badCurrency.data[0]).toMatchObject({ code: 999, balance: 0 });
    const finerThanPya = await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [
      { amount: '-0.001' },
    ]);
    expect(finerThanPya.data[0]).toMatchObject({ code: 999, balance: 100 });
    expect(await expectBooks(player, 100)).toBe(10_000);
  });

  it('answers 1006 to a cancel or rollback of a wager that does not exist', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    for (const [direction, action, amount] of [
      ['deposit', 'CANCEL', '10'],
      ['withdraw', 'ROLLBACK', '-10'],
    ] as const) {
      const reply = await aggregator.move(direction, player.userName, MMK_PRODUCT, [
        { action, amount, wager_code: 'no-such-wager' },
      ]);
      expect(reply.data[0]).toMatchObject({ code: 1006, balance: 100 });
    }
    expect(await expectBooks(player, 100)).toBe(10_000);
  });

  it('rolls back a bet by refunding exactly its stakes, once', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const wager = aggregator.id('wager');
    await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [
      { action: 'BET', amount: '-30', wager_code: wager },
      { action: 'TIP', amount: '-5', wager_code: wager },
    ]);
    // The aggregator's amount does not decide what is reversed: the stakes posted are.
    const cancel = aggregator.transaction({ action: 'CANCEL', amount: '999', wager_code: wager });
    const cancelled = await aggregator.move('deposit', player.userName, MMK_PRODUCT, [cancel]);
    expect(cancelled.data[0]).toMatchObject({ code: 0, before_balance: 965, balance: 1_000 });
    const repeated = await aggregator.move('deposit', player.userName, MMK_PRODUCT, [cancel]);
    expect(repeated.data[0]).toMatchObject({ code: 1003, balance: 1_000 });
    const [round] = await server.db.select().from(gameRounds).where(eq(gameRounds.roundCode, wager));
    expect(round).toMatchObject({ bet: 0, status: 'void' });
    expect(await expectBooks(player, 1_000)).toBe(100_000);
  });

  it('rolls back a win by taking back exactly what was paid, and refuses one the balance cannot cover', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const wager = aggregator.id('wager');
    await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [
      { action: 'BET', amount: '-20', wager_code: wager },
    ]);
    await aggregator.move('deposit', player.userName, MMK_PRODUCT, [
      { action: 'SETTLED', amount: '60', wager_code: wager },
    ]);
    const rolledBack = await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [
      { action: 'ROLLBACK', amount: '-60', wager_code: wager },
    ]);
    expect(rolledBack.data[0]).toMatchObject({ code: 0, before_balance: 140, balance: 80 });

    const spent = aggregator.id('wager');
    await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [
      { action: 'BET', amount: '-10', wager_code: spent },
    ]);
    await aggregator.move('deposit', player.userName, MMK_PRODUCT, [
      { action: 'SETTLED', amount: '50', wager_code: spent },
    ]);
    await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [{ action: 'BET', amount: '-115' }]);
    const uncovered = await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [
      { action: 'ROLLBACK', amount: '-50', wager_code: spent },
    ]);
    expect(uncovered.data[0]).toMatchObject({ code: 1001, balance: 5 });
    expect(await expectBooks(player, 100)).toBe(500);
  });

  it('scales MMK2 amounts by 1,000 and reports MMK2 balances with 4 decimals', async () => {
    const player = await newFundedPlayer(server, 0, 2_000);
    const bet = await aggregator.move(
      'withdraw',
      player.userName,
      MMK2_PRODUCT,
      [{ action: 'BET', amount: '-0.5', game_code: 'LTR-1-001' }],
      'MMK2',
    );
    expect(bet.data[0]).toMatchObject({ code: 0, before_balance: 2, balance: 1.5 });
    const win = await aggregator.move(
      'deposit',
      player.userName,
      MMK2_PRODUCT,
      [{ action: 'SETTLED', amount: '0.1234', game_code: 'LTR-1-001' }],
      'MMK2',
    );
    expect(win.data[0]).toMatchObject({ code: 0, balance: 1.6234 });
    expect(await expectBooks(player, 2_000)).toBe(162_340);
  });

  it('refuses new bets on a product under maintenance (2000) but still pays its settlements', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const wager = aggregator.id('wager');
    await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [
      { action: 'BET', amount: '-10', wager_code: wager },
    ]);
    await server.db.update(providers).set({ enabled: false }).where(eq(providers.code, MMK_PRODUCT));
    // The wallet re-reads a product at most every 2 seconds.
    server.clock.advance(2_001);
    try {
      const bet = await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [
        { action: 'BET', amount: '-10' },
      ]);
      expect(bet.data[0]).toMatchObject({ code: 2000, balance: 90 });
      const settled = await aggregator.move('deposit', player.userName, MMK_PRODUCT, [
        { action: 'SETTLED', amount: '25', wager_code: wager },
      ]);
      expect(settled.data[0]).toMatchObject({ code: 0, balance: 115 });
    } finally {
      await server.db.update(providers).set({ enabled: true }).where(eq(providers.code, MMK_PRODUCT));
      server.clock.advance(2_001);
    }
    expect(await expectBooks(player, 100)).toBe(11_500);
  });

  it('keeps one report per wager code from pushbetdata, with no effect on any balance', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const wager = (status: string, prize: string) => ({
      member_account: player.userName,
      currency: 'MMK',
      product_code: MMK_PRODUCT,
      game_code: 'GPG-1-001',
      game_type: 'SLOT',
      wager_code: 'report-1',
      wager_type: 'NORMAL',
      wager_status: status,
      bet_amount: '10',
      valid_bet_amount: '10',
      prize_amount: prize,
      tip_amount: '0',
      created_at: server.clock.now().getTime(),
      settled_at: null,
    });
    const first = await aggregator.call(
      'pushbetdata',
      aggregator.signed('pushbetdata', { wagers: [wager('BET', '0')] }),
    );
    expect(first).toMatchObject({ status: 200, code: 0 });
    const second = await aggregator.call(
      'pushbetdata',
      aggregator.signed('pushbetdata', { wagers: [wager('SETTLED', '18.5')] }),
    );
    expect(second).toMatchObject({ code: 0 });
    const rows = await server.db
      .select()
      .from(providerWagers)
      .where(eq(providerWagers.wagerCode, 'report-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ wagerStatus: 'SETTLED', prizeAmount: 1_850, userId: player.id });
    const forged = await aggregator.call('pushbetdata', {
      ...aggregator.signed('pushbetdata', { wagers: [] }),
      sign: 'x',
    });
    expect(forged).toMatchObject({ code: 1004 });
    expect(await expectBooks(player, 100)).toBe(10_000);
  });

  it('answers a malformed call 422 and changes nothing', async () => {
    const reply = await aggregator.call(
      'withdraw',
      aggregator.signed('withdraw', { currency: 'MMK', batch_requests: 'x' }),
    );
    expect(reply.status).toBe(422);
    await expectLedgerClean(server);
  });
});

describe('GSC+ webhooks on a server without the aggregator', () => {
  let server: TestServer;
  const aggregator = new GscplusSimulator(() => server.clock.now());
  beforeAll(async () => {
    server = await startTestServer('pglite');
    aggregator.sendTo(server.base);
  });
  afterAll(() => server.close());

  it('fails every item with 999 and moves nothing', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const reply = await aggregator.move('withdraw', player.userName, MMK_PRODUCT, [{ amount: '-10' }]);
    expect(reply.data[0]).toMatchObject({ code: 999, balance: 0 });
    expect((await balancesOf(server, player.id)).game).toBe(10_000);
  });
});

describe('GSC+ webhooks behind an address allow-list', () => {
  let server: TestServer;
  const aggregator = new GscplusSimulator(() => server.clock.now());
  beforeAll(async () => {
    await aggregator.start();
    server = await startTestServer('pglite', aggregator.env({ GSCPLUS_ALLOWED_IPS: '203.0.113.9' }));
    aggregator.sendTo(server.base);
  });
  afterAll(async () => {
    await server.close();
    await aggregator.stop();
  });

  it('refuses a correctly signed call from another address', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const reply = await aggregator.balance(player.userName, MMK_PRODUCT);
    expect(reply.data[0]).toMatchObject({ code: 1004, balance: 0 });
  });
});
