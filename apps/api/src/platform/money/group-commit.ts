// hot-path: every posting and game move made outside a transaction
import type { Executor } from '../../db/client';
import { pgErrorCode, withRetry } from '../../db/transaction';
import { databaseUnavailable } from '../../db/unavailable';
import { KeyedBatcher } from '../runtime/keyed-batcher';

/** How many lanes group postings: a player always goes to the same one, so a player's postings keep their order. */
export const GROUP_LANES = 4;

/**
 * The most postings of one player a statement carries: each of them rewrites the same balance row inside one
 * transaction, and each finds the row through every version written before it in that transaction, so a player's
 * postings cost more the more of them share a statement (measured: 0.37 ms each at 16, 0.6 at 50, 1.25 at 100). A
 * busy player's queue would make every statement slower and the queue longer.
 */
export const MOST_PER_PLAYER = 16;

/**
 * Group commit: the postings of different players that arrive together go to the database in one statement and one
 * commit (one log flush for all), each answered on its own by the statement, as TigerBeetle batches transfers.
 *
 * A player's postings always go through the same one of GROUP_LANES lanes of a database handle: while a lane's
 * statement is in flight, what arrives for any of its players waits in this process and goes in its next statement,
 * in arrival order per player. A player may have a batch's worth waiting (KeyedBatcher's owner bound), so no one
 * player fills a lane the others share. A group is sorted by player (stably): two groups, of this process or another
 * instance, take the players' rows in the same order and never wait on each other in a circle.
 *
 * A statement carries at most MOST_PER_PLAYER postings of one player; a busier player's go in the statements after it.
 *
 * When the database refuses the statement for one posting's sake (an account that does not exist, say), nothing of it
 * was kept: the group goes again one player at a time, so only that player's postings fail. When the database is
 * away, the whole group fails as it is (db/unavailable.ts): a part may have committed before, and a retry by the same
 * reference finds it.
 */
export class GroupCommit<Item, Result> {
  private readonly lanes = new WeakMap<Executor, KeyedBatcher<Item, Result | Error>>();

  constructor(
    /** Posts `items` in one statement on `db` and answers each, in order: a result, or the error it is refused with. */
    private readonly post: (db: Executor, items: Item[]) => Promise<(Result | Error)[]>,
    private readonly playerOf: (item: Item) => number,
  ) {}

  async submit(db: Executor, item: Item): Promise<Result> {
    let lane = this.lanes.get(db);
    if (!lane) this.lanes.set(db, (lane = new KeyedBatcher((items) => this.postGroup(db, items))));
    const player = this.playerOf(item);
    const result = await lane.submit(player % GROUP_LANES, item, player);
    if (result instanceof Error) throw result;
    return result;
  }

  private async postGroup(db: Executor, items: Item[]): Promise<(Result | Error)[]> {
    const sorted = this.inPlayerOrder(items) ? items : items.slice().sort(this.byPlayer);
    const results: (Result | Error)[] = [];
    for (const part of this.statementsOf(sorted)) results.push(...(await this.postOrApart(db, part)));
    if (sorted === items) return results;
    const byItem = new Map(sorted.map((item, i) => [item, results[i]!]));
    return items.map((item) => byItem.get(item)!);
  }

  private readonly byPlayer = (a: Item, b: Item) => this.playerOf(a) - this.playerOf(b);

  /** The group, in order, cut so that no statement carries more than MOST_PER_PLAYER postings of one player. */
  private statementsOf(sorted: Item[]): Item[][] {
    const statements: Item[][] = [];
    let statement: Item[] = [];
    let run = 0;
    for (let i = 0; i < sorted.length; i += 1) {
      const item = sorted[i]!;
      run = i > 0 && this.playerOf(sorted[i - 1]!) === this.playerOf(item) ? run + 1 : 1;
      if (run > MOST_PER_PLAYER && run % MOST_PER_PLAYER === 1) {
        statements.push(statement);
        statement = [];
      }
      statement.push(item);
    }
    statements.push(statement);
    return statements;
  }

  private inPlayerOrder(items: Item[]): boolean {
    for (let i = 1; i < items.length; i += 1) if (this.byPlayer(items[i - 1]!, items[i]!) > 0) return false;
    return true;
  }

  private async postOrApart(db: Executor, sorted: Item[]): Promise<(Result | Error)[]> {
    try {
      return await withRetry(() => this.post(db, sorted));
    } catch (error) {
      if (databaseUnavailable(error) || !pgErrorCode(error)) throw error;
    }
    const results: (Result | Error)[] = [];
    for (let start = 0; start < sorted.length;) {
      let end = start + 1;
      while (end < sorted.length && this.playerOf(sorted[end]!) === this.playerOf(sorted[start]!)) end += 1;
      const part = sorted.slice(start, end);
      try {
        results.push(...(await withRetry(() => this.post(db, part))));
      } catch (error) {
        if (databaseUnavailable(error)) throw error;
        const failure = error instanceof Error ? error : new Error(String(error));
        for (let i = 0; i < part.length; i += 1) results.push(failure);
      }
      start = end;
    }
    return results;
  }
}
