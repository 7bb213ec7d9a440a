/** The --db-profile part of the report for people: each money row's statements and its slowest requests' waits. */
import type { StatementLine, StatementProfile } from './db-profile';
import { fixed, int, ms, percent, table } from './format';
import type { Coincidence, WaitProfile, WaitShare } from './waits';

/** Statements listed per row by total time, top-level and nested each; the JSON keeps them all. */
const STATEMENTS_SHOWN = 8;

interface ProfiledRow {
  name: string;
  db_profile: StatementProfile | null;
  half_load: { waits: WaitProfile | null } | null;
}

const one = fixed(1);
const two = fixed(2);

function totals(profile: StatementProfile): string {
  return (
    `${two.format(profile.statements_per_op)} statements/op, ${int.format(profile.wal_bytes_per_op)} B WAL/op ` +
    `(${two.format(profile.wal_fpi_per_op)} full pages), ${ms(profile.exec_ms_per_op)} ms executing/op, shared ` +
    `buffers/op ${one.format(profile.shared_hit_per_op)} hit, ${two.format(profile.shared_read_per_op)} read, ` +
    `${one.format(profile.shared_dirtied_per_op)} dirtied (${int.format(profile.operations)} ops)`
  );
}

function statementTable(profile: StatementProfile): string[] {
  const ops = profile.operations || 1;
  const allMs = profile.statements.reduce((sum, line) => sum + (line.toplevel ? line.total_ms : 0), 0) || 1;
  const perOp = (value: number, digits = 2) => fixed(digits).format(value / ops);
  const cells = (line: StatementLine) => [
    perOp(line.calls),
    ms(line.mean_ms),
    percent(line.total_ms / allMs),
    perOp(line.rows),
    perOp(line.wal_bytes, 0),
    perOp(line.shared_hit, 1),
    perOp(line.shared_read),
    perOp(line.shared_dirtied),
    // A statement inside a SQL function or trigger (pg_stat_statements.track = all): its cost is in its caller's too.
    `${line.toplevel ? '' : '↳ '}${line.statement}`,
  ];
  return table(
    ['calls/op', 'mean ms', 'time', 'rows/op', 'WAL B/op', 'hit/op', 'read/op', 'dirtied/op', 'statement'],
    [true, false].flatMap((toplevel) =>
      profile.statements
        .filter((line) => line.toplevel === toplevel)
        .slice(0, STATEMENTS_SHOWN)
        .map(cells),
    ),
    new Set([0, 1, 2, 3, 4, 5, 6, 7]),
  )
    .split('\n')
    .map((line) => `      ${line}`);
}

const sharesText = (shares: WaitShare[]) =>
  shares.map((share) => `${share.wait} ${percent(share.share)}`).join(', ') || 'nothing sampled';

const metText = (what: Coincidence) =>
  `${percent(what.slow_share)} of the slowest requests' time (${percent(what.run_share)} of the run's)`;

function waitsLines(waits: WaitProfile): string[] {
  const slow = waits.slow_requests;
  return [
    `    slowest 1 % at half load (${int.format(slow)} requests >= ${ms(waits.threshold_ms)} ms) waited on: ` +
      `${sharesText(waits.slowest_waits)}; ${one.format(waits.busy_connections.slowest)} busy connections ` +
      `(${int.format(waits.samples_in_slowest)} pg_stat_activity samples in them)`,
    `      whole run: ${sharesText(waits.run_waits)}; ${one.format(waits.busy_connections.run)} busy connections ` +
      `(${int.format(waits.samples)} samples)`,
    `      GC pause ${metText(waits.gc)}: ${int.format(waits.gc.pauses)} pauses, ${int.format(waits.gc.major)} ` +
      `major, longest ${ms(waits.gc.max_ms)} ms; checkpoint being written ${metText(waits.checkpointing)}, ` +
      `${int.format(waits.checkpoints.timed)} timed and ${int.format(waits.checkpoints.requested)} requested ` +
      `checkpoint(s) in the run`,
    `      ` +
      (waits.pool_queue
        ? `queries queued for a pool connection ${metText(waits.pool_queue)}, at most ` +
          `${int.format(waits.pool_queue.max_waiting)}; `
        : '') +
      `event loop delay p50 ${ms(waits.loop_delay_ms.p50)} ms, p99 ${ms(waits.loop_delay_ms.p99)} ms, ` +
      `max ${ms(waits.loop_delay_ms.max)} ms`,
  ];
}

export function formatDbProfile(
  rows: ProfiledRow[],
  transfer: { db_profile: StatementProfile | null },
): string[] {
  const profiled = rows.filter((row) => row.db_profile || row.half_load?.waits);
  if (!profiled.length) return [];
  const out = [
    '',
    'Database profile (--db-profile): pg_stat_statements over each money row\'s full-load run, "/op" per operation as',
    "the row counts them (top-level statements; a SQL function's inner statements are inside its call). The slowest",
    "1 % are set beside what was seen while they were in flight (pg_stat_activity of the server's connections every",
    "~25 ms, the checkpointer, the server's GC and pg pool queue): coincidence in time, not proof of cause.",
  ];
  const baseline = transfer.db_profile;
  if (baseline)
    out.push(
      `  plain transfer: ${totals(baseline)}`,
      // pg_stat_statements tracks a utility statement sent as a prepared statement at its first execution only.
      "    (pgbench's BEGIN and END are prepared statements, counted once per client: a transfer is 5 statements)",
      ...statementTable(baseline),
    );
  for (const row of profiled) {
    const profile = row.db_profile;
    out.push(`  ${row.name}: ${profile ? totals(profile) : 'no statement profile'}`);
    if (profile) out.push(...statementTable(profile));
    if (row.half_load?.waits) out.push(...waitsLines(row.half_load.waits));
  }
  return out;
}
