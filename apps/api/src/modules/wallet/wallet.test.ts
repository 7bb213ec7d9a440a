import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

const ROUTES = ['/api/exchange-main-to-game', '/api/exchange-game-to-main'] as const;

describe.each(testDatabaseKinds())('exchange between main and game on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { MAX_TRANSACTION_KS: '1000000' });
  });
  afterAll(() => server.close());

  it('moves main to game and back, one transfer each, balances from the ledger', async () => {
    const player = await newFundedPlayer(server, 10_000, 2_000);
    const toGame = await server.post(
      '/api/exchange-main-to-game',
      { amount: 2500.5 },
      { token: player.token },
    );
    expect(toGame.status).toBe(200);
    expect(toGame.body).toMatchObject({
      status: 'Request was successful.',
      message: 'Exchange successful!',
      data: { main_balance: 7499.5, balance: 4500.5 },
    });
    expect(await balancesOf(server, player.id)).toEqual({ main: 749_950, game: 450_050, withdraw_hold: 0 });

    const toMain = await server.post(
      '/api/exchange-game-to-main',
      { amount: '500' },
      { token: player.token },
    );
    expect(toMain.status).toBe(200);
    expect(toMain.body.data).toEqual({ main_balance: 7999.5, balance: 4000.5 });
    expect(await balancesOf(server, player.id)).toEqual({ main: 799_950, game: 400_050, withdraw_hold: 0 });

    const kinds = await server.db
      .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.playerId, player.id)));
    expect(kinds.filter((row) => row.kind.startsWith('exchange'))).toEqual([
      { kind: 'exchange_main_to_game', amount: 250_050 },
      { kind: 'exchange_game_to_main', amount: 50_000 },
    ]);
    await expectLedgerClean(server);
  });

  describe.each(ROUTES)('%s refuses bad amounts', (route) => {
    it.each([
      ['0', { amount: 0 }],
      ['-1', { amount: -1 }],
      ['1.234', { amount: 1.234 }],
      ['"abc"', { amount: 'abc' }],
      ['""', { amount: '' }],
      ['null', { amount: null }],
      ['1e20', { amount: 1e20 }],
      ['missing', {}],
      ['no body', undefined],
      ['an object', { amount: { value: 5 } }],
      ['above the configured maximum', { amount: 1_000_001 }],
    ])('%s -> 422 on amount, nothing moves', async (_label, body) => {
      const player = await newFundedPlayer(server, 5_000, 5_000);
      const before = await balancesOf(server, player.id);
      const transfersBefore = await transfersOf(server, player.id);
      const reply = await server.post(route, body, { token: player.token });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.amount).toHaveLength(1);
      expect(await balancesOf(server, player.id)).toEqual(before);
      expect(await transfersOf(server, player.id)).toBe(transfersBefore);
      await expectLedgerClean(server);
    });
  });

  it('says "Please enter a valid amount" in English and Burmese', async () => {
    const player = await newFundedPlayer(server);
    const english = await server.post('/api/exchange-main-to-game', { amount: 0 }, { token: player.token });
    expect(english.body.errors.amount).toEqual(['Please enter a valid amount']);
    const burmese = await server.post(
      '/api/exchange-main-to-game',
      { amount: 0 },
      { token: player.token, language: 'my' },
    );
    expect(burmese.body.errors.amount).toEqual(['မှန်ကန်သော ပမာဏ ထည့်ပါ။']);
  });

  it('refuses more than the balance with 422 and posts nothing', async () => {
    const player = await newFundedPlayer(server, 100, 0);
    const reply = await server.post(
      '/api/exchange-main-to-game',
      { amount: 100.01 },
      { token: player.token },
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors.amount).toEqual(['Insufficient balance.']);
    const empty = await server.post('/api/exchange-game-to-main', { amount: 1 }, { token: player.token });
    expect(empty.status).toBe(422);
    expect(await balancesOf(server, player.id)).toEqual({ main: 10_000, game: 0, withdraw_hold: 0 });
    await expectLedgerClean(server);
  });

  it('posts a retried request with the same Idempotency-Key once', async () => {
    const player = await newFundedPlayer(server, 1_000);
    const headers = { 'idempotency-key': 'exchange-retry-0001' };
    const first = await server.post(
      '/api/exchange-main-to-game',
      { amount: 300 },
      { token: player.token, headers },
    );
    const retry = await server.post(
      '/api/exchange-main-to-game',
      { amount: 300 },
      { token: player.token, headers },
    );
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual({ main_balance: 700, balance: 300 });
    expect(await balancesOf(server, player.id)).toEqual({ main: 70_000, game: 30_000, withdraw_hold: 0 });
    await expectLedgerClean(server);
  });

  it('refuses the same Idempotency-Key for a different exchange with 409, moving nothing', async () => {
    const player = await newFundedPlayer(server, 1_000);
    const headers = { 'idempotency-key': 'exchange-reuse-0001' };
    await server.post('/api/exchange-main-to-game', { amount: 100 }, { token: player.token, headers });
    const otherAmount = await server.post(
      '/api/exchange-main-to-game',
      { amount: 200 },
      { token: player.token, headers },
    );
    const otherWay = await server.post(
      '/api/exchange-game-to-main',
      { amount: 100 },
      { token: player.token, headers },
    );
    expect([otherAmount.status, otherWay.status]).toEqual([409, 409]);
    expect(await balancesOf(server, player.id)).toEqual({ main: 90_000, game: 10_000, withdraw_hold: 0 });
  });

  it('needs a signed-in player', async () => {
    for (const route of [...ROUTES, '/api/exchange-transactions-log']) {
      const reply = route.endsWith('log') ? await server.get(route) : await server.post(route, { amount: 1 });
      expect(reply.status, route).toBe(401);
    }
  });

  it('lists the player’s own exchanges, newest first, 20 a page', async () => {
    const player = await newFundedPlayer(server, 1_000);
    const other = await newFundedPlayer(server, 1_000);
    await server.post('/api/exchange-main-to-game', { amount: 1 }, { token: other.token });
    for (let n = 1; n <= 24; n += 1)
      await server.post('/api/exchange-main-to-game', { amount: n }, { token: player.token });
    await server.post('/api/exchange-game-to-main', { amount: 7 }, { token: player.token });

    const first = await server.get('/api/exchange-transactions-log', { token: player.token });
    expect(first.status).toBe(200);
    const page = first.body.data;
    expect(page).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 25 });
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).toMatchObject({ type: 'gamingBalanceToMain', amount: 7 });
    expect(page.data[1]).toMatchObject({ type: 'mainBalanceToGaming', amount: 24 });
    // Absolute, as Laravel's: a client on another origin follows it to this server.
    expect(page.links.at(-1).url).toBe(`${server.base}/api/exchange-transactions-log?page=2`);

    const second = await server.get(page.links.at(-1).url.slice(server.base.length), { token: player.token });
    expect(second.body.data.data.map((row: { amount: number }) => row.amount)).toEqual([5, 4, 3, 2, 1]);
  });
});
