/** Messages and plans shared by the runner, the server child and the load-generator child. */

/**
 * Written in a body, replaced by the load generator with an id unique to each cycle of each connection: the requests
 * of one operation share it (a bet and its settlement name one round), no two operations do.
 */
export const CYCLE_ID = '{{cycle}}';

/** One HTTP request as the load generator sends it; plain data, so it crosses the process boundary. */
export interface PlannedRequest {
  method: 'GET' | 'POST';
  path: string;
  /** May contain CYCLE_ID and the plan's `{{name}}` connection values. */
  body?: string;
  headers?: Record<string, string>;
}

/**
 * What a scenario hands the load generator: a cycle of requests every connection sends in a loop (one operation
 * per cycle), and optionally headers per connection (e.g. each connection its own player's token), dealt out
 * round-robin.
 */
export interface LoadPlan {
  requests: PlannedRequest[];
  connectionHeaders?: Record<string, string>[];
  /** Per connection, dealt out the same way: each `{{name}}` in a body becomes that connection's value. */
  connectionValues?: Record<string, string>[];
}

export interface LoadJob {
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  timeoutSeconds: number;
  plan: LoadPlan;
  /** requests per second from all connections together, paced (load-worker.ts runPaced); unset: as fast as answered */
  ratePerSecond?: number;
}

/** Cumulative counters of the server process; the runner takes differences around each scenario. */
export interface ServerCpuSample {
  /** microseconds of user + system CPU since the process started (all threads: main, libuv pool, GC) */
  cpuMicros: number;
  /** milliseconds the main event loop was busy / idle, from performance.eventLoopUtilization() */
  loopActiveMs: number;
  loopIdleMs: number;
  /** wall clock, milliseconds */
  at: number;
}

export interface LoadResult {
  /** seconds the measured run lasted, as autocannon measured it */
  durationSeconds: number;
  /** HTTP responses received (any status) */
  responses: number;
  /** completed operations: full cycles of the plan's requests on one connection */
  operations: number;
  /** operations in which every response was 2xx */
  operationsOk: number;
  requestLatencyMs: Percentiles;
  operationLatencyMs: Percentiles;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** autocannon's own view, for cross-checking: 2xx-only latencies at 1 ms resolution */
  autocannon?: { requestsTotal: number; p50: number; p99: number };
  /** CPU the load generator itself used during the measured run, in percent of one core */
  cpuPercent: number;
  /** A paced run's requests at or above its request p99: when each was due and how long it took (wall clock, ms). */
  slowest?: SlowRequest[];
}

/** One request, its start (epoch ms, when it was due) and latency; processes on one machine share the clock. */
export interface SlowRequest {
  at: number;
  ms: number;
}

/** The server process during a half-load run (bench/server-watch.ts); times are epoch milliseconds. */
export interface ServerWatch {
  gc: { at: number; ms: number; major: boolean }[];
  loopDelayMs: { p50: number; p99: number; max: number };
  /** pg pool: the samples taken and those in which queries waited for a connection; null on PGlite */
  poolQueue: { sampleMs: number; samples: number; waiting: { at: number; count: number }[] } | null;
}

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  count: number;
}

/** Runner → server child. */
export type ServerRequest =
  | { type: 'verify' }
  | { type: 'ceiling'; job: CeilingJob }
  | { type: 'transfer-tables'; create: boolean }
  | { type: 'memory' }
  | { type: 'collect' }
  | { type: 'checkpoint' }
  | { type: 'cpu' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string }
  | { type: 'watch-start' }
  | { type: 'watch-stop' }
  | { type: 'stop' };

/** Server child → runner. */
export type ServerReply =
  | { type: 'ready'; port: number; database: 'pglite' | 'postgres'; seeded: boolean; poolSize: number }
  | { type: 'verified'; violations: string[] }
  | { type: 'ceiling'; result: CeilingResult }
  | { type: 'memory'; sample: MemorySample; streams: number }
  | { type: 'collected' }
  | { type: 'checkpointed' }
  | { type: 'transfer-tables'; create: boolean }
  | { type: 'cpu'; sample: ServerCpuSample }
  | { type: 'profiling' }
  | { type: 'profiled'; file: string }
  | { type: 'watching' }
  | { type: 'watched'; watch: ServerWatch }
  | { type: 'failed'; message: string };

/** Load worker → runner. */
export type WorkerReply =
  { type: 'measuring' } | { type: 'result'; result: LoadResult } | { type: 'failed'; message: string };

// A ceiling row's job and result travel in the messages above (ceiling.ts runs the row in the server child).

export type CeilingKind = 'exchange' | 'digitbet' | 'seamless' | 'twod' | 'threed' | 'transfer';

/** One lane (one connection of the row): the player it acts for and, for webhooks and slips, the body it sends. */
export interface CeilingLane {
  userId: number;
  /** Seamless: the webhook body (CYCLE_ID becomes a fresh id per operation); 2D: the slip; exchange: kyat. */
  body?: string;
}

export interface CeilingSpec {
  kind: CeilingKind;
  /** Seamless only: withdraw or deposit. */
  path?: 'withdraw' | 'deposit';
  lanes: CeilingLane[];
}

export interface CeilingJob extends CeilingSpec {
  concurrency: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface CeilingResult {
  operations: number;
  durationSeconds: number;
  perSecond: number;
  latencyMs: Percentiles;
  /** operations that threw or that the seamless wallet answered with a code other than 0 */
  failures: number;
  firstFailure: string | null;
}

/** The server child's memory, as the streams row samples it (streams.ts). */
export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
}
