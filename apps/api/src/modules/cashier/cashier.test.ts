import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, depositRequests, withdrawRequests } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { pngOf } from '../../test/uploads';

const PASSWORD = 'player-pass-1';
/** The first bytes of a PNG and nothing after: it looks like an image and does not decode as one. */
const PNG_HEADER_ONLY = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(testDatabaseKinds())('cashier on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let channelId: number;
  let refSerial = 100000;
  const nextRef = () => String((refSerial += 1));

  beforeAll(async () => {
    server = await startTestServer(kind, {
      MAX_PENDING_DEPOSITS: '3',
    });
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  const deposit = (token: string, body: Record<string, unknown>) =>
    server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: nextRef(), ...body },
      { token },
    );
  const withdraw = (token: string, body: Record<string, unknown>) =>
    server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ko Zaw',
        account_number: '09777000111',
        password: PASSWORD,
        ...body,
      },
      { token },
    );

  it('lists the receiving channels in both shapes of the spec', async () => {
    const banks = (await server.get('/api/banks')).body.data;
    expect(banks.map((b: { payment_type: string }) => b.payment_type)).toEqual([
      'KBZPay',
      'WavePay',
      'AYA Pay',
      'CB Pay',
    ]);
    expect(banks[0]).toMatchObject({
      bank_name: 'KBZPay',
      name: expect.any(String),
      no: expect.stringMatching(/^09/),
    });
    const types = (await server.get('/api/agent-payment-type')).body.data;
    expect(types[0]).toEqual({
      id: banks[0].id,
      account_no: banks[0].no,
      account_name: banks[0].name,
      payment_type: { name: 'KBZPay' },
    });
  });

  it('names the channel of a deposit in the wallet history as the agent-payment-type it looks up', async () => {
    const player = await newFundedPlayer(server);
    const types = (await server.get('/api/agent-payment-type')).body.data as { id: number }[];
    const second = types[1]!.id;
    expect((await deposit(player.token, { amount: 5_000, agent_payment_type_id: second })).status).toBe(200);
    const history = await server.get('/api/transaction/deposit-requestlog', { token: player.token });
    expect(history.body.data.data[0]).toMatchObject({ status: 0, amount: 5_000, user_payment_id: second });
  });

  it('deposit -> approve credits main once; a second approval is 409 and moves nothing', async () => {
    const player = await newFundedPlayer(server);
    const made = await deposit(player.token, { amount: 25_000 });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('Deposit successfully');
    expect(await balancesOf(server, player.id)).toEqual({ main: 0, game: 0, withdraw_hold: 0 });
    const log = (await server.get('/api/depositlogfinicial', { token: player.token })).body.data;
    expect(log[0]).toMatchObject({ amount: 25_000, status: 'Pending' });

    const approved = await server.post(`/api/console/deposits/${made.body.data.id}/approve`, undefined, {
      token: operator,
    });
    expect(approved.status).toBe(200);
    expect(await balancesOf(server, player.id)).toEqual({ main: 2_500_000, game: 0, withdraw_hold: 0 });
    const again = await server.post(`/api/console/deposits/${made.body.data.id}/approve`, undefined, {
      token: admin,
    });
    expect(again.status).toBe(409);
    expect(await balancesOf(server, player.id)).toEqual({ main: 2_500_000, game: 0, withdraw_hold: 0 });
    expect((await server.get('/api/depositlogfinicial', { token: player.token })).body.data[0].status).toBe(
      'Success',
    );
    const audited = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(made.body.data.id)));
    expect(audited.filter((record) => record.targetType === 'deposit')).toMatchObject([
      { action: 'deposit.approve', actorLabel: 'operator', after: { status: 'approved', amount: 2_500_000 } },
    ]);
    await expectLedgerClean(server);
  });

  it('withdraw moves main to the hold at once; reject returns it; approve pays it out to cash', async () => {
    const player = await newFundedPlayer(server, 50_000);
    const first = await withdraw(player.token, { amount: 20_000 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Withdraw successfully');
    expect(await balancesOf(server, player.id)).toEqual({
      main: 3_000_000,
      game: 0,
      withdraw_hold: 2_000_000,
    });
    await expectLedgerClean(server);

    const rejected = await server.post(
      `/api/console/withdrawals/${first.body.data.id}/reject`,
      { reason: 'account name does not match' },
      { token: operator },
    );
    expect(rejected.status).toBe(200);
    expect(await balancesOf(server, player.id)).toEqual({ main: 5_000_000, game: 0, withdraw_hold: 0 });

    const second = await withdraw(player.token, { amount: 15_000 });
    await server.post(`/api/console/withdrawals/${second.body.data.id}/approve`, undefined, {
      token: operator,
    });
    expect(await balancesOf(server, player.id)).toEqual({ main: 3_500_000, game: 0, withdraw_hold: 0 });
    const statuses = (await server.get('/api/withdrawlogfinicial', { token: player.token })).body.data.map(
      (row: { status: string }) => row.status,
    );
    expect(statuses).toEqual(['Success', 'Failed']);
    const history = (await server.get('/api/transaction/withdraw-requestlog', { token: player.token })).body
      .data;
    expect(history.data.map((row: { status: number }) => row.status)).toEqual([1, 2]);
    expect((await server.get('/api/user-payment', { token: player.token })).body.data).toEqual([
      {
        id: expect.any(Number),
        payment_type: { name: 'KBZPay' },
        account_name: 'Ko Zaw',
        account_no: '09777000111',
      },
    ]);
    await expectLedgerClean(server);
  });

  it('a large withdrawal needs a second, different operator, who sees the first', async () => {
    const player = await newFundedPlayer(server, 600_000);
    const made = await withdraw(player.token, { amount: 550_000 });
    const id = made.body.data.id;
    const firstStep = await server.post(`/api/console/withdrawals/${id}/approve`, undefined, {
      token: operator,
    });
    expect(firstStep.body.message).toBe(
      'First approval recorded. A second operator must approve this request.',
    );
    expect(await balancesOf(server, player.id)).toEqual({
      main: 5_000_000,
      game: 0,
      withdraw_hold: 55_000_000,
    });
    const sameAgain = await server.post(`/api/console/withdrawals/${id}/approve`, undefined, {
      token: operator,
    });
    expect(sameAgain.status).toBe(409);
    const queue = (await server.get('/api/console/withdrawals?status=pending', { token: admin })).body.data
      .data;
    expect(queue.find((row: { id: number }) => row.id === id)).toMatchObject({
      first_approved_by: 'operator',
      needs_second_approval: true,
    });
    const secondStep = await server.post(`/api/console/withdrawals/${id}/approve`, undefined, {
      token: admin,
    });
    expect(secondStep.body.data).toMatchObject({ status: 'approved', completed: true });
    expect(await balancesOf(server, player.id)).toEqual({ main: 5_000_000, game: 0, withdraw_hold: 0 });
    const ranking = (await server.get('/api/toptenwithdraw')).body.data;
    expect(ranking[0]).toEqual({ player_id: expect.stringMatching(/^09\*+\d{3}$/), amount: 550_000 });
    await expectLedgerClean(server);
  });

  it('the books notice a decision that moved no money, or money that moved without one', async () => {
    const player = await newFundedPlayer(server, 20_000);
    const made = await withdraw(player.token, { amount: 10_000 });
    const id = made.body.data.id;
    await server.db.update(withdrawRequests).set({ status: 'rejected' }).where(eq(withdrawRequests.id, id));
    expect(await server.verifyLedger()).toEqual([
      `player ${player.id}: withdraw hold 1000000 but pending withdrawals 0`,
    ]);
    await server.db.update(withdrawRequests).set({ status: 'pending' }).where(eq(withdrawRequests.id, id));

    const paid = await deposit(player.token, { amount: 2_000 });
    await server.post(`/api/console/deposits/${paid.body.data.id}/approve`, undefined, { token: operator });
    await server.db
      .update(depositRequests)
      .set({ amount: 1 })
      .where(eq(depositRequests.id, paid.body.data.id));
    expect(await server.verifyLedger()).toEqual([
      `cash transfer deposit:${paid.body.data.id}:approve matches no approved request`,
    ]);
    await server.db
      .update(depositRequests)
      .set({ amount: 200_000 })
      .where(eq(depositRequests.id, paid.body.data.id));
    await expectLedgerClean(server);
  });

  it('keeps each player to their own requests, and players out of the console', async () => {
    const alice = await newFundedPlayer(server);
    const bob = await newFundedPlayer(server);
    await deposit(alice.token, { amount: 5_000 });
    expect((await server.get('/api/depositlogfinicial', { token: bob.token })).body.data).toEqual([]);
    expect(
      (await server.get('/api/transaction/deposit-requestlog', { token: bob.token })).body.data.total,
    ).toBe(0);
    for (const path of ['/api/console/deposits', '/api/console/withdrawals'])
      expect((await server.get(path, { token: alice.token })).status).toBe(403);
    expect(
      (await server.post('/api/console/deposits/1/approve', undefined, { token: alice.token })).status,
    ).toBe(403);
    expect((await server.get('/api/console/deposits')).status).toBe(401);
  });

  it('allows only so many pending deposits, and one receipt number per channel per day', async () => {
    const player = await newFundedPlayer(server);
    const reference = nextRef();
    expect((await deposit(player.token, { amount: 1_000, refrence_no: reference })).status).toBe(200);
    const twice = await deposit(player.token, { amount: 1_000, refrence_no: reference });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.refrence_no).toEqual([
      'A deposit with this transaction number on this channel was already made today.',
    ]);
    await deposit(player.token, { amount: 1_000 });
    await deposit(player.token, { amount: 1_000 });
    const fourth = await deposit(player.token, { amount: 1_000 });
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toBe(
      'You already have 3 pending deposits, the most allowed. Please wait until one of them is checked.',
    );
  });

  describe('bad input changes nothing', () => {
    const BAD_AMOUNTS = [0, -1, 1.234, 'abc', '', null, 1e20, undefined];

    it.each(BAD_AMOUNTS)('deposit amount %j -> 422 on amount', async (amount) => {
      const player = await newFundedPlayer(server);
      const reply = await deposit(player.token, { amount });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.amount).toHaveLength(1);
      expect((await server.get('/api/depositlogfinicial', { token: player.token })).body.data).toEqual([]);
    });

    it.each(BAD_AMOUNTS)('withdraw amount %j -> 422 on amount, balance untouched', async (amount) => {
      const player = await newFundedPlayer(server, 20_000);
      const reply = await withdraw(player.token, { amount });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.amount).toHaveLength(1);
      expect(await balancesOf(server, player.id)).toEqual({ main: 2_000_000, game: 0, withdraw_hold: 0 });
      expect(await transfersOf(server, player.id)).toBe(1);
    });

    it.each([
      ['refrence_no', { refrence_no: '12345' }],
      ['refrence_no', { refrence_no: '1234567' }],
      ['refrence_no', { refrence_no: '12a456' }],
      ['agent_payment_type_id', { agent_payment_type_id: 999 }],
      ['agent_payment_type_id', { agent_payment_type_id: null }],
      ['amount', { amount: 999.99 }],
    ])('deposit with a bad %s -> 422 on it', async (field, body) => {
      const player = await newFundedPlayer(server);
      const reply = await deposit(player.token, { amount: 5_000, ...body });
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
      expect((await server.get('/api/depositlogfinicial', { token: player.token })).body.data).toEqual([]);
    });

    it.each([
      ['password', { password: 'wrong-password' }],
      ['payment_type_id', { payment_type_id: 999 }],
      ['account_number', { account_number: 'abc' }],
      ['account_name', { account_name: ' ' }],
      ['amount', { amount: 9_999 }],
      ['amount', { amount: 30_000 }],
    ])('withdraw with a bad %s -> 422 on it, nothing moves', async (field, body) => {
      const player = await newFundedPlayer(server, 20_000);
      const reply = await withdraw(player.token, { amount: 10_000, ...body });
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
      expect(await balancesOf(server, player.id)).toEqual({ main: 2_000_000, game: 0, withdraw_hold: 0 });
    });

    it('takes a PNG receipt as a form upload, stored decoded as WebP; refuses what is not an image, or too large', async () => {
      const player = await newFundedPlayer(server);
      const send = (file: Buffer, name: string) => {
        const form = new FormData();
        form.set('agent_payment_type_id', String(channelId));
        form.set('amount', '3000');
        form.set('refrence_no', nextRef());
        form.set('receipt', new Blob([file]), name);
        return fetch(`${server.base}/api/depositfinicial`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${player.token}` },
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
      };
      const good = await send(await pngOf(40, 30), 'receipt.png');
      expect(good.status).toBe(200);
      const queue = (await server.get('/api/console/deposits?status=pending', { token: operator })).body.data
        .data;
      const receiptUrl = queue.find((row: { id: number }) => row.id === good.body.data.id).receipt_url;
      const image = await fetch(`${server.base}${receiptUrl}`, {
        headers: { authorization: `Bearer ${operator}` },
      });
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 40,
        height: 30,
      });
      expect((await fetch(`${server.base}${receiptUrl}`)).status).toBe(401);

      for (const bad of [Buffer.from('not an image at all'), PNG_HEADER_ONLY]) {
        const refused = await send(bad, 'receipt.png');
        expect(refused.status).toBe(422);
        expect(refused.body.errors.receipt).toHaveLength(1);
      }
      const huge = await send(Buffer.concat([await pngOf(40, 30), Buffer.alloc(6 * 1024 * 1024)]), 'big.png');
      expect(huge.status).toBe(422);
      expect(huge.body.errors.receipt).toHaveLength(1);
      expect((await server.get('/api/depositlogfinicial', { token: player.token })).body.data).toHaveLength(
        1,
      );
    });
  });
});
