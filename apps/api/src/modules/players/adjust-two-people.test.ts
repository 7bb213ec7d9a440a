import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRequests, users } from '../../db/schema';
import { auditsOf } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin } from '../../test/staff';

/**
 * An adjustment creates or destroys money: above the staff rule (10,000 Ks a player a day as the migrations set it,
 * both directions counted) one admin only asks, and a second admin's approval posts it.
 */
describe.each(testDatabaseKinds())('adjustments by two admins on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let supervisor: string;
  let operator: string;
  let channelId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await consoleLogin(server, 'admin');
    supervisor = await consoleLogin(server, 'supervisor');
    operator = await consoleLogin(server, 'operator');
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  const adjust = (playerId: number, amount: number, token = admin, headers?: Record<string, string>) =>
    server.post(
      `/api/console/players/${playerId}/adjust`,
      { account: 'main', amount, reason: 'counter correction' },
      { token, headers },
    );
  const approve = (requestId: number, token: string) =>
    server.post(`/api/console/staff-requests/${requestId}/approve`, {}, { token });
  const statusOf = async (requestId: number) => {
    const [request] = await server.db.select().from(staffRequests).where(eq(staffRequests.id, requestId));
    return request!.status;
  };

  it('+10,000,000 Ks: one admin only asks; neither they nor an operator can approve it, a second admin can', async () => {
    const player = await newFundedPlayer(server);
    const asked = await adjust(player.id, 10_000_000);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      message: 'Saved as a request: someone else must approve it before it takes effect.',
      data: { balance: 0, main_balance: 0, request_id: expect.any(Number) },
    });
    const requestId = asked.body.data.request_id as number;
    expect(await transfersOf(server, player.id)).toBe(0);

    const self = await approve(requestId, admin);
    expect(self.status).toBe(409);
    expect(self.body.needs).toBe('second_person');
    const byOperator = await approve(requestId, operator);
    expect(byOperator.status).toBe(403);
    expect(byOperator.body.message).toBe('Only an admin can approve this.');
    expect(await balancesOf(server, player.id)).toEqual({ main: 0, game: 0, withdraw_hold: 0 });

    const approved = await approve(requestId, supervisor);
    expect(approved.status).toBe(200);
    expect(approved.body.data.result).toEqual({ balance: 0, main_balance: 10_000_000 });
    expect(await balancesOf(server, player.id)).toEqual({ main: 1_000_000_000, game: 0, withdraw_hold: 0 });
    // The posting's audit record names who asked and who approved.
    const ids = Object.fromEntries(
      (await server.db.select({ id: users.id, userName: users.userName }).from(users)).map((u) => [
        u.userName,
        u.id,
      ]),
    );
    const [posting] = (await auditsOf(server, 'player', player.id)).filter(
      (a) => a.action === 'player.adjust',
    );
    expect(posting).toMatchObject({
      actorLabel: 'supervisor',
      after: {
        amount: 1_000_000_000,
        request: requestId,
        requested_by: ids.admin,
        approved_by: ids.supervisor,
      },
    });
    expect((await approve(requestId, supervisor)).status).toBe(409);
    expect(await transfersOf(server, player.id)).toBe(1);
    await expectLedgerClean(server);
  });

  it('−50,000 Ks likewise, and a debit the balance no longer covers waits for the money to come back', async () => {
    const player = await newFundedPlayer(server, 60_000);
    const asked = await adjust(player.id, -50_000);
    expect(asked.body.data).toEqual({ balance: 0, main_balance: 60_000, request_id: expect.any(Number) });
    const requestId = asked.body.data.request_id as number;
    expect((await approve(requestId, admin)).status).toBe(409);

    // The player asks to withdraw 20,000 Ks meanwhile: the main balance no longer covers the debit.
    const withdrawal = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ko Zaw',
        account_number: '09777000111',
        amount: 20_000,
        password: 'player-pass-1',
      },
      { token: player.token },
    );
    const short = await approve(requestId, supervisor);
    expect(short.status).toBe(422);
    expect(short.body.errors.amount).toEqual(['Insufficient balance.']);
    expect(await statusOf(requestId)).toBe('pending');
    expect(await balancesOf(server, player.id)).toEqual({
      main: 4_000_000,
      game: 0,
      withdraw_hold: 2_000_000,
    });

    await server.post(
      `/api/console/withdrawals/${withdrawal.body.data.id}/reject`,
      { reason: 'asked to cancel' },
      { token: operator },
    );
    expect((await approve(requestId, supervisor)).status).toBe(200);
    expect(await statusOf(requestId)).toBe('approved');
    expect(await balancesOf(server, player.id)).toEqual({ main: 1_000_000, game: 0, withdraw_hold: 0 });
    await expectLedgerClean(server);
  });

  it("counts the day's adjustments in both directions, so splitting one does not pass alone", async () => {
    const player = await newFundedPlayer(server);
    const first = await adjust(player.id, 6_000);
    expect(first.body).toMatchObject({
      message: 'Balance adjusted.',
      data: { main_balance: 6_000, request_id: null },
    });
    const key = { 'idempotency-key': `split-${player.id}-second` };
    const second = await adjust(player.id, 5_000, admin, key);
    expect(second.body.data).toEqual({ balance: 0, main_balance: 6_000, request_id: expect.any(Number) });
    // A retry with the same key answers the same, and opens no second request.
    expect((await adjust(player.id, 5_000, admin, key)).body).toEqual(second.body);
    const back = await adjust(player.id, -5_000);
    expect(back.body.data.request_id).toEqual(expect.any(Number));
    const waiting = await server.db
      .select({ id: staffRequests.id })
      .from(staffRequests)
      .where(and(eq(staffRequests.targetId, String(player.id)), eq(staffRequests.status, 'pending')));
    expect(waiting).toHaveLength(2);
    expect(await balancesOf(server, player.id)).toEqual({ main: 600_000, game: 0, withdraw_hold: 0 });
    await expectLedgerClean(server);
  });
});
