import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedSimulator, type FeedSimulator } from '../apps/api/src/modules/twod/feed/feed-simulator';
import { buildExists, freePort } from './server';

const ROOT = path.resolve(import.meta.dirname, '..');
const FEED_INTERVAL_MS = 500;

async function admin(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new connection for each call (`connection: close`): the cluster hands connections to its workers in turn. */
async function call(base: string, method: string, route: string, token?: string, body?: unknown) {
  const reply = await fetch(base + route, {
    method,
    headers: {
      connection: 'close',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as any };
}

/** A stream on a new connection: the instance that holds it is named in the stream's first line. */
async function stream(base: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { connection: 'close', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const readUntil = async (pattern: RegExp) => {
    while (!pattern.test(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      text += decoder.decode(value, { stream: true });
    }
    return pattern.exec(text)!;
  };
  const instance = (await readUntil(/^: open (\w+)$/m))[1]!;
  return { instance, readUntil, close: () => controller.abort() };
}

/**
 * What WORKERS=2 (README: several instances) does, with the built server on one PostgreSQL: both processes answer,
 * one set of books, the 2D feed polled once per interval whatever the number of instances, and an event posted
 * through one reaching a stream held by the other.
 */
describe.skipIf(!buildExists() || !process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const database = `zeya_two_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zeya-two-'));
  let server: ChildProcess;
  let feed: FeedSimulator;
  let base = '';
  let output = '';

  beforeAll(async () => {
    await admin(`create database ${database}`);
    feed = await startFeedSimulator();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const port = await freePort();
    server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: url.toString(),
        WORKERS: '2',
        TWOD_FEED_URL: feed.url,
        TWOD_FEED_INTERVAL_MS: String(FEED_INTERVAL_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    base = `http://127.0.0.1:${port}`;
    // Both workers are up once both have answered. The first may answer for seconds before the second listens:
    // each attempt waits, answered or not, so a quick first worker does not use up the attempts.
    const seen = new Set<string>();
    for (let attempt = 0; seen.size < 2; attempt += 1) {
      if (server.exitCode !== null || attempt > 1200)
        throw new Error(`workers did not start (${seen.size} answered): ${output}`);
      const health = await call(base, 'GET', '/api/health').catch(() => null);
      if (health) seen.add(health.body.data.instance);
      if (seen.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    await feed?.close();
    await admin(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from both workers, over one set of books', async () => {
    const instances = new Set<string>();
    for (let n = 0; n < 8; n += 1) instances.add((await call(base, 'GET', '/api/health')).body.data.instance);
    expect(instances.size).toBe(2);
    const token = (
      await call(base, 'POST', '/api/login', undefined, { user_name: 'demo', password: 'golden-pagoda-7' })
    ).body.data.token as string;
    // Ten exchanges of 100 Ks, each on a new connection: the two workers share them and every one is counted.
    for (let n = 0; n < 10; n += 1)
      expect((await call(base, 'POST', '/api/exchange-main-to-game', token, { amount: 100 })).status).toBe(
        200,
      );
    const balances = await Promise.all(
      Array.from({ length: 4 }, async () => (await call(base, 'GET', '/api/user', token)).body.data),
    );
    for (const user of balances) expect(user).toMatchObject({ main_balance: 99_000, balance: 11_000 });
  });

  it('polls the 2D feed once per interval, not once per worker', async () => {
    const before = feed.requests;
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const intervals = (Date.now() - started) / FEED_INTERVAL_MS;
    expect(feed.requests - before).toBeGreaterThan(0);
    expect(feed.requests - before).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
  });

  it('delivers a balance moved on one worker to streams held by both', async () => {
    const token = (
      await call(base, 'POST', '/api/login', undefined, { user_name: 'demo', password: 'golden-pagoda-7' })
    ).body.data.token as string;
    const streams = [];
    while (new Set(streams.map((open) => open.instance)).size < 2 && streams.length < 8)
      streams.push(await stream(base, token));
    expect(new Set(streams.map((open) => open.instance)).size).toBe(2);
    const moved = await call(base, 'POST', '/api/exchange-game-to-main', token, { amount: 500 });
    expect(moved.status).toBe(200);
    for (const open of streams) await open.readUntil(/"balance":10500,"main_balance":99500/);
    for (const open of streams) open.close();
  });
});
