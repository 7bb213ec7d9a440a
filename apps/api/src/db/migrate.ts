import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';
import { sourceDir } from './paths';
import { inTransaction } from './transaction';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** An arbitrary constant: the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK = 7_262_001;

/**
 * Applies the SQL files drizzle-kit generated, in journal order, each once, in one transaction under an advisory
 * lock. Returns the names it applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  const dir = path.join(sourceDir(), 'db', 'migrations');
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set(
      (await queryRows<{ name: string }>(tx, sql`select name from schema_migrations`)).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const { tag } of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (done.has(tag)) continue;
      const text = readFileSync(path.join(dir, `${tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (name) values (${tag})`);
      applied.push(tag);
    }
    return applied;
  });
}
