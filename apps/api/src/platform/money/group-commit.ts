// hot-path: every posting and game move made outside a transaction
import { pgErrorCode, withRetry } from '../../db/transaction';
import { databaseUnavailable } from '../../db/unavailable';

/**
 * Group commit: the postings of different players that arrive together go to the database in one statement and one
 * commit (one log flush for all), each answered on its own by the statement. When the database refuses the statement
 * for one posting's sake (an account that does not exist, say), nothing of it was kept: the postings go again in
 * parts, consecutive postings of one `partOf` key together and in order, so only the part at fault fails (its
 * postings answer with the error). When the database is away, the whole group fails as it is (db/unavailable.ts): a
 * part may have committed before, and a retry by the same reference finds it.
 */
export async function postInGroup<Item, Result>(
  items: Item[],
  post: (items: Item[]) => Promise<Result[]>,
  partOf: (item: Item) => unknown,
): Promise<(Result | Error)[]> {
  try {
    return await withRetry(() => post(items));
  } catch (error) {
    if (databaseUnavailable(error) || !pgErrorCode(error)) throw error;
  }
  const results: (Result | Error)[] = [];
  for (let start = 0; start < items.length;) {
    let end = start + 1;
    while (end < items.length && partOf(items[end]!) === partOf(items[start]!)) end += 1;
    const part = items.slice(start, end);
    try {
      results.push(...(await withRetry(() => post(part))));
    } catch (error) {
      if (databaseUnavailable(error)) throw error;
      const failure = error instanceof Error ? error : new Error(String(error));
      for (let i = 0; i < part.length; i += 1) results.push(failure);
    }
    start = end;
  }
  return results;
}

/** How many lanes group postings: a player always goes to the same one, so a player's postings keep their order. */
export const GROUP_LANES = 4;
