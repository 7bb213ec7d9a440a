/**
 * The load generator, in its own process (forked by bench/run.ts for each scenario), so that it never shares an
 * event loop with the server. It receives one LoadJob over IPC, runs an optional warm-up and then the measured run
 * with autocannon, and sends back one LoadResult.
 *
 * Latencies are recorded here from autocannon's per-response events (sub-millisecond, every status), and grouped
 * into operations: one full cycle of the plan's requests on one connection (e.g. an exchange round trip). With
 * pipelining 1 a connection sends its next request as soon as the previous answer is complete, so an operation's
 * latency is the sum of its requests' latencies.
 */
import http from 'node:http';
import autocannon, { type Client } from 'autocannon';
import {
  CYCLE_ID,
  type LoadJob,
  type LoadResult,
  type PlannedRequest,
  type Percentiles,
  type SlowRequest,
  type WorkerReply,
} from './protocol';

/** Bounds the memory of the recorders; far above what two cores can produce in a run. */
const MAX_SAMPLES = 5_000_000;

class Recorder {
  private values = new Float64Array(4096);
  count = 0;

  add(value: number) {
    if (this.count >= MAX_SAMPLES) return;
    if (this.count === this.values.length) {
      const grown = new Float64Array(Math.min(this.values.length * 2, MAX_SAMPLES));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = value;
  }

  /** The i-th value added. */
  valueAt(i: number): number {
    return this.values[i]!;
  }

  percentiles(): Percentiles {
    const sorted = this.values.slice(0, this.count).sort();
    const at = (q: number) =>
      sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1), count: this.count };
  }
}

/** Counts runs (warm-up, measured) so that cycle ids never repeat within this process. */
let runs = 0;

/**
 * One connection's requests: its own headers and `{{name}}` values, and bodies whose CYCLE_ID becomes a fresh id each
 * time the cycle starts again. The counter lives in this closure because autocannon resets its per-connection context
 * every cycle.
 */
function connectionRequests(
  requests: PlannedRequest[],
  extra: { headers?: Record<string, string>; values?: Record<string, string> },
  connection: string,
) {
  const bodies = requests.map((request) => {
    let body = request.body;
    for (const [name, value] of Object.entries(extra.values ?? {}))
      body = body?.replaceAll(`{{${name}}}`, value);
    return body;
  });
  // Read after the values are in: a connection's value may be a whole body that carries CYCLE_ID (seamless batches).
  const unique = bodies.some((body) => body?.includes(CYCLE_ID));
  let cycle = 0;
  return requests.map((request, index) => {
    const body = bodies[index];
    return {
      ...request,
      body,
      headers: { ...request.headers, ...extra.headers },
      ...(unique && {
        setupRequest: (raw: { body?: string }) => {
          if (index === 0) cycle += 1;
          return { ...raw, body: body?.replaceAll(CYCLE_ID, `${connection}-${cycle}`) };
        },
      }),
    };
  });
}

/** What a run gives back, whoever generated the load. */
interface RunOutcome {
  durationSeconds: number;
  stats?: Stats;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  autocannon?: LoadResult['autocannon'];
}

const newStats = (): Stats => ({
  requestLatency: new Recorder(),
  requestStarts: new Recorder(),
  operationLatency: new Recorder(),
  responses: 0,
  operations: 0,
  operationsOk: 0,
});

/** As fast as answered: every connection sends its next request when the previous answer is complete. */
function run(job: LoadJob, seconds: number, record: boolean): Promise<RunOutcome> {
  const { requests, connectionHeaders, connectionValues } = job.plan;
  const perOperation = requests.length;
  let nextConnection = 0;
  runs += 1;
  const runTag = `${process.pid}-${runs}`;
  const stats = newStats();
  const progress = new Map<Client, { done: number; sum: number; ok: boolean }>();

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: seconds,
        pipelining: 1,
        timeout: job.timeoutSeconds,
        requests,
        setupClient: (client) => {
          const index = nextConnection++;
          const extra = {
            headers: connectionHeaders?.[index % connectionHeaders.length],
            values: connectionValues?.[index % connectionValues.length],
          };
          client.setRequests(connectionRequests(requests, extra, `${runTag}-${index}`));
        },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              durationSeconds: result.duration,
              stats: record ? stats : undefined,
              non2xx: result.non2xx,
              errors: result.errors,
              timeouts: result.timeouts,
              statusCodes: Object.fromEntries(
                Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
              ),
              autocannon: {
                requestsTotal: result.requests.total,
                p50: result.latency.p50,
                p99: result.latency.p99,
              },
            }),
    );
    if (!record) return;
    instance.on('response', (client: Client, status: number, _bytes: number, latencyMs: number) => {
      stats.responses += 1;
      stats.requestLatency.add(latencyMs);
      let state = progress.get(client);
      if (!state) progress.set(client, (state = { done: 0, sum: 0, ok: true }));
      state.done += 1;
      state.sum += latencyMs;
      state.ok &&= status >= 200 && status < 300;
      if (state.done === perOperation) {
        stats.operations += 1;
        if (state.ok) stats.operationsOk += 1;
        stats.operationLatency.add(state.sum);
        state.done = 0;
        state.sum = 0;
        state.ok = true;
      }
    });
  });
}

/** One player of a paced run: a connection of its own, kept open from the warm-up into the measured run. */
interface Lane {
  agent: http.Agent;
  requests: ReturnType<typeof connectionRequests>;
}

/**
 * The lanes of a paced job. They outlive the warm-up so that the measured run starts on open connections: opening
 * all of them again at its start would put a burst of connection set-ups into the first half second measured.
 */
function openLanes(job: LoadJob): Lane[] {
  const { requests, connectionHeaders, connectionValues } = job.plan;
  runs += 1;
  return Array.from({ length: job.connections }, (_, index) => ({
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    requests: connectionRequests(
      requests,
      {
        headers: connectionHeaders?.[index % connectionHeaders.length],
        values: connectionValues?.[index % connectionValues.length],
      },
      `${process.pid}-${runs}-${index}`,
    ),
  }));
}

/**
 * A run paced at `job.ratePerSecond` HTTP requests per second, as many independent players would send them:
 * operations arrive at random (exponential gaps) at that rate divided by the requests per operation, and each is
 * taken by an idle connection (one player each, one operation at a time) or waits for one. A request's latency counts
 * from when it was due, so waiting for a connection counts too (no coordinated omission). autocannon's own rate
 * limit is not used: it sends each connection's share in a burst at the start of every second.
 */
function runPaced(job: LoadJob, lanes: Lane[], seconds: number, record: boolean): Promise<RunOutcome> {
  const { requests } = job.plan;
  const target = new URL(job.url);
  const stats = newStats();
  const outcome = { non2xx: 0, errors: 0, timeouts: 0, statusCodes: {} as Record<string, number> };
  const opsPerSecond = job.ratePerSecond! / requests.length;
  const started = performance.now();
  const end = started + seconds * 1000;

  const send = (lane: Lane, request: Lane['requests'][number]) => {
    const raw = request.setupRequest ? request.setupRequest({ body: request.body }) : { body: request.body };
    return new Promise<number>((resolve) => {
      const outgoing = http.request(
        {
          agent: lane.agent,
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.path,
          headers: { ...request.headers, ...(raw.body && { 'content-length': Buffer.byteLength(raw.body) }) },
          timeout: job.timeoutSeconds * 1000,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(-1));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (error) => resolve(error.message === 'timeout' ? -2 : -1));
      outgoing.end(raw.body);
    });
  };

  const operation = async (lane: Lane, dueAt: number) => {
    let sum = 0;
    let ok = true;
    for (const [index, request] of lane.requests.entries()) {
      const from = index === 0 ? dueAt : performance.now();
      const status = await send(lane, request);
      const latency = performance.now() - from;
      if (!record) continue;
      if (status === -1) outcome.errors += 1;
      else if (status === -2) outcome.timeouts += 1;
      else {
        stats.responses += 1;
        stats.requestLatency.add(latency);
        stats.requestStarts.add(performance.timeOrigin + from);
        outcome.statusCodes[status] = (outcome.statusCodes[status] ?? 0) + 1;
        if (status < 200 || status >= 300) outcome.non2xx += 1;
      }
      sum += latency;
      ok &&= status >= 200 && status < 300;
    }
    if (!record) return;
    stats.operations += 1;
    if (ok) stats.operationsOk += 1;
    stats.operationLatency.add(sum);
  };

  return new Promise((resolve) => {
    const idle = [...lanes];
    const waiting: number[] = [];
    let inFlight = 0;
    let arrivalsOver = false;
    const finish = () => {
      resolve({
        durationSeconds: (performance.now() - started) / 1000,
        stats: record ? stats : undefined,
        ...outcome,
      });
    };
    const start = (lane: Lane, dueAt: number) => {
      inFlight += 1;
      void operation(lane, dueAt).finally(() => {
        inFlight -= 1;
        const next = waiting.shift();
        if (next !== undefined) start(lane, next);
        else idle.push(lane);
        if (arrivalsOver && inFlight === 0) finish();
      });
    };
    let dueAt = started;
    // Every operation due by now starts in one timer callback: a timer fires a millisecond late or more, so one
    // arrival per callback could not keep up with a pace of more than a few hundred a second, and the load
    // generator's own backlog would count as the server's latency.
    const arrive = () => {
      const now = performance.now();
      while (dueAt <= now && dueAt < end) {
        const lane = idle.shift();
        if (lane) start(lane, dueAt);
        else waiting.push(dueAt);
        dueAt += (-Math.log(1 - Math.random()) * 1000) / opsPerSecond;
      }
      if (dueAt >= end) {
        arrivalsOver = true;
        if (inFlight === 0) finish();
        return;
      }
      setTimeout(arrive, dueAt - now);
    };
    arrive();
  });
}

interface Stats {
  requestLatency: Recorder;
  /** paced runs only: when each request of requestLatency was due, epoch ms, in the same order */
  requestStarts: Recorder;
  operationLatency: Recorder;
  responses: number;
  operations: number;
  operationsOk: number;
}

/** The requests at or above the p99 of a paced run, for the runner to set beside what the server waited on. */
function slowestOf(stats: Stats, p99: number): SlowRequest[] {
  const slowest: SlowRequest[] = [];
  for (let i = 0; i < stats.requestStarts.count; i += 1) {
    const ms = stats.requestLatency.valueAt(i);
    if (ms >= p99) slowest.push({ at: stats.requestStarts.valueAt(i), ms });
  }
  return slowest;
}

async function execute(job: LoadJob): Promise<LoadResult> {
  const lanes = job.ratePerSecond ? openLanes(job) : [];
  const generate = (seconds: number, record: boolean) =>
    job.ratePerSecond ? runPaced(job, lanes, seconds, record) : run(job, seconds, record);
  if (job.warmupSeconds > 0) await generate(job.warmupSeconds, false);
  reply({ type: 'measuring' });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const { stats, ...outcome } = await generate(job.durationSeconds, true);
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - started;
  for (const lane of lanes) lane.agent.destroy();
  const requestLatencyMs = stats!.requestLatency.percentiles();
  return {
    ...outcome,
    responses: stats!.responses,
    operations: stats!.operations,
    operationsOk: stats!.operationsOk,
    requestLatencyMs,
    ...(job.ratePerSecond ? { slowest: slowestOf(stats!, requestLatencyMs.p99) } : {}),
    operationLatencyMs: stats!.operationLatency.percentiles(),
    cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
  };
}

function reply(message: WorkerReply, then: () => void = () => {}) {
  process.send!(message, then);
}

process.once('message', (job: LoadJob) => {
  execute(job).then(
    (result) => reply({ type: 'result', result }, () => process.exit(0)),
    (error: unknown) =>
      reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }, () =>
        process.exit(1),
      ),
  );
});
// The runner went away: stop generating load at once.
process.on('disconnect', () => process.exit(1));
