import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auditLog, smsOutbox } from '../../db/schema';
import { seedIfEmpty } from '../../seed/seed';
import { testDatabaseKinds } from '../../test/databases';
import { freshDeps } from '../../test/server';
import { staffPhone } from '../../test/staff-accounts';

const PASSWORD = 'my-own-long-password';

/**
 * One-time set-up links, on a server whose log lines are kept: a link works once, for a while, for its own account,
 * and neither it nor the password chosen through it ever shows in a reply, an audit record or a log line.
 */
describe.each(testDatabaseKinds())('staff set-up links on %s', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDeps>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];
  const replies: string[] = [];
  beforeAll(async () => {
    fresh = await freshDeps(kind, { LOG_LEVEL: 'info', STAFF_LINK_HOURS: '24' });
    await seedIfEmpty(fresh.deps);
    app = await buildApp(fresh.deps, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => {
    await app.close();
    await fresh.close();
  });

  async function call(url: string, body: object, token?: string) {
    const reply = await app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    replies.push(reply.body);
    return { status: reply.statusCode, body: reply.json() };
  }
  const signIn = async (userName: string) =>
    (await call('/api/console/login', { user_name: userName, password: `${userName}12345` })).body.data
      .token as string;
  const linkSentTo = async (phone: string) => {
    const [sms] = await fresh.deps.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toPhone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return /#([A-Za-z0-9_-]{43})/.exec(sms!.body)![1]!;
  };
  /** A new operator asked for by the admin and approved by the supervisor; returns the phone its link went to. */
  async function newOperator(userName: string) {
    const phone = staffPhone('0993');
    const asked = await call(
      '/api/console/operators',
      { user_name: userName, name: 'Set Up', phone, role: 'operator', reason: 'new staff' },
      await signIn('admin'),
    );
    const approved = await call(
      `/api/console/staff-requests/${asked.body.data.request_id}/approve`,
      {},
      await signIn('supervisor'),
    );
    expect(approved.status).toBe(200);
    return { phone, id: approved.body.data.result.id as number };
  }

  it('works once, for its own account; two uses at once: exactly one wins', async () => {
    const { phone, id } = await newOperator('linked');
    const token = await linkSentTo(phone);
    expect((await call('/api/staff-setup/check', { token: 'x' })).status).toBe(422);
    const unknown = await call('/api/staff-setup/check', { token: 'A'.repeat(43) });
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'This link has expired or was used already. Ask an admin to send a new one.',
    ]);
    const checked = await call('/api/staff-setup/check', { token });
    expect(checked.body.data).toEqual({
      user_name: 'linked',
      name: 'Set Up',
      role: 'operator',
      purpose: 'setup',
    });

    // A refused password does not use the link up.
    for (const [password, field] of [
      ['eleven-char', 'password'],
      ['aaaaaaaaaaaaaaaa', 'password'],
    ] as const) {
      const refused = await call('/api/staff-setup', { token, password, password_confirmation: password });
      expect([refused.status, Object.keys(refused.body.errors)]).toEqual([422, [field]]);
    }
    const mismatch = await call('/api/staff-setup', {
      token,
      password: PASSWORD,
      password_confirmation: 'other',
    });
    expect(Object.keys(mismatch.body.errors)).toEqual(['password_confirmation']);

    const body = { token, password: PASSWORD, password_confirmation: PASSWORD };
    const both = await Promise.all([call('/api/staff-setup', body), call('/api/staff-setup', body)]);
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 404]);
    const won = both.find((reply) => reply.status === 200)!;
    expect(won.body.message).toBe('Your password is set.');
    expect(won.body.data).toMatchObject({
      user: { id, user_name: 'linked' },
      scope: 'console',
      second_factor: 'enrol',
    });
    expect((await call('/api/staff-setup', body)).status).toBe(404);
    expect((await call('/api/staff-setup/check', { token })).status).toBe(404);
    expect((await call('/api/console/login', { user_name: 'linked', password: PASSWORD })).status).toBe(200);
  });

  it('expires after STAFF_LINK_HOURS, and a newer link voids an older one', async () => {
    const { phone, id } = await newOperator('late');
    const first = await linkSentTo(phone);
    const reset = await call(
      `/api/console/operators/${id}/password`,
      { reason: 'link lost' },
      await signIn('supervisor'),
    );
    await call(
      `/api/console/staff-requests/${reset.body.data.request_id}/approve`,
      {},
      await signIn('admin'),
    );
    const second = await linkSentTo(phone);
    expect(second).not.toBe(first);
    expect((await call('/api/staff-setup/check', { token: first })).status).toBe(404);
    expect((await call('/api/staff-setup/check', { token: second })).body.data.purpose).toBe('reset');
    fresh.clock.advance(24 * 3600_000 + 1000);
    expect((await call('/api/staff-setup/check', { token: second })).status).toBe(404);
    const late = await call('/api/staff-setup', {
      token: second,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(late.status).toBe(404);
  });

  it('never shows a link token or a password in a reply, an audit record or a log line', async () => {
    const tokens = (await fresh.deps.db.select().from(smsOutbox)).map(
      (sms) => /#([A-Za-z0-9_-]{43})/.exec(sms.body)![1]!,
    );
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    const audits = JSON.stringify(await fresh.deps.db.select().from(auditLog));
    expect(audits).toContain('staff.setup');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [...tokens, PASSWORD])
      for (const [where, text] of [
        ['replies', replies.join('\n')],
        ['audit', audits],
        ['logs', lines.join('\n')],
      ] as const)
        expect(text, `${where} carry ${secret}`).not.toContain(secret);
  });
});
