import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/client';
import { openMigratedDatabase } from '../apps/api/src/test/databases';

/**
 * The SQL that runs today, readable in one place: every function and trigger of the public schema as the migrations
 * leave it, written to apps/api/src/db/sql/ (`npm run db:sql`), one file per function or small family. The text comes
 * from the migrated database itself (pg_get_functiondef keeps a body as written), so it cannot disagree with the
 * migrations; `npm run db:check` and tools/sql-functions.test.ts fail when it does.
 */
const API_DB = path.resolve(import.meta.dirname, '..', 'apps', 'api', 'src', 'db');
export const SQL_DIR = path.join(API_DB, 'sql');
const MIGRATIONS_DIR = path.join(API_DB, 'migrations');

/** Functions read together, in the order their file shows them, and what they do. A trigger goes with its function. */
const FAMILIES: { file: string; functions: string[]; does: string }[] = [
  {
    file: 'ledger_post',
    functions: ['ledger_post', 'ledger_post_group'],
    does:
      'Posts one ledger transfer and changes both balances in the same statement: player accounts locked in id ' +
      'order, a conditional debit (SQLSTATE ZY001 when a player balance does not cover it; a debt account may go ' +
      'below zero), and a reference already posted moves nothing. House accounts keep no balance on their row. ' +
      "ledger_post_group posts many players' transfers in one statement (group commit), each answered on its own.",
  },
  {
    file: 'house_account',
    functions: ['house_account'],
    does:
      'The id of a house account by its code, opened on first use, so a posting names its house account inside ' +
      'the posting statement (platform/money/ledger/post.ts).',
  },
  {
    file: 'game_post',
    functions: ['game_post', 'game_post_many'],
    does:
      "A game round's move on a player's game account (game_post): the transfer, at most once per reference, and " +
      'the round it belongs to; a forced debit beyond the balance becomes debt, a credit repays debt first, a ' +
      "wager rule is checked under the player's lock, exact amounts carry through sub_pya. game_post_many posts a " +
      "player's batch of moves in order in one statement (platform/money/game-wallet.ts).",
  },
  {
    file: 'digitbet_play',
    functions: ['digitbet_play_many'],
    does:
      'Digit Bet rounds in one statement (modules/digitbet/one-statement.ts): each round, rolled by the server for ' +
      "the nonce it expects the player's seed pair at, is checked against the pair, its stake and win posted " +
      "(game_post), the round recorded and the player's latest rounds read; a player who set protection is sent " +
      'back to the transaction that checks it.',
  },
  {
    file: 'bonus_wagering',
    functions: ['bonus_wagering', 'twod_slip_wager'],
    does:
      "Bonus wagering: each stake adds its game's contribution percentage to the player's active bonus grant (a 2D " +
      "slip only what it risks: twod_slip_wager, its stake less what it adds to the least the player's book on the " +
      'draw pays back), a reversal or refund takes it back, and the stake that meets the requirement converts the ' +
      'bonus to main.',
  },
];

interface FunctionRow {
  name: string;
  definition: string;
}
interface TriggerRow {
  name: string;
  function: string;
  definition: string;
}

/**
 * Every function of the public schema (not an extension's; not aggregates, which pg_get_functiondef cannot show)
 * and every trigger a migration made (not the internal ones of foreign keys), in a stable order.
 */
async function readDatabase(): Promise<{ functions: FunctionRow[]; triggers: TriggerRow[] }> {
  const handle = await openMigratedDatabase('pglite');
  try {
    const functions = await queryRows<FunctionRow>(
      handle.db,
      sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prokind <> 'a'
            and not exists (select 1 from pg_depend d
                            where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
          order by p.proname, pg_get_function_identity_arguments(p.oid)`,
    );
    const triggers = await queryRows<TriggerRow>(
      handle.db,
      sql`select t.tgname as name, f.proname as function, pg_get_triggerdef(t.oid) as definition
          from pg_trigger t
            join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
            join pg_proc f on f.oid = t.tgfoid
          where n.nspname = 'public' and not t.tgisinternal
          order by c.relname, t.tgname`,
    );
    return { functions, triggers };
  } finally {
    await handle.close();
  }
}

/** The migration (journal order) whose text last creates each function and trigger: "function <name>" -> tag. */
function lastDefinedIn(): Map<string, string> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const found = new Map<string, string>();
  for (const { tag } of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
    // Comments out first: they name functions ("game_post as in 0013") without defining them.
    const text = readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8').replace(/--.*$/gm, '');
    const creates =
      /create\s+(?:or\s+replace\s+)?(?:constraint\s+)?(function|trigger)\s+(?:"?public"?\.)?"?(\w+)/gi;
    for (const match of text.matchAll(creates)) found.set(`${match[1]!.toLowerCase()} ${match[2]}`, tag);
  }
  return found;
}

/** A paragraph as `-- ` lines of at most 120 characters. */
function commentLines(text: string): string[] {
  const lines: string[] = [];
  let line = '--';
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > 120) {
      lines.push(line);
      line = '--';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/** No trailing blanks, LF line ends, one final newline: the files do not change unless the SQL does. */
function normalized(text: string): string {
  return `${text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trimEnd()}\n`;
}

/**
 * What apps/api/src/db/sql/ should hold: file name -> text, from a freshly migrated database. A function no family
 * lists gets a file of its own, and says so in its header.
 */
export async function runningSql(): Promise<Map<string, string>> {
  const { functions, triggers } = await readDatabase();
  const definedIn = lastDefinedIn();
  const familyOf = (name: string) =>
    FAMILIES.find((family) => family.functions.includes(name)) ?? {
      file: name,
      functions: [name],
      does: 'Not described yet: say what it does in FAMILIES (tools/sql-functions.ts).',
    };
  const files = new Map<
    string,
    { does: string; order: string[]; functions: FunctionRow[]; triggers: TriggerRow[] }
  >();
  const fileOf = (name: string) => {
    const family = familyOf(name);
    if (!files.has(family.file))
      files.set(family.file, { does: family.does, order: family.functions, functions: [], triggers: [] });
    return files.get(family.file)!;
  };
  for (const row of functions) fileOf(row.name).functions.push(row);
  for (const row of triggers) fileOf(row.function).triggers.push(row);

  const out = new Map<string, string>();
  for (const [file, content] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // Stable sort: overloads of one name keep their order by arguments.
    const rank = (row: FunctionRow) => content.order.indexOf(row.name);
    const shown = [...content.functions].sort((a, b) => rank(a) - rank(b));
    const names = [
      ...new Set(shown.map((row) => `function ${row.name}`)),
      ...content.triggers.map((row) => `trigger ${row.name}`),
    ];
    const header = [
      ...commentLines(content.does),
      '--',
      '-- What runs today, as the migrations leave it. Written by `npm run db:sql` from a migrated database: do not',
      '-- edit. Change it in a new migration, then run `npm run db:sql`; `npm run db:check` fails until you do.',
      '--',
      ...names.map(
        (name) => `-- ${name}: last defined in migration ${definedIn.get(name) ?? '(not found by name)'}`,
      ),
    ];
    const body = [...shown, ...content.triggers].map((row) => `${row.definition.trimEnd()};`);
    out.set(`${file}.sql`, normalized([header.join('\n'), ...body].join('\n\n')));
  }
  return out;
}

/** A file's definitions by what they define ("function game_post", "trigger ..."), its header as "header". */
function definitionsOf(text: string): Map<string, string> {
  const definitions = new Map<string, string>();
  for (const block of text.split(/\n\n(?=CREATE )/)) {
    const defines = /^CREATE (?:OR REPLACE )?(?:CONSTRAINT )?(FUNCTION|TRIGGER) (?:public\.)?(\w+)/.exec(
      block,
    );
    const key = defines ? `${defines[1]!.toLowerCase()} ${defines[2]}` : 'header';
    // Overloads of one name are one entry.
    definitions.set(key, (definitions.get(key) ?? '') + block);
  }
  return definitions;
}

/**
 * How `dir` differs from what the migrations produce, one line per file, naming the functions and triggers that
 * differ: changed, missing, or made by no migration. Empty when they agree.
 */
export function sqlDrift(expected: Map<string, string>, dir = SQL_DIR): string[] {
  const present = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.sql')) : [];
  const drift: string[] = [];
  for (const [file, text] of expected) {
    if (!present.includes(file)) {
      drift.push(`${file}: missing (the migrations define it)`);
      continue;
    }
    const written = readFileSync(path.join(dir, file), 'utf8');
    if (written === text) continue;
    const want = definitionsOf(text);
    const have = definitionsOf(written);
    const differ = [...new Set([...want.keys(), ...have.keys()])].filter(
      (key) => want.get(key) !== have.get(key),
    );
    // The same definitions in another order still differ.
    drift.push(`${file}: not what the migrations define (${differ.sort().join(', ') || 'the order'})`);
  }
  for (const file of present.filter((name) => !expected.has(name)).sort())
    drift.push(`${file}: no migration defines it any more`);
  return drift;
}

/** Makes `dir` hold exactly `files`: the generated .sql files, stale ones removed. */
export function writeSqlFiles(files: Map<string, string>, dir = SQL_DIR) {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.sql') && !files.has(entry)))
    rmSync(path.join(dir, name));
  for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await runningSql();
  writeSqlFiles(files);
  console.log(`Wrote ${[...files.keys()].join(', ')} to ${path.relative(process.cwd(), SQL_DIR)}.`);
}
