import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { TRANSFER_KINDS } from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import { queryRows, type Database } from '../../db/client';
import { depositRequests, ledgerTransfers, withdrawRequests } from '../../db/schema';
import { sendFailure } from '../http/errors';

export interface MetricsOptions {
  /**
   * How long a ledger id must have been visible as the newest before the postings up to it are counted. Ids are
   * drawn when a transaction inserts and seen when it commits, so a lower id can appear after a higher one; waiting
   * longer than any money transaction runs (lock_timeout 10 s, idle_in_transaction_session_timeout 60 s) means every
   * id up to the mark has committed or rolled back by then. Tests set 0.
   */
  postingSettleMs?: number;
}

const DEFAULT_POSTING_SETTLE_MS = 60_000;

/** From a millisecond to ten seconds: money requests take milliseconds, an export or a slow page seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route of a request that matched none (a 404, or a page of the single-page sites served by the fallback). */
const UNMATCHED = 'unmatched';

/**
 * What the process as a whole measures (CPU, memory, heap, GC, event-loop delay): made once per process in a registry
 * of its own, never the global default one, so that the many apps a test process builds neither collide on metric
 * names nor each start an event-loop monitor and a GC observer that outlive them.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** node-postgres's pool behind the Drizzle handle, or null on PGlite, which has no pool: one connection in-process. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

interface RequestSeries {
  count: Counter.Internal;
  latency: Histogram.Internal<string>;
}

/** One app's metrics: series of what its requests did, and gauges read when Prometheus asks. */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'zeya_http_requests_total',
    help: 'Requests answered, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'zeya_http_request_duration_seconds',
    help: 'Time from the request arriving to its reply sent, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  /** Children by route, method and status, made once: prom-client validates labels on each `labels()` call. */
  private readonly requestSeries = new Map<string, RequestSeries>();
  private readonly webhookReplies = new Counter({
    name: 'zeya_webhook_replies_total',
    help: "Provider callback answers by provider, action and the document's code (each item of a batch counts)",
    labelNames: ['provider', 'action', 'code'] as const,
    registers: [this.registry],
  });
  /** Children by provider, action and code: a GSC+ batch counts every item on the seamless wallet's hot path. */
  private readonly webhookSeries = new Map<string, Counter.Internal>();
  private readonly actionOfRoute = new Map<string, string>();
  private readonly postings = new Counter({
    name: 'zeya_ledger_postings_total',
    help:
      'Ledger transfers posted in the whole database since this process first answered a scrape, by kind; counted ' +
      'about a minute late (see metrics.ts). The same on every instance: aggregate with max, not sum',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly pending = new Gauge({
    name: 'zeya_cashier_pending_requests',
    help: 'Deposit and withdrawal requests waiting for a decision',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  private readonly streams = new Gauge({
    name: 'zeya_event_streams_open',
    help: 'Server-sent event streams open on this instance',
    registers: [this.registry],
  });
  private readonly pool: pg.Pool | null;
  /** Registered only over PostgreSQL: PGlite has no pool, and a gauge at 0 would read as an idle one. */
  private readonly poolConnections: Gauge<'state'>;
  private readonly poolWaiting: Gauge;
  private readonly poolMax: Gauge;
  private readonly databaseUp = new Gauge({
    name: 'zeya_metrics_database_up',
    help: 'Whether the database answered this scrape (0: the queue and posting figures are left out)',
    registers: [this.registry],
  });

  private readonly settleMs: number;
  /** Postings up to this id are counted (or were there before the first scrape); undefined until then. */
  private cursor: number | undefined;
  /** The newest ledger id seen at each scrape since the last one that settled, oldest first. */
  private marks: { at: number; id: number }[] = [];
  /** Scrapes that arrive together share one reading, so no range of postings is counted twice. */
  private reading: Promise<void> | undefined;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'events'>,
    options: MetricsOptions = {},
  ) {
    this.pool = poolOf(deps.db);
    const registers = this.pool ? [this.registry] : [];
    this.poolConnections = new Gauge({
      name: 'zeya_db_pool_connections',
      help: 'PostgreSQL connections of this instance by state',
      labelNames: ['state'] as const,
      registers,
    });
    this.poolWaiting = new Gauge({
      name: 'zeya_db_pool_waiting',
      help: 'Queries of this instance waiting for a PostgreSQL connection',
      registers,
    });
    this.poolMax = new Gauge({
      name: 'zeya_db_pool_max',
      help: 'Connections this instance may open (DATABASE_POOL_SIZE)',
      registers,
    });
    this.settleMs = options.postingSettleMs ?? DEFAULT_POSTING_SETTLE_MS;
    // Every kind from the start, at 0: a rate over a series that appears only with its first posting misses it.
    for (const kind of TRANSFER_KINDS) this.postings.labels(kind).inc(0);
  }

  get contentType() {
    return this.registry.contentType;
  }

  /** One answered request. `route` is the pattern (ids as `:id`), never the URL: no ids, no query strings. */
  requestEnded(route: string | undefined, method: string, status: number, elapsedMs: number) {
    const statusClass = status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
    const key = `${method} ${statusClass} ${route ?? UNMATCHED}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      const labels = [route ?? UNMATCHED, method, statusClass];
      series = { count: this.requests.labels(...labels), latency: this.latency.labels(...labels) };
      this.requestSeries.set(key, series);
    }
    series.count.inc();
    series.latency.observe(elapsedMs / 1000);
  }

  /**
   * A provider callback's reply: each item's code when it answers a batch (GSC+), else the reply's own (a GSC+ refusal
   * of the whole call, push bet data, a Shan callback). A reply with no code (a body refused before the route ran) is
   * `none`.
   */
  webhookReplied(provider: string, route: string, payload: unknown) {
    const action = this.actionOf(route);
    if (typeof payload !== 'object' || payload === null) return this.countReply(provider, action, undefined);
    const { code, data } = payload as { code?: unknown; data?: unknown };
    if (Array.isArray(data) && data.length > 0)
      for (const item of data) this.countReply(provider, action, (item as { code?: unknown } | null)?.code);
    else this.countReply(provider, action, code);
  }

  /** The Prometheus text of this app and of the process it runs in, read fresh. */
  async scrape(log: FastifyBaseLogger): Promise<string> {
    this.streams.set(this.deps.events.streams.size);
    if (this.pool) {
      const { totalCount, idleCount, waitingCount } = this.pool;
      this.poolConnections.labels('in_use').set(totalCount - idleCount);
      this.poolConnections.labels('idle').set(idleCount);
      this.poolWaiting.set(waitingCount);
      this.poolMax.set(this.pool.options.max ?? 10);
    }
    this.reading ??= this.readDatabase(log).finally(() => (this.reading = undefined));
    await this.reading;
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }

  private countReply(provider: string, action: string, code: unknown) {
    const text = typeof code === 'number' || typeof code === 'string' ? String(code) : 'none';
    const key = `${provider} ${action} ${text}`;
    let series = this.webhookSeries.get(key);
    if (!series) this.webhookSeries.set(key, (series = this.webhookReplies.labels(provider, action, text)));
    series.inc();
  }

  /** A callback route's last path segment (`deposit`, `balance-update`), whichever of its aliases was called. */
  private actionOf(route: string): string {
    let action = this.actionOfRoute.get(route);
    if (action === undefined) {
      action = route.split('/').filter(Boolean).at(-1) ?? route;
      this.actionOfRoute.set(route, action);
    }
    return action;
  }

  /**
   * The queues and the new postings, in two statements whose cost does not grow with the books: the pending counts
   * walk the (status, id) indexes over pending rows only, the newest id is the primary key's last entry, and the
   * postings are counted over the primary-key range of ids that settled since the last scrape.
   */
  private async readDatabase(log: FastifyBaseLogger) {
    const { db } = this.deps;
    try {
      const [row] = await queryRows<{ deposits: number; withdrawals: number; last: number }>(
        db,
        sql`select
              (select count(*)::int from ${depositRequests} where ${depositRequests.status} = 'pending') as deposits,
              (select count(*)::int from ${withdrawRequests} where ${withdrawRequests.status} = 'pending')
                as withdrawals,
              (select coalesce(max(${ledgerTransfers.id}), 0)::bigint from ${ledgerTransfers}) as last`,
      );
      this.pending.labels('deposit').set(row!.deposits);
      this.pending.labels('withdrawal').set(row!.withdrawals);
      await this.countPostings(db, Number(row!.last));
      this.databaseUp.set(1);
    } catch (error) {
      log.warn({ err: error }, 'metrics: the database did not answer');
      this.pending.reset();
      this.databaseUp.set(0);
    }
  }

  private async countPostings(db: Database, last: number) {
    const now = performance.now();
    // The first scrape, or a database restored to an earlier point: count from here.
    if (this.cursor === undefined || last < this.cursor) {
      this.cursor = last;
      this.marks = [];
      return;
    }
    this.marks.push({ at: now, id: last });
    let settled: number | undefined;
    while (this.marks.length > 0 && this.marks[0]!.at <= now - this.settleMs)
      settled = this.marks.shift()!.id;
    if (settled === undefined || settled <= this.cursor) return;
    const rows = await queryRows<{ kind: string; n: number }>(
      db,
      sql`select ${ledgerTransfers.kind} as kind, count(*)::int as n from ${ledgerTransfers}
          where ${ledgerTransfers.id} > ${this.cursor} and ${ledgerTransfers.id} <= ${settled}
          group by 1`,
    );
    for (const { kind, n } of rows) this.postings.labels(kind).inc(n);
    this.cursor = settled;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The configured token against the request's bearer token, in constant time whatever their lengths. */
function bearerMatches(token: string, request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without, nobody in production (404,
 * as if there were no such page), and outside production a caller on this machine that came through no proxy (the
 * socket's address, not X-Forwarded-For, and no forwarding header: a proxy on the same machine forwards anyone).
 */
function scrapeAllowed(config: Config, request: FastifyRequest): 'yes' | 'unauthenticated' | 'hidden' {
  if (config.METRICS_TOKEN) return bearerMatches(config.METRICS_TOKEN, request) ? 'yes' : 'unauthenticated';
  if (config.NODE_ENV === 'production') return 'hidden';
  const direct = request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
  return direct && LOOPBACK.has(request.socket.remoteAddress ?? '') ? 'yes' : 'hidden';
}

/**
 * Metrics for this app: every request counted and timed by its route, and `GET /metrics` in Prometheus's text
 * format. Registered before the features, whose webhooks count their replies through `app.metrics`.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'db' | 'events'>,
  options: MetricsOptions = {},
) {
  const metrics = new Metrics(deps, options);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestEnded(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime);
    done();
  });
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const allowed = scrapeAllowed(deps.config, request);
    if (allowed === 'hidden') return sendFailure(request, reply, 404, 'not_found');
    if (allowed === 'unauthenticated')
      return sendFailure(request, reply.header('www-authenticate', 'Bearer'), 401, 'unauthenticated');
    const text = await metrics.scrape(request.log);
    return reply.type(metrics.contentType).send(text);
  });
}

/**
 * Counts a provider's callback replies by their code, for a plugin whose replies are in the provider's shape: one
 * hook on its own routes, whoever answers (its handlers or its error handler).
 */
export function countWebhookReplies(app: FastifyInstance, provider: 'gscplus' | 'shan') {
  if (!app.hasDecorator('metrics')) return; // a plugin registered alone, as a test may
  const { metrics } = app;
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    metrics.webhookReplied(provider, request.routeOptions.url ?? UNMATCHED, payload);
    done(null, payload);
  });
}
