import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, testDatabaseKinds } from '../test/databases';
import { driverClientOf, queryRows, type DatabaseHandle, type Executor } from './client';
import { namedRows, namedStatement } from './statements';
import { inTransaction } from './transaction';

describe('namedStatement', () => {
  it('refuses a name made twice, naming both places', () => {
    namedStatement('statements_test_twice', () => 'select 1');
    let refusal: unknown;
    try {
      namedStatement('statements_test_twice', () => 'select 2');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Error);
    const message = (refusal as Error).message;
    expect(message).toContain('"statements_test_twice"');
    // Both places are this file, at two different lines.
    const places = [...message.matchAll(/statements\.test\.ts:(\d+)/g)].map((match) => match[1]);
    expect(places).toHaveLength(2);
    expect(places[0]).not.toBe(places[1]);
  });

  it('refuses a name made twice even with the same SQL, from another place', () => {
    namedStatement('statements_test_same_sql', () => 'select 1');
    expect(() => namedStatement('statements_test_same_sql', () => 'select 1')).toThrow(/is taken/);
  });

  it('numbers each parameter once, however often it is used', () => {
    const statement = namedStatement(
      'statements_test_params',
      (param) => `select ${param('a')}::int + ${param('b')}::int + ${param('a')}::int`,
    );
    expect(statement.text).toBe('select $1::int + $2::int + $1::int');
    expect(statement.params).toEqual(['a', 'b']);
  });
});

describe('the driver client of a transaction', () => {
  it('refuses, loudly, an executor whose driver client is not where Drizzle kept it', () => {
    const moved = { _: { session: {} } } as unknown as Executor;
    expect(() => driverClientOf(moved)).toThrow(/drizzle-orm changed/);
    const pool = new pg.Pool();
    const onThePool = { rollback: () => undefined, _: { session: { client: pool } } } as unknown as Executor;
    expect(() => driverClientOf(onThePool)).toThrow(/transaction's driver client/);
    void pool.end();
  });
});

const TRANSACTION_ID = namedStatement(
  'statements_test_transaction_id',
  () => 'select txid_current()::text as id',
);

describe.each(testDatabaseKinds())('named statements on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmptyDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('run inside the transaction they are sent in, on its connection', async () => {
    const [inside, sent] = await inTransaction(handle.db, async (tx) => {
      const [drizzle] = await queryRows<{ id: string }>(tx, sql`select txid_current()::text as id`);
      const [named] = await namedRows<{ id: string }>(tx, TRANSACTION_ID, {});
      return [drizzle!.id, named!.id];
    });
    expect(sent).toBe(inside);
    // Outside a transaction each statement is a transaction of its own.
    const [first] = await namedRows<{ id: string }>(handle.db, TRANSACTION_ID, {});
    const [second] = await namedRows<{ id: string }>(handle.db, TRANSACTION_ID, {});
    expect(first!.id).not.toBe(second!.id);
    expect(first!.id).not.toBe(inside);
  });

  it("keep the database's own driver client, set where it was opened", () => {
    const client = driverClientOf(handle.db);
    if (kind === 'postgres') expect(client).toBeInstanceOf(pg.Pool);
    else expect(client).not.toBeInstanceOf(pg.Pool);
  });

  it('refuse a statement whose values lack a parameter', async () => {
    const statement = namedStatement('statements_test_missing', (param) => `select ${param('amount')}::int`);
    await expect(namedRows(handle.db, statement, {})).rejects.toThrow('no value for amount');
  });
});
