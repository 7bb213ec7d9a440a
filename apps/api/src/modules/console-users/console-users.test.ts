import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, secondFactors, users } from '../../db/schema';
import { consoleTokens } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { approveRequest, completeSetup, consoleLogin, lastSms, setupTokenSentTo } from '../../test/staff';
import { newConsoleUser, proveFactor, staffPhone } from '../../test/staff-accounts';

const PASSWORD = 'long-enough-pass';
const DAY = 24 * 3600_000;
let serial = 0;

describe.each(testDatabaseKinds())('console users on %s', (kind) => {
  let server: TestServer;
  let player: string;
  /** Fresh sessions: a test that moves the clock days ahead outlives every console session made before it. */
  let admin: string;
  let supervisor: string;
  let operator: string;
  const signIn = async () => {
    admin = await consoleLogin(server, 'admin');
    supervisor = await consoleLogin(server, 'supervisor');
    operator = await consoleLogin(server, 'operator');
  };
  /** Every link token and password handed out here: no reply or audit record may carry one. */
  const secrets: string[] = [];
  const replies: unknown[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
    player = (await consoleTokens(server)).player;
    await signIn();
  });
  afterAll(() => server.close());

  const list = async () => (await server.get('/api/console/operators', { token: admin })).body.data;
  const rowOf = (rows: { id: number; user_name: string; role: string }[], userName: string) =>
    rows.find((row) => row.user_name === userName)!;
  const ask = async (method: 'post' | 'put', url: string, body: object, token = admin) => {
    const reply = await server[method](`/api/console${url}`, body, { token });
    replies.push(reply.body);
    return reply;
  };
  const approve = async (requestId: number, token = supervisor) => {
    const reply = await server.post(`/api/console/staff-requests/${requestId}/approve`, {}, { token });
    replies.push(reply.body);
    return reply;
  };
  const idOf = async (userName: string) => rowOf(await list(), userName).id;
  const nextName = () => `staff${(serial += 1)}`;

  it('is for admins only; an admin alone gets a request, never a change', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/console/operators'],
      ['POST', '/api/console/operators'],
      ['PUT', '/api/console/operators/2/role'],
      ['POST', '/api/console/operators/2/disable'],
      ['POST', '/api/console/operators/2/enable'],
      ['POST', '/api/console/operators/2/password'],
      ['POST', '/api/console/operators/2/second-factor-reset'],
    ];
    for (const [method, url] of routes)
      for (const [token, status] of [
        [undefined, 401],
        [player, 403],
        [operator, 403],
      ] as const) {
        const reply =
          method === 'GET'
            ? await server.get(url, { token })
            : method === 'PUT'
              ? await server.put(url, {}, { token })
              : await server.post(url, {}, { token });
        expect(reply.status, `${method} ${url}`).toBe(status);
      }
    const rows = await list();
    expect(rows.map((row: { user_name: string }) => row.user_name)).toEqual([
      'admin',
      'operator',
      'supervisor',
    ]);
    expect(rowOf(rows, 'operator')).toMatchObject({
      role: 'operator',
      status: 'active',
      phone: null,
      second_factor: false,
      second_person_from: expect.any(String),
      pending_requests: [],
    });
    expect(JSON.stringify(rows)).not.toMatch(/password|argon/i);
  });

  it('makes an account only with a second admin; the person sets their own password through the link on their phone', async () => {
    const userName = nextName();
    const phone = staffPhone();
    const body = { user_name: userName, name: 'New Cashier', phone, role: 'operator', reason: 'new cashier' };
    const asked = await ask('post', '/operators', { ...body, password: 'chosen-by-the-admin' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'Saved as a request: someone else must approve it before it takes effect.',
    );
    const requestId = asked.body.data.request_id as number;
    expect(asked.body.data.users.map((row: { user_name: string }) => row.user_name)).not.toContain(userName);
    expect(await server.db.select().from(users).where(eq(users.userName, userName))).toEqual([]);
    expect((await ask('post', '/operators', { ...body, user_name: userName.toUpperCase() })).status).toBe(
      409,
    );

    const self = await approve(requestId, admin);
    expect([self.status, self.body.needs]).toEqual([409, 'second_person']);
    expect((await approve(requestId, operator)).status).toBe(403);
    expect(await server.db.select().from(users).where(eq(users.userName, userName))).toEqual([]);

    const approved = await approve(requestId);
    expect(approved.status).toBe(200);
    const result = approved.body.data.result;
    expect(result).toEqual({
      id: expect.any(Number),
      user_name: userName,
      link_sent_to: `09${'*'.repeat(phone.length - 5)}${phone.slice(-3)}`,
    });
    const [row] = await server.db.select().from(users).where(eq(users.id, result.id));
    const [adminRow] = await server.db.select().from(users).where(eq(users.userName, 'admin'));
    expect(row).toMatchObject({
      role: 'operator',
      phone,
      createdBy: adminRow!.id,
      secondFactorRequired: true,
    });
    expect(row!.secondPersonFrom!.getTime()).toBe(server.clock.now().getTime() + 7 * DAY);
    // Nobody knows a password for it until the person chooses one.
    expect(
      (await server.post('/api/console/login', { user_name: userName, password: 'chosen-by-the-admin' }))
        .status,
    ).toBe(422);

    const sms = await lastSms(server, phone);
    expect(sms.purpose).toBe('staff_link');
    expect(sms.body).toMatch(/[\u1000-\u109F]/);
    expect(sms.body).toContain('Zeya: set your password and second factor at http://127.0.0.1:');
    expect(sms.body).toContain('/console/setup#');
    secrets.push(await setupTokenSentTo(server, phone), PASSWORD);
    const session = await completeSetup(server, phone, PASSWORD);
    expect(session).toMatchObject({
      user: { id: result.id, user_name: userName, role: 'operator' },
      scope: 'console',
      second_factor: 'enrol',
    });
    // The new session can do nothing before its second factor.
    const gated = await server.get('/api/console/staff-requests', { token: session.token });
    expect([gated.status, gated.body.needs]).toEqual([403, 'enrolment']);
    expect(
      (await server.post('/api/console/login', { user_name: userName, password: PASSWORD })).status,
    ).toBe(200);

    const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'console_user.create'));
    expect(audit).toMatchObject({
      actorLabel: 'supervisor',
      targetId: String(result.id),
      after: expect.objectContaining({
        user_name: userName,
        requested_by: adminRow!.id,
        link_sent_to: result.link_sent_to,
      }),
    });
  });

  it.each([
    ['user_name', { user_name: 'ADMIN' }],
    ['user_name', { user_name: 'has space' }],
    ['phone', { phone: '09123456789' }],
    ['phone', { phone: '12345' }],
    ['role', { role: 'player' }],
    ['reason', { reason: ' ' }],
    ['name', { name: undefined }],
  ])('422 on %s for %j; nothing asked', async (field, change) => {
    const body = {
      user_name: nextName(),
      name: 'S',
      phone: staffPhone(),
      role: 'operator',
      reason: 'new staff',
      ...change,
    };
    const before = (await server.get('/api/console/staff-requests', { token: admin })).body.data.total;
    const reply = await ask('post', '/operators', body);
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual([field]);
    expect((await server.get('/api/console/staff-requests', { token: admin })).body.data.total).toBe(before);
  });

  it('changes a role, disables and enables only with a second admin; never one’s own account', async () => {
    const id = await idOf('operator');
    const own = await idOf('admin');
    const demoteSelf = await ask('put', `/operators/${own}/role`, { role: 'operator', reason: 'step down' });
    expect(demoteSelf.status).toBe(422);
    expect(demoteSelf.body.errors.role).toEqual(['You cannot demote or disable your own account.']);
    expect((await ask('post', `/operators/${own}/disable`, { reason: 'leaving' })).status).toBe(422);
    expect((await ask('put', `/operators/${id}/role`, { role: 'operator', reason: 'same' })).status).toBe(
      409,
    );
    expect((await ask('post', `/operators/${id}/enable`, { reason: 'same' })).status).toBe(409);

    const promote = await ask('put', `/operators/${id}/role`, { role: 'admin', reason: 'night shift lead' });
    expect(rowOf(promote.body.data.users, 'operator')).toMatchObject({
      role: 'operator',
      pending_requests: [{ id: promote.body.data.request_id, kind: 'console_user.role' }],
    });
    expect((await approve(promote.body.data.request_id, admin)).status).toBe(409);
    expect((await approve(promote.body.data.request_id)).body.data.result).toEqual({
      id,
      user_name: 'operator',
      role: 'admin',
    });
    expect(rowOf(await list(), 'operator').role).toBe('admin');
    const demote = await ask('put', `/operators/${id}/role`, { role: 'operator', reason: 'back to cashier' });
    await approveRequest(server, demote.body.data.request_id, supervisor);

    const off = await ask('post', `/operators/${id}/disable`, { reason: 'left the company' });
    expect((await server.get('/api/console/staff-requests', { token: operator })).status).toBe(200);
    await approveRequest(server, off.body.data.request_id, supervisor);
    expect((await server.get('/api/console/staff-requests', { token: operator })).status).toBe(401);
    expect(
      (await server.post('/api/console/login', { user_name: 'operator', password: 'operator12345' })).status,
    ).toBe(403);
    const on = await ask('post', `/operators/${id}/enable`, { reason: 'came back' });
    await approveRequest(server, on.body.data.request_id, supervisor);
    operator = await consoleLogin(server, 'operator');
    const actions = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(
      actions
        .filter((row) => row.actorLabel === 'supervisor')
        .map((row) => [row.action, row.before, row.after]),
    ).toEqual(
      expect.arrayContaining([
        [
          'console_user.role',
          expect.objectContaining({ role: 'operator' }),
          expect.objectContaining({ role: 'admin' }),
        ],
        [
          'console_user.disable',
          expect.objectContaining({ status: 'active' }),
          expect.objectContaining({ status: 'disabled' }),
        ],
      ]),
    );
  });

  it('resets a factor with two admins: factors gone, sessions ended, enrolment required', async () => {
    const account = await newConsoleUser(
      server,
      { asker: admin, approver: supervisor },
      {
        user_name: nextName(),
        role: 'operator',
        password: PASSWORD,
      },
    );
    await server.db.update(users).set({ secondFactor: true }).where(eq(users.id, account.id));
    await server.db.insert(secondFactors).values({
      userId: account.id,
      kind: 'totp',
      label: 'phone',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      createdAt: new Date(),
    });
    expect(
      (await ask('post', `/operators/${await idOf('admin')}/second-factor-reset`, { reason: 'lost' })).status,
    ).toBe(422);
    const asked = await ask('post', `/operators/${account.id}/second-factor-reset`, { reason: 'lost phone' });
    expect((await server.get('/api/console/staff-requests', { token: account.token })).status).toBe(200);
    await approveRequest(server, asked.body.data.request_id, supervisor);
    expect((await server.get('/api/console/staff-requests', { token: account.token })).status).toBe(401);
    expect(await server.db.select().from(secondFactors).where(eq(secondFactors.userId, account.id))).toEqual(
      [],
    );
    const [row] = await server.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ secondFactor: false, secondFactorRequired: true });
    expect(row!.secondPersonFrom!.getTime()).toBe(server.clock.now().getTime() + 7 * DAY);
  });

  it('a staff member changes their own password, checked like a sign-in', async () => {
    const userName = nextName();
    const account = await newConsoleUser(
      server,
      { asker: admin, approver: supervisor },
      { user_name: userName, role: 'operator', password: PASSWORD },
    );
    const other = await server.login(userName, PASSWORD, '/api/console/login');
    const change = (body: object) => ask('post', '/me/password', body, account.token);
    const fresh = 'a-newer-long-password';
    secrets.push(fresh);
    expect(
      (await change({ current_password: 'wrong-password!', password: fresh, password_confirmation: fresh }))
        .body.errors,
    ).toHaveProperty('current_password');
    expect(
      (
        await change({
          current_password: PASSWORD,
          password: 'short-pass',
          password_confirmation: 'short-pass',
        })
      ).body.errors,
    ).toHaveProperty('password');
    expect(
      (await change({ current_password: PASSWORD, password: fresh, password_confirmation: 'other' })).body
        .errors,
    ).toHaveProperty('password_confirmation');
    const changed = await change({
      current_password: PASSWORD,
      password: fresh,
      password_confirmation: fresh,
    });
    expect(changed.status).toBe(200);
    expect((await server.get('/api/console/staff-requests', { token: other })).status).toBe(401);
    expect((await server.get('/api/console/staff-requests', { token: account.token })).status).toBe(200);
    expect((await server.post('/api/console/login', { user_name: userName, password: fresh })).status).toBe(
      200,
    );
  });

  it('THE SOCK-PUPPET PATH: an account cannot vouch for the admin who made it, nor count before its probation ends; a reset starts it again', async () => {
    const puppetName = nextName();
    const puppet = await newConsoleUser(
      server,
      { asker: admin, approver: supervisor },
      {
        user_name: puppetName,
        role: 'admin',
        password: PASSWORD,
      },
    );
    const askRules = (token: string) =>
      server.put(
        '/api/console/staff-rules',
        {
          deposit_above: 1,
          withdrawal_above: 1,
          adjustment_above: 1,
          commission_above: 1,
          offer_above: 1,
          free_credit_min_wagering: 3,
          commission_max_ngr_percent: 50,
          commission_max_turnover_percent: 1,
          reason: 'loosen everything',
        },
        { token },
      );
    const byMaker = (await askRules(admin)).body.data.request_id as number;
    const young = await approve(byMaker, puppet.token);
    expect(young.status).toBe(403);
    expect(young.body).toMatchObject({ needs: 'second_person' });
    expect(young.body.message).toMatch(
      /^Your account was made or reset recently: your approvals count from /,
    );

    server.clock.advance(8 * DAY);
    await signIn();
    let token = await server.login(puppetName, PASSWORD, '/api/console/login');
    await proveFactor(server, token);
    const concerned = await approve(byMaker, token);
    expect(concerned.status).toBe(403);
    expect(concerned.body.message).toBe(
      'This concerns your own account, or the account that made yours: someone else must decide it.',
    );
    expect(await server.db.select().from(auditLog).where(eq(auditLog.actorId, puppet.id))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'authority.refused',
          after: { refusal: 'second_person_new_account', needs: 'second_person' },
        }),
        expect.objectContaining({
          action: 'authority.refused',
          after: { refusal: 'second_person_concerned', needs: 'second_person' },
        }),
      ]),
    );
    expect((await server.get('/api/console/staff-rules', { token: admin })).body.data.deposit_above).not.toBe(
      1,
    );
    await server.post(`/api/console/staff-requests/${byMaker}/cancel`, {}, { token: admin });

    // Past its probation, it vouches for someone who did not make it...
    const bySupervisor = (await askRules(supervisor)).body.data.request_id as number;
    expect((await approve(bySupervisor, token)).status).toBe(200);

    // ...until a reset: then it counts for nothing again for seven days.
    const noPhone = await ask('post', `/operators/${await idOf('operator')}/password`, {
      reason: 'forgot it',
    });
    expect(noPhone.body.errors.phone).toEqual([
      'This account has no phone to send the one-time link to: give one with the request.',
    ]);
    expect(
      (await ask('post', `/operators/${await idOf('admin')}/password`, { reason: 'forgot it' })).status,
    ).toBe(422);
    const reset = await ask('post', `/operators/${puppet.id}/password`, { reason: 'forgot it' }, supervisor);
    await approveRequest(server, reset.body.data.request_id, admin);
    expect((await server.get('/api/console/staff-requests', { token })).status).toBe(401);
    expect(
      (await server.post('/api/console/login', { user_name: puppetName, password: PASSWORD })).status,
    ).toBe(422);
    secrets.push(await setupTokenSentTo(server, puppet.phone));
    const again = await completeSetup(server, puppet.phone, 'a-fresh-long-password');
    expect(again).toMatchObject({ second_factor: 'enrol' });
    token = again.token;
    await proveFactor(server, token);
    const afterReset = (await askRules(supervisor)).body.data.request_id as number;
    const refused = await approve(afterReset, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Your account was made or reset recently/);
  });

  it('no reply or audit record ever carries a password or a link token', async () => {
    const audits = JSON.stringify(await server.db.select().from(auditLog));
    const said = JSON.stringify(replies);
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) {
      expect(audits).not.toContain(secret);
      expect(said).not.toContain(secret);
    }
  });
});
