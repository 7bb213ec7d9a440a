import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { seedIfEmpty } from '../seed/seed';
import { testDatabaseKinds, testRunId } from './databases';
import { freshDeps, PRODUCTION_ENV, SEED_SETTINGS, startTestServer, type TestServer } from './server';
import { DEMO_LOGINS } from '../seed/accounts';
import { DEMO_AGENTS } from '../seed/agents';

/**
 * What a suite sees of its database: every row of every table, and where each sequence stands (the next ids). Times
 * and what is made from them (password and audit hashes, salted or chained) differ between two seedings anyway.
 */
async function contents(db: Database) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const found = await queryRows<{ row: Record<string, unknown> }>(
      db,
      sql`select row_to_json(t) as row from ${sql.identifier(name)} t order by row_to_json(t)::text`,
    );
    rows[name] = found.map(({ row }) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [
          column,
          /(_at|_from|hash)$/.test(column) && value !== null ? 'masked' : value,
        ]),
      ),
    );
  }
  const sequences = await queryRows(
    db,
    sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { rows, sequences };
}

function uploadsOf(server: TestServer) {
  return readdirSync(server.deps.config.uploadsDir, { recursive: true }).map(String).sort();
}

describe('the run shares one seeded database', () => {
  it('has an id from the global set-up, seen in every worker', () => {
    expect(testRunId()).toMatch(/^\d{10}_[0-9a-f]{6}$/);
  });

  it('keys the image on every setting the seed reads', async () => {
    for (const env of [{}, PRODUCTION_ENV]) {
      const fresh = await freshDeps('pglite', env);
      const read = new Set<string>();
      const config = new Proxy(fresh.deps.config, {
        get(target, key, receiver) {
          if (typeof key === 'string') read.add(key);
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      try {
        await seedIfEmpty({ ...fresh.deps, config });
      } finally {
        await fresh.close();
      }
      // uploadsDir is where the files go, copied into each suite's own folder.
      const unkeyed = [...read].filter(
        (key) => key !== 'uploadsDir' && !SEED_SETTINGS.includes(key as (typeof SEED_SETTINGS)[number]),
      );
      expect(unkeyed, `${env === PRODUCTION_ENV ? 'production' : 'demo'} seed`).toEqual([]);
    }
  });
});

describe.each(testDatabaseKinds())('a copied seeded database on %s', (kind) => {
  let copied: TestServer;
  let seeded: TestServer;
  beforeAll(async () => {
    copied = await startTestServer(kind);
    // Without a run id every suite seeds its own database, as all did before images.
    const run = process.env.ZEYA_TEST_RUN;
    delete process.env.ZEYA_TEST_RUN;
    try {
      seeded = await startTestServer(kind);
    } finally {
      process.env.ZEYA_TEST_RUN = run;
    }
  });
  afterAll(async () => {
    await copied?.close();
    await seeded?.close();
  });

  it('holds the same rows, ids and uploads as one seeded for the suite', async () => {
    const [mine, theirs] = [await contents(copied.db), await contents(seeded.db)];
    expect(Object.keys(mine.rows).length).toBeGreaterThan(20);
    // The demo logins, and each demo agent with its player and its staff.
    const staff = DEMO_AGENTS.reduce((total, demo) => total + demo.staff.length, 0);
    expect(mine.rows.users).toHaveLength(Object.keys(DEMO_LOGINS).length + DEMO_AGENTS.length * 2 + staff);
    expect(mine).toEqual(theirs);
    expect(uploadsOf(copied)).toEqual(uploadsOf(seeded));
    expect(uploadsOf(copied).length).toBeGreaterThan(10);
  });

  it('signs in the demo player and the staff with their seeded passwords', async () => {
    await expect(copied.login()).resolves.toEqual(expect.any(String));
    await expect(copied.login('admin', 'admin12345', '/api/console/login')).resolves.toEqual(
      expect.any(String),
    );
    expect(await copied.verifyLedger()).toEqual([]);
  });
});
