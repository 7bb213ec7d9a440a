import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';

describe.each(testDatabaseKinds())('Shwe Slot on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function launch(token: string) {
    const reply = await server.post(
      '/api/seamless/launch-game',
      { game_code: 'shwe-slot', product_code: 'ZEYA', game_type: 'SLOT' },
      { token },
    );
    expect(reply.body).toMatchObject({
      code: 200,
      url: expect.stringMatching(/^\/play\/shwe-slot\?launch=[\w-]+$/),
    });
    return new URL(reply.body.url, 'http://x').searchParams.get('launch')!;
  }

  it('launches once, spins on the server, and every spin moves the game balance and shows in the game logs', async () => {
    const player = await newFundedPlayer(server, 0, 10_000);
    const launchToken = await launch(player.token);
    const opened = await server.post(
      '/api/house/open',
      { launch_token: launchToken },
      { token: player.token },
    );
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      game: { code: 'shwe-slot' },
      balance: 10_000,
      bets: [100, 200, 500, 1000, 2000],
    });
    const reused = await server.post(
      '/api/house/open',
      { launch_token: launchToken },
      { token: player.token },
    );
    expect(reused.status).toBe(422);
    expect(reused.body.errors.launch_token).toHaveLength(1);

    let expected = 1_000_000;
    for (let n = 0; n < 20; n += 1) {
      const spin = await server.post(
        '/api/house/spin',
        { session: opened.body.data.session, bet: 100 },
        { token: player.token },
      );
      expect(spin.status).toBe(200);
      expect(spin.body.data.window).toHaveLength(3);
      expect(spin.body.data.win).toBe(100 * spin.body.data.pays);
      expected += (spin.body.data.win - 100) * 100;
      expect(spin.body.data.balance * 100).toBe(expected);
    }
    expect((await balancesOf(server, player.id)).game).toBe(expected);
    const logs = (await server.get('/api/player/game-logs?type=today', { token: player.token })).body.data;
    expect(logs).toEqual([
      expect.objectContaining({
        game_name: 'Shwe Slot',
        spin_count: 20,
        turnover: 2_000,
        win_loss: (expected - 1_000_000) / 100,
      }),
    ]);
    await expectLedgerClean(server);
  });

  it('keeps launches and sessions to their own player, and refuses bets it cannot take', async () => {
    const alice = await newFundedPlayer(server, 0, 150);
    const bob = await newFundedPlayer(server, 0, 1_000);
    const aliceLaunch = await launch(alice.token);
    expect(
      (await server.post('/api/house/open', { launch_token: aliceLaunch }, { token: bob.token })).status,
    ).toBe(422);
    const session = (
      await server.post('/api/house/open', { launch_token: aliceLaunch }, { token: alice.token })
    ).body.data.session;
    expect(
      (await server.post('/api/house/spin', { session, bet: 100 }, { token: bob.token })).body.errors.session,
    ).toHaveLength(1);
    expect(
      (await server.post('/api/house/spin', { session, bet: 150 }, { token: alice.token })).body.errors.bet,
    ).toHaveLength(1);
    expect(
      (await server.post('/api/house/spin', { session, bet: 200 }, { token: alice.token })).body.errors.bet,
    ).toEqual(['Insufficient balance.']);
    expect((await balancesOf(server, alice.id)).game).toBe(15_000);
    server.clock.advance(13 * 3600_000);
    expect((await server.post('/api/house/spin', { session, bet: 100 }, { token: alice.token })).status).toBe(
      422,
    );
  });
});
