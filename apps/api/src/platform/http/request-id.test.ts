import { ERROR_STATUS } from '@zeya/contract/constants';
import { failure, unauthenticated, validationFailure } from '@zeya/contract/envelope';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testDatabaseKinds } from '../../test/databases';
import { freshDeps } from '../../test/server';
import { HttpError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testDatabaseKinds())('request ids on %s', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDeps>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    fresh = await freshDeps(kind, { LOG_LEVEL: 'info' });
    app = await buildApp(fresh.deps, { logStream: { write: (line) => void lines.push(line) } });
    app.post('/api/request-id-probe/conflict', { config: { access: 'public' } }, async (request) => {
      request.log.info({ step: 'inside the handler' }, 'probe');
      throw new HttpError(409, 'conflict');
    });
    app.post('/api/request-id-probe/crash', { config: { access: 'public' } }, async () => {
      throw new Error('the probe broke');
    });
  });
  afterAll(async () => {
    await app.close();
    await fresh.close();
  });

  const call = (method: 'GET' | 'POST', url: string, requestId?: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: requestId === undefined ? {} : { 'x-request-id': requestId },
      ...(payload === undefined ? {} : { payload }),
    } as InjectOptions);

  it('keeps a safe incoming X-Request-Id and sends it back on every reply, success or failure', async () => {
    const health = await call('GET', '/api/health', 'lb-7f3a9c21');
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-request-id']).toBe('lb-7f3a9c21');
    const uuid = '0f8c2b6e-3d4a-4b5c-9d8e-7f6a5b4c3d2e';
    expect((await call('GET', '/api/no-such-place', uuid)).headers['x-request-id']).toBe(uuid);
  });

  it.each([
    ['with spaces', 'abc def'],
    ['too long', 'a'.repeat(65)],
    ['markup', '<script>alert(1)</script>'],
    ['a path', '../../etc/passwd'],
    ['a log line break', 'abc\\nfake-line'],
    ['empty', ''],
  ])('replaces an unsafe one (%s) with its own', async (_label, given) => {
    const reply = await call('GET', '/api/health', given);
    expect(reply.headers['x-request-id']).toMatch(UUID);
    expect(reply.headers['x-request-id']).not.toBe(given);
  });

  it('makes a new id for each request that brings none', async () => {
    const first = (await call('GET', '/api/health')).headers['x-request-id'];
    const second = (await call('GET', '/api/health')).headers['x-request-id'];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('puts it in every error reply body, in each of the three shapes, as the header says', async () => {
    const replies = {
      unauthenticated: await call('GET', '/api/user', 'ticket-401'),
      validation: await call('POST', '/api/login', 'ticket-422', {}),
      notFound: await call('GET', '/api/no-such-place', 'ticket-404'),
      conflict: await call('POST', '/api/request-id-probe/conflict', 'ticket-409'),
      crash: await call('POST', '/api/request-id-probe/crash', 'ticket-500'),
    };
    expect(replies.unauthenticated.statusCode).toBe(401);
    expect(replies.unauthenticated.json()).toEqual({ message: 'Unauthenticated.', request_id: 'ticket-401' });
    expect(unauthenticated.parse(replies.unauthenticated.json()).request_id).toBe('ticket-401');
    expect(replies.validation.statusCode).toBe(422);
    expect(validationFailure.parse(replies.validation.json()).request_id).toBe('ticket-422');
    for (const [reply, id, status] of [
      [replies.notFound, 'ticket-404', 404],
      [replies.conflict, 'ticket-409', 409],
      [replies.crash, 'ticket-500', 500],
    ] as const) {
      expect(reply.statusCode).toBe(status);
      expect(reply.headers['x-request-id']).toBe(id);
      expect(failure.parse(reply.json())).toMatchObject({ status: ERROR_STATUS, data: null, request_id: id });
    }
  });

  it('carries it on every log line of the request', async () => {
    await call('POST', '/api/request-id-probe/conflict', 'trace-conflict-1');
    await call('POST', '/api/request-id-probe/crash', 'trace-crash-1');
    const conflict = logged().filter((line) => line.request_id === 'trace-conflict-1');
    expect(conflict.map((line) => line.msg)).toEqual(['probe', 'request']);
    expect(conflict[1]).toMatchObject({ url: '/api/request-id-probe/conflict', status: 409 });
    const crash = logged().filter((line) => line.request_id === 'trace-crash-1');
    expect(crash.map((line) => line.msg)).toEqual(['request failed', 'request']);
    expect(crash[0]).toMatchObject({ err: { message: 'the probe broke' } });
    expect(crash[1]).toMatchObject({ url: '/api/request-id-probe/crash', status: 500 });
    // Every line written while a request ran names it; none is left without.
    const ofRequests = logged().filter((line) => line.msg === 'request' || line.msg === 'probe');
    expect(ofRequests.length).toBeGreaterThan(0);
    for (const line of ofRequests) expect(line.request_id, JSON.stringify(line)).toEqual(expect.any(String));
  });
});
