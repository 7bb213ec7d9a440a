import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { verifyBooks } from './books';
import { sourceDir } from './db/paths';
import { DEMO_LOGINS } from './seed/accounts';
import { openMigratedDatabase } from './test/databases';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server as `npm start` runs it (main.ts, through tsx rather than the bundle), on its own PostgreSQL database. */
async function startServer(databaseUrl: string, workers: number) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zeya-shutdown-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(sourceDir(), 'main.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        WORKERS: String(workers),
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_PASSES: '1',
        DEMO_AGGREGATOR: 'off',
        DEMO_SHAN: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // Every worker is up once readiness has answered from as many instances. Each attempt waits, answered or not: the
  // first worker may answer for seconds before the next listens, and must not use up the attempts meanwhile.
  const seen = new Set<string>();
  for (let attempt = 0; seen.size < workers; attempt += 1) {
    if (child.exitCode !== null || attempt > 900)
      throw new Error(`server did not start (${seen.size} of ${workers} answered): ${output}`);
    const ready = await fetch(`${base}/api/health/ready`, { headers: { connection: 'close' } }).then(
      async (response) => (response.ok ? ((await response.json()) as { data: { instance: string } }) : null),
      () => null,
    );
    if (ready) seen.add(ready.data.instance);
    if (seen.size < workers) await pause(100);
  }
  return {
    base,
    child,
    exited,
    output: () => output,
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A stream read to its end: what the server wrote on it before it closed. */
async function openStream(base: string, token: string) {
  const response = await fetch(`${base}/api/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, connection: 'close' },
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return { ended, text: () => text };
}

/**
 * SIGTERM (README: production): the server stops taking requests, finishes the ones in flight, ends its event
 * streams saying when to come back (SSE `retry:`), and exits 0; under WORKERS the first process stops every worker.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('stopping on SIGTERM', () => {
  it.each([1, 2])(
    'with WORKERS=%i: a request in flight completes, new ones are refused, streams end with retry:, exit 0',
    async (workers) => {
      const database = await openMigratedDatabase('postgres');
      const server = await startServer(database.url!, workers);
      const admin = new pg.Client({ connectionString: database.url });
      admin.on('error', () => undefined);
      await admin.connect();
      try {
        const { userName, password } = DEMO_LOGINS.player;
        const login = await fetch(`${server.base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify({ user_name: userName, password }),
        });
        const { data } = (await login.json()) as { data: { token: string; user: { id: number } } };
        const stream = await openStream(server.base, data.token);
        for (let poll = 0; poll < 200 && !/event: balance/.test(stream.text()); poll += 1) await pause(25);

        // The player's accounts are held by another transaction: the exchange waits in flight on their lock.
        await admin.query('begin');
        await admin.query('select id from ledger_accounts where user_id = $1 for update', [data.user.id]);
        let settled = false;
        const inFlight = fetch(`${server.base}/api/exchange-main-to-game`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${data.token}`,
            'idempotency-key': randomUUID(),
            connection: 'close',
          },
          body: JSON.stringify({ amount: 100 }),
        }).then(async (response) => {
          settled = true;
          return { status: response.status, body: (await response.json()) as unknown };
        });
        for (let poll = 0; poll < 400; poll += 1) {
          const { rows } = await admin.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0]!.n > 0) break;
          await pause(25);
        }

        server.child.kill('SIGTERM');
        expect(await stream.ended).toMatch(/^retry: \d+$/m);
        // Refused: no connection, 503, or (under WORKERS, when it reaches the first process just as its last worker
        // lets go of the port) held unanswered until that process exits. Never served.
        let refused = false;
        for (let poll = 0; poll < 200 && !refused; poll += 1) {
          refused = await fetch(`${server.base}/api/health`, {
            headers: { connection: 'close' },
            signal: AbortSignal.timeout(2_000),
          }).then(
            (response) => response.status === 503,
            () => true,
          );
          if (!refused) await pause(25);
        }
        expect(refused).toBe(true);
        expect(settled).toBe(false);

        await admin.query('commit');
        expect((await inFlight).status).toBe(200);
        expect(await server.exited).toBe(0);
        expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
        expect(await verifyBooks(database.db)).toEqual([]);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await admin.end();
        await database.close();
        server.cleanUp();
      }
    },
  );
});
