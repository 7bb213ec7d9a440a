import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { migratedPgliteFolder, testRunId } from '../apps/api/src/test/databases';
import { SEEDED_IMAGE_PREFIX } from '../apps/api/src/test/global-setup';

const ROOT = path.resolve(import.meta.dirname, '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/**
 * A data folder as a server with these settings leaves it after its first start (embedded database migrated and
 * seeded, the seed's uploads written), made once per run for each set of settings and copied for every suite after:
 * seeding was half of each server's start. Outside a vitest run of this repository's config (no run id), a copy of
 * the migrated database only, which the server seeds itself on its first start.
 */
async function freshDataDir(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zeya-e2e-'));
  const seeded = testRunId() ? await seededDataDir(env) : undefined;
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  else cpSync(await migratedPgliteFolder(), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

/**
 * What a first start leaves depends on the build, the settings and, on the real clock, the Myanmar day the seed
 * stamps its rows with. Removed with the run's other images (test/global-setup.ts).
 */
function seededDataDirName(env: Record<string, string>): string {
  const build = statSync(path.join(ROOT, 'apps/api/dist/main.js'));
  const settings = Object.entries(env).sort(([a], [b]) => a.localeCompare(b));
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        settings,
        build: [build.size, build.mtimeMs],
        day: env.FAKE_NOW ?? myanmarDay(new Date()),
      }),
    )
    .digest('hex')
    .slice(0, 12);
  return path.join(tmpdir(), `${SEEDED_IMAGE_PREFIX}${testRunId()}-e2e-${key}`);
}

/**
 * The data folder of a server started once with `env` on a migrated database and stopped: made in a folder of its
 * own and renamed when complete, so suites starting together never copy half of one (the first rename wins).
 */
async function seededDataDir(env: Record<string, string>): Promise<string> {
  const folder = seededDataDirName(env);
  if (existsSync(folder)) return folder;
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  cpSync(await migratedPgliteFolder(), path.join(partial, 'db'), { recursive: true });
  const first = await startOn(partial, env);
  await first.halt();
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
 * The server as `npm start` runs it (the built bundle, embedded database, demo data seeded on first start) on a free
 * local port over a fresh data folder.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = await freshDataDir(env);
  const { url, halt } = await startOn(dataDir, env);
  return {
    url,
    moveClockTo: (instant) => moveClockTo(url, instant),
    now: async () => clockReading(await fetch(`${url}/api/test-clock`)),
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
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
