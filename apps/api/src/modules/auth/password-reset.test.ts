import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes, smsOutbox, users } from '../../db/schema';
import { auditsOf } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin, lastSms } from '../../test/staff';

const SENT = 'If this phone number has an account, we have sent it a code. It works for 10 minutes.';
const WRONG = ['This code is not right or has expired. Ask for a new one.'];
const UNAVAILABLE = 'Password reset by SMS is not available. Please contact support.';

/** The code of the newest text to `phone`, read as its owner would. */
async function codeSentTo(server: TestServer, phone: string) {
  const { body } = await lastSms(server, phone);
  return /\b\d{6}\b/.exec(body)![0];
}

async function playerWithPhone(server: TestServer) {
  const player = await newFundedPlayer(server);
  const [row] = await server.db.select({ phone: users.phone }).from(users).where(eq(users.id, player.id));
  return { ...player, phone: row!.phone! };
}

const textsTo = (server: TestServer, phone: string) =>
  server.db.$count(smsOutbox, eq(smsOutbox.toPhone, phone));

/** Another code than the one sent: the same six digits with the last one changed. */
const wrongFor = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe.each(testDatabaseKinds())('password reset by a code sent to the phone, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const askCode = (phone: string) => server.post('/api/forgot-password', { phone });
  const reset = (phone: string, code: string, password = 'my-new-secret-8') =>
    server.post('/api/reset-password', { phone, code, password, password_confirmation: password });

  it('the code reaches only the phone; it sets the new password, signs the player in, ends every other session and pauses withdrawals', async () => {
    expect((await server.get('/api/site-settings')).body.data.password_reset).toBe(true);
    const player = await playerWithPhone(server);
    const otherDevice = await server.login(player.userName, 'player-pass-1');

    // Written as the player likes, as at sign-in.
    const asked = await askCode(`+95 ${player.phone.slice(1)}`);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ message: SENT, data: { minutes: 10, resend_seconds: 60 } });
    const sms = await lastSms(server, player.phone);
    expect(sms.purpose).toBe('reset_code');
    const code = await codeSentTo(server, player.phone);
    expect(sms.body).toBe(
      `Zeya: your password reset code is ${code}. It works for 10 minutes. Never share it: Zeya staff will never ask for it.`,
    );
    const [stored] = await server.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, player.id));
    expect(JSON.stringify(stored)).not.toContain(code);

    // A guessable password is refused before the code is tried: the code still works after.
    const guessable = await reset(player.phone, code, 'password');
    expect(guessable.status).toBe(422);
    expect(Object.keys(guessable.body.errors)).toEqual(['password']);

    const done = await reset(player.phone, code);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your new password is set. You are signed in.');
    expect(done.body.data.user).toMatchObject({
      id: player.id,
      phone: player.phone,
      must_change_password: false,
    });
    const token = done.body.data.token as string;
    expect((await server.get('/api/user', { token })).status).toBe(200);
    for (const old of [player.token, otherDevice])
      expect((await server.get('/api/user', { token: old })).status).toBe(401);
    expect(
      (await server.post('/api/login', { user_name: player.userName, password: 'player-pass-1' })).status,
    ).toBe(422);
    await server.login(player.phone, 'my-new-secret-8');

    // Used once.
    const again = await reset(player.phone, code, 'another-secret-9');
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual(WRONG);

    const channel = (await server.get('/api/banks')).body.data[0].id as number;
    const withdrawal = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channel,
        amount: 10_000,
        password: 'my-new-secret-8',
        account_name: 'Daw Player',
        account_number: '09777000111',
      },
      { token },
    );
    expect(withdrawal.status).toBe(422);
    expect(withdrawal.body.message).toMatch(/^For your safety, withdrawals are paused until /);

    const [audit] = await auditsOf(server, 'player', player.id);
    expect(audit).toMatchObject({
      action: 'player.password_reset',
      actorLabel: player.userName,
      before: { live_sessions: 2 },
      after: {
        live_sessions: 0,
        code_requested_by: null,
        withdrawals_frozen_until: new Date(server.clock.now().getTime() + 24 * 3600_000).toISOString(),
      },
    });
    expect(JSON.stringify(audit)).not.toContain(code);
  });

  it('answers a phone without an account exactly as one with, including the wait before another code', async () => {
    const player = await playerWithPhone(server);
    const nobody = '09440000001';
    const [known, unknown] = [await askCode(player.phone), await askCode(nobody)];
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await textsTo(server, nobody)).toBe(0);

    for (const phone of [player.phone, nobody]) {
      const tooSoon = await askCode(phone);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.message).toBe(
        'A code was sent a moment ago. You can ask for another in 60 seconds.',
      );
    }
    expect(await textsTo(server, player.phone)).toBe(1);
    const unknownReset = await reset(nobody, '123456');
    expect(unknownReset.status).toBe(422);
    expect(unknownReset.body.errors).toEqual({ code: WRONG });
  });

  it('five wrong tries void a code, an expired code is refused, and a phone gets five codes a day', async () => {
    const player = await playerWithPhone(server);
    await askCode(player.phone);
    const voided = await codeSentTo(server, player.phone);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await reset(player.phone, wrongFor(voided));
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.code).toEqual(WRONG);
    }
    expect((await reset(player.phone, voided)).body.errors.code).toEqual(WRONG);

    server.clock.advance(61_000);
    await askCode(player.phone);
    const expired = await codeSentTo(server, player.phone);
    server.clock.advance(10 * 60_000 + 1000);
    expect((await reset(player.phone, expired)).body.errors.code).toEqual(WRONG);
    await server.login(player.userName, 'player-pass-1');

    for (let more = 0; more < 3; more += 1) {
      server.clock.advance(61_000);
      expect((await askCode(player.phone)).status).toBe(200);
    }
    expect(await textsTo(server, player.phone)).toBe(5);
    server.clock.advance(61_000);
    const sixth = await askCode(player.phone);
    expect(sixth.body.message).toBe(SENT);
    expect(await textsTo(server, player.phone)).toBe(5);
  });

  it('only the newest code works, and two uses of it at once set one password', async () => {
    const player = await playerWithPhone(server);
    await askCode(player.phone);
    const older = await codeSentTo(server, player.phone);
    server.clock.advance(61_000);
    await askCode(player.phone);
    const newest = await codeSentTo(server, player.phone);
    if (older !== newest) expect((await reset(player.phone, older)).status).toBe(422);

    const replies = await Promise.all([
      reset(player.phone, newest, 'first-new-secret-1'),
      reset(player.phone, newest, 'second-new-secret-2'),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422]);
    const winner = replies.find((reply) => reply.status === 200)!.body.data.user.id;
    expect(winner).toBe(player.id);
    const password = replies[0]!.status === 200 ? 'first-new-secret-1' : 'second-new-secret-2';
    await server.login(player.userName, password);
    const resets = (await auditsOf(server, 'player', player.id)).filter(
      (audit) => audit.action === 'player.password_reset',
    );
    expect(resets).toHaveLength(1);
  });

  it('bad input is a 422 per field and sends nothing', async () => {
    const before = await server.db.$count(smsOutbox);
    const badPhone = await askCode('12345');
    expect(badPhone.status).toBe(422);
    expect(Object.keys(badPhone.body.errors)).toEqual(['phone']);
    const badReset = await server.post('/api/reset-password', {
      phone: '09',
      code: '12ab',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(badReset.status).toBe(422);
    // The confirmation is compared once every field is well formed.
    expect(Object.keys(badReset.body.errors).sort()).toEqual(['code', 'password', 'phone']);
    expect(await server.db.$count(smsOutbox)).toBe(before);
  });
});

describe.each(testDatabaseKinds())('without an SMS gateway, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { SMS_OUTBOX: 'off' });
  });
  afterAll(() => server.close());

  it('offers no reset, refuses every way to one with 409, and has no outbox', async () => {
    expect((await server.get('/api/site-settings')).body.data.password_reset).toBe(false);
    const player = await playerWithPhone(server);
    const asked = await server.post('/api/forgot-password', { phone: player.phone });
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe(UNAVAILABLE);
    const reset = await server.post('/api/reset-password', {
      phone: player.phone,
      code: '123456',
      password: 'my-new-secret-8',
      password_confirmation: 'my-new-secret-8',
    });
    expect(reset.status).toBe(409);
    const operator = await consoleLogin(server, 'operator');
    const sent = await server.post(
      `/api/console/players/${player.id}/send-reset-code`,
      {},
      { token: operator },
    );
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe(UNAVAILABLE);
    const outbox = await server.get('/api/console/sms-outbox', { token: operator });
    expect(outbox.body.data).toEqual({ enabled: false, messages: [] });
    expect(await server.db.$count(passwordResetCodes)).toBe(0);
  });
});
