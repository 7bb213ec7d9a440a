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
    let running: Running<Item, Result> | undefined = this.start(queue);
    while (running) {
      const { batch, outcome } = running;
      const settled = await outcome;
      // The next batch goes out before this one is answered: answering a batch runs its requests' replies, several
      // milliseconds of the event loop for a big one, and the key's lane would sit idle through them.
      running = queue.length > 0 ? this.start(queue) : undefined;
      batch.forEach((pending, i) =>
        'results' in settled ? pending.resolve(settled.results[i]!) : pending.reject(settled.error),
      );
    }
    this.waiting.delete(key);
  }

  private start(queue: Pending<Item, Result>[]): Running<Item, Result> {
    const batch = queue.splice(0, this.maxBatch);
    const outcome = this.runBatch(batch.map((pending) => pending.item)).then(
      (results) => ({ results }),
      (error: unknown) => ({ error }),
    );
    return { batch, outcome };
  }
}

interface Running<Item, Result> {
  batch: Pending<Item, Result>[];
  outcome: Promise<{ results: Result[] } | { error: unknown }>;
}

interface Pending<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}
