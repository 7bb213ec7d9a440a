import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { consoleTokens } from '../../test/console';
import { startTestServer, type TestServer } from '../../test/server';
import { jsonDepthExceeds, MAX_BODY_DEPTH, unencodableFields } from './input-guard';

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('input guard helpers', () => {
  it('measures JSON depth without parsing, brackets inside strings not counted', () => {
    expect(jsonDepthExceeds(deepJson(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(deepJson(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ text: '[[[[[[{{{{\\"' }), 2)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(100_000), MAX_BODY_DEPTH)).toBe(true);
  });

  it('names every field, key or array item whose text cannot be stored', () => {
    const body = {
      name: 'Aung\u0000',
      ok: 'မင်္ဂလာပါ 😀',
      amounts: [{ num: '\ud800' }, { num: '12' }],
      ['key\udc00']: 'x',
      receipt: Buffer.from([0, 0xd8]),
    };
    expect(unencodableFields(body, '').sort()).toEqual(['amounts.0.num', 'key\udc00', 'name']);
  });
});

describe.each(testDatabaseKinds())('bad bytes on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ operator, admin } = await consoleTokens(server));
  });
  afterAll(() => server.close());

  const playerCount = async () => (await server.db.select({ n: count() }).from(users))[0]!.n;

  it('refuses NUL and lone surrogates with 422 on their field, and stores nothing', async () => {
    const before = await playerCount();
    const register = (name: string) =>
      server.post('/api/register', {
        name,
        phone: '09777123456',
        password: 'a-good-password-1',
        password_confirmation: 'a-good-password-1',
      });
    for (const name of ['Aung\u0000Aung', 'Aung\ud800', '\udfffAung']) {
      const reply = await register(name);
      expect(reply.status, name).toBe(422);
      expect(reply.body.errors).toEqual({
        name: ['This text contains a character that cannot be stored (a NUL byte or a broken character).'],
      });
    }
    const login = await server.post(
      '/api/login',
      { user_name: 'demo\u0000', password: 'x\ud800' },
      { language: 'th' },
    );
    expect(login.status).toBe(422);
    expect(Object.keys(login.body.errors).sort()).toEqual(['password', 'user_name']);
    expect(login.body.errors.user_name[0]).toMatch(/[\u0E00-\u0E7F]/);
    expect(await playerCount()).toBe(before);
    expect((await register('Aung Aung 😀')).status).toBe(200);
  });

  it('refuses them in the query string and the path too', async () => {
    const search = await server.get('/api/console/players?q=%00', { token: operator });
    expect(search.status).toBe(422);
    expect(search.body.errors).toHaveProperty('q');
    const holiday = await server.delete('/api/console/twod/holidays/%00', { token: admin });
    expect(holiday.status).toBe(422);
  });

  it('bounds a body by depth (the Shan callback too) and by size, with a 4xx', async () => {
    const deep = (path: string) =>
      fetch(server.base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deepJson(5_000),
      });
    // Too deep to read at all: 400, in our envelope, or in the Shan provider's refusal shape on its callback.
    const login = await deep('/api/login');
    expect(login.status).toBe(400);
    expect(await login.json()).toMatchObject({ message: 'The request is nested too deeply.', data: null });
    const shan = await deep('/api/shan/client/balance-update');
    expect(shan.status).toBe(400);
    expect(await shan.json()).toEqual({
      status: 'fail',
      code: 'INVALID_REQUEST',
      message: 'The request is nested too deeply.',
    });
    // The aggregator reads every answer in its own shape: HTTP 200, the call failed, nothing parsed deeper.
    const seamless = await deep('/api/v1/api/seamless/deposit');
    expect(seamless.status).toBe(200);
    expect(((await seamless.json()) as { code: number }).code).not.toBe(0);
    const huge = await fetch(server.base + '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toBe('The request is too large.');
  });
});
