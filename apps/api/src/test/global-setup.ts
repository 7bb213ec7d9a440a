import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Prefix of every template database (test/databases.ts); the run's id follows. */
export const TEMPLATE_PREFIX = 'zeya_template_';
/** Folders of seeded PGlite images in the temporary folder: the same, with the run's id after it. */
export const SEEDED_IMAGE_PREFIX = 'zeya-test-seeded-';

/**
 * A run's leftovers are dropped when it ends; those older than this are from a run that was killed. Other people's
 * runs on the same server may be going on now, so only what no run can still be using goes.
 */
const LEFTOVER_HOURS = 6;

/** The second a run began, as its id starts (`<seconds>_<random>`). */
function startedAt(runId: string): number {
  return Number(runId.split('_')[0]) * 1000;
}

/** The templates, on the server TEST_DATABASE_URL names, of runs matching `isGone`: dropped. */
async function dropTemplates(isGone: (runId: string) => boolean) {
  if (!process.env.TEST_DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [TEMPLATE_PREFIX],
    );
    for (const { datname } of rows)
      if (isGone(datname.slice(TEMPLATE_PREFIX.length)))
        await admin.query(`drop database if exists ${datname}`);
  } finally {
    await admin.end();
  }
}

/** The seeded PGlite images (folders in the temporary folder) of runs matching `isGone`: removed. */
function removeImages(isGone: (runId: string) => boolean) {
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith(SEEDED_IMAGE_PREFIX) && isGone(name.slice(SEEDED_IMAGE_PREFIX.length)))
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
}

/**
 * Gives the run an id that every worker sees (ZEYA_TEST_RUN): the seeded images and templates the suites copy
 * (test/databases.ts) are made once under it, and removed when the run ends.
 */
export default async function setup() {
  // Every suite seeds a database of its own, as before images: to compare timings, or to rule an image out.
  if (process.env.ZEYA_TEST_SEED_EACH === 'on') return;
  // Another project's set-up (the browser tests share this one) gave the run its id already, and clears it up.
  if (process.env.ZEYA_TEST_RUN) return;
  const run = `${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  process.env.ZEYA_TEST_RUN = run;
  const old = (runId: string) => startedAt(runId) < Date.now() - LEFTOVER_HOURS * 3_600_000;
  removeImages(old);
  await dropTemplates(old);
  const ours = (runId: string) => runId.startsWith(`${run}_`) || runId.startsWith(`${run}-`);
  return async () => {
    removeImages(ours);
    await dropTemplates(ours);
  };
}
