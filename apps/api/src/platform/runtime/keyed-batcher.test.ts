import { describe, expect, it } from 'vitest';
import { KeyedBatcher, LaneFull, LaneTimeout } from './keyed-batcher';

/** A promise and the functions that settle it, for a batch the test answers when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const doubled = async (items: number[]) => items.map((item) => item * 2);

describe('KeyedBatcher', () => {
  it('sends what arrives while a batch runs together in the next batch, in order', async () => {
    const batches: number[][] = [];
    const first = deferred<void>();
    const lane = new KeyedBatcher<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await first.promise;
      return items.map((item) => item * 2);
    });
    const answers = [lane.submit('p', 1), lane.submit('p', 2), lane.submit('p', 3)];
    first.resolve();
    expect(await Promise.all(answers)).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('leaves the key usable after a batch that throws before returning its promise', async () => {
    let calls = 0;
    const lane = new KeyedBatcher<number, number>((items) => {
      calls += 1;
      if (calls === 1) throw new Error('thrown at once');
      return doubled(items);
    });
    await expect(lane.submit('p', 1)).rejects.toThrow('thrown at once');
    expect(await lane.submit('p', 2)).toBe(4);
  });

  it('leaves the key usable after a batch that rejects, and fails every item of it', async () => {
    const gate = deferred<void>();
    let calls = 0;
    const lane = new KeyedBatcher<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) {
        await gate.promise;
        throw new Error('rejected');
      }
      return doubled(items);
    });
    const first = lane.submit('p', 1);
    const behind = [lane.submit('p', 2), lane.submit('p', 3)];
    gate.resolve();
    await expect(first).rejects.toThrow('rejected');
    expect(await Promise.all(behind)).toEqual([4, 6]);
    expect(await lane.submit('p', 4)).toBe(8);
  });

  it('refuses beyond the bound of waiting items, as a retryable 429, and takes items again once they went', async () => {
    const gate = deferred<void>();
    const lane = new KeyedBatcher<number, number>(
      async (items) => {
        await gate.promise;
        return doubled(items);
      },
      10,
      2,
    );
    const running = lane.submit('p', 1);
    const waiting = [lane.submit('p', 2), lane.submit('p', 3)];
    const refused = lane.submit('p', 4);
    await expect(refused).rejects.toBeInstanceOf(LaneFull);
    await expect(refused).rejects.toMatchObject({ statusCode: 429 });
    // Another key has a lane of its own.
    const other = lane.submit('q', 5);
    gate.resolve();
    expect(await Promise.all([running, ...waiting, other])).toEqual([2, 4, 6, 10]);
    expect(await lane.submit('p', 6)).toBe(12);
  });

  it('refuses an owner beyond its share of a lane that owners share, and takes the other owners', async () => {
    const gate = deferred<void>();
    const lane = new KeyedBatcher<number, number>(
      async (items) => {
        await gate.promise;
        return doubled(items);
      },
      10,
      100,
      20_000,
      2,
    );
    const running = lane.submit('lane', 1, 'flooder');
    const waiting = [lane.submit('lane', 2, 'flooder'), lane.submit('lane', 3, 'flooder')];
    const refused = lane.submit('lane', 4, 'flooder');
    await expect(refused).rejects.toBeInstanceOf(LaneFull);
    // The lane itself has room: another player's item waits and goes in the next batch.
    const other = lane.submit('lane', 5, 'player');
    gate.resolve();
    expect(await Promise.all([running, ...waiting, other])).toEqual([2, 4, 6, 10]);
    // Once its items went, the owner may queue again.
    expect(await lane.submit('lane', 6, 'flooder')).toBe(12);
  });

  it('fails the waiters of a batch past its timeout, lets the batch finish, then takes the key again', async () => {
    const gate = deferred<void>();
    const posted: number[] = [];
    let calls = 0;
    const lane = new KeyedBatcher<number, number>(
      async (items) => {
        calls += 1;
        if (calls === 1) await gate.promise;
        posted.push(...items);
        return doubled(items);
      },
      1,
      10,
      40,
    );
    const sent = lane.submit('p', 1);
    const queued = lane.submit('p', 2);
    const sentFailure = await sent.catch((error: unknown) => error);
    const queuedFailure = await queued.catch((error: unknown) => error);
    expect(sentFailure).toBeInstanceOf(LaneTimeout);
    expect(sentFailure).toMatchObject({ statusCode: 503, sent: true });
    expect(queuedFailure).toMatchObject({ statusCode: 503, sent: false });
    // While the late batch still runs, the key refuses at once rather than queueing behind it.
    await expect(lane.submit('p', 3)).rejects.toMatchObject({ sent: false });

    // The late batch is not abandoned: what it does is done; what waited behind it was never sent.
    gate.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posted).toEqual([1]);
    expect(await lane.submit('p', 4)).toBe(8);
    expect(posted).toEqual([1, 4]);
  });
});
