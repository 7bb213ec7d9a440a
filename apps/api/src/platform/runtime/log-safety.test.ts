import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { freshDeps } from '../../test/server';

const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';

describe.each(testDatabaseKinds())('log lines on %s', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDeps>>;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    fresh = await freshDeps(kind, { LOG_LEVEL: 'info' });
    app = await buildApp(fresh.deps, { logStream: { write: (line) => void lines.push(line) } });
    const insertTwice = async () => {
      const now = new Date();
      const row = {
        userName: 'twice',
        name: 'Phone 09777000111',
        memberAccount: 'twice',
        passwordHash: HASH,
      };
      await fresh.deps.db.insert(users).values({ ...row, createdAt: now, updatedAt: now });
      await fresh.deps.db.insert(users).values({ ...row, createdAt: now, updatedAt: now });
    };
    app.post('/api/log-probe', { config: { access: 'public' } }, insertTwice);
  });
  afterAll(async () => {
    await app.close();
    await fresh.close();
  });

  it('logs a failed query by its SQL alone: no parameter, hash, value or query string', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/log-probe?token=sekret-token&phone=09777000111',
    });
    expect(reply.statusCode).toBe(500);
    expect(reply.json().message).toBe('Something went wrong. Please try again.');
    const logged = lines.join('\n');
    expect(logged).toContain('Failed query: insert into \\"users\\"');
    expect(logged).toContain('users_user_name_unique');
    for (const secret of [HASH, 'argon2id', 'twice', '09777000111', 'sekret-token', 'params'])
      expect(logged, secret).not.toContain(secret);
    const line = lines.map((text) => JSON.parse(text)).find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ method: 'POST', url: '/api/log-probe', status: 500 });
  });
});
