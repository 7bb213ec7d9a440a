import { authorityEn } from '@zeya/contract/messages-authority';
import { factorEn } from '@zeya/contract/messages-factor';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, secondFactors, users } from '../../db/schema';
import { auditsOf } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { STAFF } from '../../test/staff';

const STEP_MS = 30_000;

const codeAt = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/** A code the app shows at none of the three steps the server accepts around `at`. */
function wrongCodeAt(secret: string, at: Date) {
  const valid = [-1, 0, 1].map((step) => codeAt(secret, new Date(at.getTime() + step * STEP_MS)));
  for (let guess = 0; ; guess += 1) {
    const code = String(guess).padStart(6, '0');
    if (!valid.includes(code)) return code;
  }
}

describe.each(testDatabaseKinds())('staff second factors on %s', (kind) => {
  let server: TestServer;
  /** The admin's TOTP secret, and the recovery codes they hold now. */
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    server = await startTestServer(kind, { STAFF_SECOND_FACTOR: 'required' });
  });
  afterAll(() => server.close());

  const signIn = async (who: keyof typeof STAFF) => {
    const [userName, password] = STAFF[who];
    const reply = await server.post('/api/console/login', { user_name: userName, password });
    expect(reply.status).toBe(200);
    return reply.body.data as { token: string; second_factor: string; methods: string[] };
  };
  const factor = (path: string, body: unknown, token: string) =>
    server.post(`/api/console/second-factor${path}`, body, { token });
  const now = () => server.clock.now();
  const nextStep = () => server.clock.advance(STEP_MS);

  it('opens nothing but the factor steps until a console user enrols, and asks for it at every sign-in', async () => {
    const first = await signIn('admin');
    expect(first).toMatchObject({ second_factor: 'enrol', methods: [] });
    const refused = await server.get('/api/console/players', { token: first.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: authorityEn.second_factor_enrol_needed,
      needs: 'enrolment',
    });
    const [audit] = await auditsOf(server, 'route', 'GET /api/console/players');
    expect(audit).toMatchObject({
      action: 'authority.refused',
      actorLabel: 'admin',
      after: { refusal: 'second_factor_enrol_needed', needs: 'enrolment' },
    });
    const status = await server.get('/api/console/second-factor', { token: first.token });
    expect(status.body.data).toEqual({
      required: true,
      factors: [],
      recovery_codes_left: 0,
      checked_at: null,
      step_up_minutes: 5,
    });

    const started = await factor('/totp/start', { label: 'Phone' }, first.token);
    expect(started.status).toBe(200);
    secret = started.body.data.secret;
    expect(started.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Zeya:admin\?.*secret=/);
    expect(started.body.data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const wrong = await factor('/totp/confirm', { code: wrongCodeAt(secret, now()) }, first.token);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([authorityEn.second_factor_wrong]);
    expect(await server.db.$count(secondFactors)).toBe(0);

    const code = codeAt(secret, now());
    const enrolled = await factor('/totp/confirm', { code }, first.token);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.message).toBe(authorityEn.second_factor_enrolled);
    expect(enrolled.body.data.factor).toMatchObject({ kind: 'totp', label: 'Phone', last_used_at: null });
    recoveryCodes = enrolled.body.data.recovery_codes;
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect((await server.get('/api/console/players', { token: first.token })).status).toBe(200);

    const second = await signIn('admin');
    expect(second).toMatchObject({ second_factor: 'verify', methods: ['totp', 'recovery'] });
    const needed = await server.get('/api/console/players', { token: second.token });
    expect(needed.status).toBe(403);
    expect(needed.body).toMatchObject({ message: authorityEn.second_factor_needed, needs: 'second_factor' });
    // The password alone cannot add a second factor to an account that has one.
    const added = await factor('/totp/start', { label: 'Thief' }, second.token);
    expect(added.body).toMatchObject({ message: authorityEn.step_up_needed, needs: 'step_up' });
    expect(added.status).toBe(403);
    // The code that confirmed the app is spent: overheard, it signs no one in.
    const replayed = await factor('/verify', { method: 'totp', code }, second.token);
    expect(replayed.status).toBe(422);
    expect(replayed.body.errors.code).toEqual([authorityEn.second_factor_wrong]);
    nextStep();
    const fresh = codeAt(secret, now());
    const verified = await factor(
      '/verify',
      { method: 'totp', code: `${fresh.slice(0, 3)} ${fresh.slice(3)}` },
      second.token,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ checked_at: now().toISOString() });
    expect((await server.get('/api/console/players', { token: second.token })).status).toBe(200);
    const again = await signIn('admin');
    expect((await factor('/verify', { method: 'totp', code: fresh }, again.token)).status).toBe(422);

    const [user] = await server.db.select().from(users).where(eq(users.userName, 'admin'));
    expect(user!.secondFactor).toBe(true);
  });

  it('wants a fresh proof after STEP_UP_MINUTES for a step-up route and to add a factor', async () => {
    nextStep();
    const { token } = await signIn('admin');
    expect((await factor('/verify', { method: 'totp', code: codeAt(secret, now()) }, token)).status).toBe(
      200,
    );
    server.clock.advance(5 * 60_000 + 1_000);
    for (const [path, body] of [
      ['/recovery-codes', {}],
      ['/totp/start', { label: 'Spare' }],
    ] as const) {
      const stale = await factor(path, body, token);
      expect(stale.status).toBe(403);
      expect(stale.body).toMatchObject({ message: authorityEn.step_up_needed, needs: 'step_up' });
    }
    const [refusal] = await auditsOf(server, 'route', 'POST /api/console/second-factor/recovery-codes');
    expect(refusal!.after).toEqual({ refusal: 'step_up_needed', needs: 'step_up' });

    expect((await factor('/verify', { method: 'totp', code: codeAt(secret, now()) }, token)).status).toBe(
      200,
    );
    const renewed = await factor('/recovery-codes', {}, token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe(authorityEn.recovery_codes_made);
    const old = recoveryCodes[0]!;
    recoveryCodes = renewed.body.data.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(old);

    const lostPhone = await signIn('admin');
    expect((await factor('/verify', { method: 'recovery', code: old }, lostPhone.token)).status).toBe(422);
    const typed = recoveryCodes[0]!.toLowerCase().replace('-', ' ');
    const recovered = await factor('/verify', { method: 'recovery', code: typed }, lostPhone.token);
    expect(recovered.status).toBe(200);
    const spentAgain = await signIn('admin');
    const once = await factor('/verify', { method: 'recovery', code: recoveryCodes[0] }, spentAgain.token);
    expect(once.status).toBe(422);
    const status = await server.get('/api/console/second-factor', { token: lostPhone.token });
    expect(status.body.data.recovery_codes_left).toBe(9);
    const [user] = await server.db.select().from(users).where(eq(users.userName, 'admin'));
    const actions = (await auditsOf(server, 'user', user!.id)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'second_factor.enrol',
        'second_factor.recovery_codes',
        'second_factor.recovery_used',
      ]),
    );
  });

  it('removes a factor only while another remains', async () => {
    nextStep();
    const { token } = await signIn('admin');
    expect((await factor('/verify', { method: 'totp', code: codeAt(secret, now()) }, token)).status).toBe(
      200,
    );
    const { factors } = (await server.get('/api/console/second-factor', { token })).body.data;
    const only = await server.delete(`/api/console/second-factor/${factors[0].id}`, { token });
    expect(only.status).toBe(409);
    expect(only.body.message).toBe(factorEn.second_factor_last);

    const spare = (await factor('/totp/start', { label: 'Spare phone' }, token)).body.data.secret as string;
    const added = await factor('/totp/confirm', { code: codeAt(spare, now()) }, token);
    expect(added.status).toBe(200);
    expect(added.body.data.recovery_codes).toBeNull();
    const removed = await server.delete(`/api/console/second-factor/${factors[0].id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(factorEn.second_factor_removed);
    const left = (await server.get('/api/console/second-factor', { token })).body.data.factors;
    expect(left.map((row: { label: string }) => row.label)).toEqual(['Spare phone']);
    const someoneElses = await server.delete(`/api/console/second-factor/999999`, { token });
    expect(someoneElses.status).toBe(404);
    secret = spare;
  });

  it('ends the session after five wrong answers in a row', async () => {
    const { token } = await signIn('admin');
    const answers = [
      { method: 'totp', code: wrongCodeAt(secret, now()) },
      { method: 'recovery', code: 'AAAAA-AAAAA' },
      { method: 'totp', code: wrongCodeAt(secret, now()) },
      { method: 'totp', code: wrongCodeAt(secret, now()) },
    ];
    for (const answer of answers) {
      const reply = await factor('/verify', answer, token);
      expect(reply.status).toBe(422);
      expect(reply.body.errors.code).toEqual([authorityEn.second_factor_wrong]);
    }
    const fifth = await factor('/verify', { method: 'totp', code: wrongCodeAt(secret, now()) }, token);
    expect(fifth.status).toBe(422);
    expect(fifth.body.errors.code).toEqual([factorEn.second_factor_signed_out]);
    expect((await server.get('/api/console/second-factor', { token })).status).toBe(401);
    expect((await factor('/verify', { method: 'totp', code: codeAt(secret, now()) }, token)).status).toBe(
      401,
    );
    const [user] = await server.db.select().from(users).where(eq(users.userName, 'admin'));
    const [ended] = await auditsOf(server, 'user', user!.id);
    expect(ended).toMatchObject({ action: 'second_factor.signed_out', after: { wrong_answers: 5 } });
  });

  it('lets an agent enrol and verify on the agent side of the API', async () => {
    const at = now();
    await server.db.insert(users).values({
      userName: 'AG7000001',
      memberAccount: 'AG7000001',
      name: 'Ko Agent',
      role: 'agent',
      passwordHash: await server.deps.hasher.hash('agent-pass-2026'),
      createdAt: at,
      updatedAt: at,
    });
    const login = () =>
      server.post('/api/agent/login', { user_name: 'AG7000001', password: 'agent-pass-2026' });
    const first = (await login()).body.data;
    expect(first).toMatchObject({ second_factor: 'enrol', methods: [] });
    const refused = await server.get('/api/agent/commission', { token: first.token });
    expect(refused.status).toBe(403);
    expect(refused.body.needs).toBe('enrolment');
    const started = await server.post(
      '/api/agent/second-factor/totp/start',
      { label: 'Phone' },
      {
        token: first.token,
      },
    );
    const agentSecret = started.body.data.secret as string;
    const enrolled = await server.post(
      '/api/agent/second-factor/totp/confirm',
      { code: codeAt(agentSecret, now()) },
      { token: first.token },
    );
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.data.recovery_codes).toHaveLength(10);
    expect((await server.get('/api/agent/commission', { token: first.token })).status).toBe(200);

    nextStep();
    const second = (await login()).body.data;
    expect(second).toMatchObject({ second_factor: 'verify', methods: ['totp', 'recovery'] });
    expect((await server.get('/api/agent/commission', { token: second.token })).body.needs).toBe(
      'second_factor',
    );
    const verified = await server.post(
      '/api/agent/second-factor/verify',
      { method: 'totp', code: codeAt(agentSecret, now()) },
      { token: second.token },
    );
    expect(verified.status).toBe(200);
    expect((await server.get('/api/agent/commission', { token: second.token })).status).toBe(200);
    // An agent's session is no console session, and the other way round.
    expect((await server.get('/api/console/second-factor', { token: second.token })).status).toBe(403);
  });

  it('keeps every secret and code out of the audit chain and out of later replies', async () => {
    const rows = await server.db.select().from(auditLog);
    const written = JSON.stringify(rows);
    const stored = await server.db
      .select({ secret: secondFactors.totpSecret })
      .from(secondFactors)
      .where(eq(secondFactors.kind, 'totp'));
    expect(stored.length).toBeGreaterThan(1);
    for (const { secret: kept } of stored) expect(written).not.toContain(kept);
    for (const code of recoveryCodes) expect(written).not.toContain(code);
    const { token } = await signIn('admin');
    const status = JSON.stringify((await server.get('/api/console/second-factor', { token })).body);
    for (const { secret: kept } of stored) expect(status).not.toContain(kept);
  });
});
