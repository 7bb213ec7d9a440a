import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDatabase, testDatabaseKinds } from '../test/databases';
import { openPostgres, queryRows, type Database, type DatabaseHandle } from './client';
import { migrate } from './migrate';
import * as schema from './schema';

const SCHEMA_TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

const MIGRATION_TAGS = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);

async function publicTables(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.name);
}

async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`select name from schema_migrations order by name`);
  return rows.map((row) => row.name);
}

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  const opened: DatabaseHandle[] = [];
  afterEach(async () => {
    // Extra connections first: the database handle drops the database when it closes.
    for (const handle of opened.reverse()) await handle.close();
    opened.length = 0;
  });

  async function emptyDatabase() {
    const handle = await openEmptyDatabase(kind);
    opened.push(handle);
    return handle;
  }

  it('knows the tables of the schema (a guard on the check below)', () => {
    expect(SCHEMA_TABLES).toContain('users');
    expect(SCHEMA_TABLES).toContain('ledger_transfers');
    expect(SCHEMA_TABLES.length).toBeGreaterThan(10);
  });

  it('creates every table of the Drizzle schema on an empty database', async () => {
    const { db } = await emptyDatabase();
    expect(await publicTables(db)).toEqual([]);
    expect(await migrate(db)).toEqual(MIGRATION_TAGS);
    const tables = await publicTables(db);
    expect(tables).toEqual(expect.arrayContaining([...SCHEMA_TABLES, 'schema_migrations']));
    expect(await appliedMigrations(db)).toEqual([...MIGRATION_TAGS].sort());
  });

  it('applies nothing the second time', async () => {
    const { db } = await emptyDatabase();
    await migrate(db);
    const tables = await publicTables(db);
    expect(await migrate(db)).toEqual([]);
    expect(await publicTables(db)).toEqual(tables);
    expect(await appliedMigrations(db)).toEqual([...MIGRATION_TAGS].sort());
  });

  it.skipIf(kind === 'pglite')(
    'lets two instances migrate at once, applying each migration once',
    async () => {
      const first = await emptyDatabase();
      const second = openPostgres(first.url!, 2);
      opened.push(second);
      const results = await Promise.all([migrate(first.db), migrate(second.db)]);
      expect(results.flat().sort()).toEqual([...MIGRATION_TAGS].sort());
      expect(results).toContainEqual([]);
      expect(await publicTables(second.db)).toEqual(expect.arrayContaining(SCHEMA_TABLES));
      expect(await appliedMigrations(first.db)).toEqual([...MIGRATION_TAGS].sort());
    },
  );
});
