import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { migratedPgliteFolder, openSeededPostgres, testRunId } from '../apps/api/src/test/databases';
import { SEEDED_IMAGE_PREFIX } from '../apps/api/src/test/global-setup';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Debian's Chromium, headless, with the flags this closed network needs (no background connections). */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The production build must exist: `npm test` builds before it runs (see package.json). */
export function buildExists(): boolean {
  return (
    existsSync(path.join(ROOT, 'apps/api/dist/main.js')) &&
    existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Where a server keeps its data: a folder (uploads, and the embedded database unless `databaseUrl` is set). */
interface DataPlace {
  dataDir: string;
  databaseUrl?: string;
  remove(): Promise<void>;
}

/**
 * Browser tests run their servers on the PostgreSQL server TEST_DATABASE_URL names when there is one (CI), as
 * production does, and on the embedded database otherwise, as `npm start` does. PostgreSQL does a page's work several
 * times cheaper than the embedded database's WebAssembly build, and copies a seeded database in a fraction of a
 * second. The embedded database's own first start stays covered by demo-games.test.ts and the API's seed suites.
 */
const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL && testRunId());

/**
 * The data of a server as it is after its first start with these settings (database migrated and seeded, the seed's
 * uploads written), made once per run for each set of settings and copied for every suite after: seeding was half of
 * each server's start. Outside a vitest run of this repository's config (no run id), a migrated embedded database
 * only, which the server seeds itself on its first start.
 */
async function freshData(env: Record<string, string>): Promise<DataPlace> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zeya-e2e-'));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres()) {
    const database = await openSeededPostgres(
      seededKey(env),
      (url, uploadsDir) => firstStart(path.dirname(uploadsDir), { ...env, ...postgresSettings(url) }),
      path.join(dataDir, 'uploads'),
    );
    return {
      dataDir,
      databaseUrl: database.url,
      async remove() {
        await database.close();
        removeFolder();
      },
    };
  }
  if (testRunId()) cpSync(await seededDataDir(env), dataDir, { recursive: true });
  else cpSync(await migratedPgliteFolder(), path.join(dataDir, 'db'), { recursive: true });
  return { dataDir, remove: async () => removeFolder() };
}

/** A browser test's server asks little of the database at once: a small pool leaves room for the suites beside it. */
const postgresSettings = (url: string) => ({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4' });

/**
 * What a first start leaves depends on the build, the settings and, on the real clock, the Myanmar day the seed
 * stamps its rows with.
 */
function seededKey(env: Record<string, string>): string {
  const build = statSync(path.join(ROOT, 'apps/api/dist/main.js'));
  const settings = Object.entries(env).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(
      JSON.stringify({
        settings,
        build: [build.size, build.mtimeMs],
        day: env.FAKE_NOW ?? myanmarDay(new Date()),
      }),
    )
    .digest('hex')
    .slice(0, 12);
}

/** A server started once over `dataDir` and stopped: it migrates and seeds what it finds empty. */
async function firstStart(dataDir: string, env: Record<string, string>) {
  mkdirSync(dataDir, { recursive: true });
  const first = await startOn(dataDir, env);
  await first.halt();
}

/**
 * The data folder of a server started once with `env` on a migrated embedded database and stopped: made in a folder
 * of its own and renamed when complete, so suites starting together never copy half of one (the first rename wins).
 * Removed with the run's other images (test/global-setup.ts).
 */
async function seededDataDir(env: Record<string, string>): Promise<string> {
  const folder = path.join(tmpdir(), `${SEEDED_IMAGE_PREFIX}${testRunId()}-e2e-${seededKey(env)}`);
  if (existsSync(folder)) return folder;
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  cpSync(await migratedPgliteFolder(), path.join(partial, 'db'), { recursive: true });
  await firstStart(partial, env);
  try {
    renameSync(partial, folder);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another suite made it first
  }
  return folder;
}

/**
 * Settings for a server whose clock starts at `start` (FAKE_NOW) and moves forward when a test says so
 * (`moveClockTo`), instead of the test waiting for real minutes: the test clock control, TEST_CLOCK_CONTROL.
 */
export const clockControlledFrom = (start: string) => ({ FAKE_NOW: start, TEST_CLOCK_CONTROL: 'on' });

/**
 * The server as `npm start` runs it (the built bundle, demo data seeded on first start) on a free local port over a
 * fresh data folder and database (see onPostgres).
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const data = await freshData(env);
  const { url, halt } = await startOn(
    data.dataDir,
    data.databaseUrl ? { ...env, ...postgresSettings(data.databaseUrl) } : env,
  );
  return {
    url,
    moveClockTo: (instant) => moveClockTo(url, instant),
    now: async () => clockReading(await fetch(`${url}/api/test-clock`)),
    async stop() {
      await halt();
      await data.remove();
    },
  };
}

/** The built server over `dataDir` on a free local port, once it answers its health check. */
async function startOn(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 600) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const halt = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { url, halt };
}

/** The test clock control's reply: the server's time, after the move when there was one. */
async function clockReading(reply: Response): Promise<Date> {
  if (!reply.ok) throw new Error(`test clock control: ${reply.status} (started with clockControlledFrom?)`);
  return new Date(((await reply.json()) as { data: { now: string } }).data.now);
}

/** Moves the server's clock forward to `instant`, or just past it; an instant already gone moves nothing. */
async function moveClockTo(url: string, instant: string): Promise<Date> {
  const now = await clockReading(await fetch(`${url}/api/test-clock`));
  const seconds = Math.ceil((new Date(instant).getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return now;
  return clockReading(
    await fetch(`${url}/api/test-clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ forward_seconds: seconds }),
    }),
  );
}

export interface ProductServer {
  url: string;
  /** Time passing on command: the server's clock moved to `instant` (needs `clockControlledFrom` settings). */
  moveClockTo(instant: string): Promise<Date>;
  /** The server's clock (needs `clockControlledFrom` settings). */
  now(): Promise<Date>;
  stop(): Promise<void>;
}
