import { authorityEn } from '@zeya/contract/messages-authority';
import { factorEn } from '@zeya/contract/messages-factor';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactors } from '../../db/schema';
import { HttpError } from '../../platform/http/errors';
import { testDatabaseKinds } from '../../test/databases';
import { softPasskey } from '../../test/passkey';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin } from '../../test/staff';
import { relyingParty } from './passkeys';

describe.each(testDatabaseKinds())('passkeys on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** As the console's page would call: from the server's own origin. */
  const call = (path: string, body: unknown, token: string, origin = server.base) =>
    server.post(`/api/console/second-factor${path}`, body, { token, headers: { origin } });

  it('registers a passkey and signs in with it; a wrong origin or a spent challenge is refused', async () => {
    const token = await consoleLogin(server, 'operator');
    const key = softPasskey('127.0.0.1', server.base);

    const options = (await call('/passkey/register-options', {}, token)).body.data;
    expect(options).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Zeya' },
      user: { name: 'operator', displayName: 'Console Operator' },
      attestation: 'none',
      authenticatorSelection: { userVerification: 'preferred' },
    });
    const elsewhere = key.register(options.challenge, 'https://evil.example');
    const refused = await call('/passkey/register', { response: elsewhere, label: 'Laptop' }, token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.response).toEqual([authorityEn.passkey_failed]);
    // That attempt spent the challenge: a good answer to it comes too late.
    const late = await call(
      '/passkey/register',
      { response: key.register(options.challenge), label: 'Laptop' },
      token,
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(authorityEn.second_factor_no_ceremony);

    const again = (await call('/passkey/register-options', {}, token)).body.data;
    const registered = await call(
      '/passkey/register',
      { response: key.register(again.challenge), label: 'Laptop' },
      token,
    );
    expect(registered.status).toBe(200);
    expect(registered.body.data.factor).toMatchObject({ kind: 'passkey', label: 'Laptop' });
    expect(registered.body.data.recovery_codes).toHaveLength(10);

    const signIn = await server.post('/api/console/login', {
      user_name: 'operator',
      password: 'operator12345',
    });
    expect(signIn.body.data).toMatchObject({ second_factor: 'verify', methods: ['passkey', 'recovery'] });
    const next = signIn.body.data.token as string;
    expect((await server.get('/api/console/players', { token: next })).body.needs).toBe('second_factor');
    const request = (await call('/passkey/options', {}, next)).body.data;
    expect(request).toMatchObject({
      rpId: '127.0.0.1',
      userVerification: 'preferred',
      allowCredentials: [{ id: key.credentialId, type: 'public-key', transports: ['internal'] }],
    });
    const assertion = key.assert(request.challenge);
    const verified = await call('/verify', { method: 'passkey', response: assertion }, next);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(authorityEn.second_factor_checked);
    expect((await server.get('/api/console/players', { token: next })).status).toBe(200);
    const [stored] = await server.db.select().from(secondFactors).where(eq(secondFactors.kind, 'passkey'));
    expect(stored).toMatchObject({ credentialId: key.credentialId, counter: 1 });

    const replayed = await call('/verify', { method: 'passkey', response: assertion }, next);
    expect(replayed.status).toBe(409);
    expect(replayed.body.message).toBe(authorityEn.second_factor_no_ceremony);
    const fresh = (await call('/passkey/options', {}, next)).body.data;
    const forged = await call(
      '/verify',
      { method: 'passkey', response: key.assert(fresh.challenge, 'https://evil.example') },
      next,
    );
    expect(forged.status).toBe(422);
    expect(forged.body.errors.response).toEqual([authorityEn.passkey_failed]);
    const crossSite = await call('/passkey/options', {}, next, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe(factorEn.passkey_wrong_site);
  });

  it('answers a person without a passkey that they have none', async () => {
    const token = await consoleLogin(server, 'admin');
    const reply = await call('/passkey/options', {}, token);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(factorEn.passkey_none);
  });
});

describe('the relying party of passkeys', () => {
  const requestFrom = (host: string, origin?: string) =>
    ({ protocol: 'http', host, headers: origin ? { origin } : {} }) as unknown as FastifyRequest;

  it('is the public site when PUBLIC_URL names it, whatever the request says', () => {
    const site = new URL('https://zeya.example/');
    expect(relyingParty(site, requestFrom('10.0.0.5:3000', 'http://10.0.0.5:3000'))).toEqual({
      id: 'zeya.example',
      origin: 'https://zeya.example',
    });
  });

  it('is the address a request came to in development, which its Origin must name', () => {
    expect(relyingParty(null, requestFrom('localhost:5174', 'http://localhost:5174'))).toEqual({
      id: 'localhost',
      origin: 'http://localhost:5174',
    });
    expect(relyingParty(null, requestFrom('localhost:5174'))).toEqual({
      id: 'localhost',
      origin: 'http://localhost:5174',
    });
    expect(() => relyingParty(null, requestFrom('localhost:5174', 'http://localhost:3000'))).toThrow(
      HttpError,
    );
    expect(() => relyingParty(null, requestFrom('localhost:5174', 'not a url'))).toThrow(HttpError);
  });
});
