import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, openEmptyDatabase } from '../test/databases';
import { openPostgres, queryRows, type DatabaseHandle } from './client';
import { namedRows, namedStatement } from './statements';
import { pgErrorCode } from './transaction';

const REFUSING = namedStatement('client_test_refusing', (param) => `select 1 / ${param('zero')}::int as n`);

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  let database: DatabaseHandle & { url?: string };
  let pool: DatabaseHandle;
  beforeAll(async () => {
    database = await openEmptyDatabase('postgres');
    pool = openPostgres(database.url!, 1);
  });
  afterAll(async () => {
    await pool.close();
    await database.close();
  });

  const backend = async () =>
    (await queryRows<{ pid: number }>(pool.db, sql`select pg_backend_pid() as pid`))[0]!.pid;

  it('keeps a connection whose statement failed: a refusal costs no new connection', async () => {
    const before = await backend();
    await expect(pool.db.execute(sql`select 1 / 0`)).rejects.toSatisfy(
      (error) => pgErrorCode(error) === '22012',
    );
    await expect(namedRows(pool.db, REFUSING, { zero: 0 })).rejects.toSatisfy(
      (error) => pgErrorCode(error) === '22012',
    );
    expect(await backend()).toBe(before);
    // The named statement stayed prepared on that connection and runs there again.
    expect(await namedRows(pool.db, REFUSING, { zero: 1 })).toEqual([{ n: 1 }]);
  });

  it('drops a connection that was lost and opens another', async () => {
    const before = await backend();
    await adminQuery(`select pg_terminate_backend(${before})`);
    let after: number | undefined;
    // The pool may hear of the loss only from the next statement, which then fails as "unavailable".
    for (let attempt = 0; attempt < 2 && after === undefined; attempt += 1)
      after = await backend().catch(() => undefined);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });
});
