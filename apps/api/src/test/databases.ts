import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { sourceDir } from '../db/paths';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** One statement on the PostgreSQL server TEST_DATABASE_URL names, on a connection of its own. */
export async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty database: in-memory PGlite, or a fresh PostgreSQL database dropped again on close. */
export async function openEmptyDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') return openPglite();
  const name = `zeya_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 30);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The version of the installed PGlite: an image dumped by one version is not loaded by another. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the migrated PGlite image lives: its name changes with the migrations' text and PGlite's version. */
function pgliteImageFile(): string {
  const migrations = path.join(sourceDir(), 'db', 'migrations');
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('_journal.json'))
      hash.update(name).update(readFileSync(path.join(migrations, name)));
  }
  return path.join(tmpdir(), `zeya-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A migrated, empty PGlite data folder, dumped once and kept in the temporary folder for every suite after: a new
 * PGlite takes seconds to make its cluster and migrate it, and under one to load this. Written under a name of its
 * own and renamed, so suites starting together never read half a file.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const file = pgliteImageFile();
  if (!existsSync(file)) {
    const client = await PGlite.create();
    await migrate(drizzle(client) as unknown as Database);
    const image = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A PGlite data folder with every migration applied, made once from the image and kept beside it, for servers that
 * open the embedded database in a folder of their own: a copy of it saves each one making and migrating a cluster.
 */
export async function migratedPgliteFolder(): Promise<string> {
  const folder = pgliteImageFile().replace(/\.tar$/, '');
  if (!existsSync(folder)) {
    const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const client = await PGlite.create({ dataDir: partial, loadDataDir: await migratedPgliteImage() });
    await client.close();
    try {
      renameSync(partial, folder);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another suite made it first
    }
  }
  return folder;
}

/** A new database with every migration applied and nothing else (migrate() on it applies nothing). */
export async function openMigratedDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') return openPglite(undefined, await migratedPgliteImage());
  const handle = await openEmptyDatabase(kind);
  await migrate(handle.db);
  return handle;
}
