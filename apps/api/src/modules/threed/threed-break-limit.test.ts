import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threedNumberTotals, threedSlips } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

const PLAYERS = 200;
const ADMITTED = 37;

describe.each(testDatabaseKinds())('3D break limit under a race on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    server.clock.set(new Date('2026-11-30T09:00:00+06:30'));
  });
  afterAll(() => server.close());

  it(`admits exactly ${ADMITTED} of ${PLAYERS} simultaneous 100 Ks bets on one number when the limit holds ${ADMITTED}`, async () => {
    const admin = await server.login('admin', 'admin12345', '/api/console/login');
    const current = (await server.get('/api/console/threed/settings', { token: admin })).body.data;
    const changed = await server.put(
      '/api/console/threed/settings',
      { ...current, break_limit: ADMITTED * 100 },
      { token: admin },
    );
    expect(changed.status).toBe(200);
    const players = [];
    for (let n = 0; n < PLAYERS; n += 1) players.push(await newFundedPlayer(server, 500));

    const replies = await Promise.all(
      players.map((player) =>
        server.post(
          '/api/threed-bet',
          { totalAmount: 100, amounts: [{ num: '777', amount: 100 }] },
          { token: player.token },
        ),
      ),
    );

    const statuses = replies.map((reply) => reply.status);
    const accepted = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 409).length;
    const slips = await server.db.select().from(threedSlips);
    const [total] = await server.db
      .select()
      .from(threedNumberTotals)
      .where(and(eq(threedNumberTotals.drawId, slips[0]!.drawId), eq(threedNumberTotals.num, '777')));
    console.log(
      `3D break limit on ${kind}: ${accepted} accepted, ${refused} refused of ${PLAYERS} simultaneous; ` +
        `staked ${total!.staked / 100} Ks against a limit of ${ADMITTED * 100} Ks`,
    );
    expect(accepted).toBe(ADMITTED);
    expect(refused).toBe(PLAYERS - ADMITTED);
    for (const reply of replies) if (reply.status === 409) expect(reply.body).toEqual(['777']);
    expect(slips).toHaveLength(ADMITTED);
    expect(total!.staked).toBe(ADMITTED * 100 * 100);
    const admitted = new Set(slips.map((slip) => slip.userId));
    for (const player of players) {
      const { main } = await balancesOf(server, player.id);
      expect(main).toBe(admitted.has(player.id) ? 40_000 : 50_000);
    }
    await expectLedgerClean(server);
  });
});
