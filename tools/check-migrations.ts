import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runningSql, sqlDrift } from './sql-functions';

/**
 * Fails when the Drizzle schema (apps/api/src/db/schema) and the SQL migrations disagree: drizzle-kit generates
 * against a copy of the migrations, and any file it writes means the schema changed without a migration. A change
 * drizzle-kit would ask about (a rename) fails too: it cannot ask here. See README, "Adding a migration".
 * Fails too when apps/api/src/db/sql/ is not what the migrations define (tools/sql-functions.ts).
 */
const API = path.resolve(import.meta.dirname, '..', 'apps', 'api');
// Beside the real ones: drizzle-kit reads `out` relative to where it runs.
const copy = mkdtempSync(path.join(API, '.migrations-check-'));
try {
  cpSync(path.join(API, 'src', 'db', 'migrations'), copy, { recursive: true });
  const before = readdirSync(copy).length;
  const config = path.join(copy, 'drizzle.config.mjs');
  writeFileSync(
    config,
    `export default { dialect: 'postgresql', schema: ${JSON.stringify(path.join(API, 'src', 'db', 'schema.ts'))}, out: ${JSON.stringify(`./${path.relative(API, copy)}`)} };\n`,
  );
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', 'drift'], {
    cwd: API,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const written = readdirSync(copy).length - 1 - before;
  if (run.status !== 0 || written > 0 || !/No schema changes/.test(run.stdout)) {
    console.error(run.stdout.slice(-2000), run.stderr.slice(-2000));
    console.error(
      'The Drizzle schema and the SQL migrations disagree: run `npm run db:generate -w @zeya/api`.',
    );
    process.exitCode = 1;
  } else console.log('Schema and migrations agree.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}

const drift = sqlDrift(await runningSql());
if (drift.length > 0) {
  console.error(drift.join('\n'));
  console.error(
    'apps/api/src/db/sql/ is not the SQL the migrations define: run `npm run db:sql` and commit what it writes.',
  );
  process.exitCode = 1;
} else console.log('apps/api/src/db/sql/ is what the migrations define.');
