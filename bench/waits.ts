/**
 * What the slowest 1 % of a half-load run's requests waited on, by time window: a request is set beside whatever was
 * seen while it was in flight (pg_stat_activity samples of the server's connections, the checkpointer writing, the
 * server's garbage collections, queries queued for a pool connection). That is coincidence, not cause; the same
 * figures over the whole run say what a request met by chance.
 */
import type { ActivitySample, Checkpoints } from './db-profile';
import type { ServerWatch, SlowRequest } from './protocol';

/** How many of the commonest waits are kept. */
const WAITS_KEPT = 6;

export interface WaitShare {
  wait: string;
  /** of all busy-connection sightings in the samples concerned */
  share: number;
}

/**
 * Something that can delay a request, as shares of time: a long request meets most things by chance, so what tells is
 * whether the slowest requests spent more of their time beside it than the run as a whole did.
 */
export interface Coincidence {
  /** share of the slowest requests' time (summed over them) during which it was seen */
  slow_share: number;
  /** share of the run's time it was seen */
  run_share: number;
}

export interface WaitProfile {
  threshold_ms: number;
  slow_requests: number;
  samples: number;
  samples_in_slowest: number;
  /** mean busy connections of the server per sample */
  busy_connections: { slowest: number; run: number };
  slowest_waits: WaitShare[];
  run_waits: WaitShare[];
  /** checkpoints counted by PostgreSQL during the run */
  checkpoints: Checkpoints;
  checkpointing: Coincidence;
  gc: Coincidence & { pauses: number; major: number; max_ms: number };
  pool_queue: (Coincidence & { max_waiting: number }) | null;
  loop_delay_ms: ServerWatch['loopDelayMs'];
}

interface Window {
  from: number;
  to: number;
}

const maxOf = (values: number[]) => values.reduce((max, value) => Math.max(max, value), 0);
const overlaps = (a: Window, b: Window) => a.from <= b.to && b.from <= a.to;
const requestWindow = (request: SlowRequest): Window => ({ from: request.at, to: request.at + request.ms });

/** Each sample stands for half its period either side of it. */
function sampleWindows(times: number[], periodMs: number): Window[] {
  return times.map((at) => ({ from: at - periodMs / 2, to: at + periodMs / 2 }));
}

function meanPeriod(times: number[], fallback: number): number {
  return times.length > 1 ? (times[times.length - 1]! - times[0]!) / (times.length - 1) : fallback;
}

function overlapMs(a: Window, b: Window): number {
  return Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));
}

function coincidence(slow: Window[], seen: Window[], runShare: number): Coincidence {
  let met = 0;
  let total = 0;
  for (const request of slow) {
    total += request.to - request.from;
    for (const window of seen) met += overlapMs(request, window);
  }
  return { slow_share: total > 0 ? Math.min(1, met / total) : 0, run_share: runShare };
}

function sharesOf(samples: ActivitySample[]): WaitShare[] {
  const counts = new Map<string, number>();
  let total = 0;
  for (const sample of samples)
    for (const wait of sample.busy) {
      counts.set(wait, (counts.get(wait) ?? 0) + 1);
      total += 1;
    }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, WAITS_KEPT)
    .map(([wait, count]) => ({ wait, share: count / total }));
}

const meanBusy = (samples: ActivitySample[]) =>
  samples.length ? samples.reduce((sum, sample) => sum + sample.busy.length, 0) / samples.length : 0;

export function summarizeWaits(input: {
  slowest: SlowRequest[];
  run: Window;
  activity: ActivitySample[];
  checkpoints: { before: Checkpoints; after: Checkpoints };
  server: ServerWatch;
}): WaitProfile {
  const { slowest, run, activity, server } = input;
  const slow = slowest.map(requestWindow);
  const runMs = Math.max(1, run.to - run.from);
  const activityPeriod = meanPeriod(
    activity.map((sample) => sample.at),
    0,
  );
  const activityWindows = sampleWindows(
    activity.map((sample) => sample.at),
    activityPeriod,
  );
  const inSlowest = activity.filter((_, i) => slow.some((request) => overlaps(request, activityWindows[i]!)));
  const checkpointing = activityWindows.filter((_, i) => activity[i]!.checkpointing);
  const gcWindows = server.gc.map((pause) => ({ from: pause.at, to: pause.at + pause.ms }));
  const gcMs = server.gc.reduce((sum, pause) => sum + pause.ms, 0);
  const queue = server.poolQueue;
  return {
    threshold_ms: slowest.reduce((min, request) => Math.min(min, request.ms), slowest[0]?.ms ?? 0),
    slow_requests: slowest.length,
    samples: activity.length,
    samples_in_slowest: inSlowest.length,
    busy_connections: { slowest: meanBusy(inSlowest), run: meanBusy(activity) },
    slowest_waits: sharesOf(inSlowest),
    run_waits: sharesOf(activity),
    checkpoints: {
      timed: input.checkpoints.after.timed - input.checkpoints.before.timed,
      requested: input.checkpoints.after.requested - input.checkpoints.before.requested,
    },
    checkpointing: coincidence(
      slow,
      checkpointing,
      activity.length ? checkpointing.length / activity.length : 0,
    ),
    gc: {
      ...coincidence(slow, gcWindows, gcMs / runMs),
      pauses: server.gc.length,
      major: server.gc.filter((pause) => pause.major).length,
      max_ms: maxOf(server.gc.map((pause) => pause.ms)),
    },
    pool_queue: queue && {
      ...coincidence(
        slow,
        sampleWindows(
          queue.waiting.map((sample) => sample.at),
          queue.sampleMs,
        ),
        queue.samples ? queue.waiting.length / queue.samples : 0,
      ),
      max_waiting: maxOf(queue.waiting.map((sample) => sample.count)),
    },
    loop_delay_ms: server.loopDelayMs,
  };
}
