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
 * The server as `npm start` runs it (the built bundle, embedded database, demo data seeded on first start) on a free
 * local port over a fresh data folder. `restart` stops it and starts it again on the same port and data, with other
 * settings (a later FAKE_NOW: the server's clock moved): the browser keeps its origin and the player their session.
 */
export async function startProductServer(
  env: Record<string, string> = {},
  reuse?: { dataDir: string; port: number },
): Promise<ProductServer> {
  const dataDir = reuse?.dataDir ?? (await freshDataDir());
  const port = reuse?.port ?? (await freePort());
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
    async restart(nextEnv: Record<string, string>) {
      await halt();
      return startProductServer(nextEnv, { dataDir, port });
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ProductServer {
  url: string;
  restart(env: Record<string, string>): Promise<ProductServer>;
  stop(): Promise<void>;
}
