import { myanmarInstant } from '@zeya/contract/myanmar-time';
import { expect, vi } from 'vitest';
import { twodFeedSnapshot } from '../../../db/schema';
import { startTestServer } from '../../../test/server';
import type { DatabaseKind } from '../../../test/databases';
import { startFeedSimulator } from './feed-simulator';
import { createFeedPoller } from './poller';
import type { FeedLog } from './readings';

/** Test-only: an instant given as a Myanmar day and wall-clock time. */
export const myanmar = (day: string, time: string) => myanmarInstant(day, time);

/** A logger that keeps what it is told, to count warn lines. */
export function recordingLog() {
  const lines: { level: 'warn' | 'info'; detail: unknown; message?: string }[] = [];
  const log: FeedLog = {
    warn: (detail: unknown, message?: string) => lines.push({ level: 'warn', detail, message }),
    info: (detail: unknown, message?: string) => lines.push({ level: 'info', detail, message }),
  };
  return { log, lines, warns: () => lines.filter((line) => line.level === 'warn') };
}

export const INTERVAL_MS = 2_000;

/** Longer than any suite: the app's own poller, when configured, polls once when ready and not again. */
const APP_POLL_MS = 3_600_000;

/**
 * A test server and a poller on its database that the test ticks itself, against a simulated upstream. Without
 * `configured` the server has no TWOD_FEED_URL, so no poller of its own runs. With it, the server runs with the feed
 * configured, as in production (hand entries are held to the feed's readings); its own poller polls once when ready,
 * then the test's poller takes over: the first poll's time is forgotten, so the test may poll at any instant.
 */
export async function startFeedWorld(kind: DatabaseKind, { configured = false } = {}) {
  const simulator = await startFeedSimulator();
  const server = await startTestServer(
    kind,
    configured ? { TWOD_FEED_URL: simulator.url, TWOD_FEED_INTERVAL_MS: String(APP_POLL_MS) } : {},
  );
  if (configured) {
    await vi.waitFor(() => expect(simulator.requests).toBe(1), { timeout: 10_000 });
    await server.db.delete(twodFeedSnapshot);
  }
  const recorded = recordingLog();
  const poller = createFeedPoller(server.deps, recorded.log, {
    url: simulator.url,
    intervalMs: INTERVAL_MS,
    // Short, so a hanging upstream fails a tick quickly; yet well above a slow reply of a loaded CI machine (a
    // 100 ms delayed answer once took over 300 ms there and counted as a timeout).
    timeoutMs: 2_000,
  });
  return {
    simulator,
    server,
    poller,
    ...recorded,
    /** Moves the server's clock to `instant` and runs one tick there. */
    tickAt(instant: Date) {
      server.clock.set(instant);
      return poller.tick();
    },
    async close() {
      await server.close();
      await simulator.close();
    },
  };
}

export type FeedWorld = Awaited<ReturnType<typeof startFeedWorld>>;
