import { randomUUID } from 'node:crypto';
import { ERROR_STATUS } from '@zeya/contract/constants';
import type { BalanceEvent } from '@zeya/contract/events';
import { MESSAGES } from '@zeya/contract/messages';
import { eq, isNull, count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { appDeps } from './app-deps';
import { verifyBooks } from './books';
import { openPostgres } from './db/client';
import { idempotentRequests, users } from './db/schema';
import { DEMO_LOGINS } from './seed/accounts';
import { seedIfEmpty } from './seed/seed';
import { exchange } from './modules/wallet/service';
import { startDatabaseProxy } from './test/db-proxy';
import { openEvents, type EventClient } from './test/events';
import { balancesOf, newFundedPlayer, transfersOf } from './test/ledger';
import { freshDeps, startTestServer } from './test/server';

const TERMINATE_ALL = `select pg_terminate_backend(pid) from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid()`;
const IN_TRANSACTION = `select count(*)::int as n from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  status: number;
  body: any;
  headers: Headers;
}

async function send(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; key?: string; language?: string; body?: unknown } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.language) headers['accept-language'] = options.language;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Polls readiness until it answers 200: the server is back by itself, or the test fails after ~20 s. */
async function untilReady(base: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await send(base, 'GET', '/api/health/ready')).status === 200) return;
    await pause(100);
  }
  throw new Error('the server did not become ready again');
}

/** The next balance pushed on `stream` that equals `expected`, skipping the ones pushed before it. */
async function balanceReaching(stream: EventClient, expected: BalanceEvent) {
  for (;;) {
    const event = await stream.next<BalanceEvent>('balance', 20_000);
    if (event.balance === expected.balance && event.main_balance === expected.main_balance) return event;
  }
}

/**
 * Issue 31: a database that goes away and comes back, on PostgreSQL (PGlite is inside the process: it cannot go
 * away). The server must live through it, answer what it cannot do with 503, keep the books whole and come back by
 * itself, its event streams too.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the database goes away and comes back', () => {
  // A pg client without an 'error' listener that loses its connection throws from an event: recorded here, so the
  // test fails on it instead of the run merely printing it.
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  beforeAll(() => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
  });
  afterAll(() => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });

  it('every connection terminated under ~24 money requests in flight, three times: no crash, 200 or 503, books exact, a retry with the same key moves once, streams go on', async () => {
    const server = await startTestServer('postgres');
    const admin = new pg.Client({ connectionString: server.databaseUrl });
    admin.on('error', () => undefined);
    await admin.connect();
    try {
      const players = [];
      for (let n = 0; n < 6; n += 1) players.push(await newFundedPlayer(server, 10_000));
      const stream = await openEvents(`${server.base}/api/events`, players[0]!.token);
      await stream.next('balance');

      const statuses: number[] = [];
      const refused: { token: string; key: string }[] = [];
      for (let round = 0; round < 3; round += 1) {
        // Four exchanges per player at once, each with its key: each is a transaction of several statements.
        const sent = players.flatMap((player) =>
          Array.from({ length: 4 }, () => ({ token: player.token, key: randomUUID() })),
        );
        const replies = Promise.all(
          sent.map((one) =>
            send(server.base, 'POST', '/api/exchange-main-to-game', { ...one, body: { amount: 100 } }),
          ),
        );
        // Terminated while transactions are open, and once more as the pool opens new connections.
        for (let poll = 0; poll < 500; poll += 1)
          if ((await admin.query<{ n: number }>(IN_TRANSACTION)).rows[0]!.n >= 2) break;
        await admin.query(TERMINATE_ALL);
        await pause(5);
        await admin.query(TERMINATE_ALL);
        for (const [at, reply] of (await replies).entries()) {
          statuses.push(reply.status);
          if (reply.status !== 200) refused.push(sent[at]!);
        }
        await untilReady(server.base);
      }

      expect(uncaught).toEqual([]);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);

      // What was refused is sent again with its key: once each moves, whether or not the first try had committed.
      for (const one of refused) {
        let reply: Sent | undefined;
        for (let attempt = 0; attempt < 50 && reply?.status !== 200; attempt += 1) {
          if (attempt > 0) await pause(100);
          reply = await send(server.base, 'POST', '/api/exchange-main-to-game', {
            ...one,
            body: { amount: 100 },
          });
        }
        expect(reply!.status).toBe(200);
      }
      for (const player of players) {
        expect(await balancesOf(server, player.id)).toEqual({
          main: 880_000,
          game: 120_000,
          withdraw_hold: 0,
        });
        expect(await transfersOf(server, player.id)).toBe(1 + 12);
      }
      // No key claimed without its reply: a transaction cut by its connection left nothing behind.
      const [open] = await server.db
        .select({ n: count() })
        .from(idempotentRequests)
        .where(isNull(idempotentRequests.reply));
      expect(open!.n).toBe(0);
      expect(await server.verifyLedger()).toEqual([]);
      // Every client the pool made is back in it, none held for good by a transaction whose BEGIN failed.
      const pool = (server.db as unknown as { $client: pg.Pool }).$client;
      for (let poll = 0; poll < 100 && pool.totalCount !== pool.idleCount; poll += 1) await pause(20);
      expect(pool.totalCount - pool.idleCount).toBe(0);

      // One listening connection again, not one per report of its loss (node-postgres reports a termination twice).
      const listening = async () =>
        (
          await admin.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`)
        ).rows[0]!.n;
      for (let poll = 0; poll < 200 && (await listening()) === 0; poll += 1) await pause(50);
      await pause(1_500);
      expect(await listening()).toBe(1);

      // The stream opened before the blinks still hears a move made after them.
      const moved = await send(server.base, 'POST', '/api/exchange-main-to-game', {
        token: players[0]!.token,
        body: { amount: 100 },
      });
      expect(moved.status).toBe(200);
      await balanceReaching(stream, { balance: 1_300, main_balance: 8_700 });
      stream.close();
      expect(uncaught).toEqual([]);
    } finally {
      await admin.end();
      await server.close();
    }
  });

  it("while it is away: liveness 200, readiness and money 503 in the caller's language; back by itself, a move made meanwhile elsewhere reaches the open stream", async () => {
    // The server reaches its database through a relay the test can cut; another instance reaches it directly.
    const fresh = await freshDeps('postgres');
    const proxy = await startDatabaseProxy(fresh.databaseUrl!);
    const proxied = openPostgres(proxy.url, 10);
    const deps = appDeps(fresh.deps.config, proxied, fresh.clock);
    await seedIfEmpty(deps);
    const app = await buildApp(deps);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      const [demo] = await fresh.deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, DEMO_LOGINS.player.userName));
      const { userName, password } = DEMO_LOGINS.player;
      const login = await send(base, 'POST', '/api/login', { body: { user_name: userName, password } });
      const token = login.body.data.token as string;
      expect((await send(base, 'GET', '/api/health/ready')).status).toBe(200);
      const stream = await openEvents(`${base}/api/events`, token);
      const start = await stream.next<BalanceEvent>('balance');

      proxy.down();
      expect((await send(base, 'GET', '/api/health')).status).toBe(200);
      const ready = await send(base, 'GET', '/api/health/ready', { language: 'my' });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        status: ERROR_STATUS,
        message: MESSAGES.mm.service_unavailable,
        data: { database: 'down', reason: expect.any(String), instance: expect.any(String) },
      });
      const key = randomUUID();
      const exchangeIn = (language: string) =>
        send(base, 'POST', '/api/exchange-main-to-game', { token, key, language, body: { amount: 100 } });
      for (const [language, text] of [
        ['my', MESSAGES.mm.service_unavailable],
        ['zh', MESSAGES.zh.service_unavailable],
      ] as const) {
        const refused = await exchangeIn(language);
        expect(refused.status).toBe(503);
        expect(refused.body).toMatchObject({ status: ERROR_STATUS, message: text, data: null });
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      // Another instance moves the player's money meanwhile: its notice goes out while this one cannot hear.
      await fresh.deps.events.runNoticing(() =>
        exchange(fresh.deps, { userId: demo!.id, direction: 'game_to_main', amount: 50_000 }),
      );

      proxy.up();
      await untilReady(base);
      await balanceReaching(stream, { balance: start.balance - 500, main_balance: start.main_balance + 500 });
      const retried = await exchangeIn('en');
      expect(retried.status).toBe(200);
      await balanceReaching(stream, { balance: start.balance - 400, main_balance: start.main_balance + 400 });
      stream.close();
      expect(await verifyBooks(fresh.deps.db)).toEqual([]);
      expect(uncaught).toEqual([]);
    } finally {
      await app.close();
      await proxied.close();
      await proxy.close();
      await fresh.deps.events.close();
      await fresh.close();
    }
  });
});
