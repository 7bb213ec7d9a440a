import { setTimeout as sleep } from 'node:timers/promises';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type Reply, type TestServer } from '../../test/server';

/** Clients behind the one proxy the test server trusts (itself): each is told apart by X-Forwarded-For. */
const OFFICE = '203.0.113.20';
const ATTACKER = '198.51.100.66';
const ATTACKER_TOO = '198.51.100.67';
/** Guesses that take a while to check: the attacker keeps one of them in flight at all times. */
const SLOW = 'slow-guess';

describe.each(testDatabaseKinds())('sign-in under attack on %s', (kind) => {
  let server: TestServer;
  let serial = 0;
  /** Slow guesses being checked right now. */
  let slowInFlight = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      TRUST_PROXY: '127.0.0.1',
      PASSWORD_CHECKS_PER_ADDRESS: '2',
      // A few milliseconds of work per challenge here; the default costs a phone a few hundred.
      LOGIN_CHALLENGE_WORK: '20',
    });
    const { hasher } = server.deps;
    const verify = hasher.verify.bind(hasher);
    hasher.verify = async (hashed, password) => {
      if (!password.startsWith(SLOW)) return verify(hashed, password);
      slowInFlight += 1;
      try {
        await sleep(1_500);
        return await verify(hashed, password);
      } finally {
        slowInFlight -= 1;
      }
    };
  });
  afterAll(() => server.close());

  const newAddress = () => {
    serial += 1;
    return `192.0.2.${serial}`;
  };

  const headersOf = (address: string, cookie?: string) => ({
    'x-forwarded-for': address,
    ...(cookie ? { cookie } : {}),
  });

  const login = (
    userName: string,
    password: string,
    address: string,
    options: { path?: string; altcha?: string; cookie?: string } = {},
  ) =>
    server.post(
      options.path ?? '/api/login',
      { user_name: userName, password, ...(options.altcha ? { altcha: options.altcha } : {}) },
      { headers: headersOf(address, options.cookie) },
    );

  /** What a client built to the spec does: fetch a challenge, find its counter, send it all back in base64. */
  async function solvedChallenge(address: string) {
    const reply = await server.get('/api/login-challenge', { headers: headersOf(address) });
    expect(reply.status).toBe(200);
    const challenge = reply.body.data;
    const solution = await solveChallenge({ challenge, deriveKey });
    return { challenge, solution: solution! };
  }
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

  /** A sign-in as the site does it: without proof first, and with a solved challenge when the reply asks for one. */
  async function signInLikeTheSite(
    userName: string,
    password: string,
    address: string,
    path = '/api/login',
  ): Promise<{ reply: Reply; challenged: boolean }> {
    const first = await login(userName, password, address, { path });
    if (first.status !== 403 || first.body.needs !== 'login_challenge')
      return { reply: first, challenged: false };
    const altcha = encode(await solvedChallenge(address));
    return { reply: await login(userName, password, address, { path, altcha }), challenged: true };
  }

  async function register() {
    serial += 1;
    const password = 'my-own-pass-21';
    const reply = await server.post(
      '/api/register',
      {
        name: 'Owner',
        phone: `0966${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`,
        password,
        password_confirmation: password,
      },
      { headers: headersOf(OFFICE) },
    );
    expect(reply.status).toBe(200);
    return {
      id: reply.body.data.user.id as number,
      userName: reply.body.data.user.user_name as string,
      password,
      cookie: (reply.headers.get('set-cookie') ?? '').split(';')[0]!,
    };
  }

  /** Ten failures from two addresses: both are locked out of the account, and its own budget is spent. */
  async function spendBudgets(userName: string, path = '/api/login') {
    for (const address of [ATTACKER, ATTACKER_TOO])
      for (let guess = 1; guess <= 5; guess += 1)
        expect((await login(userName, `guess-${guess}`, address, { path })).status).toBe(422);
  }

  it("lets the admin in from six new addresses while an attacker keeps a guess in flight, and keeps the attacker's address out", async () => {
    const path = '/api/console/login';
    const first = await login('admin', 'admin12345', OFFICE, { path });
    expect(first.status).toBe(200);
    // The console's device cookie goes back only to the console's sign-in.
    expect(first.headers.get('set-cookie')).toMatch(/^zeya_device_\d+=[^;]+; Path=\/api\/console\/login;/);
    await spendBudgets('admin', path);

    // The attacker goes on from new addresses, solving every challenge, one slow guess started every 300 ms.
    let attacking = true;
    const guesses: Promise<Reply>[] = [];
    const attack = (async () => {
      for (let n = 0; attacking; n += 1) {
        const address = `198.51.100.${100 + n}`;
        const altcha = encode(await solvedChallenge(address));
        guesses.push(login('admin', `${SLOW}-${n}`, address, { path, altcha }));
        await sleep(300);
      }
    })();

    // The owner comes once the attack is under way (three guesses sent), however fast this machine answers.
    while (guesses.length < 3) await sleep(50);
    const owner: { status: number; challenged: boolean; attackInFlight: number }[] = [];
    for (let n = 0; n < 6; n += 1) {
      const { reply, challenged } = await signInLikeTheSite('admin', 'admin12345', newAddress(), path);
      owner.push({ status: reply.status, challenged, attackInFlight: slowInFlight });
    }
    attacking = false;
    await attack;
    const answers = await Promise.all(guesses);

    expect(owner.map((attempt) => attempt.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(owner.every((attempt) => attempt.challenged)).toBe(true);
    // Each time the admin got in, one of the attacker's guesses was being checked.
    expect(owner.every((attempt) => attempt.attackInFlight >= 1)).toBe(true);
    expect(answers.every((guess) => guess.status === 422)).toBe(true);

    // The attacker's own addresses stay shut, even with a solved challenge and the right password.
    const altcha = encode(await solvedChallenge(ATTACKER));
    const locked = await login('admin', 'admin12345', ATTACKER, { path, altcha });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed attempts. Please try again in 15 minutes.');
    // The office, where the admin signed in before, is asked for nothing.
    expect((await login('admin', 'admin12345', OFFICE, { path })).status).toBe(200);
  });

  it('asks a new address for the challenge only once the account has had its failures, never for more', async () => {
    const owner = await register();
    for (let guess = 1; guess <= 5; guess += 1)
      expect((await login(owner.userName, `guess-${guess}`, ATTACKER)).status).toBe(422);
    for (let guess = 1; guess <= 4; guess += 1)
      expect((await login(owner.userName, `guess-${guess}`, ATTACKER_TOO)).status).toBe(422);
    // Nine failures: a client that knows nothing of challenges still signs in from anywhere.
    expect((await login(owner.userName, owner.password, newAddress())).status).toBe(200);
    expect((await login(owner.userName, 'guess-5', ATTACKER_TOO)).status).toBe(422);

    const address = newAddress();
    const asked = await login(owner.userName, owner.password, address, { path: '/api/login' });
    expect(asked.status).toBe(403);
    expect(asked.body).toMatchObject({ needs: 'login_challenge', data: null });
    expect(asked.body.message).toMatch(/new device must pass a quick check/);
    const inBurmese = await server.post(
      '/api/login',
      { user_name: owner.userName, password: owner.password },
      { headers: headersOf(address), language: 'my' },
    );
    expect(inBurmese.body.message).toMatch(/[\u1000-\u109F]/);

    // A wrong password with a solved challenge is a wrong password, counted like any other.
    const wrong = await login(owner.userName, 'guess-6', address, {
      altcha: encode(await solvedChallenge(address)),
    });
    expect(wrong.status).toBe(422);
    // The player's own sessions are never asked: they prove a sign-in that succeeded.
    const token = (await login(owner.userName, owner.password, OFFICE)).body.data.token as string;
    const change = await server.post(
      '/api/change-password',
      {
        current_password: owner.password,
        password: 'another-pass-42',
        password_confirmation: 'another-pass-42',
      },
      { token, headers: headersOf(newAddress()) },
    );
    expect(change.status).toBe(200);
  });

  it('refuses a proof that is not a solved, unexpired, unused challenge of ours', async () => {
    const owner = await register();
    await spendBudgets(owner.userName);
    const refused = async (altcha: string) => {
      const reply = await login(owner.userName, owner.password, newAddress(), { altcha });
      expect(reply.status, altcha.slice(0, 40)).toBe(403);
      expect(reply.body.needs).toBe('login_challenge');
      expect(reply.body.message).toBe('The device check did not pass or has expired. Please try again.');
    };

    await refused('not a proof');
    await refused(encode({ challenge: {}, solution: {} }));
    const solved = await solvedChallenge(OFFICE);
    // The wrong answer, and an answer to a challenge made easier by the client.
    await refused(encode({ ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } }));
    const easier = { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } };
    await refused(encode({ challenge: easier, solution: solved.solution }));
    // A challenge signed by someone else's server.
    const foreign = { ...solved.challenge, signature: 'ab'.repeat(32) };
    await refused(encode({ challenge: foreign, solution: solved.solution }));

    // Once it opened a sign-in, the same proof opens nothing more.
    const proof = encode(solved);
    expect((await login(owner.userName, owner.password, newAddress(), { altcha: proof })).status).toBe(200);
    await refused(proof);

    // Ten minutes after it was given, a challenge is no longer taken.
    const late = await solvedChallenge(OFFICE);
    server.clock.advance(10 * 60_000 + 1_000);
    await refused(encode(late));
  });

  it("spares a device the account knows the challenge, and the attacker's guesses from its address", async () => {
    const owner = await register();
    expect(owner.cookie).toMatch(new RegExp(`^zeya_device_${owner.id}=`));
    await spendBudgets(owner.userName);

    // A new address, the phone's cookie: no challenge, and the cookie is renewed for the same device.
    const known = await login(owner.userName, owner.password, newAddress(), { cookie: owner.cookie });
    expect(known.status).toBe(200);
    const renewed = known.headers.get('set-cookie')!;
    expect(renewed).toMatch(/; Path=\/api\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    expect(renewed.split('.')[0]).toBe(owner.cookie.split('.')[0]);

    // An attacker behind the same carrier address as the phone locks that address out of the account ...
    const shared = newAddress();
    for (let guess = 1; guess <= 5; guess += 1) {
      const altcha = encode(await solvedChallenge(shared));
      expect((await login(owner.userName, `guess-${guess}`, shared, { altcha })).status).toBe(422);
    }
    expect((await login(owner.userName, owner.password, shared)).status).toBe(429);
    // ... but not the phone, whose failures are its own.
    expect((await login(owner.userName, owner.password, shared, { cookie: owner.cookie })).status).toBe(200);

    // A cookie that is not the server's, or is another account's, proves nothing.
    const forged = owner.cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await login(owner.userName, owner.password, newAddress(), { cookie: forged })).status).toBe(403);
    const other = await register();
    const borrowed = other.cookie.replace(`zeya_device_${other.id}=`, `zeya_device_${owner.id}=`);
    expect((await login(owner.userName, owner.password, newAddress(), { cookie: borrowed })).status).toBe(
      403,
    );
  });
});
