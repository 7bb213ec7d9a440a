import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteFolder } from '../apps/api/src/test/databases';

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
 * A data folder whose embedded database is migrated already (a copy of one made once for the run): the server
 * still opens, migrates (nothing left to apply) and seeds it as on a first start, on its own clock.
 */
async function freshDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zeya-e2e-'));
  cpSync(await migratedPgliteFolder(), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
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
  const dataDir = await freshDataDir();
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
  return {
    url,
    moveClockTo: (instant) => moveClockTo(url, instant),
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
  stop(): Promise<void>;
}
