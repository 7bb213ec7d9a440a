import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { namedStatement } from '../../db/statements';
import { inTransaction } from '../../db/transaction';
import { openEmptyDatabase } from '../../test/databases';
import { batchedRead } from './batched-lookup';

/** Each run of the statement takes the sequence's next value: how many times it ran, and which run answered whom. */
const READ = namedStatement(
  'batched_read_test',
  (param) =>
    `select nextval('batched_read_runs')::int as "run", ${param('day')}::text as "day", '{}'::json as "seen"`,
);

describe('batchedRead', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openEmptyDatabase('pglite');
    await database.db.execute('create sequence batched_read_runs');
  });
  afterAll(() => database.close());

  it('answers reads that arrive while one runs with the next statement, each with a copy of its own', async () => {
    const read = batchedRead<{ run: number; day: string; seen: Record<string, boolean> }>(READ);
    const rows = await Promise.all(
      Array.from({ length: 10 }, (_, i) => read(database.db, { day: i < 8 ? '2026-11-30' : '2026-12-01' })),
    );

    // The first read runs at once; the nine that came meanwhile go in the next batch, one statement per distinct day.
    expect(rows.map((row) => row.run)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 3, 3]);
    expect(rows.map((row) => row.day)).toEqual([...Array(8).fill('2026-11-30'), '2026-12-01', '2026-12-01']);
    rows[1]!.seen.changed = true;
    expect(rows[2]!.seen).toEqual({});
  });

  it('reads inside a transaction with the transaction, never from a batch', async () => {
    const read = batchedRead<{ run: number }>(READ);
    const runs = await inTransaction(database.db, async (tx) =>
      Promise.all([read(tx, { day: '2026-11-30' }), read(tx, { day: '2026-11-30' })]),
    );
    expect(runs[0]!.run).not.toBe(runs[1]!.run);
  });
});
