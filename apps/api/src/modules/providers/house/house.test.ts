import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';

const PUBLIC_URL = 'https://zeya.example';

describe.each(testDatabaseKinds())('Shwe Slot on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: `${PUBLIC_URL}/` });
  });
  afterAll(() => server.close());

  /** The launch as any client makes it, signed in; the game then needs nothing but the URL's token. */
  async function launch(token: string) {
    const reply = await server.post(
      '/api/seamless/launch-game',
      { game_code: 'shwe-slot', product_code: 'ZEYA', game_type: 'SLOT' },
      { token },
    );
    expect(reply.body).toMatchObject({
      code: 200,
      url: expect.stringMatching(/^https:\/\/zeya\.example\/play\/shwe-slot\?launch=[\w-]+$/),
    });
    return new URL(reply.body.url as string).searchParams.get('launch')!;
  }

  const open = (launchToken: string, gameCode = 'shwe-slot') =>
    server.post('/api/house/open', { launch_token: launchToken, game_code: gameCode });
  const spin = (session: string, bet: number) => server.post('/api/house/spin', { session, bet });

  it('plays from the launch URL alone: no sign-in, every spin moves the game balance and shows in the logs', async () => {
    const player = await newFundedPlayer(server, 0, 10_000);
    const launchToken = await launch(player.token);
    const opened = await open(launchToken);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      game: { code: 'shwe-slot' },
      balance: 10_000,
      bets: [100, 200, 500, 1000, 2000],
    });
    let expected = 1_000_000;
    for (let n = 0; n < 20; n += 1) {
      const played = await spin(opened.body.data.session, 100);
      expect(played.status).toBe(200);
      expect(played.body.data.window).toHaveLength(3);
      expect(played.body.data.win).toBe(100 * played.body.data.pays);
      expected += (played.body.data.win - 100) * 100;
      expect(played.body.data.balance * 100).toBe(expected);
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

  it('opens a launch once, for its own game, while fresh, and only while its player may play', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const launchToken = await launch(player.token);
    const otherGame = await open(launchToken, 'digitbet');
    expect(otherGame.status).toBe(422);
    expect(otherGame.body.errors.launch_token).toEqual([
      'This game link has expired or was already used. Please launch the game again from the games list.',
    ]);
    expect((await open(launchToken)).status).toBe(200);
    expect((await open(launchToken)).status).toBe(422);

    // A link opens within GAME_LAUNCH_MINUTES (3): the player site opens it at once.
    const quick = await launch(player.token);
    const late = await launch(player.token);
    server.clock.advance(2 * 60_000);
    expect((await open(quick)).status).toBe(200);
    server.clock.advance(60_000 + 1);
    expect((await open(late)).status).toBe(422);

    const beforeBan = await launch(player.token);
    const session = (await open(await launch(player.token))).body.data.session as string;
    const admin = await server.login('admin', 'admin12345', '/api/console/login');
    await server.post(`/api/console/players/${player.id}/ban`, { reason: 'test ban' }, { token: admin });
    expect((await open(beforeBan)).status).toBe(422);
    expect((await spin(session, 100)).body.errors.session).toHaveLength(1);
    expect((await balancesOf(server, player.id)).game).toBe(100_000);
  });

  it('keeps a session to its player and its time, and refuses bets it cannot take', async () => {
    const alice = await newFundedPlayer(server, 0, 150);
    const bob = await newFundedPlayer(server, 0, 1_000);
    const session = (await open(await launch(alice.token))).body.data.session as string;
    expect((await spin(session, 200)).body.errors.bet).toEqual(['Insufficient balance.']);
    expect((await spin(session, 150)).body.errors.bet).toHaveLength(1);
    expect((await spin('not-a-session', 100)).body.errors.session).toHaveLength(1);
    expect((await balancesOf(server, alice.id)).game).toBe(15_000);
    // Bob signed in may not play Alice's session: refused, nothing moves for either.
    const bobTransfers = await transfersOf(server, bob.id);
    const asBob = await server.post('/api/house/spin', { session, bet: 100 }, { token: bob.token });
    expect(asBob.status).toBe(422);
    expect(asBob.body.errors.session).toHaveLength(1);
    expect(await transfersOf(server, bob.id)).toEqual(bobTransfers);
    expect((await balancesOf(server, alice.id)).game).toBe(15_000);
    const asAlice = await server.post('/api/house/spin', { session, bet: 100 }, { token: alice.token });
    expect(asAlice.status).toBe(200);
    expect((await balancesOf(server, alice.id)).game).toBe(5_000 + asAlice.body.data.win * 100);
    server.clock.advance(13 * 3600_000);
    expect((await spin(session, 100)).status).toBe(422);
    await expectLedgerClean(server);
  });

  it("refuses a player's link to a request signed in as another player, and keeps it for its owner", async () => {
    const alice = await newFundedPlayer(server, 0, 1_000);
    const bob = await newFundedPlayer(server, 0, 1_000);
    const link = await launch(alice.token);
    const asBob = await server.post(
      '/api/house/open',
      { launch_token: link, game_code: 'shwe-slot' },
      { token: bob.token },
    );
    expect(asBob.status).toBe(422);
    expect(asBob.body.errors.launch_token).toHaveLength(1);
    const asAlice = await server.post(
      '/api/house/open',
      { launch_token: link, game_code: 'shwe-slot' },
      { token: alice.token },
    );
    expect(asAlice.status).toBe(200);
    expect(asAlice.body.data).toMatchObject({ player: alice.userName, balance: 1_000 });
  });

  it('ends the links a sign-in made, and the games they opened, when it signs out or the password changes elsewhere', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const unopened = await launch(player.token);
    const session = (await open(await launch(player.token))).body.data.session as string;
    expect((await server.post('/api/logout', undefined, { token: player.token })).status).toBe(200);
    expect((await open(unopened)).body.errors.launch_token).toHaveLength(1);
    expect((await spin(session, 100)).body.errors.session).toHaveLength(1);

    // A password change signs every other device out, and their links with them; this device's stay.
    const other = await server.login(player.userName, 'player-pass-1');
    const here = await server.login(player.userName, 'player-pass-1');
    const fromOther = await launch(other);
    const fromHere = await launch(here);
    const changed = await server.post(
      '/api/change-password',
      {
        current_password: 'player-pass-1',
        password: 'a-fresh-secret-42',
        password_confirmation: 'a-fresh-secret-42',
      },
      { token: here },
    );
    expect(changed.status).toBe(200);
    expect((await open(fromOther)).status).toBe(422);
    expect((await open(fromHere)).status).toBe(200);
    expect((await balancesOf(server, player.id)).game).toBe(100_000);
  });
});
