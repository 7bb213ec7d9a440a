import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
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

/** LISTEN on a channel (a fixed identifier): every NOTIFY's payload goes to `onPayload`; the result stops it. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  close(): Promise<void>;
}

const RELISTEN_MS = 1_000;

/** LISTEN on a connection of its own, opened again after it is lost (notices sent meanwhile are missed). */
function postgresListen(url: string): Listen {
  return async (channel, onPayload) => {
    let closed = false;
    let client: pg.Client | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      next.on('error', () => {
        if (!closed) setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS).unref();
      });
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
    };
    await connect();
    return async () => {
      closed = true;
      await client?.end();
    };
  };
}

/** int8 arrives from node-postgres as text; every bigint we store is a safe integer (pya, ids). */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openPostgres(url: string, poolSize = 20): DatabaseHandle {
  // A request never waits on a row lock for long: a bug that locks rows in a cycle fails fast instead of hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    lock_timeout: 10_000,
    idle_in_transaction_session_timeout: 60_000,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Requests in flight see their own error.
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
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

/**
 * The embedded database: Postgres compiled to WebAssembly, in `dir`, or in memory when `dir` is undefined. `image`, a
 * data folder PGlite dumped before, is where it starts from instead of an empty cluster.
 */
export async function openPglite(dir?: string, image?: Blob): Promise<DatabaseHandle> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const unlock = dir ? lockDataDir(dir) : () => undefined;
  // Read int8 as a number, as node-postgres does above.
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir: image,
    parsers: { [types.INT8]: (value: string) => Number(value) },
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
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
