/**
 * `npm run bench [-- options]`: starts the API in a child process against DATABASE_URL (PostgreSQL) or, when it is
 * unset, an embedded PGlite in a temporary DATA_DIR; runs every scenario of bench/scenarios.ts with autocannon in a
 * second child process; prints requests/s and latency per row next to a bare route on the same server, measured in
 * the same run; then verifies the ledger and that every response was 2xx. Exit code 0 when everything was correct
 * (targets are reported, not enforced), 1 when a check failed, 2 when the bench itself could not run.
 */
import { type ChildProcess, execFile, fork, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TRANSFER_ACCOUNTS } from './ceiling';
import { BenchContext, type BenchOptions } from './context';
import { type ActivitySample, type Checkpoints, DbProfiler, type StatementProfile } from './db-profile';
import { busyPercentOver, machineSample, type MachineUse, machineUse, processTreeCpuMs } from './machine';
import { summarizeProfile } from './profile';
import type {
  CeilingResult,
  LoadJob,
  LoadResult,
  ServerCpuSample,
  ServerReply,
  ServerRequest,
  WorkerReply,
} from './protocol';
import { formatReport, type Report, type Row, type TransferBaseline } from './report';
import { BENCH_AGGREGATOR_ENV } from './aggregator';
import { BENCH_START, benchNow } from './clock';
import { type Scenario, scenarios } from './scenarios';
import { measureStreams, type StreamsResult } from './streams';
import { summarizeWaits, type WaitProfile } from './waits';

/** Players exchanging while the idle streams are open, each timing its own balance events. */
const STREAM_LATENCY_PLAYERS = 16;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TSX_LOADER = import.meta.resolve('tsx');
const SERVER_START_TIMEOUT_MS = 180_000;
const REPLY_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_SECONDS = 10;

const USAGE = `Usage: npm run bench -- [options]
  --json                  print one JSON object on stdout instead of the table (progress goes to stderr)
  --quick                 a smoke run: 2 s per row after a 1 s warm-up (unless --duration/--warmup say otherwise)
  --duration <seconds>    measured seconds per row (default 10)
  --half-load-duration <seconds>
                          measured seconds of a money row's run at half load (default 20, --quick 2)
  --warmup <seconds>      unmeasured seconds before each row (default 3)
  --connections <n>       concurrent connections per row (default 64)
  --exchange-players <n>  players sharing the exchange load (default: one per connection)
  --only <names>          comma-separated scenario names (or parts of them); the bare route always runs;
                          "workers" adds the chosen money rows through WORKERS=2, "event streams" the push rows
  --streams <n>           idle event streams to open for the push rows (default 10000, --quick 1000; 0: none)
  --cpu-prof              profile the server's main thread during each measured run; print the hottest code
  --db-profile            PostgreSQL only: each money row's statements (pg_stat_statements, which must be in
                          shared_preload_libraries) and what its slowest 1 % of requests at half load waited on
Environment: DATABASE_URL (PostgreSQL; unset: PGlite in a temporary directory), DATABASE_POOL_SIZE,
  BENCH_LOG_LEVEL (server log level, default warn).
Scenarios: ${scenarios.map((s) => s.name).join(', ')}`;

function positiveNumber(name: string, value: string | undefined, fallback: number, integer = false): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number)) || number > 100_000)
    throw new UsageError(`--${name} wants a positive ${integer ? 'integer' : 'number'}, got ${value}`);
  return number;
}

class UsageError extends Error {}

function parseOptions(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      json: { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      'half-load-duration': { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      'exchange-players': { type: 'string' },
      only: { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
      'db-profile': { type: 'boolean', default: false },
      streams: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  const quick = values.quick;
  const warmupSeconds = values.warmup === '0' ? 0 : positiveNumber('warmup', values.warmup, quick ? 1 : 3);
  return {
    quick,
    json: values.json,
    durationSeconds: positiveNumber('duration', values.duration, quick ? 2 : 10),
    halfLoadSeconds: positiveNumber('half-load-duration', values['half-load-duration'], quick ? 2 : 20),
    warmupSeconds,
    connections: positiveNumber('connections', values.connections, 64, true),
    exchangePlayers:
      values['exchange-players'] === undefined
        ? undefined
        : positiveNumber('exchange-players', values['exchange-players'], 1, true),
    only: values.only
      ?.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    cpuProf: values['cpu-prof'],
    dbProfile: values['db-profile'],
    streams:
      values.streams === '0' ? 0 : positiveNumber('streams', values.streams, quick ? 1000 : 10_000, true),
  };
}

function selectScenarios(options: BenchOptions): Scenario[] {
  const baselines = scenarios.filter((s) => s.baseline);
  if (baselines.length !== 1) throw new Error('bench/scenarios.ts must have exactly one baseline scenario');
  const only = options.only;
  if (!only) return scenarios;
  const chosen = scenarios.filter(
    (s) => s.baseline || only.some((name) => s.name.toLowerCase().includes(name)),
  );
  const unknown = only.filter(
    (name) =>
      !scenarios.some((s) => s.name.toLowerCase().includes(name)) &&
      !'event streams'.includes(name) &&
      !'workers'.includes(name),
  );
  if (unknown.length) throw new UsageError(`--only: no scenario named ${unknown.join(', ')}`);
  return chosen;
}

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/* ---------- child processes ---------- */

const children = new Set<ChildProcess>();

function startChild(file: string, env: NodeJS.ProcessEnv, execArgv: string[] = []): ChildProcess {
  const child = fork(path.join(HERE, file), [], {
    execArgv: ['--import', TSX_LOADER, ...execArgv],
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Whatever the children print goes to stderr, so that stdout carries only the report.
  child.stdout?.pipe(process.stderr);
  child.stderr?.pipe(process.stderr);
  children.add(child);
  child.once('exit', () => children.delete(child));
  // e.g. a message sent after the child died; the waiting side reports the exit itself.
  child.on('error', (error) => log(`${file}: ${error.message}`));
  return child;
}

/** The first message `pick` accepts (returns non-undefined for); rejects on timeout or when the child exits. */
function nextMessage<M, T>(
  child: ChildProcess,
  pick: (message: M) => T | undefined,
  timeoutMs: number,
  what: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      reject(
        new Error(
          `${what}: the child process has exited (code ${child.exitCode}, signal ${child.signalCode})`,
        ),
      );
      return;
    }
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: M) => {
      let picked: T | undefined;
      try {
        picked = pick(message);
      } catch (error) {
        cleanup();
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (picked === undefined) return;
      cleanup();
      resolve(picked);
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanup();
      reject(new Error(`${what}: the child process exited (code ${code}, signal ${signal})`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${what}: no answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Asks children still running to stop, then forces them; bounded in time. */
async function stopChildren(): Promise<void> {
  const running = [...children];
  for (const child of running) child.kill('SIGTERM');
  const exited = await Promise.all(running.map((child) => waitForExit(child, 10_000)));
  running.forEach((child, i) => {
    if (!exited[i]) child.kill('SIGKILL');
  });
}

function serverFailure(message: ServerReply): never | undefined {
  if (message.type === 'failed') throw new Error(`server: ${message.message}`);
  return undefined;
}

/**
 * PostgreSQL writes its dirty pages out before a row is measured. A checkpoint otherwise falls wherever the WAL of the
 * rows before it puts one, and for a minute or two after it every page first touched goes whole into the WAL: the
 * row it lands in pays for the rows before it, and the rows are no longer measured alike.
 */
const checkpoint = (server: ChildProcess) =>
  askServer(server, { type: 'checkpoint' }, (m) => (m.type === 'checkpointed' ? true : undefined));

function askServer<T>(server: ChildProcess, request: ServerRequest, pick: (m: ServerReply) => T | undefined) {
  const answer = nextMessage<ServerReply, T>(
    server,
    (m) => serverFailure(m) ?? pick(m),
    REPLY_TIMEOUT_MS * 5,
    `server ${request.type}`,
  );
  server.send(request);
  return answer;
}

const noCpu = (): ServerCpuSample => ({ cpuMicros: 0, loopActiveMs: 0, loopIdleMs: 0, at: Date.now() });

const serverCpu = (server: ChildProcess) =>
  askServer<ServerCpuSample>(server, { type: 'cpu' }, (m) => (m.type === 'cpu' ? m.sample : undefined));

/* ---------- measurement ---------- */

interface Measured<T> {
  result: LoadResult;
  serverCpuPct: number;
  loopUtilization: number;
  machine: MachineUse;
  watched: T | undefined;
}

/** Something read around a measured run: from the end of its warm-up until its result is in. */
interface RunWatch<T> {
  start(): Promise<void>;
  stop(result: LoadResult): Promise<T>;
}

async function measure<T = undefined>(
  /** a pid: a server that does not answer over IPC (the WORKERS cluster): its process tree's CPU, no loop figure */
  server: ChildProcess | number,
  job: LoadJob,
  what: string,
  profileFile: string | undefined,
  watch?: RunWatch<T>,
): Promise<Measured<T>> {
  const sample = () =>
    typeof server === 'number'
      ? Promise.resolve({ ...noCpu(), cpuMicros: processTreeCpuMs(server) * 1000 })
      : serverCpu(server);
  const worker = startChild('load-worker.ts', process.env);
  try {
    const measuring = nextMessage<WorkerReply, true>(
      worker,
      (m) => {
        if (m.type === 'failed') throw new Error(`load generator: ${m.message}`);
        return m.type === 'measuring' ? true : undefined;
      },
      (job.warmupSeconds + 60) * 1000,
      `${what} warm-up`,
    );
    worker.send(job);
    await measuring;
    await watch?.start();
    const finished = nextMessage<WorkerReply, LoadResult>(
      worker,
      (m) => {
        if (m.type === 'failed') throw new Error(`load generator: ${m.message}`);
        return m.type === 'result' ? m.result : undefined;
      },
      (job.durationSeconds + 60) * 1000,
      what,
    );
    finished.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
    if (profileFile && typeof server !== 'number')
      await askServer(server, { type: 'profile-start' }, (m) => (m.type === 'profiling' ? true : undefined));
    const [cpuBefore, boxBefore] = [await sample(), machineSample()];
    const result = await finished;
    const [cpuAfter, boxAfter] = [await sample(), machineSample()];
    const watched = await watch?.stop(result);
    if (profileFile && typeof server !== 'number')
      await askServer(server, { type: 'profile-stop', file: profileFile }, (m) =>
        m.type === 'profiled' ? true : undefined,
      );
    const wallMs = cpuAfter.at - cpuBefore.at;
    const active = cpuAfter.loopActiveMs - cpuBefore.loopActiveMs;
    const idle = cpuAfter.loopIdleMs - cpuBefore.loopIdleMs;
    return {
      result,
      serverCpuPct: wallMs > 0 ? ((cpuAfter.cpuMicros - cpuBefore.cpuMicros) / 1000 / wallMs) * 100 : 0,
      loopUtilization: active + idle > 0 ? active / (active + idle) : 0,
      machine: machineUse(boxBefore, boxAfter),
      watched,
    };
  } finally {
    if (!(await waitForExit(worker, 10_000))) worker.kill('SIGKILL');
  }
}

/**
 * Runs the row's job again paced at half the HTTP requests per second it reached (load-worker.ts runPaced) and
 * keeps that run's request p99 and event loop on the row.
 */
async function measureHalfLoad(
  server: ChildProcess | number,
  job: LoadJob,
  row: Row,
  options: BenchOptions,
  profiler?: DbProfiler,
) {
  if (row.http_requests_per_sec <= 0) return;
  const rate = Math.max(1, Math.round(row.http_requests_per_sec / 2));
  log(`"${row.name}" paced at ${rate} HTTP req/s (half of what it reached)`);
  // The full-load run and the ceiling left the garbage of an overload behind; collected now, it does not land in
  // the first seconds at half load. The run is long enough to meet the collections of its own load.
  if (typeof server !== 'number')
    await askServer(server, { type: 'collect' }, (m) => (m.type === 'collected' ? true : undefined));
  const paced = await measure(
    server,
    {
      ...job,
      warmupSeconds: Math.min(1, options.warmupSeconds),
      durationSeconds: options.halfLoadSeconds,
      ratePerSecond: rate,
    },
    `${row.name}, half load`,
    undefined,
    profiler && typeof server !== 'number' ? halfLoadWatch(server, profiler) : undefined,
  );
  row.half_load = {
    rate_per_sec: round(paced.result.responses / (paced.result.durationSeconds || 1), 1),
    request_p99_ms: round(paced.result.requestLatencyMs.p99, 3),
    server_event_loop_utilization: round(paced.loopUtilization, 3),
    waits: paced.watched ?? null,
  };
  const { non2xx, errors, timeouts } = paced.result;
  if (non2xx > 0 || errors > 0 || timeouts > 0)
    row.problems.push(`half load: ${non2xx} non-2xx, ${errors + timeouts} error(s)`);
}

/** --db-profile: a money row's statements over its full-load run. */
const statementsWatch = (profiler: DbProfiler): RunWatch<StatementProfile | null> => ({
  start: () => profiler.resetStatements(),
  stop: (result) => profiler.readStatements(result.operations),
});

/**
 * --db-profile at half load: pg_stat_activity sampled from the runner's connection, the server's collections, event
 * loop and pool queue (bench/server-watch.ts), and the checkpoints counted, set beside the run's slowest 1 %.
 */
function halfLoadWatch(server: ChildProcess, profiler: DbProfiler): RunWatch<WaitProfile> {
  let started: { from: number; checkpoints: Checkpoints; stopSampling: () => Promise<ActivitySample[]> };
  return {
    async start() {
      const checkpoints = await profiler.checkpoints();
      await askServer(server, { type: 'watch-start' }, (m) => (m.type === 'watching' ? true : undefined));
      started = { from: Date.now(), checkpoints, stopSampling: profiler.sampleActivity() };
    },
    async stop(result) {
      const to = Date.now();
      const activity = await started.stopSampling();
      const watch = await askServer(server, { type: 'watch-stop' }, (m) =>
        m.type === 'watched' ? m.watch : undefined,
      );
      return summarizeWaits({
        slowest: result.slowest ?? [],
        run: { from: started.from, to },
        activity,
        checkpoints: { before: started.checkpoints, after: await profiler.checkpoints() },
        server: watch,
      });
    },
  };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function makeRow(
  scenario: Scenario,
  connections: number,
  measured: Measured<unknown>,
  note: string | undefined,
  problems: string[],
  ceiling: CeilingResult | undefined,
): Row {
  const { result } = measured;
  const seconds = result.durationSeconds || 1;
  const perSecond = result.operations / seconds;
  const op = result.operationLatencyMs;
  const target = scenario.target;
  const failures = [...problems];
  if (ceiling && ceiling.failures > 0)
    failures.push(`ceiling: ${ceiling.failures} operation(s) failed, first: ${ceiling.firstFailure}`);
  if (result.non2xx > 0) failures.push(`${result.non2xx} non-2xx response(s)`);
  if (result.errors > 0 || result.timeouts > 0)
    failures.push(`${result.errors} connection error(s), ${result.timeouts} timeout(s)`);
  if (result.operations === 0) failures.push('no operation completed');
  return {
    name: scenario.name,
    unit: scenario.unit,
    connections,
    requests_per_sec: round(perSecond, 1),
    http_requests_per_sec: round(result.responses / seconds, 1),
    p50_ms: round(op.p50, 3),
    p90_ms: round(op.p90, 3),
    p99_ms: round(op.p99, 3),
    max_ms: round(op.max, 3),
    request_p99_ms: round(result.requestLatencyMs.p99, 3),
    half_load: null,
    db_profile: null,
    ratio_to_bare: 0,
    http_ratio_to_bare: 0,
    ceiling_per_sec: ceiling ? round(ceiling.perSecond, 1) : null,
    ceiling_p50_ms: ceiling ? round(ceiling.latencyMs.p50, 3) : null,
    ceiling_p99_ms: ceiling ? round(ceiling.latencyMs.p99, 3) : null,
    ratio_to_ceiling: ceiling?.perSecond ? round(perSecond / ceiling.perSecond, 3) : null,
    ratio_to_transfer: null,
    operations: result.operations,
    responses: result.responses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    status_codes: result.statusCodes,
    server_cpu_pct: round(measured.serverCpuPct, 1),
    server_event_loop_utilization: round(measured.loopUtilization, 3),
    loadgen_cpu_pct: round(result.cpuPercent, 1),
    postgres_cpu_pct: measured.machine.postgresPct === null ? null : round(measured.machine.postgresPct, 1),
    other_cpu_pct: round(
      Math.max(
        0,
        measured.machine.busyCorePct -
          measured.serverCpuPct -
          result.cpuPercent -
          (measured.machine.postgresPct ?? 0),
      ),
      1,
    ),
    machine_cpu_pct: round(measured.machine.machinePct, 1),
    target: target ? { ...target, met: null } : null,
    note: note ?? null,
    problems: failures,
  };
}

function describeDatabaseUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return '(unparsable)';
  }
}

/* ---------- the plain transfer baseline ---------- */

/** pgbench's own script shape: two accounts, lower id first (no deadlocks), and a history row, in one transaction. */
const PGBENCH_SCRIPT = `\\set a random(1, ${TRANSFER_ACCOUNTS})
\\set b random(1, ${TRANSFER_ACCOUNTS})
\\set lo least(:a, :b)
\\set hi greatest(:a, :b)
\\set delta random(1, 1000)
BEGIN;
UPDATE bench_transfer_accounts SET balance = balance - :delta WHERE id = :lo;
UPDATE bench_transfer_accounts SET balance = balance + :delta WHERE id = :hi;
INSERT INTO bench_transfer_history (a, b, delta, at) VALUES (:lo, :hi, :delta, now());
END;
`;

/** Runs once per transfer whichever tool sends it: its calls count the transfers (the warm-up's too from Node). */
const TRANSFER_STATEMENT = /^insert into bench_transfer_history/i;

function pgbenchPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** pgbench's run: its transactions per second, and with a `rate`, the p99 of the transactions it logged. */
interface PgbenchRun {
  tps: number;
  latencyAvgMs: number | null;
  p99Ms: number | null;
}

/**
 * With `rate`, pgbench paces its transactions at that many a second with random (Poisson) gaps and counts each one's
 * latency from when it was due, as the money rows' half-load run does (load-worker.ts runPaced).
 */
function runPgbench(
  pgbench: string,
  url: string,
  clients: number,
  seconds: number,
  rate?: number,
): Promise<PgbenchRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zeya-pgbench-'));
  const script = path.join(dir, 'transfer.sql');
  writeFileSync(script, PGBENCH_SCRIPT);
  const args = [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(clients),
    '-j',
    String(Math.min(clients, os.availableParallelism())),
    ...(rate === undefined
      ? []
      : ['-R', String(Math.round(rate)), '-l', `--log-prefix=${path.join(dir, 'log')}`]),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      pgbench,
      [...args, '-T', String(Math.max(1, Math.round(seconds))), '-f', script, url],
      { timeout: (seconds + 60) * 1000 },
      (error, stdout, stderr) => {
        const p99Ms = rate === undefined || error ? null : loggedP99Ms(dir);
        rmSync(dir, { recursive: true, force: true });
        const tps = /tps = ([\d.]+)/.exec(stdout);
        if (error || !tps) {
          reject(new Error(`pgbench failed: ${error?.message ?? ''} ${stderr.slice(0, 500)}`));
          return;
        }
        const latency = /latency average = ([\d.]+) ms/.exec(stdout);
        resolve({ tps: Number(tps[1]), latencyAvgMs: latency ? Number(latency[1]) : null, p99Ms });
      },
    );
  });
}

/**
 * The p99 of the transactions pgbench logged in `dir` (one line each: client, number, latency in microseconds, script,
 * epoch seconds, microseconds, schedule lag), leaving out the first second, when its clients are still connecting.
 */
function loggedP99Ms(dir: string): number | null {
  const lines = readdirSync(dir)
    .filter((file) => file.startsWith('log.'))
    .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('\n'))
    .map((line) => line.split(' ').map(Number))
    .filter((fields) => fields.length >= 6);
  if (lines.length === 0) return null;
  const endedAt = (fields: number[]) => fields[4]! + fields[5]! / 1e6;
  const start = lines.reduce((first, fields) => Math.min(first, endedAt(fields)), Infinity);
  const latencies = lines
    .filter((fields) => endedAt(fields) >= start + 1)
    .map((fields) => fields[2]! / 1000)
    .sort((a, b) => a - b);
  if (latencies.length === 0) return null;
  return latencies[Math.min(latencies.length - 1, Math.ceil(0.99 * latencies.length) - 1)]!;
}

/**
 * A plain two-account transfer with a history row, on the same database in the same run, with as many clients as
 * the server's pool has connections: pgbench when it is installed and the database is PostgreSQL, else the same
 * transaction from the server process (bench/ceiling.ts).
 */
async function transferBaseline(
  server: ChildProcess,
  options: BenchOptions,
  poolSize: number,
  database: 'pglite' | 'postgres',
  profiler: DbProfiler | undefined,
): Promise<TransferBaseline> {
  const clients = database === 'postgres' ? poolSize : 1;
  await askServer(server, { type: 'transfer-tables', create: true }, (m) =>
    m.type === 'transfer-tables' ? true : undefined,
  );
  await checkpoint(server);
  try {
    const pgbench = database === 'postgres' && process.env.DATABASE_URL ? pgbenchPath() : null;
    if (pgbench) {
      log(
        `transfer baseline: pgbench, ${clients} clients, ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`,
      );
      // A warm-up of a second may end before a busy machine has opened every client, with no transaction to report;
      // its figures are not used, and whatever else fails fails again in the measured run.
      if (options.warmupSeconds > 0)
        await runPgbench(pgbench, process.env.DATABASE_URL!, clients, options.warmupSeconds).catch(
          () => undefined,
        );
      await profiler?.resetStatements();
      const result = await runPgbench(pgbench, process.env.DATABASE_URL!, clients, options.durationSeconds);
      const db_profile = (await profiler?.readStatements(TRANSFER_STATEMENT)) ?? null;
      log(
        `transfer baseline: pgbench paced at ${Math.round(result.tps / 2)} transfers/s (half of what it reached)`,
      );
      const half = await runPgbench(
        pgbench,
        process.env.DATABASE_URL!,
        clients,
        options.halfLoadSeconds,
        result.tps / 2,
      );
      return {
        tool: 'pgbench',
        clients,
        per_sec: round(result.tps, 1),
        p99_ms: null,
        half_load_p99_ms: half.p99Ms === null ? null : round(half.p99Ms, 3),
        latency_avg_ms: result.latencyAvgMs,
        db_profile,
      };
    }
    log(`transfer baseline: from the server process, ${clients} lanes`);
    await profiler?.resetStatements();
    const result = await askServer(
      server,
      {
        type: 'ceiling',
        job: {
          kind: 'transfer',
          lanes: [],
          concurrency: clients,
          warmupSeconds: options.warmupSeconds,
          durationSeconds: options.durationSeconds,
        },
      },
      (m) => (m.type === 'ceiling' ? m.result : undefined),
    );
    return {
      tool: 'node',
      clients,
      per_sec: round(result.perSecond, 1),
      p99_ms: round(result.latencyMs.p99, 3),
      half_load_p99_ms: null,
      latency_avg_ms: null,
      db_profile: (await profiler?.readStatements(TRANSFER_STATEMENT)) ?? null,
    };
  } finally {
    await askServer(server, { type: 'transfer-tables', create: false }, (m) =>
      m.type === 'transfer-tables' ? false : undefined,
    );
  }
}

/* ---------- the money rows through WORKERS=2 ---------- */

const CLUSTER_WORKERS = 2;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The API as production runs it on one machine with WORKERS=2: apps/api/src/main.ts, whose first process starts two
 * workers on one port (Node's cluster module hands out connections), on the same database as the bench server.
 */
async function startCluster(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = startChild('../apps/api/src/main.ts', {
    ...env,
    WORKERS: String(CLUSTER_WORKERS),
    PORT: String(port),
    // The bench's signed webhooks carry the bench clock: the cluster's starts where that clock is now.
    FAKE_NOW: benchNow().toISOString(),
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`WORKERS=${CLUSTER_WORKERS}: main.ts exited (${child.exitCode})`);
    try {
      const reply = await fetch(`${base}/api/banks`, { signal: AbortSignal.timeout(2_000) });
      if (reply.status < 500) return { child, base };
    } catch {
      // not listening yet
    }
    await delay(500);
  }
  throw new Error(`WORKERS=${CLUSTER_WORKERS}: no answer within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/* ---------- the run ---------- */

/** --db-profile: PostgreSQL's own figures, read on a connection of the runner's; PGlite has none of them. */
async function openProfiler(database: 'pglite' | 'postgres'): Promise<DbProfiler | undefined> {
  if (database !== 'postgres' || !process.env.DATABASE_URL) {
    log(
      "--db-profile is not available on PGlite (it reads PostgreSQL's pg_stat_statements and pg_stat_activity); " +
        'running without it',
    );
    return undefined;
  }
  const profiler = await DbProfiler.open(process.env.DATABASE_URL);
  if (profiler.statementsMissing)
    log(
      `--db-profile: ${profiler.statementsMissing}. Statements are not profiled; waits at half load still are.`,
    );
  return profiler;
}

async function bench(
  options: BenchOptions,
  dataDir: string,
  profileDir: string | undefined,
): Promise<Report> {
  const selected = selectScenarios(options);
  const startedAt = new Date();
  const busyBefore = await busyPercentOver(1000);
  if (busyBefore > 15)
    log(
      `WARNING: the machine is already ${Math.round(busyBefore)}% busy before the bench: results will be noisy`,
    );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    // The load generator and the runner stand for many clients, each told apart by X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    FAKE_NOW: BENCH_START.toISOString(),
    PUBLIC_URL: '',
    ...BENCH_AGGREGATOR_ENV,
  };
  log(`starting the server (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, data dir ${dataDir})`);
  const server = startChild('server.ts', env, ['--expose-gc']);
  const ready = await nextMessage<ServerReply, Extract<ServerReply, { type: 'ready' }>>(
    server,
    (m) => serverFailure(m) ?? (m.type === 'ready' ? m : undefined),
    SERVER_START_TIMEOUT_MS,
    'server start',
  );
  const base = `http://127.0.0.1:${ready.port}`;
  log(
    `server ready at ${base} (${ready.database}${ready.seeded ? ', demo data seeded' : ', already seeded'})`,
  );
  const ctx = new BenchContext(base, options, log);
  const profiler = options.dbProfile ? await openProfiler(ready.database) : undefined;

  const rows: Row[] = [];
  const profiles: Report['profiles'] = [];
  const ceilings = new Map<Scenario, CeilingResult>();
  for (const scenario of selected) {
    log(`preparing "${scenario.name}"`);
    const prepared = await scenario.prepare(ctx);
    const connections = scenario.connections?.(options) ?? options.connections;
    await checkpoint(server);
    log(
      `running "${scenario.name}": ${connections} connections, ${options.warmupSeconds} s warm-up + ` +
        `${options.durationSeconds} s`,
    );
    const profileFile = profileDir
      ? path.join(profileDir, `${scenario.name.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`)
      : undefined;
    const job: LoadJob = {
      url: base,
      connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      timeoutSeconds: REQUEST_TIMEOUT_SECONDS,
      plan: prepared.plan,
    };
    const moneyRow = scenario.target?.maxHalfLoadP99Ms !== undefined;
    const measured = await measure(
      server,
      job,
      scenario.name,
      profileFile,
      profiler && moneyRow ? statementsWatch(profiler) : undefined,
    );
    if (profileFile)
      profiles.push({ scenario: scenario.name, file: profileFile, ...summarizeProfile(profileFile) });
    const problems = prepared.check ? await prepared.check() : [];
    let ceiling: CeilingResult | undefined;
    if (prepared.ceiling) {
      log(`ceiling of "${scenario.name}": ${connections} lanes in the server process, no HTTP`);
      ceiling = await askServer(
        server,
        {
          type: 'ceiling',
          job: {
            ...prepared.ceiling,
            concurrency: connections,
            warmupSeconds: options.warmupSeconds,
            durationSeconds: options.durationSeconds,
          },
        },
        (m) => (m.type === 'ceiling' ? m.result : undefined),
      );
    }
    if (ceiling) ceilings.set(scenario, ceiling);
    const row = makeRow(scenario, connections, measured, prepared.note, problems, ceiling);
    row.db_profile = measured.watched ?? null;
    if (moneyRow) await measureHalfLoad(server, job, row, options, profiler);
    log(
      `  ${row.requests_per_sec} ${scenario.unit}/s, p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms, ` +
        `non-2xx ${row.non2xx}` +
        (ceiling ? `; ceiling ${row.ceiling_per_sec}/s (x ${row.ratio_to_ceiling})` : ''),
    );
    rows.push(row);
  }

  const clusterScenarios = [...ceilings.keys()];
  if (
    ready.database === 'postgres' &&
    clusterScenarios.length > 0 &&
    (!options.only || options.only.some((name) => 'workers'.includes(name)))
  ) {
    log(`starting main.ts with WORKERS=${CLUSTER_WORKERS} on the same database`);
    const cluster = await startCluster(env);
    try {
      const clusterCtx = ctx.at(cluster.base);
      for (const scenario of clusterScenarios) {
        const name = `${scenario.name}, WORKERS=${CLUSTER_WORKERS}`;
        log(`preparing "${name}"`);
        const prepared = await scenario.prepare(clusterCtx);
        const connections = scenario.connections?.(options) ?? options.connections;
        await checkpoint(server);
        log(`running "${name}"`);
        const job: LoadJob = {
          url: cluster.base,
          connections,
          durationSeconds: options.durationSeconds,
          warmupSeconds: options.warmupSeconds,
          timeoutSeconds: REQUEST_TIMEOUT_SECONDS,
          plan: prepared.plan,
        };
        const measured = await measure(cluster.child.pid!, job, name, undefined);
        const problems = prepared.check ? await prepared.check() : [];
        const row = makeRow(
          { ...scenario, name, target: undefined },
          connections,
          measured,
          `${prepared.note ?? ''}; through main.ts with WORKERS=${CLUSTER_WORKERS} (srv CPU: the primary and its workers; srv loop not sampled), ` +
            'x ceil against the single-process ceiling above',
          problems,
          ceilings.get(scenario),
        );
        if (scenario.target?.maxHalfLoadP99Ms !== undefined)
          await measureHalfLoad(cluster.child.pid!, job, row, options);
        log(
          `  ${row.requests_per_sec} ${scenario.unit}/s, p99 ${row.p99_ms} ms, x ceil ${row.ratio_to_ceiling}`,
        );
        rows.push(row);
      }
    } finally {
      cluster.child.kill('SIGTERM');
      if (!(await waitForExit(cluster.child, 20_000))) cluster.child.kill('SIGKILL');
    }
  }

  let streams: StreamsResult | null = null;
  if (options.streams > 0 && (!options.only || options.only.some((name) => 'event streams'.includes(name)))) {
    log(`opening ${options.streams} idle event streams`);
    const players = await ctx.players(options.connections + STREAM_LATENCY_PLAYERS);
    streams = await measureStreams(
      ctx,
      () => askServer(server, { type: 'memory' }, (m) => (m.type === 'memory' ? m.sample : undefined)),
      {
        count: options.streams,
        players: players.slice(0, options.connections),
        latencyPlayers: players.slice(options.connections),
        seconds: options.durationSeconds,
      },
    );
    log(
      `  ${streams.open} streams, ${Math.round(streams.rss_bytes_per_stream)} B RSS each; posting -> event p99 ` +
        `${streams.eventLatencyMs.p99.toFixed(1)} ms over ${streams.eventLatencyMs.count} events`,
    );
  }

  const transfer = await transferBaseline(server, options, ready.poolSize, ready.database, profiler);
  await profiler?.close();
  log(`  transfer baseline (${transfer.tool}): ${transfer.per_sec} transfers/s`);
  const bare = rows[selected.findIndex((scenario) => scenario.baseline)]!;
  for (const row of rows) {
    row.ratio_to_bare = round(bare.requests_per_sec ? row.requests_per_sec / bare.requests_per_sec : 0, 3);
    row.http_ratio_to_bare = round(
      bare.http_requests_per_sec ? row.http_requests_per_sec / bare.http_requests_per_sec : 0,
      3,
    );
    if (row.ceiling_per_sec !== null && transfer.per_sec > 0)
      row.ratio_to_transfer = round(row.http_requests_per_sec / transfer.per_sec, 3);
    if (row.target && row.target.database === ready.database) {
      const t = row.target;
      const each: Record<string, boolean> = {};
      if (t.minPerSecond !== undefined) each.per_sec = row.requests_per_sec >= t.minPerSecond;
      if (t.minCeilingRatio !== undefined)
        each.ceiling_ratio = (row.ratio_to_ceiling ?? 0) >= t.minCeilingRatio;
      if (t.minBareRatio !== undefined) each.bare_ratio = row.ratio_to_bare >= t.minBareRatio;
      if (t.minTransferRatio !== undefined)
        each.transfer_ratio =
          transfer.per_sec > 0 &&
          (row.http_requests_per_sec * (t.postingsPerRequest ?? 1)) / transfer.per_sec >= t.minTransferRatio;
      if (t.maxP99Ms !== undefined) each.p99 = row.request_p99_ms < t.maxP99Ms;
      if (t.maxHalfLoadP99Ms !== undefined)
        each.half_load_p99 = row.half_load !== null && row.half_load.request_p99_ms < t.maxHalfLoadP99Ms;
      t.met_each = each;
      t.met = Object.values(each).every(Boolean);
    }
  }

  log('verifying the ledger');
  const violations = await askServer(server, { type: 'verify' }, (m) =>
    m.type === 'verified' ? m.violations : undefined,
  );

  log('stopping the server');
  server.send({ type: 'stop' } satisfies ServerRequest);
  if (!(await waitForExit(server, 20_000))) log('the server did not stop within 20 s; it will be killed');

  const problems = rows.flatMap((row) => row.problems.map((p) => `${row.name}: ${p}`));
  const all2xx = rows.every(
    (row) => row.non2xx === 0 && row.errors === 0 && row.timeouts === 0 && row.operations > 0,
  );
  const cpuCount = os.availableParallelism();
  const autocannonVersion = (
    JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('autocannon/package.json')), 'utf8')) as {
      version: string;
    }
  ).version;
  return {
    ok: violations.length === 0 && problems.length === 0,
    metadata: {
      database: ready.database,
      database_url: describeDatabaseUrl(env.DATABASE_URL),
      database_pool_size: ready.database === 'postgres' ? ready.poolSize : 1,
      demo_data_seeded_this_run: ready.seeded,
      connections: options.connections,
      duration_seconds: options.durationSeconds,
      half_load_seconds: options.halfLoadSeconds,
      warmup_seconds: options.warmupSeconds,
      quick: options.quick,
      db_profile: !options.dbProfile
        ? 'off'
        : profiler
          ? (profiler.statementsMissing ?? 'on')
          : 'not available on PGlite',
      machine_busy_pct_before_start: round(busyBefore, 1),
      node_version: process.version,
      cpu_count: cpuCount,
      cpu_model: os.cpus()[0]?.model.trim() ?? 'unknown',
      memory_gib: round(os.totalmem() / 2 ** 30, 1),
      platform: `${os.platform()} ${os.release()}`,
      server:
        'bench/server.ts in its own process: buildApp() as in main.ts plus GET /bench/bare, 127.0.0.1, ' +
        `NODE_ENV=development, LOG_LEVEL=${env.LOG_LEVEL}, Argon2 ${env.ARGON2_MEMORY_KIB ?? 65536} KiB x ` +
        `${env.ARGON2_PASSES ?? 3} passes`,
      load_generator: `autocannon ${autocannonVersion} in its own process per row, pipelining 1, keep-alive`,
      fairness_note:
        `${cpuCount} CPU(s) shared by the server process, the load generator` +
        (ready.database === 'postgres' ? ' and PostgreSQL' : ' (PGlite runs inside the server process)') +
        '; numbers are lower than on a machine where they do not compete.',
      started_at: startedAt.toISOString(),
      finished_at: new Date().toISOString(),
    },
    rows,
    transfer,
    streams,
    checks: {
      ledger_verified: violations.length === 0,
      ledger_violations: violations,
      all_2xx: all2xx,
      problems,
    },
    profiles,
  };
}

async function main(): Promise<number> {
  let options: BenchOptions | null;
  try {
    options = parseOptions(process.argv.slice(2));
    if (options) selectScenarios(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(USAGE);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zeya-bench-'));
  const profileDir = options.cpuProf ? mkdtempSync(path.join(os.tmpdir(), 'zeya-bench-profile-')) : undefined;
  let interrupted = false;
  const cleanup = async () => {
    await stopChildren();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const report = await bench(options, dataDir, profileDir);
    console.log(options.json ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.ok ? 0 : 1;
  } catch (error) {
    if (interrupted) return 130;
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 2;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
