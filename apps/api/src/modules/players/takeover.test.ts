import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, users, withdrawRequests } from '../../db/schema';
import { auditsOf, consoleTokens } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { lastSms } from '../../test/staff';

const PLAYER_PASSWORD = 'player-pass-1';
const INSIDER_ACCOUNT = { account_name: 'Ko Insider', account_number: '09777666555' };

/**
 * The insider's way to a player's money, step by step: read a reset code, or move the player's phone to one's own,
 * sign in as the player, send a withdrawal to an account of one's own, and approve it alone. Each step is refused.
 */
describe.each(testDatabaseKinds())('an insider taking a player’s money on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof consoleTokens>>;
  let channelId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  const playerRow = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0]!;

  const withdraw = (token: string, password: string, account = INSIDER_ACCOUNT) =>
    server.post(
      '/api/withdrawfinicial',
      { payment_type_id: channelId, amount: 900_000, password, ...account },
      { token },
    );

  it('is refused at every step, and moves nothing', async () => {
    const funded = await newFundedPlayer(server, 1_000_000);
    const victim = { ...funded, phone: (await playerRow(funded.id)).phone! };
    // The player's own payout account, used before.
    const own = await withdraw(victim.token, PLAYER_PASSWORD, {
      account_name: 'Daw Victim',
      account_number: '09777111222',
    });
    expect(own.status).toBe(200);
    await server.post(
      `/api/console/withdrawals/${own.body.data.id}/reject`,
      { reason: 'player asked to cancel' },
      { token: tokens.admin },
    );
    const transfersBefore = await server.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.playerId, victim.id));

    // 1. Staff can only ask for a code to be sent to the player's own phone: no reply and no audit record holds it.
    for (const token of [tokens.operator, tokens.admin]) {
      server.clock.advance(61_000); // past the wait between two codes to one phone
      const sent = await server.post(`/api/console/players/${victim.id}/send-reset-code`, undefined, {
        token,
      });
      expect(sent.status).toBe(200);
      const code = /\b\d{6}\b/.exec((await lastSms(server, victim.phone)).body)![0];
      expect(JSON.stringify(sent.body)).not.toContain(code);
      const audits = await auditsOf(server, 'player', victim.id);
      expect(JSON.stringify(audits)).not.toContain(code);
    }
    const detail = await server.get(`/api/console/players/${victim.id}`, { token: tokens.admin });
    expect(JSON.stringify(detail.body)).not.toMatch(/password|argon2/i);

    // 2. So no one in the console can sign in as the player.
    for (const guess of ['player-pass-2', '123456789', victim.userName])
      expect((await server.post('/api/login', { user_name: victim.userName, password: guess })).status).toBe(
        422,
      );

    // 3. Moving the player's phone to one of the insider's own, to receive the code there, needs a second person:
    // the admin alone only opens a request, and cannot approve it.
    const moved = await server.post(
      `/api/console/players/${victim.id}/phone`,
      { phone: '09777666555', reason: 'player lost the phone' },
      { token: tokens.admin },
    );
    expect(moved.body.data.request_id).toEqual(expect.any(Number));
    const alone = await server.post(
      `/api/console/staff-requests/${moved.body.data.request_id}/approve`,
      {},
      {
        token: tokens.admin,
      },
    );
    expect(alone.status).toBe(409);
    expect((await playerRow(victim.id)).phone).toBe(victim.phone);

    // Whoever holds the player's SIM gets in with a code, but withdrawals wait...
    server.clock.advance(61_000);
    await server.post('/api/forgot-password', { phone: victim.phone });
    const code = /\b\d{6}\b/.exec((await lastSms(server, victim.phone)).body)![0];
    const insider = (
      await server.post('/api/reset-password', {
        phone: victim.phone,
        code,
        password: 'insider-chosen-7',
        password_confirmation: 'insider-chosen-7',
      })
    ).body.data.token as string;

    // 4. ...the reset paused them, and a new payout account pauses them again.
    const paused = await withdraw(insider, 'insider-chosen-7');
    expect(paused.status).toBe(422);
    expect(paused.body.message).toMatch(
      /^For your safety, withdrawals are paused until \d{4}-\d\d-\d\d \d\d:\d\d/,
    );
    server.clock.advance(24 * 3600_000 + 60_000);
    const newAccount = await withdraw(insider, 'insider-chosen-7', {
      account_name: 'Ko Insider',
      account_number: '09777666999',
    });
    expect(newAccount.status).toBe(422);
    expect(newAccount.body.message).toMatch(/^For your safety, withdrawals are paused/);
    const [none] = await server.db
      .select({ n: count() })
      .from(withdrawRequests)
      .where(eq(withdrawRequests.userId, victim.id));
    expect(none!.n).toBe(1);

    // 5. Once the pause is over the request is taken, and one console user cannot approve it alone.
    server.clock.advance(24 * 3600_000 + 60_000);
    const taken = await withdraw(insider, 'insider-chosen-7');
    expect(taken.status).toBe(200);
    const operator = await server.login('operator', 'operator12345', '/api/console/login');
    const first = await server.post(`/api/console/withdrawals/${taken.body.data.id}/approve`, undefined, {
      token: operator,
    });
    expect(first.body).toMatchObject({ data: { status: 'pending', completed: false } });
    const again = await server.post(`/api/console/withdrawals/${taken.body.data.id}/approve`, undefined, {
      token: operator,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You asked for this or gave its first approval: someone else must approve it.',
    );

    // Nothing left the site: the amount waits on hold, for a second person or a rejection.
    expect(await balancesOf(server, victim.id)).toEqual({
      main: 10_000_000,
      game: 0,
      withdraw_hold: 90_000_000,
    });
    const [paidOut] = await server.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `withdrawal:${taken.body.data.id}:approve`));
    expect(paidOut!.n).toBe(0);
    const transfersAfter = await server.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.playerId, victim.id));
    expect(transfersAfter[0]!.n).toBe(transfersBefore[0]!.n + 1);
    const actions = (await auditsOf(server, 'player', victim.id)).map((audit) => audit.action);
    expect(actions).toEqual([
      'player.payout_account_added',
      'player.payout_account_added',
      'player.password_reset',
      'staff_request.open',
      'player.reset_code_sent',
      'player.reset_code_sent',
      // The funding: asked by one admin, approved by another.
      'staff_request.approve',
      'player.adjust',
      'staff_request.open',
    ]);
    await expectLedgerClean(server);
  });
});
