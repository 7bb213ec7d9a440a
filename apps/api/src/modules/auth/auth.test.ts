import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodes, users } from '../../db/schema';
import { findActor } from '../../platform/auth/sessions';
import { openPlayerAccounts } from '../../platform/money/ledger/accounts';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';

let phoneSerial = 100_000;
function newPlayer(overrides: Record<string, unknown> = {}) {
  phoneSerial += 1;
  return {
    name: 'Aung Aung',
    phone: `09${String(phoneSerial).padStart(9, '7')}`,
    password: 'secret-pass-1',
    password_confirmation: 'secret-pass-1',
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('player accounts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('register', () => {
    it('creates a player with empty balances and a working token', async () => {
      const input = newPlayer();
      const reply = await server.post('/api/register', input);
      expect(reply.status).toBe(200);
      expect(reply.body.status).toBe('Request was successful.');
      expect(reply.body.message).toBe('Registered Successfully.');
      const { token, user } = reply.body.data;
      expect(user).toMatchObject({ name: 'Aung Aung', phone: input.phone, balance: 0, main_balance: 0 });
      expect(user.user_name).toMatch(/^ZY\d{8}$/);
      expect(user.member_account).toBe(user.user_name);
      const me = await server.get('/api/user', { token });
      expect(me.status).toBe(200);
      expect(me.body.data).toEqual(user);
    });

    it('stores +959 and spaced numbers as 09...', async () => {
      const reply = await server.post('/api/register', newPlayer({ phone: '+95 9 4455 66778' }));
      expect(reply.status).toBe(200);
      expect(reply.body.data.user.phone).toBe('09445566778');
    });

    it.each([
      ['name', { name: '' }, 'Please enter your name.'],
      ['name', { name: undefined }, 'Please enter your name.'],
      ['phone', { phone: '12345' }, 'Please enter a valid phone number starting with 09.'],
      ['phone', { phone: undefined }, 'This field is required.'],
      [
        'password',
        { password: 'short', password_confirmation: 'short' },
        'The password must be at least 8 characters.',
      ],
      [
        'password_confirmation',
        { password_confirmation: 'different-1' },
        'The password confirmation does not match.',
      ],
      ['referral_code', { referral_code: 'NO-SUCH-CODE' }, 'This referral code does not exist.'],
    ])('refuses a bad %s with 422 and creates nobody', async (field, overrides, message) => {
      const before = await server.db.$count(users);
      const reply = await server.post('/api/register', newPlayer(overrides));
      expect(reply.status).toBe(422);
      expect(reply.body.errors[field]).toEqual([message]);
      expect(await server.db.$count(users)).toBe(before);
    });

    it('refuses a phone that is already registered', async () => {
      const reply = await server.post('/api/register', newPlayer({ phone: '09123456789' }));
      expect(reply.status).toBe(422);
      expect(reply.body.errors.phone).toEqual(['This phone number is already registered.']);
    });

    it('links the player to the agent who owns the referral code', async () => {
      const [agent] = await server.db
        .insert(users)
        .values({
          userName: 'agent-one',
          memberAccount: 'agent-one',
          name: 'Agent One',
          passwordHash: 'x',
          role: 'agent',
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .returning();
      await server.db
        .insert(referralCodes)
        .values({ agentId: agent!.id, code: 'GOLD77', createdAt: new Date() });
      const reply = await server.post('/api/register', newPlayer({ referral_code: 'GOLD77' }));
      expect(reply.status).toBe(200);
      const [player] = await server.db.select().from(users).where(eq(users.id, reply.body.data.user.id));
      expect(player!.agentId).toBe(agent!.id);
    });

    it('answers in the language the client asks for', async () => {
      const reply = await server.post('/api/register', newPlayer({ name: '' }), { language: 'my' });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.name).toEqual(['အမည် ထည့်ပါ။']);
    });
  });

  describe('login', () => {
    it('accepts the user name or the phone number', async () => {
      for (const identifier of ['demo', 'DEMO', '09123456789', '+959123456789']) {
        const reply = await server.post('/api/login', { user_name: identifier, password: 'golden-pagoda-7' });
        expect(reply.status, identifier).toBe(200);
        expect(reply.body.message).toBe('Logged In Successfully.');
        expect(reply.body.data.user.user_name).toBe('demo');
        expect(reply.body.data.token).toMatch(/^[\w-]{43}$/);
      }
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      const wrong = await server.post('/api/login', { user_name: 'demo', password: 'not-the-password' });
      const unknown = await server.post('/api/login', { user_name: 'nobody-here', password: 'whatever1' });
      for (const reply of [wrong, unknown]) {
        expect(reply.status).toBe(422);
        expect(reply.body.errors.user_name).toEqual(['These credentials do not match our records.']);
      }
    });

    it('names each missing field', async () => {
      const reply = await server.post('/api/login', {});
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors).sort()).toEqual(['password', 'user_name']);
    });

    it('does not let console accounts in through the player login', async () => {
      const reply = await server.post('/api/login', { user_name: 'admin', password: 'admin12345' });
      expect(reply.status).toBe(422);
    });
  });

  describe('sessions', () => {
    it.each([
      ['no header', undefined],
      ['the text null', 'null'],
      ['the text undefined', 'undefined'],
      ['a made-up token', 'x'.repeat(43)],
    ])('answers 401 Unauthenticated. with %s', async (_label, token) => {
      const reply = await server.get('/api/user', token === undefined ? {} : { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Unauthenticated.', request_id: expect.any(String) });
    });

    it('revokes the token at logout, at once', async () => {
      const token = await server.login();
      expect((await server.get('/api/user', { token })).status).toBe(200);
      const logout = await server.post('/api/logout', undefined, { token });
      expect(logout.status).toBe(200);
      expect(logout.body.message).toBe('Logout successfully.');
      expect((await server.get('/api/user', { token })).status).toBe(401);
      expect((await server.post('/api/logout', undefined, { token })).status).toBe(401);
    });

    it('finds each of many sessions looked up at once, and refuses a revoked one among them', async () => {
      const players: { token: string; user: { user_name: string } }[] = [];
      for (let i = 0; i < 10; i += 1)
        players.push((await server.post('/api/register', newPlayer())).body.data);
      const revoked = players[0]!;
      await server.post('/api/logout', undefined, { token: revoked.token });
      // Asked at once, as a busy instance's requests are: the first goes alone, one statement answers the rest.
      const asked = players.flatMap((player) => [player, player]);
      const found = await Promise.all(
        asked.map((player) => findActor(server.deps.db, player.token, 'player', server.clock.now(), 60)),
      );
      found.forEach((session, i) => {
        if (asked[i] === revoked) expect(session).toBeNull();
        else expect(session?.actor.userName).toBe(asked[i]!.user.user_name);
      });
    });

    it('accepts a bodiless POST that says it is JSON, as the spec client sends on logout', async () => {
      const token = await server.login();
      const reply = await fetch(`${server.base}/api/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      expect(reply.status).toBe(200);
      expect((await server.get('/api/user', { token })).status).toBe(401);
    });

    it('expires a session left idle longer than the configured time', async () => {
      const token = await server.login();
      server.clock.advance(server.deps.config.SESSION_IDLE_MINUTES * 60_000 + 1000);
      expect((await server.get('/api/user', { token })).status).toBe(401);
    });

    it('refuses a banned player on the next request', async () => {
      const registered = await server.post('/api/register', newPlayer());
      const { token, user } = registered.body.data;
      await server.db.update(users).set({ status: 'banned' }).where(eq(users.id, user.id));
      expect((await server.get('/api/user', { token })).status).toBe(401);
      const login = await server.post('/api/login', { user_name: user.user_name, password: 'secret-pass-1' });
      expect(login.status).toBe(403);
    });

    it('does not accept a console token on the player API', async () => {
      const consoleToken = await server.login('admin', 'admin12345', '/api/console/login');
      expect((await server.get('/api/user', { token: consoleToken })).status).toBe(403);
    });
  });

  describe('change password', () => {
    it('checks the current password and the confirmation, then signs out other devices', async () => {
      const input = newPlayer();
      const { token, user } = (await server.post('/api/register', input)).body.data;
      const otherDevice = await server.login(user.user_name, input.password);

      const wrongCurrent = await server.post(
        '/api/change-password',
        { current_password: 'wrong-one-1', password: 'new-pass-123', password_confirmation: 'new-pass-123' },
        { token },
      );
      expect(wrongCurrent.status).toBe(422);
      expect(wrongCurrent.body.errors.current_password).toEqual(['The current password is incorrect.']);

      const mismatch = await server.post(
        '/api/change-password',
        { current_password: input.password, password: 'new-pass-123', password_confirmation: 'new-pass-124' },
        { token },
      );
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors.password_confirmation).toBeDefined();

      const changed = await server.post(
        '/api/change-password',
        { current_password: input.password, password: 'new-pass-123', password_confirmation: 'new-pass-123' },
        { token },
      );
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe('Password changed successfully');
      expect((await server.get('/api/user', { token })).status).toBe(200);
      expect((await server.get('/api/user', { token: otherDevice })).status).toBe(401);
      expect(
        (await server.post('/api/login', { user_name: user.user_name, password: input.password })).status,
      ).toBe(422);
      await server.login(user.user_name, 'new-pass-123');
    });

    it('is open to agents for their own password', async () => {
      const now = server.clock.now();
      const [agent] = await server.db
        .insert(users)
        .values({
          userName: 'AGSELF1',
          memberAccount: 'AGSELF1',
          name: 'Ko Agent',
          passwordHash: await server.deps.hasher.hash('agent-pass-2026'),
          role: 'agent',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await openPlayerAccounts(server.db, agent!.id, now);
      const token = await server.login('AGSELF1', 'agent-pass-2026', '/api/agent/login');
      const changed = await server.post(
        '/api/change-password',
        {
          current_password: 'agent-pass-2026',
          password: 'agent-own-2027',
          password_confirmation: 'agent-own-2027',
        },
        { token },
      );
      expect(changed.status).toBe(200);
      const old = await server.post('/api/agent/login', {
        user_name: 'AGSELF1',
        password: 'agent-pass-2026',
      });
      expect(old.status).toBe(422);
      await server.login('AGSELF1', 'agent-own-2027', '/api/agent/login');
    });

    it('needs a session', async () => {
      const reply = await server.post('/api/change-password', {
        current_password: 'a',
        password: 'b',
        password_confirmation: 'b',
      });
      expect(reply.status).toBe(401);
    });
  });

  describe('lockout', () => {
    it('locks an account after 5 failed logins in 15 minutes, even for the right password, then lets it in', async () => {
      const input = newPlayer();
      const { user } = (await server.post('/api/register', input)).body.data;
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const reply = await server.post('/api/login', {
          user_name: user.user_name,
          password: `wrong-${attempt}`,
        });
        expect(reply.status).toBe(422);
      }
      const locked = await server.post('/api/login', { user_name: user.user_name, password: input.password });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Too many failed attempts. Please try again in 15 minutes.');
      server.clock.advance(15 * 60_000 + 1000);
      const after = await server.post('/api/login', { user_name: user.user_name, password: input.password });
      expect(after.status).toBe(200);
    });

    it('forgets failures older than the window', async () => {
      const input = newPlayer();
      const { user } = (await server.post('/api/register', input)).body.data;
      for (let attempt = 1; attempt <= 4; attempt += 1)
        await server.post('/api/login', { user_name: user.user_name, password: `wrong-${attempt}` });
      server.clock.advance(16 * 60_000);
      await server.post('/api/login', { user_name: user.user_name, password: 'wrong-again' });
      const reply = await server.post('/api/login', { user_name: user.user_name, password: input.password });
      expect(reply.status).toBe(200);
    });
  });
});

describe('per-address rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  it('answers 429 past the limit on login', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await server.post('/api/login', { user_name: `nobody${i}`, password: 'whatever1' })).status,
      );
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });
});
