import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { balancesOf, newFundedPlayer, transfersOf } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';
import { houseAccount } from './accounts';
import { postTransfer } from './post';

describe.each(testDatabaseKinds())('postings naming a house account by code, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const houseRows = (code: string) =>
    server.deps.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.code, code), isNull(ledgerAccounts.userId)));

  const pay = (userId: number, reference: string) =>
    postTransfer(server.deps.db, {
      debit: { house: 'commission' },
      credit: { userId, code: 'main' },
      amount: 500,
      kind: 'commission',
      reference,
      playerId: userId,
      at: new Date(),
    });

  // The ledger check is not run here: these postings pay commission that no statement approved, on purpose.
  it('opens the house account on its first posting, once, and posts each reference once', async () => {
    // The seed opens no commission account: the first posting does.
    expect(await houseRows('commission')).toEqual([]);
    const player = await newFundedPlayer(server, 0, 0);
    const before = await transfersOf(server, player.id);
    const replies = await Promise.all([pay(player.id, 'post-test:1'), pay(player.id, 'post-test:2')]);
    expect(replies.every((reply) => reply.posted)).toBe(true);
    expect(await pay(player.id, 'post-test:1')).toEqual({ posted: false });

    const rows = await houseRows('commission');
    expect(rows).toHaveLength(1);
    expect(await houseAccount(server.deps.db, 'commission', new Date())).toBe(rows[0]!.id);
    expect((await balancesOf(server, player.id)).main).toBe(1_000);
    expect(await transfersOf(server, player.id)).toBe(before + 2);
  });
});
