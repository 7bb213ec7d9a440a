import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { appDeps, type AppDeps } from '../app-deps';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { sourceDir } from '../db/paths';
import { users } from '../db/schema';
import { seedIfEmpty } from '../seed/seed';
import { manualClock, type Clock } from '../platform/runtime/clock';
import { EventBus } from '../platform/events/bus';
import { verifyBooks } from '../books';
import { openMigratedDatabase, openSeededDatabase, type DatabaseKind } from './databases';

/** Where seedIfEmpty's source lives (imported above): a seeded image is made again when any of it changes. */
const SEED_SOURCE = path.join(sourceDir(), 'seed');

/**
 * The settings the seed's rows depend on: those seedIfEmpty reads (seeded-image.test.ts fails when it reads one not
 * listed) and the hasher's, which every password hash carries. Suites that differ in anything else share an image.
 */
export const SEED_SETTINGS = [
  'NODE_ENV',
  'DEMO_VIDEO_URL',
  'ADMIN_USER_NAME',
  'ADMIN_PASSWORD',
  'SECOND_ADMIN_USER_NAME',
  'SECOND_ADMIN_PASSWORD',
  'ARGON2_MEMORY_KIB',
  'ARGON2_PASSES',
] as const satisfies readonly (keyof Config)[];

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | null;
  language?: string;
  headers?: Record<string, string>;
}

/**
 * Dependencies as main.ts builds them, over a fresh migrated (not seeded) database and a fresh data folder.
 * Argon2 runs with small parameters here so a suite can sign in hundreds of times; production keeps 64 MiB.
 */
export function freshDeps(kind: DatabaseKind, env: Record<string, string> = {}) {
  return depsOver(env, () => openMigratedDatabase(kind));
}

/** Dependencies over a database `open` makes for the suite's configuration and clock, and a fresh data folder. */
async function depsOver(
  env: Record<string, string>,
  open: (config: Config, clock: Clock) => Promise<DatabaseHandle & { url?: string }>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zeya-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_PASSES: '1',
    // Every test request comes from 127.0.0.1: the per-address limits are tested where they are set low on purpose.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    PASSWORD_CHECKS_PER_ADDRESS: '10000',
    // The demo providers are on by default outside production; suites that play them switch them on.
    DEMO_AGGREGATOR: 'off',
    DEMO_SHAN: 'off',
    ...env,
  });
  const clock = manualClock(new Date());
  const database = await open(config, clock);
  const deps: AppDeps = appDeps(config, database, clock);
  return {
    deps,
    clock,
    database,
    databaseUrl: database.url,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What startTestServer's database starts as: seeded, with the seeded staff, roots of trust, counting as second
 * persons on any day. Suites set the clock to fixed days, often before the real day this database was seeded; in
 * production they count from their creation.
 */
async function seedForTests(config: Config, clock: Clock, database: DatabaseHandle, uploadsDir: string) {
  const deps = appDeps({ ...config, uploadsDir }, database, clock);
  await seedIfEmpty(deps);
  await deps.db
    .update(users)
    .set({ secondPersonFrom: new Date(0) })
    .where(isNotNull(users.secondPersonFrom));
}

/**
 * What the seed's output depends on: its source, the settings it reads, and the Myanmar day its rows are stamped
 * with (a suite after midnight gets a database seeded that day, as it did when each suite seeded its own).
 */
function seedKey(config: Config, clock: Clock): string {
  const hash = createHash('sha256');
  const files = readdirSync(SEED_SOURCE, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  hash.update(JSON.stringify(SEED_SETTINGS.map((setting) => config[setting] ?? null)));
  return hash.update(myanmarDay(clock.now())).digest('hex');
}

/** A real server on a random local port over a fresh, migrated and seeded database, driven through real HTTP. */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  appOptions: Parameters<typeof buildApp>[1] = {},
) {
  // Seeded once per run and copied (test/databases.ts): seeding each suite's database took seconds.
  const fresh = await depsOver(env, (config, clock) =>
    openSeededDatabase(
      kind,
      seedKey(config, clock),
      (database, uploadsDir) => seedForTests(config, clock, database, uploadsDir),
      config.uploadsDir,
    ),
  );
  const { deps, clock } = fresh;
  const app = await buildApp(deps, appOptions);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A suite may leave its keep-alive connection idle for minutes (thousands of rounds through a service): the server
  // must not close it first, or the next request races the close and fails with ECONNRESET.
  app.server.keepAliveTimeout = 3_600_000;
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const others: Awaited<ReturnType<typeof buildApp>>[] = [];

  async function request<T = any>(method: string, url: string, body?: unknown, options: RequestOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers['accept-language'] = options.language;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(base + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers } satisfies Reply<T>;
  }

  return {
    base,
    deps,
    clock,
    db: deps.db,
    databaseUrl: fresh.databaseUrl,
    get: <T = any>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
    post: <T = any>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', url, body, options),
    put: <T = any>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', url, body, options),
    delete: <T = any>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
    /**
     * A request handed to the server without a socket, as Fastify's inject does: for suites that send thousands of
     * requests about what our routes answer, where the listener is not the point (the fuzz suite: 44.7 -> 36.4 s a database).
     */
    inject: (options: InjectOptions) => app.inject(options),
    /** Signs in through the API and returns the bearer token. */
    async login(userName = 'demo', password = 'golden-pagoda-7', path = '/api/login'): Promise<string> {
      const reply = await request('POST', path, { user_name: userName, password });
      if (reply.status !== 200)
        throw new Error(`login ${userName} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body.data.token as string;
    },
    verifyLedger: () => verifyBooks(deps.db),
    /**
     * Another instance of the server on the same database and clock, with its own event bus and port: what a second
     * process behind a load balancer is. Closed with this one.
     */
    async secondInstance() {
      const other = await buildApp({ ...deps, events: new EventBus(deps.db, fresh.database.listen) });
      await other.listen({ port: 0, host: '127.0.0.1' });
      others.push(other);
      return `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await fresh.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** What a production deployment must set at least: its address, and the two root admins. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://zeya.example',
  ADMIN_USER_NAME: 'owner',
  ADMIN_PASSWORD: 'a long secret 2026',
  SECOND_ADMIN_USER_NAME: 'partner',
  SECOND_ADMIN_PASSWORD: 'another long secret 2026',
} as const;
