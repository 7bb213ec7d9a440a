/**
 * What the server process itself did during a half-load run (--db-profile), for bench/waits.ts to set beside the
 * slowest requests: its garbage collections, its event loop's delay, and how many queries waited for a connection
 * of the pg pool. Runs in the server child (bench/server.ts), started and stopped over IPC.
 */
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import type pg from 'pg';
import type { ServerWatch } from './protocol';

/** Often enough to see a queue that lasts as long as a slow request (tens of milliseconds). */
const POOL_SAMPLE_MS = 20;
const LOOP_RESOLUTION_MS = 10;

const nsToMs = (ns: number) => ns / 1e6;

/** Starts watching; the returned function stops and gives what was seen. */
export function watchServer(pool: pg.Pool | null): () => ServerWatch {
  const gc: ServerWatch['gc'] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      gc.push({
        at: performance.timeOrigin + entry.startTime,
        ms: entry.duration,
        major: kind === constants.NODE_PERFORMANCE_GC_MAJOR,
      });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  const poolQueue: ServerWatch['poolQueue'] = { sampleMs: POOL_SAMPLE_MS, samples: 0, waiting: [] };
  const sampler = pool
    ? setInterval(() => {
        poolQueue.samples += 1;
        if (pool.waitingCount > 0) poolQueue.waiting.push({ at: Date.now(), count: pool.waitingCount });
      }, POOL_SAMPLE_MS)
    : undefined;
  return () => {
    observer.disconnect();
    loop.disable();
    clearInterval(sampler);
    return {
      gc,
      loopDelayMs: {
        p50: nsToMs(loop.percentile(50)),
        p99: nsToMs(loop.percentile(99)),
        max: nsToMs(loop.max),
      },
      poolQueue: pool ? poolQueue : null,
    };
  };
}
