import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { auditsOf, consoleTokens, expectAccess } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

describe.each(testDatabaseKinds())('console money queues: filters, reasons, export on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof consoleTokens>>;
  let channelId: number;
  let refSerial = 300000;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      WITHDRAW_MIN_KS: '1000',
    });
    tokens = await consoleTokens(server);
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  const deposit = async (token: string, amount: number) => {
    const reply = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: String((refSerial += 1)), amount },
      { token },
    );
    return reply.body.data.id as number;
  };
  const withdraw = async (token: string, amount: number) => {
    const reply = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ko Zaw, "KZ"',
        account_number: '09777000111',
        amount,
        password: 'player-pass-1',
      },
      { token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id as number;
  };

  it('who may export', async () => {
    for (const kind of ['deposits', 'withdrawals'])
      await expectAccess(
        server,
        tokens,
        { method: 'GET', url: `/api/console/${kind}/export?status=pending` },
        { none: 401, player: 403, operator: 200, admin: 200 },
      );
  });

  it('an approval keeps the reason given, in the request and in the audit; without one it still works', async () => {
    const player = await newFundedPlayer(server);
    const noted = await deposit(player.token, 4_000);
    const reply = await server.post(
      `/api/console/deposits/${noted}/approve`,
      { reason: 'matched the KBZPay statement' },
      { token: tokens.operator },
    );
    expect(reply.status).toBe(200);
    const [audit] = await auditsOf(server, 'deposit', noted);
    expect(audit).toMatchObject({
      action: 'deposit.approve',
      before: { status: 'pending' },
      after: { status: 'approved', amount: 400_000, reason: 'matched the KBZPay statement' },
    });
    const plain = await deposit(player.token, 1_000);
    expect(
      (await server.post(`/api/console/deposits/${plain}/approve`, undefined, { token: tokens.operator }))
        .status,
    ).toBe(200);
    expect(await balancesOf(server, player.id)).toMatchObject({ main: 500_000 });
    await expectLedgerClean(server);
  });

  it('a short reason is a 422 and decides nothing', async () => {
    const player = await newFundedPlayer(server);
    const id = await deposit(player.token, 2_000);
    for (const action of ['approve', 'reject']) {
      const reply = await server.post(
        `/api/console/deposits/${id}/${action}`,
        { reason: 'ok' },
        { token: tokens.operator },
      );
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual(['reason']);
    }
    expect(await auditsOf(server, 'deposit', id)).toEqual([]);
    const queue = await server.get(`/api/console/deposits?player_id=${player.id}&status=pending`, {
      token: tokens.operator,
    });
    expect(queue.body.data.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(
      (await server.get('/api/console/deposits?status=waiting', { token: tokens.operator })).status,
    ).toBe(422);
    expect((await server.get('/api/console/deposits?player_id=x', { token: tokens.operator })).status).toBe(
      422,
    );
  });

  it('the maker-checker step has its own filter and names the first approver with the time', async () => {
    const player = await newFundedPlayer(server, 700_000);
    const large = await withdraw(player.token, 600_000);
    const small = await withdraw(player.token, 1_000);
    await server.post(
      `/api/console/withdrawals/${large}/approve`,
      { reason: 'first check done' },
      { token: tokens.operator },
    );
    const waiting = await server.get(
      `/api/console/withdrawals?status=awaiting_second&player_id=${player.id}`,
      {
        token: tokens.admin,
      },
    );
    expect(waiting.body.data.data).toEqual([
      expect.objectContaining({
        id: large,
        status: 'pending',
        first_approved_by: 'operator',
        first_approved_at: expect.any(String),
        needs_second_approval: true,
      }),
    ]);
    const pending = await server.get(`/api/console/withdrawals?status=pending&player_id=${player.id}`, {
      token: tokens.admin,
    });
    expect(pending.body.data.data.map((row: { id: number }) => row.id)).toEqual([small, large]);
    const [first] = await auditsOf(server, 'withdrawal', large);
    expect(first).toMatchObject({
      action: 'withdrawal.first_approval',
      after: { first_approved_by: 'operator', reason: 'first check done' },
    });
    const deposits = await server.get('/api/console/deposits?status=awaiting_second', {
      token: tokens.admin,
    });
    expect(deposits.body.data.total).toBe(0);
  });

  it('exports every row of the filter as CSV in kyat, with a file name, safe for spreadsheets', async () => {
    const player = await newFundedPlayer(server, 50_000);
    await server.db.update(users).set({ name: '=HYPERLINK("x")' }).where(eq(users.id, player.id));
    const ids = [await withdraw(player.token, 1_234.5), await withdraw(player.token, 2_000)];
    const response = await fetch(
      `${server.base}/api/console/withdrawals/export?status=pending&q=${player.userName}`,
      { headers: { authorization: `Bearer ${tokens.operator}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="withdrawals-all-days-pending.csv"',
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at (Myanmar time),user_name,name,phone,amount (Ks),status,channel,account_name,account_number,refrence_no,first_approved_by,decided_by,decided_at (Myanmar time),reason',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([...ids].reverse());
    expect(lines[2]).toContain(`,${player.userName},"'=HYPERLINK(""x"")",`);
    expect(lines[2]).toContain(',1234.5,pending,KBZPay,"Ko Zaw, ""KZ""",09777000111,');
    const bad = await fetch(`${server.base}/api/console/deposits/export?date=yesterday`, {
      headers: { authorization: `Bearer ${tokens.operator}` },
    });
    expect(bad.status).toBe(422);
  });
});
