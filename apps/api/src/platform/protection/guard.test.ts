import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { readProtection } from './guard';

describe.each(testDatabaseKinds())('protection reads on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers simultaneous reads of many players, read together, each with their own row or none', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => newFundedPlayer(server)));
    const limited = players.filter((_, n) => n % 3 === 0);
    for (const [n, player] of limited.entries()) {
      const set = await server.post(
        '/api/protection/limits',
        { limit: 'loss_day', amount: 1_000 * (n + 1) },
        { token: player.token },
      );
      expect(set.status).toBe(200);
    }
    // Twice each, all at once: they go to the database in shared statements.
    const read = await Promise.all(
      [...players, ...players].map((player) => readProtection(server.deps.db, player.id)),
    );
    const expected = players.map((player) => {
      const n = limited.indexOf(player);
      return n < 0 ? null : { userId: player.id, lossDay: 1_000 * (n + 1) * 100 };
    });
    const seen = read.map((row) => (row ? { userId: Number(row.userId), lossDay: row.lossDay } : null));
    expect(seen).toEqual([...expected, ...expected]);
  });
});
