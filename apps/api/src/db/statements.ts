// hot-path: every named statement of a posting, a game move or a slip is sent from here
import type { PGliteInterface } from '@electric-sql/pglite';
import { getTableColumns, type Table } from 'drizzle-orm';
import pg from 'pg';
import { driverClientOf, type Executor } from './client';

/**
 * A statement whose SQL text is made once, when the module that sends it loads, and sent by name: PostgreSQL parses
 * and plans it once per connection. The hottest statements (postings, game moves, the reads every bet makes) go
 * this way. A Drizzle builder builds its SQL text, a prepared-query object and two driver configurations on every
 * call, and a Drizzle prepared query is tied to the connection it was made on, so inside a transaction it is made
 * again each time: on a 2D slip, most of what the server allocated.
 */
export interface NamedStatement {
  name: string;
  text: string;
  /** The parameter each $n stands for, in order. */
  params: readonly string[];
}

/**
 * A named statement from its SQL, written by `build` with `param('name')` for each parameter (a name used twice is
 * one parameter).
 */
export function namedStatement(
  name: string,
  build: (param: (name: string) => string) => string,
): NamedStatement {
  const params: string[] = [];
  const param = (paramName: string) => {
    const at = params.indexOf(paramName);
    return `$${at >= 0 ? at + 1 : params.push(paramName)}`;
  };
  const text = build(param);
  register(name, text);
  return { name, text, params };
}

/**
 * Every statement name made in this process, with the SQL it stands for and where it was made. A connection knows a
 * prepared statement by its name only: a second statement of the same name would run the first one's SQL on every
 * connection that prepared the first, silently. So a name is refused the second time, when its module loads.
 */
const registered = new Map<string, { text: string; site: string }>();

function register(name: string, text: string) {
  const site = callSite();
  const first = registered.get(name);
  // The same module evaluated again (the same place, the same SQL) is the same statement.
  if (first && (first.site !== site || first.text !== text))
    throw new Error(`Statement name "${name}" is taken: made at ${first.site} and again at ${site}`);
  registered.set(name, { text, site });
}

/**
 * Where namedStatement was called: the file and line after the stack's title, callSite, register and namedStatement,
 * and the one that called it in turn when that is our code (a module making its statements with a shared helper, as
 * the 2D and 3D slips do).
 */
function callSite(): string {
  const [caller, outer] = (new Error().stack ?? '').split('\n').slice(4, 6).map(placeOf);
  if (!caller) return 'an unknown place';
  return outer && !/node:|node_modules/.test(outer) ? `${caller} (from ${outer})` : caller;
}

const placeOf = (frame: string) => frame.replace(/^\s*at\s+/, '').replace(/^.*\((.*)\)$/, '$1');

/**
 * The rows of a named statement with `values` for its parameters, on the database or inside a transaction, the same
 * on both drivers. Rows come as the driver reads them: int8 as a number, timestamptz as a Date, jsonb parsed.
 */
export async function namedRows<T>(
  executor: Executor,
  statement: NamedStatement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const ordered = statement.params.map((name) => {
    if (!(name in values)) throw new Error(`${statement.name}: no value for ${name}`);
    return values[name];
  });
  const client = driverClientOf(executor);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query({ name: statement.name, text: statement.text, values: ordered });
    return result.rows as T[];
  }
  return (await (client as PGliteInterface).query<T>(statement.text, ordered)).rows;
}

/** Column types whose driver value is what Drizzle's builders return; others would need a conversion here. */
const AS_READ = new Set([
  'PgArray',
  'PgBigInt53',
  'PgBigSerial53',
  'PgBoolean',
  'PgInteger',
  'PgJsonb',
  'PgSerial',
  'PgSmallInt',
  'PgText',
  'PgTimestamp',
]);

/**
 * A table's columns as a select list naming each as its Drizzle key ("user_id" as "userId"), so that a named
 * statement's rows have the shape of the table's `$inferSelect`. Dates (Drizzle's string mode) are read as text.
 */
export function columnsOf(table: Table, alias?: string): string {
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => {
      const name = `${alias ? `${alias}.` : ''}"${column.name}"`;
      if (column.columnType === 'PgDateString') return `${name}::text as "${key}"`;
      if (!AS_READ.has(column.columnType))
        throw new Error(`columnsOf: ${column.columnType} (${column.name}) is not read as Drizzle reads it`);
      return `${name} as "${key}"`;
    })
    .join(', ');
}

/** Column types whose JSON value is what Drizzle's builders return. */
const AS_JSON = new Set([
  'PgArray',
  'PgBigInt53',
  'PgBigSerial53',
  'PgBoolean',
  'PgDateString',
  'PgInteger',
  'PgJsonb',
  'PgSerial',
  'PgSmallInt',
  'PgText',
]);

/** JSON has a timestamp as text: `fromJsonObject` makes it the Date that Drizzle's builders return. */
const JSON_TIMESTAMP = 'PgTimestamp';

/**
 * A row of `table` as one JSON object keyed as its Drizzle keys, for rows that come back inside another row (a slip's
 * bets, aggregated with json_agg). Read it back with `fromJsonObject` when the table has timestamps.
 */
export function jsonObjectOf(table: Table): string {
  const fields = Object.entries(getTableColumns(table)).map(([key, column]) => {
    if (!AS_JSON.has(column.columnType) && column.columnType !== JSON_TIMESTAMP)
      throw new Error(`jsonObjectOf: ${column.columnType} (${column.name}) is not read as Drizzle reads it`);
    return `'${key}', "${column.name}"`;
  });
  return `json_build_object(${fields.join(', ')})`;
}

/** A row of `table` from the JSON object of `jsonObjectOf`: timestamps become Dates again. */
export function fromJsonObject<T>(table: Table, object: Record<string, unknown>): T {
  for (const [key, column] of Object.entries(getTableColumns(table)))
    if (column.columnType === JSON_TIMESTAMP && typeof object[key] === 'string')
      object[key] = new Date(object[key]);
  return object as T;
}

/**
 * A row of `table` as to_json(row) writes it inside a SQL function (keyed by column names), read as Drizzle reads it:
 * keyed by the Drizzle keys, timestamps as Dates.
 */
export function fromRowJson<T>(table: Table, object: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) row[key] = object[column.name];
  return fromJsonObject<T>(table, row);
}
