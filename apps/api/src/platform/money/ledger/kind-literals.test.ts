import {
  STAKE_KINDS,
  TRANSFER_KINDS,
  kindsOf,
  WAGERING_AT_COMMIT_KINDS,
  WAGERING_AT_POSTING_KINDS,
} from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { openMigratedDatabase } from '../../../test/databases';
import { sourceDir } from '../../../db/paths';

/**
 * Which kinds are a stake, a win, a refund... is said once, by the roles of packages/contract/src/transfer-kinds.ts.
 * This test fails when code names a kind to decide what it counts instead of reading the lists derived there.
 *
 * The rule for TypeScript under apps/api/src (tests and test helpers aside): a quoted string equal to a kind's name
 * is allowed only
 *  1. as the value (or type) of a `kind` field: a posting, a game move or a record naming the one kind it is
 *     (`kind: 'deposit'`, `kind: lost ? 'game_win_reversal' : 'game_win'`, `kind: 'deposit' | 'withdrawal'`);
 *  2. as a house account's code (`house: 'commission'`): the account, not the kind;
 *  3. where ALLOWED says why, by the end of the file's path (a file may move): another vocabulary that shares the
 *     word, or a check of one kind's own postings. An entry that no longer matches anything fails too, so the list
 *     only shrinks.
 * Anything else is flagged: SQL text (`t.kind = 'cashback'`), `kindsIn(['bonus_conversion'])`, comparisons.
 */
const ALLOWED: { file: string; literal: string; why: string }[] = [
  // Other vocabularies that share a word with a kind.
  { file: 'gscplus/callbacks.ts', literal: 'deposit', why: "GSC+'s callback name" },
  { file: 'gscplus/round.ts', literal: 'deposit', why: "GSC+'s callback name" },
  { file: 'gscplus/webhooks.ts', literal: 'deposit', why: "GSC+'s callback name" },
  { file: 'modules/promotions/offers.ts', literal: 'cashback', why: 'an offer kind (promotion_offers.kind)' },
  { file: 'modules/promotions/eligibility.ts', literal: 'cashback', why: 'an offer kind' },
  { file: 'db/schema/bonus.ts', literal: 'cashback', why: 'the offer kinds column' },
  { file: 'db/schema/bonus.ts', literal: 'withdrawal', why: "a grant's close reason" },
  { file: 'platform/money/bonus/grants.ts', literal: 'withdrawal', why: "a grant's close reason" },
  {
    file: 'modules/cashier/withdrawals.ts',
    literal: 'withdrawal',
    why: "a grant's close reason (forfeitActive)",
  },
  { file: 'modules/cashier/console-queue.ts', literal: 'deposit', why: 'a cashier request kind' },
  { file: 'modules/cashier/console-queue.ts', literal: 'withdrawal', why: 'a cashier request kind' },
  {
    file: 'platform/runtime/metrics.ts',
    literal: 'deposit',
    why: "the pending cashier requests gauge's label",
  },
  {
    file: 'platform/runtime/metrics.ts',
    literal: 'withdrawal',
    why: "the pending cashier requests gauge's label",
  },
  { file: 'modules/protection/limits.ts', literal: 'deposit', why: "a protection limit's name" },
  { file: 'db/schema/commission.ts', literal: 'commission', why: "a statement's column" },
  // One kind's own postings, named by what posts or polices them.
  { file: 'modules/wallet/service.ts', literal: 'exchange_main_to_game', why: 'the kind an exchange posts' },
  { file: 'modules/wallet/service.ts', literal: 'exchange_game_to_main', why: 'the kind an exchange posts' },
  { file: 'platform/authority/staff-money.ts', literal: 'deposit', why: 'the one kind a staff action posts' },
  {
    file: 'platform/authority/staff-money.ts',
    literal: 'withdrawal',
    why: 'the one kind a staff action posts',
  },
  {
    file: 'platform/authority/staff-money.ts',
    literal: 'adjustment',
    why: 'the one kind a staff action posts',
  },
  {
    file: 'platform/authority/staff-money.ts',
    literal: 'commission',
    why: 'the one kind a staff action posts',
  },
  {
    file: 'gscplus/push-bet-data.ts',
    literal: 'game_bet',
    why: 'a rollback finds the game_bet postings of its own round to reverse',
  },
  {
    file: 'platform/money/ledger/verify.ts',
    literal: 'game_debt',
    why: 'the debt invariant: a shortfall debits the debt account, a repayment credits it',
  },
  {
    file: 'platform/money/ledger/verify.ts',
    literal: 'game_debt_repayment',
    why: 'the debt invariant, as above',
  },
  {
    file: 'modules/commission/invariants.ts',
    literal: 'commission',
    why: 'the invariant of commission postings (one per statement); could read COMMISSION_KINDS',
  },
  {
    file: 'db/schema/ledger.ts',
    literal: 'game_bet',
    why: 'the round index predicate, which must stay the text migration 0032 made',
  },
];

const API_SRC = sourceDir();
const QUOTED_KIND = new RegExp(`(['"\`])(${TRANSFER_KINDS.join('|')})\\1`, 'g');
/** A `kind` field whose value (or type) the literal is part of: nothing but the value's own words since `kind:`. */
const KIND_FIELD = /\bkind\??\s*:\s*[^,;{}()[\]]*$/;
const HOUSE_CODE = /\b(house|houseCode)\s*:\s*$/;

interface Finding {
  file: string;
  line: number;
  literal: string;
}

/** The kind literals of one source file that no rule allows. */
function kindLiteralsIn(file: string, source: string): Finding[] {
  const found: Finding[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(QUOTED_KIND)) {
      const before = text.slice(0, match.index);
      if (KIND_FIELD.test(before) || HOUSE_CODE.test(before)) continue;
      found.push({ file, line: index + 1, literal: match[2]! });
    }
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['migrations', 'test'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('kind literals in the API source', () => {
  it('flags a planted filter on a literal and passes a posting naming its own kind', () => {
    const planted = [
      "const paid = sql`select sum(t.amount) from ledger_transfers t where t.kind = 'cashback'`;",
      "const costs = kindsIn(['bonus_conversion', 'cashback']);",
      "if (transfer.kind === 'threed_bet') count(transfer);",
      "await postTransfer(tx, { debit: { house: 'bonus' }, kind: 'cashback', reference, at });",
      "const effect = { kind: lost ? 'game_win_reversal' : 'game_win', amount };",
      "await pay({ debit: { house: 'commission' }, credit });",
    ].join('\n');
    expect(kindLiteralsIn('planted.ts', planted)).toEqual([
      { file: 'planted.ts', line: 1, literal: 'cashback' },
      { file: 'planted.ts', line: 2, literal: 'bonus_conversion' },
      { file: 'planted.ts', line: 2, literal: 'cashback' },
      { file: 'planted.ts', line: 3, literal: 'threed_bet' },
    ]);
  });

  it('finds none but those ALLOWED says why, and every ALLOWED entry still matches', () => {
    const findings = sourceFiles(API_SRC).flatMap((full) =>
      kindLiteralsIn(path.relative(API_SRC, full).split(path.sep).join('/'), readFileSync(full, 'utf8')),
    );
    const allowed = (finding: Finding) =>
      ALLOWED.some((entry) => finding.file.endsWith(entry.file) && entry.literal === finding.literal);
    expect(findings.filter((finding) => !allowed(finding))).toEqual([]);
    const stale = ALLOWED.filter(
      (entry) =>
        !findings.some((finding) => finding.file.endsWith(entry.file) && finding.literal === entry.literal),
    );
    expect(stale).toEqual([]);
  });
});

/** A run of kind literals as SQL writes a list of them: `'a', 'b'` or, as PostgreSQL prints it, `'a'::text, ...`. */
const SQL_KIND = `'(?:${TRANSFER_KINDS.join('|')})'(?:::text)?`;
const SQL_KIND_RUN = new RegExp(`${SQL_KIND}(?:\\s*,\\s*${SQL_KIND})*`, 'g');
const kindsOfRun = (run: string) =>
  [...run.matchAll(new RegExp(`'(${TRANSFER_KINDS.join('|')})'`, 'g'))].map((m) => m[1]!);

/**
 * The SQL rule, for every function and trigger the migrated database runs: SQL cannot import the vocabulary, so it
 * may name a kind only as the kind a `ledger_post` call posts (a posting naming its own kind), or in a definition
 * PINNED below, whose every list a test compares with the vocabulary's.
 */
const PINNED = ['bonus_wagering', 'ledger_transfers_bonus_wagering', 'ledger_transfers_twod_wagering'];

function sqlKindLiteralsIn(name: string, definition: string): Finding[] {
  if (PINNED.includes(name)) return [];
  return [...definition.matchAll(SQL_KIND_RUN)].flatMap((match) => {
    const before = definition.slice(0, match.index);
    const call = before.lastIndexOf('ledger_post(');
    const open = call < 0 ? '' : before.slice(call);
    const inPosting = call >= 0 && open.split('(').length > open.split(')').length;
    return inPosting ? [] : kindsOfRun(match[0]).map((literal) => ({ file: name, line: 0, literal }));
  });
}

describe('kind literals in the SQL that runs today', () => {
  let definitions: { name: string; definition: string }[];
  beforeAll(async () => {
    const handle = await openMigratedDatabase('pglite');
    try {
      definitions = await queryRows<{ name: string; definition: string }>(
        handle.db,
        sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
              from pg_proc p join pg_namespace n on n.oid = p.pronamespace
              where n.nspname = 'public' and p.prokind = 'f'
            union all
            select t.tgname, pg_get_triggerdef(t.oid) from pg_trigger t
              join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and not t.tgisinternal`,
      );
    } finally {
      await handle.close();
    }
  });
  const definitionOf = (name: string) => definitions.find((row) => row.name === name)!.definition;

  it('flags a planted kind test and passes a posting naming its own kind', () => {
    const planted = `BEGIN
      IF NEW.kind IN ('game_bet', 'twod_bet') THEN RETURN NULL; END IF;
      PERFORM ledger_post(v_debt, v_game, least(p_amount, v_owed), 'game_debt_repayment', p_reference, p_user);
    END`;
    expect(sqlKindLiteralsIn('planted', planted).map((finding) => finding.literal)).toEqual([
      'game_bet',
      'twod_bet',
    ]);
  });

  it('names kinds only in postings, outside the pinned bonus wagering', () => {
    expect(definitions.length).toBeGreaterThan(5);
    expect(definitions.flatMap(({ name, definition }) => sqlKindLiteralsIn(name, definition))).toEqual([]);
  });

  it("pins bonus wagering's lists to the vocabulary: every stake counts, 2D's at commit by risk", () => {
    const wagering = definitionOf('bonus_wagering');
    const lists = [...wagering.matchAll(/NEW\.kind IN \(([^)]*)\)/g)].map((m) => kindsOfRun(m[1]!));
    const sorted = (kinds: readonly string[]) => [...kinds].sort();
    expect(lists.map(sorted)).toEqual(
      [
        STAKE_KINDS, // the sign: a stake adds, its return takes back
        kindsOf(['stake', 'stake_return'], ['twod']), // counts at 2D's contribution
        kindsOf(['stake', 'stake_return'], ['threed']), // counts at 3D's
        kindsOf(['stake'], ['twod']), // a 2D stake names its slip by number
      ].map(sorted),
    );
    // Nothing else in the function names a kind but the conversion it posts.
    expect(kindsOfRun(wagering.replace(/NEW\.kind IN \([^)]*\)/g, ''))).toEqual(['bonus_conversion']);
    expect(wagering).not.toMatch(/LIKE/i);
    expect(sorted(kindsOfRun(definitionOf('ledger_transfers_bonus_wagering')))).toEqual(
      sorted(WAGERING_AT_POSTING_KINDS),
    );
    expect(sorted(kindsOfRun(definitionOf('ledger_transfers_twod_wagering')))).toEqual(
      sorted(WAGERING_AT_COMMIT_KINDS),
    );
    expect(definitionOf('ledger_transfers_twod_wagering')).toMatch(/DEFERRABLE INITIALLY DEFERRED/);
  });
});
