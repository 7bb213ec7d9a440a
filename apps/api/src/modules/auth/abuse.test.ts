import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawRequests } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean } from '../../test/ledger';
import { fundPlayer } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/server';

/** Clients behind the one proxy the test server trusts (itself): each is told apart by X-Forwarded-For. */
const OWNER = '203.0.113.10';
const ATTACKER = '198.51.100.66';
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe.each(testDatabaseKinds())('abuse that costs the attacker on %s', (kind) => {
  let server: TestServer;
  let channelId: number;
  let serial = 0;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      TRUST_PROXY: '127.0.0.1',
      PASSWORD_CHECKS_PER_ADDRESS: '2',
      // Hashing that takes a few milliseconds, so that simultaneous checks overlap.
      ARGON2_MEMORY_KIB: '8192',
    });
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  async function register(address: string, password = 'my-own-pass-21') {
    serial += 1;
    const reply = await server.post(
      '/api/register',
      {
        name: 'Owner',
        phone: `0977${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`,
        password,
        password_confirmation: password,
      },
      from(address),
    );
    expect(reply.status).toBe(200);
    return {
      id: reply.body.data.user.id as number,
      userName: reply.body.data.user.user_name as string,
      password,
    };
  }

  const login = (userName: string, password: string, address: string, path = '/api/login') =>
    server.post(path, { user_name: userName, password }, from(address));

  it("locks the attacker's address after 5 failures, and the owner still signs in from theirs and from a new one", async () => {
    const owner = await register(OWNER);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await login(owner.userName, `guess-${attempt}`, ATTACKER)).status).toBe(422);
    const locked = await login(owner.userName, owner.password, ATTACKER);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed attempts. Please try again in 15 minutes.');
    expect((await login(owner.userName, owner.password, OWNER)).status).toBe(200);
    // An address the account has never used is let in: five failures are not yet an attack on the account.
    expect((await login(owner.userName, owner.password, '192.0.2.44')).status).toBe(200);
    server.clock.advance(15 * 60_000 + 1_000);
    expect((await login(owner.userName, 'guess-6', ATTACKER)).status).toBe(422);
  });

  it('cannot lock a console account out from an unknown address', async () => {
    const office = '203.0.113.20';
    expect((await login('admin', 'admin12345', office, '/api/console/login')).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt += 1)
      statuses.push((await login('admin', `guess-${attempt}`, ATTACKER, '/api/console/login')).status);
    expect(statuses).toEqual([...Array(5).fill(422), ...Array(15).fill(429)]);
    expect((await login('admin', 'admin12345', office, '/api/console/login')).status).toBe(200);
    expect((await login('admin', 'admin12345', '192.0.2.45', '/api/console/login')).status).toBe(200);
  });

  it('ends 100 withdrawal password guesses in a lock, moving nothing', async () => {
    const player = await register(OWNER);
    const token = (await login(player.userName, player.password, OWNER)).body.data.token as string;
    await fundPlayer(server, player.id, 'main', 50_000);
    const withdraw = (password: string) =>
      server.post(
        '/api/withdrawfinicial',
        {
          payment_type_id: channelId,
          account_name: 'Ko Thief',
          account_number: '09777555444',
          amount: 20_000,
          password,
        },
        { token, ...from(OWNER) },
      );
    const statuses: number[] = [];
    for (let guess = 1; guess <= 100; guess += 1) statuses.push((await withdraw(`guess-${guess}`)).status);
    expect(statuses).toEqual([...Array(5).fill(422), ...Array(95).fill(429)]);
    // The right password too, and a sign-in, from that address: the pair is locked.
    expect((await withdraw(player.password)).status).toBe(429);
    expect((await login(player.userName, player.password, OWNER)).status).toBe(429);
    const [made] = await server.db
      .select({ n: count() })
      .from(withdrawRequests)
      .where(eq(withdrawRequests.userId, player.id));
    expect(made!.n).toBe(0);
    expect(await balancesOf(server, player.id)).toEqual({ main: 5_000_000, game: 0, withdraw_hold: 0 });
    await expectLedgerClean(server);
  });

  it('a storm of simultaneous guesses from one address gets 429s, never a 5xx, and others still sign in', async () => {
    const victim = await register(OWNER);
    const bystander = await register('203.0.113.30');
    const [storm, other] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, (_, n) => login(victim.userName, `storm-${n}`, ATTACKER))),
      login(bystander.userName, bystander.password, '203.0.113.30'),
    ]);
    const statuses = storm.map((reply) => reply.status);
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
    // Five failures lock the pair; a guess already in flight beside the fifth (two may be) can still be counted.
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(34);
    expect(other.status).toBe(200);
  });

  it('refuses the most common breached passwords and one repeated character, in four languages', async () => {
    const refusal = async (password: string, language: string) => {
      const reply = await server.post(
        '/api/register',
        { name: 'Weak', phone: '09777999000', password, password_confirmation: password },
        { language, ...from(OWNER) },
      );
      expect(reply.status, password).toBe(422);
      return reply.body.errors.password[0] as string;
    };
    expect(await refusal('password1', 'en')).toBe(
      'This password is too easy to guess (a very common password, or one character repeated). Please choose another.',
    );
    expect(await refusal('QWERTYUIOP', 'my')).toMatch(/[\u1000-\u109F]/);
    expect(await refusal('zzzzzzzzzzzz', 'zh')).toMatch(/[\u4E00-\u9FFF]/);
    expect(await refusal('iloveyou', 'th')).toMatch(/[\u0E00-\u0E7F]/);
    const player = await register(OWNER);
    const token = (await login(player.userName, player.password, OWNER)).body.data.token as string;
    const weakChange = await server.post(
      '/api/change-password',
      { current_password: player.password, password: 'sunshine', password_confirmation: 'sunshine' },
      { token, ...from(OWNER) },
    );
    expect(weakChange.status).toBe(422);
    expect(Object.keys(weakChange.body.errors)).toEqual(['password']);
  });
});
