import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, staffRequests, users } from '../../db/schema';
import { auditsOf } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin, lastSms } from '../../test/staff';

const masked = (phone: string) => `${phone.slice(0, 2)}${'*'.repeat(phone.length - 5)}${phone.slice(-3)}`;

let phoneSerial = 0;
/** A phone nobody has yet. */
const freshPhone = () =>
  `0993${String(process.pid % 1000).padStart(3, '0')}${String((phoneSerial += 1)).padStart(4, '0')}`;

describe.each(testDatabaseKinds())("staff and a player's phone, on %s", (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [operator, admin] = [await consoleLogin(server, 'operator'), await consoleLogin(server, 'admin')];
  });
  afterAll(() => server.close());

  async function playerWithPhone() {
    const player = await newFundedPlayer(server);
    const [row] = await server.db.select({ phone: users.phone }).from(users).where(eq(users.id, player.id));
    return { ...player, phone: row!.phone! };
  }

  describe('a reset code sent by staff', () => {
    const sendCode = (playerId: number, token = operator) =>
      server.post(`/api/console/players/${playerId}/send-reset-code`, {}, { token });

    it('goes to the player’s phone only: the reply and the audit show where, never the code', async () => {
      const player = await playerWithPhone();
      const sent = await sendCode(player.id);
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({
        message: `A reset code was sent to the player's phone ending ${player.phone.slice(-3)}. Only the player sees it.`,
        data: { sent_to: masked(player.phone) },
      });
      const code = /\b\d{6}\b/.exec((await lastSms(server, player.phone)).body)![0];
      expect(JSON.stringify(sent.body)).not.toContain(code);
      const [audit] = await auditsOf(server, 'player', player.id);
      expect(audit).toMatchObject({
        action: 'player.reset_code_sent',
        actorLabel: 'operator',
        after: { sent_to: masked(player.phone) },
      });
      expect(JSON.stringify(audit)).not.toContain(code);

      // Development's outbox shows the message in place of the phone.
      const outbox = await server.get('/api/console/sms-outbox', { token: operator });
      expect(outbox.body.data.enabled).toBe(true);
      expect(outbox.body.data.messages[0]).toMatchObject({ to: player.phone, purpose: 'reset_code' });

      const tooSoon = await sendCode(player.id);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.message).toBe(
        'A code was sent a moment ago. You can ask for another in 60 seconds.',
      );

      const reset = await server.post('/api/reset-password', {
        phone: player.phone,
        code,
        password: 'chosen-by-player-5',
        password_confirmation: 'chosen-by-player-5',
      });
      expect(reset.status).toBe(200);
      const [operatorRow] = await server.db.select().from(users).where(eq(users.userName, 'operator'));
      expect((await auditsOf(server, 'player', player.id))[0]).toMatchObject({
        action: 'player.password_reset',
        after: { code_requested_by: operatorRow!.id },
      });
    });

    it('is refused without a phone, for a banned player, for anyone but a player, and to a player’s token', async () => {
      const player = await playerWithPhone();
      await server.db.update(users).set({ phone: null }).where(eq(users.id, player.id));
      const noPhone = await sendCode(player.id);
      expect(noPhone.status).toBe(409);
      expect(noPhone.body.message).toBe('This player has no phone number to send a code to.');

      const banned = await playerWithPhone();
      await server.post(
        `/api/console/players/${banned.id}/ban`,
        { reason: 'chargeback fraud' },
        { token: operator },
      );
      const refused = await sendCode(banned.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^This player is banned, so no reset code can be sent/);

      const [adminRow] = await server.db.select().from(users).where(eq(users.userName, 'admin'));
      expect((await sendCode(adminRow!.id)).status).toBe(404);
      expect((await sendCode(banned.id, player.token)).status).toBe(403);
      expect(await server.db.$count(smsOutbox, eq(smsOutbox.toPhone, banned.phone))).toBe(0);
    });
  });

  describe('a phone change', () => {
    const askChange = (playerId: number, phone: string, token = operator) =>
      server.post(
        `/api/console/players/${playerId}/phone`,
        { phone, reason: 'player lost the SIM' },
        { token },
      );
    const approve = (requestId: number, token: string) =>
      server.post(`/api/console/staff-requests/${requestId}/approve`, {}, { token });

    it('waits for a second person, then tells the old phone, pauses withdrawals and moves the reset to the new one', async () => {
      const player = await playerWithPhone();
      const newPhone = freshPhone();
      const asked = await askChange(player.id, newPhone);
      expect(asked.status).toBe(200);
      expect(asked.body.message).toBe(
        'Saved as a request: someone else must approve it before it takes effect.',
      );
      const requestId = asked.body.data.request_id as number;
      const phoneNow = async () =>
        (await server.db.select({ phone: users.phone }).from(users).where(eq(users.id, player.id)))[0]!.phone;
      expect(await phoneNow()).toBe(player.phone);
      expect((await askChange(player.id, freshPhone())).status).toBe(409);

      const alone = await approve(requestId, operator);
      expect(alone.status).toBe(409);
      expect(alone.body).toMatchObject({
        message: 'You asked for this or gave its first approval: someone else must approve it.',
        needs: 'second_person',
      });
      expect(await phoneNow()).toBe(player.phone);

      const approved = await approve(requestId, admin);
      expect(approved.status).toBe(200);
      const frozenUntil = new Date(server.clock.now().getTime() + 24 * 3600_000).toISOString();
      expect(approved.body.data.result).toEqual({
        phone: masked(newPhone),
        withdrawals_frozen_until: frozenUntil,
      });
      expect(await phoneNow()).toBe(newPhone);
      const told = await lastSms(server, player.phone);
      expect(told.purpose).toBe('phone_changed');
      expect(told.body).toContain(`ending ${newPhone.slice(-3)}`);
      const audits = await auditsOf(server, 'player', player.id);
      expect(audits.find((audit) => audit.action === 'player.phone_change')).toMatchObject({
        actorLabel: 'admin',
        before: { phone: player.phone },
        after: { phone: newPhone, request: requestId, withdrawals_frozen_until: frozenUntil },
      });

      const channel = (await server.get('/api/banks')).body.data[0].id as number;
      const withdrawal = await server.post(
        '/api/withdrawfinicial',
        {
          payment_type_id: channel,
          amount: 10_000,
          password: 'player-pass-1',
          account_name: 'Daw Player',
          account_number: '09777000222',
        },
        { token: player.token },
      );
      expect(withdrawal.status).toBe(422);
      expect(withdrawal.body.message).toMatch(/^For your safety, withdrawals are paused until /);

      await server.post('/api/forgot-password', { phone: newPhone });
      expect((await lastSms(server, newPhone)).purpose).toBe('reset_code');
    });

    it('refuses a phone already taken, when asked and again when approved', async () => {
      const player = await playerWithPhone();
      const other = await playerWithPhone();
      const requestsBefore = await server.db.$count(staffRequests);
      const taken = await askChange(player.id, other.phone);
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ phone: ['This phone number is already registered.'] });
      expect((await askChange(player.id, '12345')).body.errors).toEqual({
        phone: ['Please enter a valid phone number starting with 09.'],
      });
      expect(await server.db.$count(staffRequests)).toBe(requestsBefore);

      const wanted = freshPhone();
      const asked = await askChange(player.id, wanted);
      await server.post('/api/register', {
        name: 'Quicker',
        phone: wanted,
        password: 'player-pass-1',
        password_confirmation: 'player-pass-1',
      });
      const late = await approve(asked.body.data.request_id, admin);
      expect(late.status).toBe(422);
      expect(late.body.errors).toEqual({ phone: ['This phone number is already registered.'] });
      const [row] = await server.db.select({ phone: users.phone }).from(users).where(eq(users.id, player.id));
      expect(row!.phone).toBe(player.phone);
    });
  });
});
