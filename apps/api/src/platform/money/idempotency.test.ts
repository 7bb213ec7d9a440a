import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositRequests, digitbetBets, ledgerTransfers, twodSlips, withdrawRequests } from '../../db/schema';
import { consoleTokens } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { approveRequest, consoleLogin } from '../../test/staff';
import { checkedUnlessKept } from './idempotency';
import { fieldError } from '../http/errors';
import { startTestServer, type Reply, type TestServer } from '../../test/server';

const COPIES = 100;
let keySerial = 0;
const newKey = () => `retry-${process.pid}-${(keySerial += 1)}-key`;

describe.each(testDatabaseKinds())('money POSTs retried with one Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof consoleTokens>>;
  let channelId: number;
  let refSerial = 500_000;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  /** COPIES identical requests at once with one key: all must get the first reply. */
  async function storm(url: string, body: unknown, token: string): Promise<Reply> {
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: COPIES }, () =>
        server.post(url, body, { token, headers: { 'idempotency-key': key } }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(new Set(statuses), `${url}: ${JSON.stringify(replies[0]!.body)}`).toEqual(new Set([200]));
    expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size, url).toBe(1);
    const again = await server.post(url, body, { token, headers: { 'idempotency-key': key } });
    expect(again.body).toEqual(replies[0]!.body);
    return replies[0]!;
  }

  const rows = async (table: typeof depositRequests | typeof withdrawRequests, userId: number) =>
    (await server.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;
  const postings = async (reference: string) =>
    (
      await server.db
        .select({ n: count() })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.reference, reference))
    )[0]!.n;

  it('exchanges both ways once', async () => {
    const player = await newFundedPlayer(server, 1_000, 500);
    await storm('/api/exchange-main-to-game', { amount: 100 }, player.token);
    await storm('/api/exchange-game-to-main', { amount: 30 }, player.token);
    expect(await balancesOf(server, player.id)).toEqual({ main: 93_000, game: 57_000, withdraw_hold: 0 });
  });

  it('makes one deposit request, and one withdrawal request with its hold', async () => {
    const player = await newFundedPlayer(server, 50_000);
    await storm(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, amount: 5_000, refrence_no: String((refSerial += 1)) },
      player.token,
    );
    expect(await rows(depositRequests, player.id)).toBe(1);
    const withdrawal = await storm(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ma Retry',
        account_number: '09777000333',
        amount: 10_000,
        password: 'player-pass-1',
      },
      player.token,
    );
    expect(await rows(withdrawRequests, player.id)).toBe(1);
    expect(await postings(`withdrawal:${withdrawal.body.data.id}:hold`)).toBe(1);
    expect(await balancesOf(server, player.id)).toEqual({
      main: 4_000_000,
      game: 0,
      withdraw_hold: 1_000_000,
    });
  });

  it("answers a copy refused by its twin's own work with the twin's reply", async () => {
    // The race of a storm, made certain: while this copy's checks run, its twin with the same key goes through, so the
    // checks refuse the receipt number as used. The twin's reply wins over that refusal.
    const player = await newFundedPlayer(server, 50_000);
    const key = newKey();
    const body = { agent_payment_type_id: channelId, amount: 5_000, refrence_no: String((refSerial += 1)) };
    let twin: Reply | undefined;
    const copy = {
      method: 'POST',
      routeOptions: { url: '/api/depositfinicial' },
      params: {},
      body,
      headers: { 'idempotency-key': key },
      actor: { userId: player.id },
    } as unknown as FastifyRequest;
    const outcome = await checkedUnlessKept(server.deps, copy, async () => {
      twin = await server.post('/api/depositfinicial', body, {
        token: player.token,
        headers: { 'idempotency-key': key },
      });
      throw fieldError('refrence_no', 'deposit_duplicate');
    });
    expect(twin!.status).toBe(200);
    expect(outcome).toEqual({ reply: twin!.body });
    await expect(
      checkedUnlessKept(server.deps, copy, async () => {
        throw fieldError('refrence_no', 'deposit_duplicate');
      }),
    ).resolves.toEqual({ reply: twin!.body });
    expect(await rows(depositRequests, player.id)).toBe(1);
    const fresh = { ...copy, headers: { 'idempotency-key': newKey() } } as unknown as FastifyRequest;
    await expect(
      checkedUnlessKept(server.deps, fresh, async () => {
        throw fieldError('refrence_no', 'deposit_duplicate');
      }),
    ).rejects.toThrow();
  });

  it('plays one Digit Bet round, one 2D slip and one slot spin', async () => {
    const player = await newFundedPlayer(server, 1_000, 1_000);
    const round = await storm(
      '/api/digitbet',
      { bet_type: 'big', bet_amount: 10, multiplier: 1 },
      player.token,
    );
    const [bets] = await server.db
      .select({ n: count() })
      .from(digitbetBets)
      .where(eq(digitbetBets.userId, player.id));
    expect(bets!.n).toBe(1);
    const afterRound = 100_000 + round.body.data.round.profit * 100;
    expect((await balancesOf(server, player.id)).game).toBe(afterRound);

    await storm(
      '/api/twod-bet',
      { time: 4, totalAmount: 200, amounts: [{ num: '27', amount: 200 }] },
      player.token,
    );
    const [slips] = await server.db
      .select({ n: count() })
      .from(twodSlips)
      .where(eq(twodSlips.userId, player.id));
    expect(slips!.n).toBe(1);

    const launched = await server.post(
      '/api/seamless/launch-game',
      { game_code: 'shwe-slot', product_code: 'ZEYA', game_type: 'SLOT' },
      { token: player.token },
    );
    const launchToken = new URL(launched.body.url, 'http://x').searchParams.get('launch')!;
    const opened = await server.post(
      '/api/house/open',
      { launch_token: launchToken, game_code: 'shwe-slot' },
      { token: player.token },
    );
    const spin = await storm(
      '/api/house/spin',
      { session: opened.body.data.session, bet: 100 },
      player.token,
    );
    expect(await balancesOf(server, player.id)).toEqual({
      main: 80_000,
      game: afterRound + (spin.body.data.win - 100) * 100,
      withdraw_hold: 0,
    });
  });

  it("decides a request once in the console, and adjusts a player's balance once", async () => {
    const player = await newFundedPlayer(server, 30_000);
    const deposit = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, amount: 7_000, refrence_no: String((refSerial += 1)) },
      { token: player.token },
    );
    const approved = await storm(
      `/api/console/deposits/${deposit.body.data.id}/approve`,
      {},
      tokens.operator,
    );
    expect(approved.body.data).toEqual({ id: deposit.body.data.id, status: 'approved', completed: true });
    expect(await postings(`deposit:${deposit.body.data.id}:approve`)).toBe(1);

    const withdrawal = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ma Retry',
        account_number: '09777000444',
        amount: 10_000,
        password: 'player-pass-1',
      },
      { token: player.token },
    );
    await storm(
      `/api/console/withdrawals/${withdrawal.body.data.id}/reject`,
      { reason: 'account name does not match' },
      tokens.operator,
    );
    expect(await postings(`withdrawal:${withdrawal.body.data.id}:reject`)).toBe(1);

    const adjusted = await storm(
      `/api/console/players/${player.id}/adjust`,
      { account: 'main', amount: 2_500, reason: 'cash paid in at the office' },
      tokens.admin,
    );
    // With the day's funding it passes the staff rule: one request, which a second admin approves.
    await approveRequest(server, adjusted.body.data.request_id, await consoleLogin(server, 'supervisor'));
    const [adjustments] = await server.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.playerId, player.id), eq(ledgerTransfers.kind, 'adjustment')));
    expect(adjustments!.n).toBe(2);
    expect(await balancesOf(server, player.id)).toEqual({ main: 3_950_000, game: 0, withdraw_hold: 0 });
    await expectLedgerClean(server);
  });

  it('answers 409 to one key reused for another request, and still serves clients that send none', async () => {
    const player = await newFundedPlayer(server, 1_000);
    const headers = { 'idempotency-key': newKey() };
    expect(
      (await server.post('/api/exchange-main-to-game', { amount: 10 }, { token: player.token, headers }))
        .status,
    ).toBe(200);
    for (const [url, body] of [
      ['/api/exchange-main-to-game', { amount: 11 }],
      ['/api/exchange-game-to-main', { amount: 10 }],
      ['/api/digitbet', { bet_type: 'big', bet_amount: 10, multiplier: 1 }],
    ] as const) {
      const reused = await server.post(url, body, { token: player.token, headers });
      expect(reused.status, url).toBe(409);
      expect(reused.body.message).toBe('This Idempotency-Key was already used for a different request.');
    }
    for (let n = 0; n < 3; n += 1)
      expect(
        (await server.post('/api/exchange-main-to-game', { amount: 10 }, { token: player.token })).status,
      ).toBe(200);
    expect(await balancesOf(server, player.id)).toEqual({ main: 96_000, game: 4_000, withdraw_hold: 0 });
    const bad = await server.post(
      '/api/exchange-main-to-game',
      { amount: 10 },
      { token: player.token, headers: { 'idempotency-key': 'short' } },
    );
    expect(bad.status).toBe(422);
    await expectLedgerClean(server);
  });
});
