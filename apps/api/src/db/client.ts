import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  PGlite,
  types,
  type PGliteInterface,
  type PGliteOptions,
  type Transaction as PGliteTransaction,
} from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

/** The driver's own client behind a database or a transaction: a pool or pooled client, or PGlite or its transaction. */
export type DriverClient = pg.Pool | pg.ClientBase | PGliteInterface | PGliteTransaction;

/**
 * The driver client of each database that named statements (db/statements.ts) run on, set where we open it (below).
 * A transaction's has no public way in Drizzle: it is read from the session Drizzle keeps it in (`clientInSession`, the
 * one read of its internals), and checked, each time. That covers every transaction however opened (inTransaction,
 * db.transaction, savepoints) and keeps nothing per transaction. Where Drizzle no longer keeps it there (an upgrade),
 * opening a database fails at start, and so would a transaction's first named statement.
 */
const driverClients = new WeakMap<Executor, DriverClient>();

export function driverClientOf(executor: Executor): DriverClient {
  return driverClients.get(executor) ?? sessionClientOf(executor);
}

/** Whether `db` is a transaction's handle (a statement sent on it joins the transaction) or the database's. */
export const isTransaction = (db: Executor): db is Transaction => 'rollback' in db;

function sessionClientOf(executor: Executor): DriverClient {
  const client = clientInSession(executor);
  const inTransaction = isTransaction(executor);
  // A transaction's statement sent on the pool would run outside the transaction, on any connection.
  if (!isDriverClient(client) || (inTransaction && client instanceof pg.Pool))
    throw new Error(
      `Drizzle no longer keeps a ${inTransaction ? "transaction's" : "database's"} driver client at _.session.client ` +
        '(drizzle-orm changed?): named statements (db/statements.ts) need it',
    );
  return client;
}

/** Where Drizzle 0.45 keeps the driver client of a database or transaction: the one read of its internals. */
const clientInSession = (executor: Executor): unknown =>
  (executor as unknown as { _?: { session?: { client?: unknown } } })._?.session?.client;

function isDriverClient(client: unknown): client is DriverClient {
  if (client instanceof pg.Pool || client instanceof pg.Client) return true;
  const { query, exec } = (client ?? {}) as { query?: unknown; exec?: unknown };
  return typeof query === 'function' && typeof exec === 'function';
}

/**
 * A database opened with its driver client kept for named statements. At start, it checks that Drizzle keeps the
 * client where transactions' clients are read from: an upgrade that moved it fails here, not on a bet.
 */
function withDriverClient(db: Database, client: DriverClient): Database {
  if (clientInSession(db) !== client)
    throw new Error(
      "Drizzle no longer keeps the database's driver client at _.session.client (drizzle-orm changed?)",
    );
  driverClients.set(db, client);
  return db;
}

/**
 * LISTEN on a channel (a fixed identifier): every NOTIFY's payload goes to `onPayload`; the result stops it. Where
 * the listening connection can be lost (PostgreSQL), it is opened again, and `onResume` is called once it listens
 * again: what was sent meanwhile was not heard, and the listener may want to catch up.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onResume?: () => void,
) => Promise<() => Promise<void>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  close(): Promise<void>;
}

/**
 * A connection that does not come within this long fails: with a database host that is gone (no refusal, no reset),
 * a request would otherwise wait for the operating system to give up, minutes later.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** After a lost LISTEN connection, the first try again waits this long, doubling after each failure up to the most. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 10_000;

/**
 * LISTEN on a connection of its own, opened again after it is lost, with a growing pause while the database is away.
 * One lost connection leads to one new one: node-postgres reports a terminated backend twice (its FATAL message, then
 * the socket's end), and two new connections would hear every notice twice.
 */
function postgresListen(url: string): Listen {
  return async (channel, onPayload, onResume) => {
    let closed = false;
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let wait = RELISTEN_FIRST_MS;

    const open = async () => {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      let lost = false;
      // Listened for from the start: an 'error' event nobody listens for ends the process.
      next.on('error', () => {
        lost = true;
        if (client !== next) return;
        client = undefined;
        next.end().catch(() => undefined);
        relisten();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        // Lost in the instant LISTEN was answered: not a connection to keep.
        if (lost) throw new Error('the listening connection was lost as it opened');
      } catch (error) {
        next.end().catch(() => undefined);
        throw error;
      }
      if (closed) await next.end();
      else client = next;
    };

    const relisten = () => {
      if (closed || timer) return;
      timer = setTimeout(() => {
        open().then(
          () => {
            timer = undefined;
            wait = RELISTEN_FIRST_MS;
            if (!closed) onResume?.();
          },
          () => {
            timer = undefined;
            wait = Math.min(wait * 2, RELISTEN_MAX_MS);
            relisten();
          },
        );
      }, wait);
    };

    await open();
    return async () => {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await client?.end();
    };
  };
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose checked-out clients go back to it as soon as their connection is lost, whoever holds them. Drizzle's
 * transaction() sends BEGIN before the `try` whose `finally` releases its client (drizzle-orm 0.45, issue #6241): a
 * connection lost between the checkout and BEGIN would keep its slot for good, and a few database restarts would
 * leave a pool on which every request waits. The holder's own release, when it comes, then does nothing.
 */
class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's, which releases its client on 'error' itself (query() below uses the promise one).
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenLost);
  }
}

/**
 * One statement on a pooled connection that stays in the pool when the statement fails. pg-pool's own query() hands
 * its connection back with the statement's error, and a connection handed back with an error is closed: every refusal
 * a statement raises (a balance that cannot pay, a number past its break limit, a unique key) cost the next request a
 * new connection (40 ms here), and a crowd of refused slips waited for the pool until it answered 503. A statement's
 * error leaves its connection usable; a connection that is lost is dropped all the same, by its 'error' event or
 * because the pool takes back no connection that cannot run statements.
 */
async function statementOn(pool: pg.Pool, args: unknown[]): Promise<unknown> {
  if (typeof args.at(-1) === 'function')
    throw new Error('the pool runs statements for promises, not callbacks');
  const client = await pool.connect();
  try {
    return await (client.query as (...statement: unknown[]) => Promise<unknown>)(...args);
  } finally {
    client.release();
  }
}
SelfReleasingPool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  return statementOn(this, args);
} as pg.Pool['query'];

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', releaseOnce);
    // With an error the pool ends the client and forgets it, instead of handing it out again.
    release(error);
  };
  client.on('error', releaseOnce);
  client.release = releaseOnce;
  return client;
}

/** int8 arrives from node-postgres as text; every bigint we store is a safe integer (pya, ids). */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openPostgres(url: string, poolSize = 20): DatabaseHandle {
  // A request never waits on a row lock for long: a bug that locks rows in a cycle fails fast instead of hanging.
  const pool = new SelfReleasingPool({
    connectionString: url,
    max: poolSize,
    lock_timeout: 10_000,
    idle_in_transaction_session_timeout: 60_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool has dropped it and opens another on the next checkout.
  });
  pool.on('connect', (client) => {
    // A checked-out client has no listener of the pool's: a backend terminated between two statements of a
    // transaction would end the process with an unhandled 'error'. Its query errors reach the request, and the pool
    // drops a client that lost its connection when it is released, so none is ever used again.
    client.on('error', () => undefined);
  });
  return {
    db: withDriverClient(drizzlePg(pool, { schema }) as unknown as Database, pool),
    kind: 'postgres',
    listen: postgresListen(url),
    close: () => pool.end(),
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite files may be opened by one process only: a second one (say `ledger:verify` next to a running server)
 * would corrupt them. A lock file with the owner's pid refuses the second opener; a dead owner's lock is taken over.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner !== process.pid && processAlive(owner))
      throw new Error(`The embedded database in ${dir} is in use by process ${owner}; stop it first.`);
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

/** PGlite's compiled module and file bundle, for a process that opens many embedded databases (the tests). */
export type PgliteRuntime = Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;

/**
 * The embedded database: Postgres compiled to WebAssembly, in `dir`, or in memory when `dir` is undefined. `image`, a
 * data folder PGlite dumped before, is where it starts from instead of an empty cluster.
 */
export async function openPglite(
  dir?: string,
  image?: Blob,
  runtime?: PgliteRuntime,
): Promise<DatabaseHandle> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const unlock = dir ? lockDataDir(dir) : () => undefined;
  // Read int8 as a number, as node-postgres does above.
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir: image,
    ...runtime,
    parsers: { [types.INT8]: (value: string) => Number(value) },
  });
  return {
    db: withDriverClient(drizzlePglite(client, { schema }) as unknown as Database, client),
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async close() {
      await client.close();
      unlock();
    },
  };
}

/** Rows of a raw SQL statement, the same on both drivers. */
export async function queryRows<T>(executor: Executor, statement: SQL): Promise<T[]> {
  const result = (await executor.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
