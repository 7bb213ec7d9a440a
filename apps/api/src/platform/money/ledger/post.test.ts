import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { balancesOf, commitsOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';
import { houseAccount } from './accounts';
import { InsufficientBalance, PlayerProtected, postTransfer } from './post';
import { GROUP_LANES } from '../group-commit';

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

describe.each(testDatabaseKinds())(
  "transfers between players' own accounts committed in groups on %s",
  (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server.close());

    let serial = 0;
    /** 100 Ks from the player's main balance to their game balance, as an exchange posts it. */
    const exchange = (userId: number, reference = `group-test:${(serial += 1)}`, unlessProtected = false) =>
      postTransfer(server.deps.db, {
        debit: { userId, code: 'main' },
        credit: { userId, code: 'game' },
        amount: 10_000,
        kind: 'exchange_main_to_game',
        reference,
        playerId: userId,
        at: new Date(),
        unlessProtected,
      }).then(
        (result) => (result.posted ? 'posted' : 'repeat'),
        (error: unknown) =>
          error instanceof InsufficientBalance
            ? 'insufficient'
            : error instanceof PlayerProtected
              ? 'protected'
              : 'failed',
      );

    it('posts simultaneous transfers of many players in shared commits, each accepted or refused on its own', async () => {
      const players = await Promise.all(Array.from({ length: 16 }, () => newFundedPlayer(server, 300)));
      const outcomes = await Promise.all(
        players.flatMap((player) => Array.from({ length: 4 }, () => exchange(player.id))),
      );
      expect(outcomes.filter((o) => o === 'posted')).toHaveLength(48);
      expect(outcomes.filter((o) => o === 'insufficient')).toHaveLength(16);
      for (const player of players)
        expect(await balancesOf(server, player.id)).toEqual({ main: 0, game: 30_000, withdraw_hold: 0 });
      const commits = await commitsOf(
        server,
        'exchange_main_to_game',
        players.map((player) => player.id),
      );
      console.log(`[${kind}] group commit: 48 transfers of 16 players in ${commits} commits`);
      expect(commits).toBeLessThan(16);
      // A reference posted before is a repeat, also when the balance could not pay it now.
      expect(await exchange(players[0]!.id, 'group-test:1')).toBe('repeat');
      await expectLedgerClean(server);
    });

    it("fails only a transfer the database refuses, posting the group's others", async () => {
      const players = await Promise.all(Array.from({ length: 6 }, () => newFundedPlayer(server, 100)));
      // A lane per user id modulo GROUP_LANES: players of one lane, and an id of that lane that no player has.
      const lane = players[0]!.id % GROUP_LANES;
      const ofLane = players.filter((player) => player.id % GROUP_LANES === lane);
      const first = exchange(ofLane[0]!.id);
      // These wait while the first is in flight and go together, the account-less one among them.
      const together = [
        exchange(ofLane[0]!.id + GROUP_LANES * 1_000_000),
        ...ofLane.slice(1).map((player) => exchange(player.id)),
      ];
      expect(await first).toBe('posted');
      const [missing, ...others] = await Promise.all(together);
      expect(missing).toBe('failed');
      expect(others).toEqual(ofLane.slice(1).map(() => 'posted'));
      for (const player of ofLane) expect((await balancesOf(server, player.id)).game).toBe(10_000);
      await expectLedgerClean(server);
    });

    it('moves nothing into play for a player who set protection, and posts the others of its group', async () => {
      const players = await Promise.all(Array.from({ length: 4 }, () => newFundedPlayer(server, 100)));
      const limited = await server.post(
        '/api/protection/limits',
        { limit: 'loss_day', amount: 1_000 },
        { token: players[0]!.token },
      );
      expect(limited.status).toBe(200);
      const outcomes = await Promise.all(players.map((player) => exchange(player.id, undefined, true)));
      expect(outcomes).toEqual(['protected', 'posted', 'posted', 'posted']);
      expect((await balancesOf(server, players[0]!.id)).main).toBe(10_000);
      for (const player of players.slice(1)) expect((await balancesOf(server, player.id)).game).toBe(10_000);
      // Out of play nothing is checked, and a posting that is not marked goes through whoever it is for.
      expect(await exchange(players[0]!.id)).toBe('posted');
      await expectLedgerClean(server);
    });
  },
);
