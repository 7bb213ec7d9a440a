/**
 * One batch in flight per key: what arrives for a key while its batch runs waits, and goes together in the next
 * batch. Work for different keys runs side by side. A failed batch fails each of its items.
 */
export class KeyedBatcher<Item, Result> {
  private readonly waiting = new Map<string | number, Pending<Item, Result>[]>();

  constructor(
    private readonly runBatch: (items: Item[]) => Promise<Result[]>,
    private readonly maxBatch = 100,
  ) {}

  submit(key: string | number, item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) return queue.push({ item, resolve, reject });
      this.waiting.set(key, [{ item, resolve, reject }]);
      void this.drain(key);
    });
  }

  private async drain(key: string | number) {
    const queue = this.waiting.get(key)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, this.maxBatch);
      try {
        const results = await this.runBatch(batch.map((pending) => pending.item));
        batch.forEach((pending, i) => pending.resolve(results[i]!));
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    this.waiting.delete(key);
  }
}

interface Pending<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}
