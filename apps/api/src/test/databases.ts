import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  openPglite,
  openPostgres,
  type Database,
  type DatabaseHandle,
  type PgliteRuntime,
} from '../db/client';
import { migrate } from '../db/migrate';
import { sourceDir } from '../db/paths';
import { SEEDED_IMAGE_PREFIX, TEMPLATE_PREFIX } from './global-setup';

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
  if (kind === 'pglite') return openPglite(undefined, undefined, await pgliteRuntime());
  return openPostgresDatabase();
}

/** The URL of one database on the server TEST_DATABASE_URL names. */
function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new PostgreSQL database, empty or a copy of `template`, dropped again on close. */
async function openPostgresDatabase(template?: string): Promise<DatabaseHandle & { url: string }> {
  const name = `zeya_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = databaseUrl(name);
  const handle = openPostgres(url, 30);
  return {
    ...handle,
    url,
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

/**
 * PGlite's WebAssembly compiled once per worker and its file bundle read once: each embedded database a suite opens
 * would otherwise compile and read them again (a third of what opening one costs).
 */
let runtime: Promise<PgliteRuntime> | undefined;
/** Node's WebAssembly, which the server's TypeScript settings (no DOM library) do not describe. */
const webAssembly = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<NonNullable<PgliteRuntime['pgliteWasmModule']>> };
  }
).WebAssembly;
function pgliteRuntime(): Promise<PgliteRuntime> {
  runtime ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await webAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return runtime;
}

/** Images read once per worker: an image's name changes with what it holds, so one read stays true. */
const images = new Map<string, Blob>();
function imageIn(file: string): Blob {
  let image = images.get(file);
  if (!image) images.set(file, (image = new Blob([readFileSync(file)])));
  return image;
}

/** A hash of every migration's text: what a migrated image or template is made from. */
function migrationsHash(): string {
  const migrations = path.join(sourceDir(), 'db', 'migrations');
  const hash = createHash('sha256');
  for (const name of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('_journal.json'))
      hash.update(name).update(readFileSync(path.join(migrations, name)));
  }
  return hash.digest('hex');
}

/**
 * Leaves a PGlite cluster with only the database the suites use: its two template databases were 600 of an image's
 * 1,300 files, and loading them a third of the second it took to open a suite's database. Suites never create one.
 */
async function dropTemplateDatabases(client: PGlite) {
  for (const name of ['template0', 'template1']) {
    await client.query(`alter database ${name} with is_template false`);
    await client.query(`drop database ${name}`);
  }
  await client.query('checkpoint');
}

/** Where the migrated PGlite image lives: its name changes with the migrations' text, PGlite's version and its make. */
function pgliteImageFile(): string {
  const hash = createHash('sha256')
    .update(pgliteVersion())
    .update(migrationsHash())
    .update(dropTemplateDatabases.toString());
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
    await dropTemplateDatabases(client);
    const image = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
  }
  return imageIn(file);
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
  if (kind === 'pglite') return openPglite(undefined, await migratedPgliteImage(), await pgliteRuntime());
  if (testRunId()) return openPostgresDatabase(await migratedTemplate());
  const handle = await openEmptyDatabase(kind);
  await migrate(handle.db);
  return handle;
}

/**
 * The id of this test run, set by the global set-up (test/global-setup.ts) and seen by every worker: seeded images
 * and templates carry it, because the seed stamps the real time and a database seeded days ago is not what a suite
 * seeding now would see. Unset outside a vitest run of this repository's config: then nothing is shared.
 */
export function testRunId(): string | undefined {
  return process.env.ZEYA_TEST_RUN;
}

/** Template creations on one server, wherever they run, go one at a time: the key of their advisory lock. */
const TEMPLATE_LOCK = 7_262_032;

/**
 * A template database, made once per run on the server TEST_DATABASE_URL names by whichever suite asks first; the
 * others wait on an advisory lock and then copy it. It is made under a name of its own and renamed when complete and
 * closed: a suite that died making it leaves no half-made template, and a template must have no connection while
 * `create database ... template` copies it.
 */
async function templateDatabase(
  name: string,
  make: (url: string) => Promise<void>,
  from?: string,
): Promise<string> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const exists = async () =>
    Boolean((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount);
  try {
    // Once made, it is only looked up: no wait behind another suite making a template of its own.
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if (!(await exists())) {
      const making = `${name}_m${randomBytes(3).toString('hex')}`;
      await admin.query(from ? `create database ${making} template ${from}` : `create database ${making}`);
      try {
        await make(databaseUrl(making));
        await untilUnused(admin, making);
        await admin.query(`alter database ${making} rename to ${name}`);
      } catch (error) {
        await admin.query(`drop database if exists ${making} with (force)`);
        throw error;
      }
    }
  } finally {
    await admin.end(); // ends the session, and with it the advisory lock
  }
  return name;
}

/**
 * Waits until no session is on `name`: a server that made a template and exited has its connections closed, but the
 * server may take a moment to end their sessions, and a database with a session cannot be renamed or copied.
 */
async function untilUnused(admin: pg.Client, name: string) {
  const sessions = async () =>
    (
      await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ])
    ).rows[0]!.n;
  for (let attempt = 0; (await sessions()) > 0; attempt += 1) {
    if (attempt > 200) throw new Error(`database ${name} still has sessions`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The run's template with every migration applied. */
function migratedTemplate(): Promise<string> {
  return templateDatabase(
    `${TEMPLATE_PREFIX}${testRunId()}_${migrationsHash().slice(0, 12)}`,
    async (url) => {
      const handle = openPostgres(url, 1);
      try {
        await migrate(handle.db);
      } finally {
        await handle.close();
      }
    },
  );
}

/** Fills a just-migrated database, writing the files it refers to under `uploadsDir`. */
export type Seeder = (database: DatabaseHandle, uploadsDir: string) => Promise<void>;

/**
 * A new database as `seed` leaves a migrated one, with the uploads the seed wrote copied into `uploadsDir`. Seeding
 * is done once per run and `seedKey` (what the seed's output depends on: its source, the settings it reads, the day)
 * and copied for each suite: a PGlite image and its uploads in the temporary folder, or a PostgreSQL template. Without
 * a run id (test/global-setup.ts), every database is seeded afresh.
 */
export async function openSeededDatabase(
  kind: DatabaseKind,
  seedKey: string,
  seed: Seeder,
  uploadsDir: string,
): Promise<DatabaseHandle & { url?: string }> {
  const run = testRunId();
  if (!run) {
    const database = await openMigratedDatabase(kind);
    await seed(database, uploadsDir);
    return database;
  }
  const key = createHash('sha256').update(migrationsHash()).update(seedKey).digest('hex').slice(0, 12);
  if (kind === 'pglite') {
    const image = path.join(tmpdir(), `${SEEDED_IMAGE_PREFIX}${run}-pglite-${key}`);
    await makeSeededPgliteImage(image, seed);
    linkUploads(path.join(image, 'uploads'), uploadsDir);
    return openPglite(undefined, imageIn(path.join(image, 'data.tar')), await pgliteRuntime());
  }
  return openSeededPostgres(
    key,
    async (url, seedUploads) => {
      const handle = openPostgres(url, 1);
      try {
        await seed(handle, seedUploads);
      } finally {
        await handle.close();
      }
    },
    uploadsDir,
  );
}

/**
 * The seed's uploads in a suite's uploads folder as hard links: copying their 200 files took 150 ms a suite. A link is
 * as good as a copy here, because the server never writes into a file it has: each upload is a new file (a random
 * name), and removing one removes the suite's link only.
 */
function linkUploads(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkUploads(source, target);
    else linkOrCopy(source, target);
  }
}

/** A hard link where the two folders share a file system, a copy where they do not. */
function linkOrCopy(source: string, target: string) {
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(source, target);
  }
}

/**
 * A new PostgreSQL database copied from the run's template for `key`, with the uploads its seed wrote copied into
 * `uploadsDir`. The template is made once per run: `seedAt` fills a migrated database at `url`, writing its files
 * under the folder it is given (by a suite's own seed, or by a server's first start).
 */
export async function openSeededPostgres(
  key: string,
  seedAt: (url: string, uploadsDir: string) => Promise<void>,
  uploadsDir: string,
): Promise<DatabaseHandle & { url: string }> {
  const image = path.join(tmpdir(), `${SEEDED_IMAGE_PREFIX}${testRunId()}-postgres-${key}`);
  const template = await templateDatabase(
    `${TEMPLATE_PREFIX}${testRunId()}_${key}`,
    async (url) => {
      rmSync(image, { recursive: true, force: true }); // left by a suite that died making this template
      await seedAt(url, path.join(image, 'uploads'));
    },
    await migratedTemplate(),
  );
  linkUploads(path.join(image, 'uploads'), uploadsDir);
  return openPostgresDatabase(template);
}

/**
 * A folder holding a seeded PGlite image (`data.tar`) and the uploads its seed wrote (`uploads`), made unless it
 * exists. Made in a folder of its own and renamed when complete: suites starting together may each make one, and
 * the first rename wins.
 */
async function makeSeededPgliteImage(folder: string, seed: Seeder) {
  if (existsSync(folder)) return;
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  mkdirSync(path.join(partial, 'uploads'), { recursive: true });
  const database = await openMigratedDatabase('pglite');
  try {
    await seed(database, path.join(partial, 'uploads'));
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Written to the data files first: an image restored from the log alone starts each sequence 32 further on, and
    // the suites' next ids would differ from those of a database they seeded themselves.
    await client.query('checkpoint');
    const image = await client.dumpDataDir('none');
    writeFileSync(path.join(partial, 'data.tar'), Buffer.from(await image.arrayBuffer()));
  } finally {
    await database.close();
  }
  try {
    renameSync(partial, folder);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another suite made it first
  }
}
