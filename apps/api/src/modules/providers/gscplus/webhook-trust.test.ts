import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { testDatabaseKinds } from '../../../test/databases';
import { PRODUCTION_ENV } from '../../../test/server';
import { startGscplusWorld, type GscplusWorld } from './gscplus-test-setup';

const AGGREGATOR = '203.0.113.9';
const ATTACKER = '198.51.100.7';
/** A product our catalogue does not carry: a balance call for it is answered all the same. */
const SLOT = 1006;
/** What a production deployment behind one reverse proxy (on this machine) sets. */
const PRODUCTION = {
  ...PRODUCTION_ENV,
  TRUST_PROXY: '127.0.0.1',
  GSCPLUS_ALLOWED_IPS: '203.0.113.0/28',
};

describe('production configuration of webhook trust', () => {
  const env = (extra: Record<string, string>) => ({
    GSCPLUS_API_URL: 'http://127.0.0.1:9',
    GSCPLUS_OPERATOR_CODE: 'op',
    GSCPLUS_SECRET_KEY: 'secret',
    GSCPLUS_PASSWORD_KEY: Buffer.alloc(32, 1).toString('base64'),
    ...PRODUCTION,
    ...extra,
  });

  it('does not start with GSC+ configured and no callback allow-list', () => {
    expect(() => loadConfig(env({ GSCPLUS_ALLOWED_IPS: '' }))).toThrow(
      /GSCPLUS_ALLOWED_IPS: needed in production/,
    );
  });

  it('does not start believing X-Forwarded-For from anybody, or from something that is not an address', () => {
    expect(() => loadConfig(env({ TRUST_PROXY: 'true' }))).toThrow(
      /TRUST_PROXY: true is refused in production/,
    );
    expect(() => loadConfig(env({ TRUST_PROXY: '10.0.0.0/33' }))).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig(env({ GSCPLUS_ALLOWED_IPS: 'aggregator.example' }))).toThrow(
      /GSCPLUS_ALLOWED_IPS/,
    );
    expect(loadConfig(env({ TRUST_PROXY: '10.0.0.0/8, ::1' })).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
  });
});

describe.each(testDatabaseKinds())('GSC+ callbacks in production on %s', (kind) => {
  let world: GscplusWorld;
  let member: string;

  beforeAll(async () => {
    world = await startGscplusWorld(kind, PRODUCTION);
    const registered = await world.server.post('/api/register', {
      name: 'Trust Test',
      phone: '09770001234',
      password: 'a-fine-password-7',
      password_confirmation: 'a-fine-password-7',
    });
    member = registered.body.data.user.member_account;
  });
  afterAll(() => world.close());

  /** A signed balance call through the proxy, which appends the address it saw to X-Forwarded-For. */
  const callThroughProxy = async (body: unknown, forwardedFor?: string) => {
    const response = await fetch(`${world.server.base}/api/v1/api/seamless/balance`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: { code: number }[] }).data[0]!.code;
  };
  const signedBalance = () =>
    world.wallet.signed('balance', {
      currency: 'MMK',
      batch_requests: [{ member_account: member, product_code: SLOT }],
    });

  it("hears the aggregator's address as the proxy reports it", async () => {
    expect(await callThroughProxy(signedBalance(), AGGREGATOR)).toBe(0);
  });

  it('refuses a forged X-Forwarded-For: only the address the trusted proxy saw counts', async () => {
    expect(await callThroughProxy(signedBalance(), `${AGGREGATOR}, ${ATTACKER}`)).not.toBe(0);
    expect(await callThroughProxy(signedBalance(), ATTACKER)).not.toBe(0);
  });

  it('refuses a signature seen once and replayed from elsewhere within its time window', async () => {
    const captured = signedBalance();
    expect(await callThroughProxy(captured, AGGREGATOR)).toBe(0);
    expect(await callThroughProxy(captured, ATTACKER)).not.toBe(0);
    expect(await callThroughProxy(captured, `${AGGREGATOR}, ${ATTACKER}`)).not.toBe(0);
    // Straight to the server, past the proxy: the address is the connection's own, not on the list.
    expect(await callThroughProxy(captured)).not.toBe(0);
  });
});

describe('X-Forwarded-For from a connection that is not a listed proxy', () => {
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld('pglite', { TRUST_PROXY: '10.0.0.1', GSCPLUS_ALLOWED_IPS: AGGREGATOR });
  });
  afterAll(() => world.close());

  it('is ignored: the allow-list sees the connecting address', async () => {
    const body = world.wallet.signed('balance', {
      currency: 'MMK',
      batch_requests: [{ member_account: 'demo', product_code: SLOT }],
    });
    const response = await fetch(`${world.server.base}/api/v1/api/seamless/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': AGGREGATOR },
      body: JSON.stringify(body),
    });
    expect(((await response.json()) as { data: { code: number }[] }).data[0]!.code).not.toBe(0);
  });
});
