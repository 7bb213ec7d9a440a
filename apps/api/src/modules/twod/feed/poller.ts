import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { notice } from '../../../platform/events/notices';
import { enterFeedResults } from './feed-results';
import { readingChecker, type FeedLog } from './readings';
import { claimPoll, storeSnapshot } from './snapshot';
import { FeedError, fetchFeed } from './upstream';

const MAX_WAIT_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;

export interface PollerOptions {
  url: string;
  intervalMs: number;
  timeoutMs?: number;
}

export type TickOutcome = 'fetched' | 'skipped' | 'failed';

/**
 * Polls the upstream feed into the shared snapshot and enters the results it publishes. Every instance runs one;
 * claimPoll lets one of them go to the upstream per interval. After a failure the wait doubles up to 30 s and a
 * success brings it back to the interval; a failure streak is logged once, by its reason, never with a body.
 */
export function createFeedPoller(deps: AppDeps, log: FeedLog, options: PollerOptions) {
  const check = readingChecker(
    log,
    'twod feed result not entered: its number disagrees with its SET and value',
  );
  let wait = options.intervalMs;
  let failing = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function poll(): Promise<'fetched' | 'skipped'> {
    if (!(await claimPoll(deps.db, deps.clock.now(), options.intervalMs))) return 'skipped';
    const reply = await fetchFeed(options.url, options.timeoutMs ?? FETCH_TIMEOUT_MS);
    const receivedAt = deps.clock.now();
    await storeSnapshot(deps.db, reply, receivedAt);
    await enterFeedResults(deps.db, reply, receivedAt, check);
    notice({ t: 'twod' });
    return 'fetched';
  }

  function failed(error: unknown) {
    if (!failing) {
      const detail = error instanceof FeedError ? { reason: error.message } : { err: error };
      log.warn(detail, 'twod feed poll failed; backing off until it answers again');
    }
    failing = true;
    wait = Math.min(wait * 2, MAX_WAIT_MS);
  }

  function succeeded() {
    if (failing) log.info('twod feed answers again');
    failing = false;
    wait = options.intervalMs;
  }

  /** One tick: never throws, whatever the upstream or the database does. */
  async function tick(): Promise<TickOutcome> {
    try {
      const outcome = await deps.events.runNoticing(poll);
      if (outcome === 'fetched') succeeded();
      return outcome;
    } catch (error) {
      failed(error);
      return 'failed';
    }
  }

  async function loop() {
    await tick();
    if (stopped) return;
    timer = setTimeout(() => (running = loop()), wait);
    timer.unref();
  }

  return {
    tick,
    /** How long the loop waits after the last tick. */
    get wait() {
      return wait;
    },
    start() {
      stopped = false;
      running = loop();
    },
    /** Stops the loop and waits for a tick in flight, so the database is not closed under it. */
    stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      return running;
    },
  };
}

/** Polls from when the app is ready until it closes, when an upstream is configured. */
export function pollFeedWhileRunning(app: FastifyInstance, deps: AppDeps) {
  const url = deps.config.TWOD_FEED_URL;
  if (!url) return;
  const poller = createFeedPoller(deps, app.log, { url, intervalMs: deps.config.TWOD_FEED_INTERVAL_MS });
  app.addHook('onReady', async () => poller.start());
  app.addHook('onClose', () => poller.stop());
}
