import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerAccounts, ledgerTransfers } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';

async function accountId(server: TestServer, userId: number, code: 'main' | 'game') {
  const [row] = await server.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, code)));
  return row!.id;
}

/** The verifier is the alarm: each kind of damage it exists for must set it off. */
describe.each(testDatabaseKinds())('ledger verification on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is clean on fresh books', async () => {
    expect(await server.verifyLedger()).toEqual([]);
  });

  it('reports a balance edited outside the ledger', async () => {
    const player = await newFundedPlayer(server, 100);
    const main = await accountId(server, player.id, 'main');
    await server.db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${main}`);
    expect(await server.verifyLedger()).toEqual([
      `account ${main}: balance 10001 but its transfers net 10000`,
    ]);
    await server.db.execute(sql`update ledger_accounts set balance = balance - 1 where id = ${main}`);
    expect(await server.verifyLedger()).toEqual([]);
  });

  it('reports money made through adjustments without an audit record', async () => {
    const player = await newFundedPlayer(server, 100);
    const [record] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(player.id)));
    await server.db
      .update(auditLog)
      .set({ after: { ...(record!.after as object), reference: 'elsewhere' } })
      .where(eq(auditLog.id, record!.id));
    const violations = await server.verifyLedger();
    expect(violations.some((v) => /^adjustment adjust:.* has no audit record$/.test(v))).toBe(true);
    expect(violations).toContain(`audit record ${record!.id} breaks the hash chain`);
    await server.db.update(auditLog).set({ after: record!.after }).where(eq(auditLog.id, record!.id));
    expect(await server.verifyLedger()).toEqual([]);
  });

  it('refuses a negative player balance at the database itself', async () => {
    const player = await newFundedPlayer(server);
    const game = await accountId(server, player.id, 'game');
    await expect(
      server.db.update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.id, game)),
    ).rejects.toThrow();
  });

  it('states the debt invariants: a debt at or below zero, moved only by a shortfall or its repayment', async () => {
    const player = await newFundedPlayer(server, 0, 10);
    const game = await accountId(server, player.id, 'game');
    const now = new Date();
    const [debt] = await server.db
      .insert(ledgerAccounts)
      .values({ userId: player.id, code: 'debt', isHouse: false, createdAt: now })
      .returning({ id: ledgerAccounts.id });
    await expect(
      server.db.update(ledgerAccounts).set({ balance: 1 }).where(eq(ledgerAccounts.id, debt!.id)),
    ).rejects.toThrow();
    // A debt made by anything but a forced debit's shortfall is reported, though the books otherwise balance.
    await server.db.execute(
      sql`select ledger_post(${debt!.id}, ${game}, 500, 'adjustment', 'debt-by-hand', ${player.id}, '{}'::jsonb, now())`,
    );
    expect(await server.verifyLedger()).toEqual(['debt moved by adjustment debt-by-hand']);
    await server.db.execute(
      sql`select ledger_post(${game}, ${debt!.id}, 500, 'game_debt_repayment', 'debt-by-hand:undo', ${player.id}, '{}'::jsonb, now())`,
    );
    await server.db.execute(sql`delete from ledger_transfers where reference like 'debt-by-hand%'`);
    expect(await server.verifyLedger()).toEqual([]);
  });

  it('refuses a transfer of a kind outside the vocabulary, and posts one of it', async () => {
    const player = await newFundedPlayer(server, 0, 10);
    const game = await accountId(server, player.id, 'game');
    const main = await accountId(server, player.id, 'main');
    const post = (kind: string, reference: string) =>
      server.db.execute(
        sql`select ledger_post(${game}, ${main}, 100, ${kind}, ${reference}, ${player.id}, '{}'::jsonb, now())`,
      );
    await expect(post('bonus_by_hand', 'kind-outside')).rejects.toThrow();
    await post('exchange_game_to_main', 'kind-inside');
    const posted = await server.db
      .select({ reference: ledgerTransfers.reference })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.reference, 'kind-%'));
    expect(posted).toEqual([{ reference: 'kind-inside' }]);
    expect(await server.verifyLedger()).toEqual([]);
  });
});
