/**
 * The server under test, in its own process (forked by bench/run.ts): built exactly as main.ts builds it, plus one
 * trivial route outside /api for the baseline, listening on 127.0.0.1 only. It answers the runner over IPC: 'cpu'
 * (CPU and event-loop counters), 'collect' (a full garbage collection), 'checkpoint' (PostgreSQL writes its dirty
 * pages out now), 'profile-start' / 'profile-stop' (a V8 CPU profile of the main thread around one measured run),
 * 'watch-start' / 'watch-stop' (its collections, event-loop delay and pool queue around a half-load run, with
 * --db-profile), 'verify' (the ledger verifier on its own database handle, which also works for PGlite, whose files one
 * process at a time may open) and 'stop'.
 */
// As main.ts: V8 is tuned before any application code runs.
import '../apps/api/src/platform/runtime/gc-tuning';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { appDeps } from '../apps/api/src/app-deps';
import { loadConfig } from '../apps/api/src/config';
import { driverClientOf } from '../apps/api/src/db/client';
import { openDatabase } from '../apps/api/src/db/open';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { clockStartingAt, systemClock } from '../apps/api/src/platform/runtime/clock';
import { verifyBooks } from '../apps/api/src/books';
import { dropTransferTables, prepareTransferTables, runCeiling } from './ceiling';
import type { ServerReply, ServerRequest, ServerWatch } from './protocol';
import { watchServer } from './server-watch';

function send(message: ServerReply): void {
  process.send?.(message);
}

/** A full collection, twice so that what the first one finalized goes too (run.ts starts this process with --expose-gc). */
function collectGarbage() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
}

async function main() {
  if (!process.send) throw new Error('bench/server.ts is started by bench/run.ts, not by hand');
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  const clock = config.FAKE_NOW ? clockStartingAt(new Date(config.FAKE_NOW)) : systemClock;
  const deps = appDeps(config, database, clock);
  const seeded = await seedIfEmpty(deps);
  const app = await buildApp(deps);
  // The baseline: same Fastify instance, same global hooks (helmet, access check, preValidation), no work.
  app.get('/bench/bare', async () => ({ ok: true }));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };

  let profiler: Session | undefined;
  const startProfile = async () => {
    if (!profiler) {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
    }
    await profiler.post('Profiler.start');
  };
  const stopProfile = async (file: string) => {
    if (!profiler) throw new Error('profile-stop without profile-start');
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
  };

  // PGlite keeps its pages in memory and writes them when it closes: nothing to do there.
  const checkpoint = async () => {
    if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
  };

  const pool = driverClientOf(database.db);
  let stopWatch: (() => ServerWatch) | undefined;

  process.on('message', (message: ServerRequest) => {
    if (message.type === 'stop') void stop();
    else if (message.type === 'watch-start') {
      stopWatch = watchServer(pool instanceof pg.Pool ? pool : null);
      send({ type: 'watching' });
    } else if (message.type === 'watch-stop') {
      if (stopWatch) send({ type: 'watched', watch: stopWatch() });
      else send({ type: 'failed', message: 'watch-stop without watch-start' });
      stopWatch = undefined;
    } else if (message.type === 'profile-start')
      startProfile().then(
        () => send({ type: 'profiling' }),
        (error: unknown) => send({ type: 'failed', message: `profiler: ${String(error)}` }),
      );
    else if (message.type === 'profile-stop')
      stopProfile(message.file).then(
        () => send({ type: 'profiled', file: message.file }),
        (error: unknown) => send({ type: 'failed', message: `profiler: ${String(error)}` }),
      );
    else if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      const loop = performance.eventLoopUtilization();
      send({
        type: 'cpu',
        sample: {
          cpuMicros: usage.user + usage.system,
          loopActiveMs: loop.active,
          loopIdleMs: loop.idle,
          at: Date.now(),
        },
      });
    } else if (message.type === 'memory') {
      // Weigh what is live, not what awaits collection.
      collectGarbage();
      const { rss, heapUsed, external } = process.memoryUsage();
      send({ type: 'memory', sample: { rss, heapUsed, external }, streams: deps.events.streams.size });
    } else if (message.type === 'collect') {
      collectGarbage();
      send({ type: 'collected' });
    } else if (message.type === 'checkpoint') {
      checkpoint().then(
        () => send({ type: 'checkpointed' }),
        (error: unknown) => send({ type: 'failed', message: `checkpoint: ${String(error)}` }),
      );
    } else if (message.type === 'ceiling') {
      runCeiling(deps, message.job).then(
        (result) => send({ type: 'ceiling', result }),
        (error: unknown) => send({ type: 'failed', message: `ceiling: ${String(error)}` }),
      );
    } else if (message.type === 'transfer-tables') {
      (message.create ? prepareTransferTables(deps) : dropTransferTables(deps)).then(
        () => send({ type: 'transfer-tables', create: message.create }),
        (error: unknown) => send({ type: 'failed', message: `transfer tables: ${String(error)}` }),
      );
    } else if (message.type === 'verify') {
      verifyBooks(database.db).then(
        (violations) => send({ type: 'verified', violations }),
        (error: unknown) => send({ type: 'failed', message: `verifyBooks: ${String(error)}` }),
      );
    }
  });
  // The runner died or closed the channel: do not linger.
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());

  await app.listen({ port: 0, host: '127.0.0.1' });
  send({
    type: 'ready',
    port: (app.server.address() as { port: number }).port,
    database: database.kind,
    seeded,
    poolSize: config.DATABASE_POOL_SIZE,
  });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100).unref();
});
