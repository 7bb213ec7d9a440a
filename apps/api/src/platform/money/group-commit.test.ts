import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { GROUP_LANES, GroupCommit, MOST_PER_PLAYER } from './group-commit';

interface Posting {
  player: number;
  n: number;
}

describe('group commit statements', () => {
  it("puts at most MOST_PER_PLAYER of one player's postings in a statement, in order, and answers each", async () => {
    const statements: Posting[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const group = new GroupCommit<Posting, string>(
      async (_db, items) => {
        statements.push(items);
        // The first statement stays in flight until everything else has queued behind it.
        if (statements.length === 1) await held;
        return items.map((item) => `${item.player}:${item.n}`);
      },
      (item) => item.player,
    );
    const db = {} as Executor;
    const busy = GROUP_LANES; // one lane with player 2 * GROUP_LANES below
    const first = group.submit(db, { player: busy, n: 0 });
    const rest = [
      ...Array.from({ length: 40 }, (_, n) => ({ player: busy, n: n + 1 })),
      ...Array.from({ length: 5 }, (_, n) => ({ player: 2 * GROUP_LANES, n })),
    ].map((posting) => group.submit(db, posting));
    release();
    expect(await first).toBe(`${busy}:0`);
    const answers = await Promise.all(rest);
    expect(answers.slice(0, 40)).toEqual(Array.from({ length: 40 }, (_, n) => `${busy}:${n + 1}`));
    expect(answers.slice(40)).toEqual(Array.from({ length: 5 }, (_, n) => `${2 * GROUP_LANES}:${n}`));
    // After the first alone: the 45 waiting in three statements, the busy player's 40 as 16, 16 and 8.
    expect(statements.map((statement) => statement.length)).toEqual([
      1,
      MOST_PER_PLAYER,
      MOST_PER_PLAYER,
      13,
    ]);
    for (const statement of statements)
      expect(statement.filter((posting) => posting.player === busy).length).toBeLessThanOrEqual(
        MOST_PER_PLAYER,
      );
    const busyOrder = statements.flat().filter((posting) => posting.player === busy);
    expect(busyOrder.map((posting) => posting.n)).toEqual(Array.from({ length: 41 }, (_, n) => n));
  });
});
