import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, commitsOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { placeBet, type GameMove } from './game-wallet';
import { GROUP_LANES } from './group-commit';
import { InsufficientBalance } from './ledger/post';

let serial = 0;

/** A 100 Ks stake of a test provider's slot, a transaction and round of its own. */
function stake(userId: number): GameMove {
  serial += 1;
  return {
    provider: 'group-test',
    houseCode: 'games:group-test',
    userId,
    gameCode: 'slot',
    roundCode: `r${serial}`,
    transactionId: `t${serial}`,
    amount: 10_000,
    at: new Date(),
  };
}

const outcome = (bet: Promise<unknown>) =>
  bet.then(
    () => 'posted',
    (error: unknown) => (error instanceof InsufficientBalance ? 'insufficient' : 'failed'),
  );

describe.each(testDatabaseKinds())('game moves committed in groups across players on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('posts simultaneous stakes of many players in shared commits, each accepted or refused on its own', async () => {
    const players = await Promise.all(Array.from({ length: 16 }, () => newFundedPlayer(server, 0, 300)));
    // Four stakes of 100 Ks each against 300 Ks: three post, the fourth finds the balance short.
    const outcomes = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 4 }, () => outcome(placeBet(server.db, stake(player.id)))),
      ),
    );
    expect(outcomes.filter((o) => o === 'posted')).toHaveLength(48);
    expect(outcomes.filter((o) => o === 'insufficient')).toHaveLength(16);
    for (const player of players) expect((await balancesOf(server, player.id)).game).toBe(0);
    const ids = players.map((player) => player.id);
    const commits = await commitsOf(server, 'game_bet', ids);
    console.log(`[${kind}] group commit: 48 stakes of 16 players in ${commits} commits`);
    expect(commits).toBeLessThan(16);
    await expectLedgerClean(server);
  });

  it("fails only the moves of a player the database refuses, posting the group's others", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => newFundedPlayer(server, 0, 100)));
    // A lane per user id modulo GROUP_LANES: players of one lane, and an id of that lane that no player has.
    const lane = players[0]!.id % GROUP_LANES;
    const ofLane = players.filter((player) => player.id % GROUP_LANES === lane);
    const first = placeBet(server.db, stake(ofLane[0]!.id));
    // These wait while the first is in flight and go together, the account-less one among them.
    const together = [
      outcome(placeBet(server.db, stake(ofLane[0]!.id + GROUP_LANES * 1_000_000))),
      ...ofLane.slice(1).map((player) => outcome(placeBet(server.db, stake(player.id)))),
    ];
    await first;
    const [missing, ...others] = await Promise.all(together);
    expect(missing).toBe('failed');
    expect(others).toEqual(ofLane.slice(1).map(() => 'posted'));
    for (const player of ofLane) expect((await balancesOf(server, player.id)).game).toBe(0);
    await expectLedgerClean(server);
  });

  it.runIf(kind === 'postgres')(
    'never deadlocks two instances posting for the same players in opposite orders',
    async () => {
      const players = await Promise.all(Array.from({ length: 12 }, () => newFundedPlayer(server, 0, 1_000)));
      const other = openPostgres(server.databaseUrl!, 4);
      try {
        const ids = players.map((player) => player.id);
        const rounds = Array.from({ length: 5 }, () => [
          ...ids.map((id) => outcome(placeBet(server.db, stake(id)))),
          ...[...ids].reverse().map((id) => outcome(placeBet(other.db, stake(id)))),
        ]);
        const outcomes = await Promise.all(rounds.flat());
        expect(outcomes.filter((o) => o !== 'posted')).toEqual([]);
      } finally {
        await other.close();
      }
      for (const player of players) expect((await balancesOf(server, player.id)).game).toBe(0);
      await expectLedgerClean(server);
    },
  );
});
