/**
 * `--db-profile` on PostgreSQL: the runner's own connection to the bench database, which reads what PostgreSQL did
 * for a measured run. pg_stat_statements (reset before the run, read after) gives each statement's calls, time, rows,
 * WAL and buffers; pg_stat_activity, sampled every SAMPLE_MS during a half-load run, what the server's connections
 * were doing or waiting on, and whether the checkpointer was writing a checkpoint; pg_stat_bgwriter the checkpoints.
 */
import pg from 'pg';

const SAMPLE_MS = 25;
/** A statement's normalised text, on one line, cut to this length. */
const STATEMENT_CHARS = 110;
/** The profiler's own statements are left out of what it reports. */
const OWN_STATEMENTS = /pg_stat_(statements|activity|bgwriter|checkpointer)|create extension/i;

/** One statement as pg_stat_statements counted it over a measured run (raw counts; per operation in the report). */
export interface StatementLine {
  statement: string;
  /** false: run inside a SQL function or trigger (seen only with pg_stat_statements.track = all) */
  toplevel: boolean;
  calls: number;
  total_ms: number;
  mean_ms: number;
  rows: number;
  wal_bytes: number;
  /** full-page images written to the WAL (pages first touched after a checkpoint) */
  wal_fpi: number;
  shared_hit: number;
  shared_read: number;
  shared_dirtied: number;
}

export interface StatementProfile {
  operations: number;
  /** The figures below count top-level statements only: a nested one's cost is inside its caller's. */
  statements_per_op: number;
  exec_ms_per_op: number;
  wal_bytes_per_op: number;
  wal_fpi_per_op: number;
  shared_hit_per_op: number;
  shared_read_per_op: number;
  shared_dirtied_per_op: number;
  /** every statement of the run, by total time */
  statements: StatementLine[];
}

/** What a connection of the server was doing in one pg_stat_activity sample. */
export interface ActivitySample {
  at: number;
  /** one label per busy connection: 'CPU', 'idle in transaction' (the server's turn) or wait type:event */
  busy: string[];
  /** the checkpointer was writing a checkpoint */
  checkpointing: boolean;
}

export interface Checkpoints {
  timed: number;
  requested: number;
}

const num = (value: unknown) => Number(value ?? 0);

function statementLine(row: Record<string, unknown>): StatementLine {
  const text = String(row.query).replace(/\s+/g, ' ').trim();
  return {
    statement: text.length > STATEMENT_CHARS ? `${text.slice(0, STATEMENT_CHARS - 1)}…` : text,
    toplevel: row.toplevel !== false,
    calls: num(row.calls),
    total_ms: num(row.total_exec_time),
    mean_ms: num(row.mean_exec_time),
    rows: num(row.rows),
    wal_bytes: num(row.wal_bytes),
    wal_fpi: num(row.wal_fpi),
    shared_hit: num(row.shared_blks_hit),
    shared_read: num(row.shared_blks_read),
    shared_dirtied: num(row.shared_blks_dirtied),
  };
}

function profileOf(lines: StatementLine[], operations: number): StatementProfile {
  const top = lines.filter((line) => line.toplevel);
  const perOp = (pick: (line: StatementLine) => number) =>
    operations > 0 ? top.reduce((sum, line) => sum + pick(line), 0) / operations : 0;
  return {
    operations,
    statements_per_op: perOp((line) => line.calls),
    exec_ms_per_op: perOp((line) => line.total_ms),
    wal_bytes_per_op: perOp((line) => line.wal_bytes),
    wal_fpi_per_op: perOp((line) => line.wal_fpi),
    shared_hit_per_op: perOp((line) => line.shared_hit),
    shared_read_per_op: perOp((line) => line.shared_read),
    shared_dirtied_per_op: perOp((line) => line.shared_dirtied),
    statements: lines,
  };
}

function activityLabel(row: {
  state: string | null;
  wait_event_type: string | null;
  wait_event: string | null;
}) {
  if (row.state === 'idle in transaction') return 'idle in transaction';
  return row.wait_event ? `${row.wait_event_type}:${row.wait_event}` : 'CPU';
}

export class DbProfiler {
  private constructor(
    private readonly client: pg.Client,
    /** why pg_stat_statements cannot be read here; null when it can */
    readonly statementsMissing: string | null,
    private readonly checkpointerView: boolean,
  ) {}

  /** Connects; without pg_stat_statements the waits are still sampled, and statementsMissing says what to set. */
  static async open(url: string): Promise<DbProfiler> {
    const client = new pg.Client({ connectionString: url, application_name: 'zeya bench --db-profile' });
    await client.connect();
    const version = num((await client.query('show server_version_num')).rows[0]?.server_version_num);
    let missing: string | null = null;
    try {
      await client.query('create extension if not exists pg_stat_statements');
      // Only a library loaded at server start can answer; the extension's views alone fail here.
      await client.query('select 1 from pg_stat_statements limit 1');
    } catch (error) {
      missing =
        `pg_stat_statements cannot be read (${error instanceof Error ? error.message : String(error)}): set ` +
        "shared_preload_libraries = 'pg_stat_statements' in postgresql.conf, restart PostgreSQL, and connect as a " +
        'role that may create the extension (or create it in this database once)';
    }
    return new DbProfiler(client, missing, version >= 170_000);
  }

  /** Forgets this database's statement counts; the next read covers what ran since. */
  async resetStatements(): Promise<void> {
    if (this.statementsMissing) return;
    await this.client.query(
      'select pg_stat_statements_reset(0, (select oid from pg_database where datname = current_database()), 0)',
    );
  }

  /**
   * This database's statements since the reset. `operations` is the row's count, or a statement that runs once per
   * operation (whose calls are then the count).
   */
  async readStatements(operations: number | RegExp): Promise<StatementProfile | null> {
    if (this.statementsMissing) return null;
    const { rows } = await this.client.query<Record<string, unknown>>(
      `select query, toplevel, calls, total_exec_time, mean_exec_time, rows, wal_bytes, wal_fpi, shared_blks_hit,
         shared_blks_read, shared_blks_dirtied
       from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
       order by total_exec_time desc`,
    );
    const lines = rows.map(statementLine).filter((line) => !OWN_STATEMENTS.test(line.statement));
    const count =
      typeof operations === 'number'
        ? operations
        : (lines.find((line) => line.toplevel && operations.test(line.statement))?.calls ?? 0);
    return profileOf(lines, count);
  }

  async checkpoints(): Promise<Checkpoints> {
    const { rows } = await this.client.query<{ timed: string; requested: string }>(
      this.checkpointerView
        ? 'select num_timed as timed, num_requested as requested from pg_stat_checkpointer'
        : 'select checkpoints_timed as timed, checkpoints_req as requested from pg_stat_bgwriter',
    );
    return { timed: num(rows[0]?.timed), requested: num(rows[0]?.requested) };
  }

  /** Samples pg_stat_activity until the returned function is called; that gives the samples. */
  sampleActivity(): () => Promise<ActivitySample[]> {
    const samples: ActivitySample[] = [];
    let stopped = false;
    const sampling = (async () => {
      while (!stopped) {
        const sent = Date.now();
        const activity = await this.activity();
        const answered = Date.now();
        samples.push({ ...activity, at: (sent + answered) / 2 });
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, SAMPLE_MS - (answered - sent))));
      }
    })();
    return async () => {
      stopped = true;
      await sampling;
      return samples;
    };
  }

  private async activity(): Promise<Omit<ActivitySample, 'at'>> {
    const { rows } = await this.client.query<{
      backend_type: string;
      state: string | null;
      wait_event_type: string | null;
      wait_event: string | null;
    }>(
      `select backend_type, state, wait_event_type, wait_event from pg_stat_activity
       where pid <> pg_backend_pid() and (backend_type = 'checkpointer'
         or (datname = current_database() and backend_type = 'client backend' and state <> 'idle'))`,
    );
    const checkpointer = rows.find((row) => row.backend_type === 'checkpointer');
    return {
      busy: rows.filter((row) => row.backend_type !== 'checkpointer').map(activityLabel),
      // Between checkpoints it waits in CheckpointerMain; anything else is a checkpoint being written.
      checkpointing: checkpointer !== undefined && checkpointer.wait_event !== 'CheckpointerMain',
    };
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
