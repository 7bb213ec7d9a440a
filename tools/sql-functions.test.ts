import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningSql, sqlDrift, writeSqlFiles } from './sql-functions';

describe('apps/api/src/db/sql: the SQL that runs', () => {
  let files: Map<string, string>;
  const copy = mkdtempSync(path.join(tmpdir(), 'zeya-sql-drift-'));
  beforeAll(async () => {
    files = await runningSql();
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('holds every function and trigger the ledger runs (a guard on the check below)', () => {
    expect([...files.keys()]).toEqual(expect.arrayContaining(['ledger_post.sql', 'game_post.sql']));
    expect(files.get('ledger_post.sql')).toContain('CREATE OR REPLACE FUNCTION public.ledger_post(');
    expect(files.get('game_post.sql')).toContain('CREATE OR REPLACE FUNCTION public.game_post_many(');
    expect(files.get('bonus_wagering.sql')).toContain('CREATE TRIGGER ledger_transfers_bonus_wagering');
    expect(files.get('ledger_post.sql')).toMatch(
      /-- function ledger_post: last defined in migration 00\d\d_\w+\n/,
    );
  });

  // Also shows the files come out the same every time: `npm run db:sql` wrote them in a process of its own.
  it('is what the migrations define: after a migration changes a function, run `npm run db:sql`', () => {
    expect(sqlDrift(files)).toEqual([]);
  });

  it('reports by name a function changed, a file missing and one no migration makes, until written again', () => {
    writeSqlFiles(files, copy);
    const edit = (file: string, from: string, to: string) => {
      const text = readFileSync(path.join(copy, file), 'utf8');
      expect(text).toContain(from);
      writeFileSync(path.join(copy, file), text.replace(from, to));
    };
    edit('ledger_post.sql', 'ORDER BY id FOR NO KEY UPDATE', 'ORDER BY id FOR UPDATE');
    edit(
      'bonus_wagering.sql',
      'ledger_transfers_bonus_wagering AFTER INSERT',
      'ledger_transfers_bonus_wagering AFTER UPDATE',
    );
    rmSync(path.join(copy, 'house_account.sql'));
    writeFileSync(path.join(copy, 'old_payout.sql'), 'CREATE FUNCTION public.old_payout() ...;\n');

    expect(sqlDrift(files, copy)).toEqual([
      'bonus_wagering.sql: not what the migrations define (trigger ledger_transfers_bonus_wagering)',
      'house_account.sql: missing (the migrations define it)',
      'ledger_post.sql: not what the migrations define (function ledger_post)',
      'old_payout.sql: no migration defines it any more',
    ]);

    writeSqlFiles(files, copy);
    expect(sqlDrift(files, copy)).toEqual([]);
  });
});
