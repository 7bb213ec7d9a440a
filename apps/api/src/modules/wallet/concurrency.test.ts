import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * Hundreds of exchanges at once on one player. On PostgreSQL they truly race on separate connections; on PGlite
 * they queue on its single connection, which must give the same books. A player may have a batch's worth (100)
 * waiting in a group-commit lane (platform/money/group-commit.ts): what arrives beyond it is refused with 429 and
 * nothing of it is done, so a storm of 200 may see some 429s, and the books must still count only the 200s.
 */
describe.each(testDatabaseKinds())('exchange storms on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('200 simultaneous main->game exchanges against a balance for 50: exactly 50 succeed', async () => {
    const player = await newFundedPlayer(server, 5_000);
    const replies = await Promise.all(
      Array.from({ length: 200 }, () =>
        server.post('/api/exchange-main-to-game', { amount: 100 }, { token: player.token }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    // At least 101 reach the lane (one in flight, 100 waiting), more than the 50 the balance covers.
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 422 || status === 429)).toHaveLength(150);
    expect(statuses.filter((status) => status === 429).length).toBeLessThan(100);
    expect(await balancesOf(server, player.id)).toEqual({ main: 0, game: 500_000, withdraw_hold: 0 });
    // one funding adjustment plus the 50 exchanges
    expect(await transfersOf(server, player.id)).toBe(51);
    for (const reply of replies.filter((r) => r.status === 200)) {
      expect(reply.body.data.main_balance).toBeGreaterThanOrEqual(0);
    }
    await expectLedgerClean(server);
  });

  it('200 simultaneous exchanges in both directions keep the total and never go negative', async () => {
    const player = await newFundedPlayer(server, 3_000, 3_000);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        server.post(
          n % 2 ? '/api/exchange-game-to-main' : '/api/exchange-main-to-game',
          { amount: 100 },
          {
            token: player.token,
          },
        ),
      ),
    );
    expect(replies.filter((reply) => ![200, 422, 429].includes(reply.status))).toEqual([]);
    expect(replies.filter((reply) => reply.status === 429).length).toBeLessThan(100);
    const succeeded = (direction: number) =>
      replies.filter((reply, n) => n % 2 === direction && reply.status === 200).length;
    const after = await balancesOf(server, player.id);
    expect(after.main + after.game).toBe(600_000);
    expect(after.main).toBeGreaterThanOrEqual(0);
    expect(after.game).toBeGreaterThanOrEqual(0);
    expect(after.game).toBe(300_000 + (succeeded(0) - succeeded(1)) * 10_000);
    expect(await transfersOf(server, player.id)).toBe(2 + succeeded(0) + succeeded(1));
    await expectLedgerClean(server);
  });
});
