// hot-path: every game move and every sign-in lookup waits in one of its lanes
import { HttpError } from '../http/errors';

/**
 * Refused at once, before anything of it was sent: the key already has as many items waiting as it may take, or the
 * item's owner has as many waiting in it as one owner may. Nothing was done; the client may try again (429). Without a
 * bound a player (or a provider) sending faster than the database answers would grow the queue, and the memory it
 * holds, without end; without the owner's, one player could fill a lane that other players share.
 */
export class LaneFull extends HttpError {
  constructor() {
    super(429, 'too_many_requests');
  }
}

/**
 * The key's batch did not finish within the lane's timeout. `sent` says whether the item had gone to the database:
 * if it had, its outcome is unknown (it may still commit, as with a connection lost during COMMIT), and a client
 * retrying with the same reference gets what was done; if not, it was never sent and never will be. Either way a 503
 * the client may retry.
 */
export class LaneTimeout extends HttpError {
  constructor(readonly sent: boolean) {
    super(503, 'service_unavailable');
  }
}

/** What waits by default, as a multiple of the batch size: ten batches' worth. */
const QUEUED_BATCHES = 10;
/**
 * A batch running longer than this has its waiters answered. Longer than a statement waits on a lock
 * (`lock_timeout`, 10 s) plus a pool checkout (5 s): a batch this late waits on a database that is away.
 */
const DEFAULT_TIMEOUT_MS = 20_000;
/** The timeout is checked this many times per period: a late batch is answered within 1¼ of the timeout. */
const CHECKS_PER_TIMEOUT = 4;

/**
 * One batch in flight per key: what arrives for a key while its batch runs waits, and goes together in the next
 * batch. Work for different keys runs side by side. A failed batch fails each of its items; a batch that throws
 * before it returns its promise fails them the same way and the key goes on.
 *
 * A lane is bounded (`maxQueued` waiting per key; more is refused with `LaneFull`) and timed: once a batch has run
 * `timeoutMs`, its items and those waiting behind it are failed with `LaneTimeout`, and the key refuses new items
 * until that batch ends. The batch itself is never abandoned: what it posts stays posted (the lane still waits for
 * it, so a key's batches never overlap and keep their order), only nobody waits for its answer any more.
 */
export class KeyedBatcher<Item, Result> {
  private readonly lanes = new Map<string | number, Lane<Item, Result>>();
  /** Counts the timeout checks: a batch stores the count it started at (a small integer, nothing allocated). */
  private checks = 0;
  private checker: NodeJS.Timeout | undefined;

  constructor(
    private readonly runBatch: (items: Item[]) => Promise<Result[]>,
    private readonly maxBatch = 100,
    private readonly maxQueued = maxBatch * QUEUED_BATCHES,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
    /** Items of one owner (a player) waiting in a key's lane, when owners share lanes: a batch's worth. */
    private readonly maxQueuedPerOwner = maxBatch,
  ) {}

  /** `owner`, when the key's lane is shared by several (players in a group commit), bounds what each may queue. */
  submit(key: string | number, item: Item, owner: string | number | null = null): Promise<Result> {
    return new Promise((resolve, reject) => {
      const lane = this.lanes.get(key);
      if (!lane) {
        const started = new Lane<Item, Result>();
        started.queue.push({ item, owner, resolve, reject });
        this.lanes.set(key, started);
        void this.drain(key, started);
        return;
      }
      if (lane.running?.timedOut) return reject(new LaneTimeout(false));
      if (lane.queue.length >= this.maxQueued) return reject(new LaneFull());
      if (owner !== null) {
        const waiting = lane.waitingBy.get(owner) ?? 0;
        if (waiting >= this.maxQueuedPerOwner) return reject(new LaneFull());
        lane.waitingBy.set(owner, waiting + 1);
      }
      lane.queue.push({ item, owner, resolve, reject });
    });
  }

  private async drain(key: string | number, lane: Lane<Item, Result>) {
    this.watch();
    try {
      let running: Running<Item, Result> | undefined = this.start(lane);
      while (running) {
        const settled = await running.outcome;
        // The next batch goes out before this one is answered: answering a batch runs its requests' replies, several
        // milliseconds of the event loop for a big one, and the key's lane would sit idle through them. After a
        // timeout the queue is empty (its items were failed), and a late answer reaches no one.
        const { batch } = running;
        running = lane.queue.length > 0 ? this.start(lane) : undefined;
        if ('results' in settled)
          for (let i = 0; i < batch.length; i += 1) batch[i]!.resolve(settled.results[i]!);
        else for (const pending of batch) pending.reject(settled.error);
      }
    } finally {
      this.lanes.delete(key);
    }
  }

  private start(lane: Lane<Item, Result>): Running<Item, Result> {
    const batch = lane.queue.splice(0, this.maxBatch);
    if (lane.waitingBy.size > 0) for (const pending of batch) lane.leave(pending.owner);
    const items = batch.map(itemOf);
    let outcome: Promise<Settled<Result>>;
    try {
      outcome = this.runBatch(items).then(answered, failed);
    } catch (error) {
      // A batch that throws before it returns a promise: its items fail, and the key is not left held.
      outcome = Promise.resolve(failed(error));
    }
    lane.running = { batch, outcome, startedAt: this.checks, timedOut: false };
    return lane.running;
  }

  /** Checks the running batches for the timeout while any lane is open; stops when none is. */
  private watch() {
    if (this.checker) return;
    this.checker = setInterval(() => this.expire(), this.timeoutMs / CHECKS_PER_TIMEOUT);
    // A lane's timer never keeps the process alive (a test's, a closing server's).
    this.checker.unref();
  }

  private expire() {
    if (this.lanes.size === 0) {
      clearInterval(this.checker);
      this.checker = undefined;
      return;
    }
    this.checks += 1;
    for (const lane of this.lanes.values()) {
      const running = lane.running;
      // Started between two checks: after CHECKS_PER_TIMEOUT + 1 of them at least the whole timeout has passed.
      if (!running || running.timedOut || this.checks - running.startedAt <= CHECKS_PER_TIMEOUT) continue;
      running.timedOut = true;
      for (const pending of running.batch) pending.reject(new LaneTimeout(true));
      for (const pending of lane.queue.splice(0)) pending.reject(new LaneTimeout(false));
      lane.waitingBy.clear();
    }
  }
}

type Settled<Result> = { results: Result[] } | { error: unknown };

// Module functions rather than closures made per batch (ARCHITECTURE.md, "Hot paths").
const itemOf = <Item, Result>(pending: Pending<Item, Result>) => pending.item;
const answered = <Result>(results: Result[]): Settled<Result> => ({ results });
const failed = (error: unknown): Settled<never> => ({ error });

class Lane<Item, Result> {
  readonly queue: Pending<Item, Result>[] = [];
  /** Items waiting in `queue` per owner, for the owners that gave one. */
  readonly waitingBy = new Map<string | number, number>();
  running: Running<Item, Result> | undefined = undefined;

  leave(owner: string | number | null) {
    if (owner === null) return;
    const left = (this.waitingBy.get(owner) ?? 1) - 1;
    if (left > 0) this.waitingBy.set(owner, left);
    else this.waitingBy.delete(owner);
  }
}

interface Running<Item, Result> {
  batch: Pending<Item, Result>[];
  outcome: Promise<Settled<Result>>;
  /** The check count when the batch started. */
  startedAt: number;
  timedOut: boolean;
}

interface Pending<Item, Result> {
  item: Item;
  owner: string | number | null;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}
