// hot-path: sign-in and protection lookups of every request wait in one of these lanes
import { isTransaction, type Executor } from '../../db/client';
import { namedRows, type NamedStatement } from '../../db/statements';
import { KeyedBatcher } from './keyed-batcher';

/** The one lane of a lookup per database handle. */
const LANE = 0;

/**
 * Lookups of one kind go to the database one statement at a time per database handle: the lookups that arrive while
 * one runs wait for it and are answered together by the next. A quiet instance looks a key up at once; a busy one
 * sends one statement for many requests instead of one each (a pool checkout, a round trip and a socket write saved
 * per request), and no pool connection waits behind a crowd of one-row reads. Every lookup still reads the database.
 *
 * `read` answers the distinct keys it is given (at most `maxBatch`) with the rows found, by key.
 */
export function batchedLookup<Key, Row>(
  read: (db: Executor, keys: Key[]) => Promise<Map<Key, Row>>,
  maxBatch?: number,
): (db: Executor, key: Key) => Promise<Row | undefined> {
  const lanes = new WeakMap<Executor, KeyedBatcher<Key, Row | undefined>>();
  return (db, key) => {
    let lane = lanes.get(db);
    if (!lane) {
      lane = new KeyedBatcher<Key, Row | undefined>(async (keys) => {
        const found = await read(db, [...new Set(keys)]);
        return keys.map((one) => found.get(one));
      }, maxBatch);
      lanes.set(db, lane);
    }
    return lane.submit(LANE, key);
  };
}

/**
 * A one-row read many requests make with the same parameters (a lottery's settings and draws ahead, read by every
 * slip): outside a transaction, the reads that arrive while one runs are answered together by the next statement, as
 * batchedLookup does, so a crowd of slips does not queue twice for pool connections (once to read, once to place).
 * Each caller gets its own copy of the row. Inside a transaction the read is the transaction's own.
 */
export function batchedRead<Row>(
  statement: NamedStatement,
): (db: Executor, params: Record<string, unknown>) => Promise<Row> {
  const lookup = batchedLookup<string, Row>(async (db, keys) => {
    const found = new Map<string, Row>();
    for (const key of keys) {
      const [row] = await namedRows<Row>(db, statement, JSON.parse(key) as Record<string, unknown>);
      found.set(key, row!);
    }
    return found;
  });
  return async (db, params) => {
    if (isTransaction(db)) return (await namedRows<Row>(db, statement, params))[0]!;
    return structuredClone((await lookup(db, JSON.stringify(params)))!);
  };
}
