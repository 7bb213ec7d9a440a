import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBooks } from '../books';
import { openPostgres, queryRows, type Database } from '../db/client';
import { sourceDir } from '../db/paths';
import { adminQuery } from '../test/databases';
import { newFundedPlayer } from '../test/ledger';
import { startTestServer, type TestServer } from '../test/server';

const run = promisify(execFile);

/** The README's backup is pg_dump's custom format and pg_restore: both must be here, and a server to use them on. */
const toolsPresent = ['pg_dump', 'pg_restore'].every(
  (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0,
);
const runs = Boolean(process.env.TEST_DATABASE_URL) && toolsPresent;

/** What the books hold, read the same way from the live database and from the restored one. */
async function booksOf(db: Database) {
  const accounts = await queryRows<{ id: number; user_id: number | null; code: string; balance: number }>(
    db,
    sql`select id, user_id, code, balance from ledger_accounts order by id`,
  );
  const [transfers] = await queryRows<{ n: number; total: number; last: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(amount), 0)::bigint as total, max(id) as last from ledger_transfers`,
  );
  const [audit] = await queryRows<{ n: number; last: number }>(
    db,
    sql`select count(*)::int as n, max(id) as last from audit_log`,
  );
  return { accounts, transfers, audit };
}

describe.runIf(runs)('a backup with pg_dump restores into books that verify', () => {
  let server: TestServer;
  let folder: string;
  const restoredName = `zeya_restore_${process.pid}_${Date.now().toString(36)}`;
  let restored: ReturnType<typeof openPostgres> | undefined;

  beforeAll(async () => {
    server = await startTestServer('postgres');
    folder = mkdtempSync(path.join(tmpdir(), 'zeya-backup-'));
  });
  afterAll(async () => {
    await restored?.close();
    await adminQuery(`drop database if exists ${restoredName} with (force)`);
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('dumps a database with money moved through the API, restores it elsewhere, and the ledger verifies', async () => {
    // Money moved every way a day's business moves it: staff funding (two people), a deposit approved, an exchange,
    // bets and wins, a withdrawal held and paid out.
    const operator = await server.login('operator', 'operator12345', '/api/console/login');
    const channel = (await server.get('/api/banks')).body.data[0].id as number;
    const player = await newFundedPlayer(server, 50_000, 0);
    const deposit = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channel, refrence_no: '880001', amount: 25_000 },
      { token: player.token },
    );
    expect(deposit.status).toBe(200);
    const approved = await server.post(`/api/console/deposits/${deposit.body.data.id}/approve`, undefined, {
      token: operator,
    });
    expect(approved.status).toBe(200);
    const exchange = await server.post(
      '/api/exchange-main-to-game',
      { amount: 10_000 },
      { token: player.token },
    );
    expect(exchange.status).toBe(200);
    for (const betType of ['big', 'small', 'big', 'small', 'big']) {
      const bet = await server.post(
        '/api/digitbet',
        { bet_type: betType, digit: null, bet_amount: 100, multiplier: 1 },
        { token: player.token },
      );
      expect(bet.status).toBe(200);
    }
    const withdrawal = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channel,
        account_name: 'Ko Zaw',
        account_number: '09777000111',
        password: 'player-pass-1',
        amount: 20_000,
      },
      { token: player.token },
    );
    expect(withdrawal.status).toBe(200);
    const paid = await server.post(`/api/console/withdrawals/${withdrawal.body.data.id}/approve`, undefined, {
      token: operator,
    });
    expect(paid.status).toBe(200);
    expect(await server.verifyLedger()).toEqual([]);
    const live = await booksOf(server.db);
    expect(live.transfers!.n).toBeGreaterThan(10);

    // The README's commands: a dump in the custom format while the server runs, restored into a new database.
    const file = path.join(folder, 'zeya.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, server.databaseUrl!]);
    expect(statSync(file).size).toBeGreaterThan(0);
    await adminQuery(`create database ${restoredName}`);
    const restoredUrl = new URL(server.databaseUrl!);
    restoredUrl.pathname = `/${restoredName}`;
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, file]);

    restored = openPostgres(restoredUrl.toString(), 2);
    expect(await verifyBooks(restored.db)).toEqual([]);
    expect(await booksOf(restored.db)).toEqual(live);

    // And the check the README tells an operator to run after a restore, as they would run it.
    const tsx = path.join(sourceDir(), '..', '..', '..', 'node_modules', '.bin', 'tsx');
    const cli = await run(tsx, [path.join(sourceDir(), 'cli', 'ledger-verify.ts')], {
      // Away from any .env of the checkout: the restored database is the one named here.
      cwd: folder,
      env: { ...process.env, DATABASE_URL: restoredUrl.toString(), NODE_ENV: 'development' },
    });
    expect(cli.stdout).toContain('Ledger verified: no violations.');
  });
});
