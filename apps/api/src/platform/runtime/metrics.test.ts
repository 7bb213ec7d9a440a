import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { testDatabaseKinds } from '../../test/databases';
import { openEvents } from '../../test/events';
import { newFundedPlayer } from '../../test/ledger';
import { freshDeps, PRODUCTION_ENV, startTestServer, type TestServer } from '../../test/server';
import { Metrics } from './metrics';
import { md5 } from '../providers/provider-signature';

const TOKEN = 'metrics-token-for-tests-0123456789';
const GSCPLUS = {
  GSCPLUS_API_URL: 'http://127.0.0.1:9',
  GSCPLUS_OPERATOR_CODE: 'ZY01',
  GSCPLUS_SECRET_KEY: 'metrics-test-secret',
  GSCPLUS_PASSWORD_KEY: Buffer.alloc(32, 3).toString('base64'),
  GSCPLUS_RECONCILE_INTERVAL_SECONDS: '0',
};

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
        labels[key!] = value!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

describe.each(testDatabaseKinds())('GET /metrics on %s', (kind) => {
  let server: TestServer;
  const scrapeText = async (base = server.base) => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  const scrape = async (base?: string) => samplesOf(await scrapeText(base));

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { METRICS_TOKEN: TOKEN, ...GSCPLUS },
      { metrics: { postingSettleMs: 0 } },
    );
  });
  afterAll(() => server.close());

  it('answers only with the bearer token when METRICS_TOKEN is set', async () => {
    expect((await server.get('/metrics')).status).toBe(401);
    expect((await server.get('/metrics', { token: 'metrics-token-for-tests-wrong-one' })).status).toBe(401);
    expect((await server.get('/metrics', { token: TOKEN.slice(0, -1) })).status).toBe(401);
    const refused = await server.get('/metrics');
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect((await server.get('/metrics', { token: TOKEN })).status).toBe(200);
  });

  it('counts and times requests by route pattern, method and status class, never by URL', async () => {
    await server.get('/api/game_lists/987654/876543?page=1&secret=query-secret-value');
    await server.get('/api/no-such-place-424242?q=another-secret');
    await server.get('/api/banner');
    const text = await scrapeText();
    for (const raw of ['987654', '876543', 'query-secret-value', 'no-such-place', 'another-secret'])
      expect(text, raw).not.toContain(raw);
    const samples = samplesOf(text);
    const lists = { route: '/api/game_lists/:typeId/:providerId', method: 'GET' };
    expect(samples.some((s) => s.name === 'zeya_http_requests_total' && s.labels.route === lists.route)).toBe(
      true,
    );
    const banner = { route: '/api/banner', method: 'GET', status_class: '2xx' };
    expect(valueOf(samples, 'zeya_http_requests_total', banner)).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'zeya_http_request_duration_seconds_count', banner)).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(samples, 'zeya_http_request_duration_seconds_bucket', { ...banner, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    const unmatched = { route: 'unmatched', method: 'GET', status_class: '4xx' };
    expect(valueOf(samples, 'zeya_http_requests_total', unmatched)).toBeGreaterThanOrEqual(1);
  });

  it('reports the event-loop delay and process figures, and the pool where there is one', async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'zeya_metrics_database_up')).toBe(1);
    if (kind === 'postgres') {
      expect(valueOf(samples, 'zeya_db_pool_max')).toBe(30); // openEmptyDatabase's pool
      expect(valueOf(samples, 'zeya_db_pool_waiting')).toBe(0);
      expect(valueOf(samples, 'zeya_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'zeya_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    } else {
      // One in-process connection: no pool to report, rather than a pool that looks idle.
      expect(valueOf(samples, 'zeya_db_pool_max')).toBeUndefined();
    }
  });

  it('counts the event streams open on this instance', async () => {
    const player = await newFundedPlayer(server);
    const before = valueOf(await scrape(), 'zeya_event_streams_open')!;
    const stream = await openEvents(`${server.base}/api/events`, player.token);
    expect(stream.status).toBe(200);
    expect(valueOf(await scrape(), 'zeya_event_streams_open')).toBe(before + 1);
    stream.close();
    await expect.poll(async () => valueOf(await scrape(), 'zeya_event_streams_open')).toBe(before);
  });

  it('reads the pending deposit and withdrawal queues on each scrape', async () => {
    const player = await newFundedPlayer(server, 50_000);
    const channel = (await server.get('/api/banks')).body.data[0].id as number;
    const pendingOf = async () => {
      const samples = await scrape();
      return {
        deposit: valueOf(samples, 'zeya_cashier_pending_requests', { queue: 'deposit' }),
        withdrawal: valueOf(samples, 'zeya_cashier_pending_requests', { queue: 'withdrawal' }),
      };
    };
    const before = await pendingOf();
    const deposit = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channel, refrence_no: '700001', amount: 5_000 },
      { token: player.token },
    );
    expect(deposit.status).toBe(200);
    const withdrawal = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channel,
        account_name: 'Ko Zaw',
        account_number: '09777000111',
        password: 'player-pass-1',
        amount: 20_000,
      },
      { token: player.token },
    );
    expect(withdrawal.status).toBe(200);
    expect(await pendingOf()).toEqual({ deposit: before.deposit! + 1, withdrawal: before.withdrawal! + 1 });
  });

  it('counts postings per ledger kind from the ones that settled since the last scrape', async () => {
    const player = await newFundedPlayer(server, 10_000);
    const postingsOf = (samples: Sample[], kindName: string) =>
      valueOf(samples, 'zeya_ledger_postings_total', { kind: kindName });
    const before = await scrape();
    // Every kind is there from the start, at its count so far.
    expect(postingsOf(before, 'threed_refund')).toBeGreaterThanOrEqual(0);
    for (const amount of [100, 200, 300])
      expect(
        (await server.post('/api/exchange-main-to-game', { amount }, { token: player.token })).status,
      ).toBe(200);
    const after = await scrape();
    expect(postingsOf(after, 'exchange_main_to_game')).toBe(postingsOf(before, 'exchange_main_to_game')! + 3);
    expect(postingsOf(after, 'exchange_game_to_main')).toBe(postingsOf(before, 'exchange_game_to_main'));
    // Counted once: a scrape with nothing new adds nothing.
    expect(postingsOf(await scrape(), 'exchange_main_to_game')).toBe(
      postingsOf(after, 'exchange_main_to_game'),
    );
  });

  it('counts a posting only once its id has settled: by default a minute after a scrape first sees it', async () => {
    const metrics = new Metrics(server.deps);
    const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;
    const counted = async () =>
      valueOf(samplesOf(await metrics.scrape(quiet)), 'zeya_ledger_postings_total', {
        kind: 'exchange_main_to_game',
      });
    const player = await newFundedPlayer(server, 1_000);
    expect(await counted()).toBe(0);
    await server.post('/api/exchange-main-to-game', { amount: 100 }, { token: player.token });
    expect(await counted()).toBe(0);
    expect(await counted()).toBe(0);
  });

  it("counts the GSC+ webhooks' item codes and the Shan callbacks' codes", async () => {
    const player = await newFundedPlayer(server);
    const codesOf = (samples: Sample[], provider: string, action: string) =>
      Object.fromEntries(
        samples
          .filter(
            (s) =>
              s.name === 'zeya_webhook_replies_total' &&
              s.labels.provider === provider &&
              s.labels.action === action,
          )
          .map((s) => [s.labels.code!, s.value]),
      );
    const before = await scrape();
    const requestTime = String(Math.floor(server.clock.now().getTime() / 1000));
    const balanceCall = (sign: string) => ({
      operator_code: GSCPLUS.GSCPLUS_OPERATOR_CODE,
      request_time: requestTime,
      sign,
      currency: 'MMK',
      batch_requests: [
        { member_account: player.userName, product_code: 1006 },
        { member_account: 'nobody-here', product_code: 1006 },
      ],
    });
    // The document's callback sign: md5(operator_code + request_time + word + secret), as the aggregator makes it.
    const signed = md5(
      `${GSCPLUS.GSCPLUS_OPERATOR_CODE}${requestTime}getbalance${GSCPLUS.GSCPLUS_SECRET_KEY}`,
    );
    const answered = await server.post('/api/v1/api/seamless/balance', balanceCall(signed));
    const refused = await server.post('/api/v1/api/seamless/balance', balanceCall('0'.repeat(32)));
    const unreadable = await fetch(`${server.base}/api/v1/api/seamless/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"not json',
    });
    expect(((await unreadable.json()) as { code: number }).code).toBe(999);
    const shan = await server.post('/api/shan/client/balance-update', { wallets: [] });

    const expected: Record<string, number> = {};
    for (const item of [...answered.body.data, ...refused.body.data] as { code: number }[])
      expected[item.code] = (expected[item.code] ?? 0) + 1;
    expect(expected[1000]).toBe(1); // the unknown member, answered
    expect(expected[1004]).toBe(2); // both items of the call with a false signature

    const after = await scrape();
    const grown = (now: Record<string, number>, then: Record<string, number>) =>
      Object.fromEntries(
        Object.entries(now)
          .map(([code, value]) => [code, value - (then[code] ?? 0)])
          .filter(([, value]) => value !== 0),
      );
    expect(grown(codesOf(after, 'gscplus', 'balance'), codesOf(before, 'gscplus', 'balance'))).toEqual(
      expected,
    );
    expect(grown(codesOf(after, 'gscplus', 'deposit'), codesOf(before, 'gscplus', 'deposit'))).toEqual({
      999: 1,
    });
    expect(typeof shan.body.code).toBe('string');
    expect(
      grown(codesOf(after, 'shan', 'balance-update'), codesOf(before, 'shan', 'balance-update')),
    ).toEqual({ [shan.body.code]: 1 });
  });

  it('keeps a registry per app: a second instance in the same process answers its own figures', async () => {
    const banner = { route: '/api/banner', method: 'GET', status_class: '2xx' };
    const here = valueOf(await scrape(), 'zeya_http_requests_total', banner);
    const other = await server.secondInstance();
    await fetch(`${other}/api/banner`);
    expect(valueOf(await scrape(other), 'zeya_http_requests_total', banner)).toBe(1);
    expect(valueOf(await scrape(), 'zeya_http_requests_total', banner)).toBe(here);
  });
});

describe.each(testDatabaseKinds())('who may read /metrics without METRICS_TOKEN, on %s', (kind) => {
  const appFor = async (env: Record<string, string>) => {
    const fresh = await freshDeps(kind, env);
    const app = await buildApp(fresh.deps);
    return {
      app,
      async close() {
        await app.close();
        await fresh.close();
      },
    };
  };

  it('outside production: a caller on this machine, directly', async () => {
    const { app, close } = await appFor({});
    try {
      const direct = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(direct.statusCode).toBe(200);
      expect(direct.body).toContain('zeya_http_requests_total');
      const proxied = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(404);
      const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(404);
    } finally {
      await close();
    }
  });

  it('in production: nobody (404)', async () => {
    const { app, close } = await appFor({ ...PRODUCTION_ENV });
    try {
      const reply = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('zeya_');
    } finally {
      await close();
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused when short enough to guess', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16 characters/);
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});
