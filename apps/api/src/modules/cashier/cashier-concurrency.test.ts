import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

describe.each(testDatabaseKinds())('cashier storms on %s', (kind) => {
  let server: TestServer;
  let operators: string[];
  let channelId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    operators = [
      await server.login('admin', 'admin12345', '/api/console/login'),
      await server.login('operator', 'operator12345', '/api/console/login'),
    ];
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  it('100 simultaneous withdrawals against a balance for 10: exactly 10 pending, main never negative', async () => {
    const player = await newFundedPlayer(server, 100_000);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        server.post(
          '/api/withdrawfinicial',
          {
            payment_type_id: channelId,
            account_name: 'Ma Hla',
            account_number: '09777000222',
            amount: 10_000,
            password: 'player-pass-1',
          },
          { token: player.token },
        ),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(90);
    expect(await balancesOf(server, player.id)).toEqual({ main: 0, game: 0, withdraw_hold: 10_000_000 });
    const log = (await server.get('/api/withdrawlogfinicial', { token: player.token })).body.data;
    expect(log.filter((row: { status: string }) => row.status === 'Pending')).toHaveLength(10);
    await expectLedgerClean(server);
  });

  it('50 simultaneous approvals of one deposit credit it once', async () => {
    const player = await newFundedPlayer(server);
    const made = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, amount: 7_000, refrence_no: '424242' },
      { token: player.token },
    );
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        server.post(`/api/console/deposits/${made.body.data.id}/approve`, undefined, {
          token: operators[n % 2],
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await balancesOf(server, player.id)).toEqual({ main: 700_000, game: 0, withdraw_hold: 0 });
    await expectLedgerClean(server);
  });
});
