import { MESSAGES } from '@zeya/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { seedIfEmpty } from '../../seed/seed';
import { inTransaction } from '../../db/transaction';
import { testDatabaseKinds } from '../../test/databases';
import { freshDeps } from '../../test/server';
import { STAFF } from '../../test/staff';
import { mediaTypeOf } from './input-guard';

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** Written into bodies that cannot be read: no log line may quote it (a JSON parser's message would). */
const MARKER = 'unread-body-marker';

describe('media types', () => {
  it('reads the type in lower case and its parameters, quoted or not', () => {
    const media = mediaTypeOf('Multipart/Form-Data; boundary="a b;c"; Charset=UTF-8');
    expect(media?.type).toBe('multipart/form-data');
    expect(Object.fromEntries(media!.params)).toEqual({ boundary: 'a b;c', charset: 'UTF-8' });
    expect(mediaTypeOf('application/json')?.params.size).toBe(0);
    for (const header of ['', 'json', 'not a type', 'application/', '/json', 'a/b/c'])
      expect(mediaTypeOf(header), header).toBeUndefined();
  });
});

/**
 * Requests refused as sent, on a server whose log lines are kept: what each answers, in the caller's language, and
 * that each is one WARN line naming no byte of the body, never an ERROR line (anyone can send them).
 */
describe.each(testDatabaseKinds())('requests refused as sent on %s', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDeps>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let admin: string;
  const lines: { level: number; msg: string; [field: string]: unknown }[] = [];
  const raw: string[] = [];
  beforeAll(async () => {
    fresh = await freshDeps(kind, { LOG_LEVEL: 'info' });
    await seedIfEmpty(fresh.deps);
    app = await buildApp(fresh.deps, {
      logStream: {
        write: (line) => {
          raw.push(line);
          lines.push(JSON.parse(line));
        },
      },
    });
    // A step the database's checks refuse, which no route of ours lets through: the net under every service.
    const violate = (name: string) => async () =>
      inTransaction(fresh.deps.db, async (tx) => {
        await tx.execute(
          sql.raw(`create temporary table check_probe (n int, constraint ${name} check (n > 0))`),
        );
        await tx.execute(sql`insert into check_probe values (-1)`);
      });
    app.post('/api/check-probe/two-people', { config: { access: 'public' } }, violate('probe_two_people'));
    app.post('/api/check-probe/other', { config: { access: 'public' } }, violate('probe_positive'));
    const [userName, password] = STAFF.admin;
    const login = await app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { user_name: userName, password },
    });
    admin = login.json().data.token as string;
  });
  afterAll(async () => {
    await app.close();
    await fresh.close();
  });
  beforeEach(() => {
    lines.length = 0;
    raw.length = 0;
  });

  const send = (
    url: string,
    type: string | undefined,
    body: string | Buffer,
    options: { language?: string; token?: string; method?: 'POST' | 'GET' } = {},
  ) =>
    app.inject({
      method: options.method ?? 'POST',
      url,
      headers: {
        ...(type === undefined ? {} : { 'content-type': type }),
        ...(options.language ? { 'accept-language': options.language } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: body,
    });

  /** The request's lines: exactly one WARN refusal of `status`, no ERROR, and the body nowhere. */
  const expectWarnedOnce = (status: number) => {
    const refusals = lines.filter((line) => line.msg === 'request refused');
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ level: 40, status });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(raw.join('\n')).not.toContain(MARKER);
  };

  it('answers 415 to a type the route does not take, in the caller’s language', async () => {
    const cases: [string, string, string, 'en' | 'mm' | 'zh' | 'th'][] = [
      ['/api/login', 'application/xml', `<login>${MARKER}</login>`, 'en'],
      ['/api/login', 'application/x-www-form-urlencoded', `user_name=${MARKER}`, 'mm'],
      ['/api/login', 'text/plain', `{"user_name":"${MARKER}"}`, 'zh'],
      ['/api/register', 'multipart/form-data; boundary=x', `--x\r\n${MARKER}`, 'th'],
    ];
    for (const [url, type, body, language] of cases) {
      lines.length = 0;
      const reply = await send(url, type, body, { language });
      expect(reply.statusCode, type).toBe(415);
      expect(reply.json()).toMatchObject({
        status: 'Error has occurred...',
        message: MESSAGES[language].body_type_unsupported,
        data: null,
      });
      expectWarnedOnce(415);
    }
    // An upload route takes a form, not JSON.
    const image = await send('/api/console/catalogue/games/1/image', 'application/json', '{}', {
      token: admin,
    });
    expect(image.statusCode).toBe(415);
  });

  it('answers 400 to a body it cannot read: broken JSON, another charset, too deep, a form without its boundary', async () => {
    const cases: [string, string, string | Buffer, string][] = [
      ['/api/login', 'application/json', `{"user_name":"${MARKER}"`, MESSAGES.en.body_unreadable],
      ['/api/login', 'application/json', `{"__proto__":{"x":"${MARKER}"}}`, MESSAGES.en.body_unreadable],
      [
        '/api/login',
        'application/json; charset=utf-16le',
        Buffer.from(`{"user_name":"${MARKER}"}`, 'utf16le'),
        MESSAGES.en.body_unreadable,
      ],
      ['/api/login', 'application/json', deepJson(10_000), MESSAGES.en.body_too_deep],
    ];
    for (const [url, type, body, message] of cases) {
      lines.length = 0;
      const reply = await send(url, type, body);
      expect(reply.statusCode, type).toBe(400);
      expect(reply.json()).toMatchObject({ message, data: null });
      expectWarnedOnce(400);
    }
    // The routes that take a form answered these with 500: the form's parser threw on a missing boundary.
    for (const url of ['/api/console/channels', '/api/console/content/banners']) {
      lines.length = 0;
      const reply = await send(url, 'multipart/form-data', `--x\r\n${MARKER}`, {
        token: admin,
        language: 'mm',
      });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().message).toBe(MESSAGES.mm.body_unreadable);
      expectWarnedOnce(400);
    }
    // A GET reads no body: whatever comes with it is ignored, not refused.
    const banner = await send('/api/banner', 'application/xml', '<a/>', { method: 'GET' });
    expect(banner.statusCode).toBe(200);
  });

  it('answers the aggregator HTTP 200 in its error shape, code 999, for any body it cannot read', async () => {
    const cases: [string, string, string][] = [
      ['balance', 'application/xml', `<balance>${MARKER}</balance>`],
      ['withdraw', 'application/x-www-form-urlencoded', `operator_code=${MARKER}`],
      ['deposit', 'multipart/form-data', `--x\r\n${MARKER}`],
      ['balance', 'application/json', `{"operator_code":"${MARKER}"`],
      ['deposit', 'application/json', deepJson(10_000)],
    ];
    for (const [word, type, body] of cases) {
      lines.length = 0;
      const reply = await send(`/api/v1/api/seamless/${word}`, type, body);
      expect(reply.statusCode, type).toBe(200);
      expect(reply.json()).toEqual({ code: 999, message: expect.any(String), data: [] });
      expectWarnedOnce(type === 'application/json' ? 400 : 415);
    }
    const pushed = await send('/api/v1/api/seamless/pushbetdata', 'text/xml', '<wagers/>');
    expect(pushed.json()).toMatchObject({ code: 999, message: MESSAGES.en.body_type_unsupported });
  });

  it('answers the Shan provider in its refusal shape, which its log keeps', async () => {
    const cases: [string, string, number][] = [
      ['application/xml', `<round>${MARKER}</round>`, 415],
      ['application/json', `{"wager_code":"${MARKER}"`, 400],
      ['application/json', deepJson(10_000), 400],
    ];
    for (const [type, body, status] of cases) {
      lines.length = 0;
      const reply = await send('/api/shan/client/balance-update', type, body, { language: 'mm' });
      expect(reply.statusCode, type).toBe(status);
      expect(reply.json()).toEqual({ status: 'fail', code: 'INVALID_REQUEST', message: expect.any(String) });
      expect(reply.json().message).toMatch(/[\u1000-\u109F]/);
      expectWarnedOnce(status);
    }
  });

  it('answers a step the database’s checks refuse with 409 and a message, never a 500', async () => {
    const twoPeople = await send('/api/check-probe/two-people', undefined, '', { language: 'th' });
    expect(twoPeople.statusCode).toBe(409);
    expect(twoPeople.json()).toMatchObject({
      message: MESSAGES.th.second_person_same,
      needs: 'second_person',
    });
    expectWarnedOnce(409);
    expect(lines.find((line) => line.msg === 'request refused')).toMatchObject({
      code: '23514',
      constraint: 'probe_two_people',
    });
    lines.length = 0;
    const other = await send('/api/check-probe/other', undefined, '');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(MESSAGES.en.record_check_refused);
    expectWarnedOnce(409);
  });
});
