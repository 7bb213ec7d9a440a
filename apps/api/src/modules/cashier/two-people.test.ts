import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { proveFactor } from '../../test/staff-accounts';
import { consoleLogin } from '../../test/staff';

const DAY = 86_400_000;

/**
 * Deposits and withdrawals need a second person when what staff approved for the player today, with this one, is
 * above the staff rule (100,000 Ks as the migrations set it): splitting an amount does not get round it.
 */
describe.each(testDatabaseKinds())('cashier approvals by two people on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  let supervisor: string;
  let channelId: number;
  let refSerial = 700_000;
  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = await consoleLogin(server, 'operator');
    admin = await consoleLogin(server, 'admin');
    supervisor = await consoleLogin(server, 'supervisor');
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  const withdraw = async (token: string, amount: number) => {
    const reply = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ko Zaw',
        account_number: '09777000111',
        amount,
        password: 'player-pass-1',
      },
      { token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id as number;
  };
  const deposit = async (token: string, amount: number) => {
    const reply = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: String((refSerial += 1)), amount },
      { token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id as number;
  };
  const decide = (kind: 'deposits' | 'withdrawals', id: number, token: string, verb = 'approve') =>
    server.post(`/api/console/${kind}/${id}/${verb}`, { reason: 'checked the statement' }, { token });
  const queueRow = async (kind: 'deposits' | 'withdrawals', id: number) => {
    const queue = await server.get(`/api/console/${kind}?status=pending`, { token: operator });
    return (queue.body.data.data as { id: number; needs_second_approval: boolean }[]).find(
      (row) => row.id === id,
    );
  };

  it('three 100,000 Ks withdrawals in a day: the first by one person, the second and third by two', async () => {
    const player = await newFundedPlayer(server, 300_000);
    const [first, second, third] = [
      await withdraw(player.token, 100_000),
      await withdraw(player.token, 100_000),
      await withdraw(player.token, 100_000),
    ];
    expect(await queueRow('withdrawals', first)).toMatchObject({ needs_second_approval: false });

    expect((await decide('withdrawals', first, operator)).body.data).toMatchObject({ completed: true });
    // With the first paid, each of the others would take the day above the rule.
    expect(await queueRow('withdrawals', second)).toMatchObject({ needs_second_approval: true });
    expect(await queueRow('withdrawals', third)).toMatchObject({ needs_second_approval: true });

    const recorded = await decide('withdrawals', second, operator);
    expect(recorded.status).toBe(200);
    expect(recorded.body.message).toBe(
      'First approval recorded. A second operator must approve this request.',
    );
    expect(await balancesOf(server, player.id)).toEqual({
      main: 0,
      game: 0,
      withdraw_hold: 20_000_000,
    });
    const alone = await decide('withdrawals', second, operator);
    expect(alone.status).toBe(409);
    expect(alone.body).toMatchObject({
      message: 'You asked for this or gave its first approval: someone else must approve it.',
      needs: 'second_person',
    });
    expect(await balancesOf(server, player.id)).toMatchObject({ withdraw_hold: 20_000_000 });

    expect((await decide('withdrawals', second, admin)).body.data).toMatchObject({
      status: 'approved',
      completed: true,
    });
    expect((await decide('withdrawals', third, admin)).body.data).toMatchObject({ completed: false });
    expect((await decide('withdrawals', third, supervisor)).body.data).toMatchObject({ completed: true });
    expect(await balancesOf(server, player.id)).toEqual({ main: 0, game: 0, withdraw_hold: 0 });
    await expectLedgerClean(server);
  });

  it('counts per Yangon day, and a first approver cannot turn down what they approved (409): another person does', async () => {
    const player = await newFundedPlayer(server);
    const big = await deposit(player.token, 100_000);
    const more = await deposit(player.token, 50_000);
    expect((await decide('deposits', big, operator)).body.data).toMatchObject({ completed: true });
    expect((await decide('deposits', more, operator)).body.data).toMatchObject({ completed: false });
    // The one who gave the first approval cannot decide it the other way: a different person does.
    const own = await decide('deposits', more, operator, 'reject');
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/first approval/);
    const rejected = await decide('deposits', more, admin, 'reject');
    expect(rejected.body.data, JSON.stringify(rejected.body)).toMatchObject({ status: 'rejected' });
    expect(await balancesOf(server, player.id)).toMatchObject({ main: 10_000_000 });

    server.clock.advance(DAY);
    operator = await consoleLogin(server, 'operator');
    const nextDay = await deposit(player.token, 100_000);
    expect(await queueRow('deposits', nextDay)).toMatchObject({ needs_second_approval: false });
    expect((await decide('deposits', nextDay, operator)).body.data).toMatchObject({ completed: true });
    expect(await balancesOf(server, player.id)).toMatchObject({ main: 20_000_000 });
    await expectLedgerClean(server);
  });

  it('wants a fresh second factor for a decision once the staff member has one', async () => {
    const player = await newFundedPlayer(server);
    const id = await deposit(player.token, 1_000);
    const [row] = await server.db.select().from(users).where(eq(users.userName, 'operator'));
    await server.db.update(users).set({ secondFactor: true }).where(eq(users.id, row!.id));
    try {
      const token = await consoleLogin(server, 'operator');
      await proveFactor(server, token);
      server.clock.advance(6 * 60_000);
      const stale = await decide('deposits', id, token);
      expect(stale.status).toBe(403);
      expect(stale.body.needs).toBe('step_up');
      await proveFactor(server, token);
      expect((await decide('deposits', id, token)).status).toBe(200);
    } finally {
      await server.db.update(users).set({ secondFactor: false }).where(eq(users.id, row!.id));
    }
    expect(await balancesOf(server, player.id)).toMatchObject({ main: 100_000 });
    await expectLedgerClean(server);
  });
});
