/** The bench report: one JSON object with --json, else a table for people. */
import { formatDbProfile } from './db-report';
import type { StatementProfile } from './db-profile';
import { fixed, int, ms, table } from './format';
import type { Target } from './scenarios';
import type { StreamsResult } from './streams';
import type { WaitProfile } from './waits';

export interface Row {
  name: string;
  unit: 'request' | 'round trip';
  connections: number;
  /** operations per second: requests, or round trips for round-trip rows */
  requests_per_sec: number;
  /** HTTP requests per second (equal to requests_per_sec for single-request rows) */
  http_requests_per_sec: number;
  /** latency of one operation (a round trip: both requests back to back) */
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  /** latency of single HTTP requests, whatever the unit */
  request_p99_ms: number;
  /**
   * a second run paced at half the row's HTTP requests per second: its request p99 and the server's event loop; with
   * --db-profile, what its slowest 1 % of requests waited on
   */
  half_load: {
    rate_per_sec: number;
    request_p99_ms: number;
    server_event_loop_utilization: number;
    waits: WaitProfile | null;
  } | null;
  /** with --db-profile on PostgreSQL, a money row's statements over its full-load run (pg_stat_statements) */
  db_profile: StatementProfile | null;
  /** requests_per_sec / the bare route's requests per second, both from this run */
  ratio_to_bare: number;
  /** http_requests_per_sec / the bare route's */
  http_ratio_to_bare: number;
  /** The row's ceiling (bench/ceiling.ts): its handler's database work driven directly, same pool, same run. */
  ceiling_per_sec: number | null;
  ceiling_p50_ms: number | null;
  ceiling_p99_ms: number | null;
  /** requests_per_sec / ceiling_per_sec */
  ratio_to_ceiling: number | null;
  /** http_requests_per_sec / the plain transfer baseline's transfers per second (one request vs one transfer) */
  ratio_to_transfer: number | null;
  operations: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  status_codes: Record<string, number>;
  /** CPU of the server process (all its threads), in percent of one core */
  server_cpu_pct: number;
  /** share of wall time the server's main event loop was busy (1 = saturated) */
  server_event_loop_utilization: number;
  loadgen_cpu_pct: number;
  /** PostgreSQL server processes (Linux /proc), percent of one core; null for PGlite or where unknown */
  postgres_cpu_pct: number | null;
  /** busy time of the machine that is neither server, load generator nor PostgreSQL, percent of one core */
  other_cpu_pct: number;
  /** whole machine, in percent of all cores together */
  machine_cpu_pct: number;
  /** met: every part of the target; met_each: each part (per_sec, ceiling_ratio, bare_ratio, p99) on its own */
  target: (Target & { met: boolean | null; met_each?: Record<string, boolean> }) | null;
  note: string | null;
  problems: string[];
}

/** A pgbench-style two-account transfer with a history row, on the same database in the same run. */
export interface TransferBaseline {
  tool: 'pgbench' | 'node';
  clients: number;
  per_sec: number;
  p99_ms: number | null;
  /**
   * pgbench at half its own rate, paced and counted as the money rows' "½ p99" is: this machine's floor for that
   * figure (the first second, while its clients connect, left out)
   */
  half_load_p99_ms: number | null;
  latency_avg_ms: number | null;
  /** with --db-profile on PostgreSQL: its statements over the measured run */
  db_profile: StatementProfile | null;
}

export interface Report {
  ok: boolean;
  metadata: Record<string, unknown>;
  rows: Row[];
  transfer: TransferBaseline;
  /** The push rows (bench/streams.ts); null when not run. */
  streams: StreamsResult | null;
  checks: {
    ledger_verified: boolean;
    ledger_violations: string[];
    all_2xx: boolean;
    problems: string[];
  };
  /** with --cpu-prof: the server's main thread during each measured run */
  profiles: {
    scenario: string;
    file: string;
    top: ProfileLine[];
    owners: { owner: string; self_pct: number }[];
  }[];
}

export interface ProfileLine {
  self_ms: number;
  self_pct: number;
  function: string;
  location: string;
}

function targetText(row: Row): string {
  const target = row.target;
  if (!target) return '';
  const each = target.met_each;
  const verdict = (part: string) => (each?.[part] === undefined ? '' : each[part] ? ' MET' : ' MISSED');
  const parts: string[] = [];
  if (target.minPerSecond !== undefined)
    parts.push(`>=${int.format(target.minPerSecond)}/s${verdict('per_sec')}`);
  if (target.minCeilingRatio !== undefined)
    parts.push(`x ceil>=${target.minCeilingRatio}${verdict('ceiling_ratio')}`);
  if (target.minBareRatio !== undefined) parts.push(`x bare>=${target.minBareRatio}${verdict('bare_ratio')}`);
  if (target.minTransferRatio !== undefined) {
    const per = target.postingsPerRequest ? ` (x${target.postingsPerRequest} postings)` : '';
    parts.push(`x xfer${per}>=${target.minTransferRatio}${verdict('transfer_ratio')}`);
  }
  if (target.maxP99Ms !== undefined) parts.push(`req p99<${target.maxP99Ms}ms${verdict('p99')}`);
  if (target.maxHalfLoadP99Ms !== undefined)
    parts.push(`½ p99<${target.maxHalfLoadP99Ms}ms${verdict('half_load_p99')}`);
  return target.met === null ? `${parts.join(', ')} (for ${target.database})` : parts.join(', ');
}

export function formatReport(report: Report): string {
  const { metadata: m } = report;
  const out: string[] = [];
  out.push(
    `Zeya bench: ${String(m.database)} (pool ${String(m.database_pool_size)}), ` +
      `${String(m.duration_seconds)} s per row after ${String(m.warmup_seconds)} s warm-up ` +
      `(half load ${String(m.half_load_seconds)} s), ` +
      `node ${String(m.node_version)}, ${String(m.cpu_count)} CPU(s) ${String(m.cpu_model)}`,
    '',
  );
  out.push(
    table(
      [
        'scenario',
        'conns',
        'ops/s',
        'unit',
        'p50 ms',
        'p99 ms',
        'req p99',
        '½ p99',
        '½ loop',
        'x bare',
        'ceil/s',
        'ceil p99',
        'x ceil',
        'x xfer',
        'non2xx',
        'errors',
        'srv CPU',
        'srv loop',
        'gen CPU',
        'pg CPU',
        'other',
        'target',
      ],
      report.rows.map((row) => [
        row.name,
        String(row.connections),
        int.format(row.requests_per_sec),
        row.unit === 'request' ? 'req' : 'round trip',
        ms(row.p50_ms),
        ms(row.p99_ms),
        ms(row.request_p99_ms),
        row.half_load ? ms(row.half_load.request_p99_ms) : '-',
        row.half_load ? fixed(2).format(row.half_load.server_event_loop_utilization) : '-',
        fixed(2).format(row.ratio_to_bare),
        row.ceiling_per_sec === null ? '-' : int.format(row.ceiling_per_sec),
        row.ceiling_p99_ms === null ? '-' : ms(row.ceiling_p99_ms),
        row.ratio_to_ceiling === null ? '-' : fixed(2).format(row.ratio_to_ceiling),
        row.ratio_to_transfer === null ? '-' : fixed(2).format(row.ratio_to_transfer),
        String(row.non2xx),
        String(row.errors + row.timeouts),
        `${int.format(row.server_cpu_pct)}%`,
        fixed(2).format(row.server_event_loop_utilization),
        `${int.format(row.loadgen_cpu_pct)}%`,
        row.postgres_cpu_pct === null ? '-' : `${int.format(row.postgres_cpu_pct)}%`,
        `${int.format(row.other_cpu_pct)}%`,
        targetText(row),
      ]),
      new Set([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]),
    ),
  );
  const transfer = report.transfer;
  out.push(
    '',
    `Plain transfer (x xfer): ${int.format(transfer.per_sec)} transfers/s, ${transfer.tool === 'pgbench' ? 'pgbench' : 'from Node'}` +
      ` with ${transfer.clients} client(s), two accounts and a history row per transaction` +
      (transfer.latency_avg_ms !== null ? `, latency average ${ms(transfer.latency_avg_ms)} ms` : '') +
      (transfer.p99_ms !== null ? `, p99 ${ms(transfer.p99_ms)} ms` : '') +
      (transfer.half_load_p99_ms !== null
        ? `; at half that rate, paced as the rows' ½ p99 is, p99 ${ms(transfer.half_load_p99_ms)} ms`
        : ''),
  );
  const streams = report.streams;
  if (streams)
    out.push(
      '',
      `Event streams (GET /api/events): ${int.format(streams.open)} of ${int.format(streams.asked)} idle streams open` +
        ` (opened in ${fixed(1).format(streams.openSeconds)} s${streams.firstError ? `; first failure: ${streams.firstError}` : ''})`,
      `  server memory per idle stream: ${int.format(streams.rss_bytes_per_stream)} B RSS, ` +
        `${int.format(streams.heap_bytes_per_stream)} B JS heap + external (after a full GC)`,
      `  committed posting -> its balance event at the client: p50 ${ms(streams.eventLatencyMs.p50)} ms, ` +
        `p99 ${ms(streams.eventLatencyMs.p99)} ms, max ${ms(streams.eventLatencyMs.max)} ms over ` +
        `${int.format(streams.eventLatencyMs.count)} events (${streams.latencyPlayers} players exchanging 1 Ks ` +
        `and waiting for each event, all streams open; ${streams.eventsMissed} missed)`,
    );
  out.push(...formatDbProfile(report.rows, report.transfer));
  out.push('');
  for (const row of report.rows) {
    if (row.note) out.push(`  ${row.name}: ${row.note}`);
    if (row.unit !== 'request')
      out.push(
        `    = ${int.format(row.http_requests_per_sec)} HTTP req/s (x bare ${fixed(2).format(row.http_ratio_to_bare)})`,
      );
    const codes = Object.entries(row.status_codes)
      .map(([code, n]) => `${code}: ${int.format(n)}`)
      .join(', ');
    out.push(`    status codes ${codes || 'none'}`);
  }
  out.push(
    '',
    'Columns: ops/s and p50/p99 count one operation (a request, or a round trip of two requests); "req p99" is',
    'per HTTP request at full load; "½ p99" and "½ loop" are the request p99 and the server\'s event loop in a second',
    'run paced at half the row\'s HTTP req/s on the same connections. "ceil/s" is the row\'s ceiling: the same',
    'service calls (so the same SQL) driven directly in the server process with as many lanes as connections and the',
    'same pool, no HTTP; "x ceil" = ops/s / ceil/s; "x xfer" = HTTP req/s / the plain transfer\'s transfers/s.',
    'Targets compare figures measured in this run.',
    'CPU columns: percent of ONE core: server process (all threads), load generator,',
    'PostgreSQL processes, and anything else busy on the machine; srv loop is the busy share of the server',
    `event loop (1.00 = saturated). The machine has ${String(m.cpu_count)} core(s) = ${
      Number(m.cpu_count) * 100
    }% in all.`,
    `Note: ${String(m.fairness_note)}`,
    ...report.rows
      .filter((row) => row.other_cpu_pct > 25)
      .map(
        (row) =>
          `Note: during "${row.name}" something outside the bench used ${int.format(row.other_cpu_pct)}% of a core; ` +
          'that row is disturbed.',
      ),
    '',
    `Ledger verify: ${
      report.checks.ledger_verified
        ? 'clean (no violations)'
        : `${report.checks.ledger_violations.length} VIOLATION(S)`
    }`,
    ...report.checks.ledger_violations.slice(0, 20).map((v) => `  ${v}`),
    `All responses 2xx: ${report.checks.all_2xx ? 'yes' : 'NO'}`,
    ...report.checks.problems.slice(0, 20).map((p) => `  PROBLEM ${p}`),
    `Result: ${report.ok ? 'OK' : 'FAILED'}`,
  );
  for (const profile of report.profiles) {
    out.push(
      '',
      `CPU profile of the server's main thread during "${profile.scenario}": ${profile.file}`,
      'Self time by owner (percent of non-idle time):',
    );
    for (const entry of profile.owners.slice(0, 10))
      out.push(`  ${fixed(1).format(entry.self_pct).padStart(5)}%  ${entry.owner}`);
    out.push('Top functions by self time:');
    for (const line of profile.top.slice(0, 15))
      out.push(
        `  ${fixed(1).format(line.self_pct).padStart(5)}%  ${int.format(line.self_ms).padStart(7)} ms  ` +
          `${line.function}  ${line.location}`,
      );
  }
  return out.join('\n');
}
