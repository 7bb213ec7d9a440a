import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { gameBalanceExact } from '../../platform/money/game-wallet';
import { reconcilePass } from '../../modules/providers/gscplus/reconciliation';
import { GSCPLUS, gscplusSettings } from '../../modules/providers/gscplus/settings';
import { demoGamesOf } from './catalogue';

interface Hot {
  game_code: string;
  product_code: string;
  game_type: string;
}

const ROUNDS = 25;

/** A browser of its own: it keeps the cookie the demo's pages set, as a real one does. */
function browser() {
  let cookie = '';
  return async (url: URL, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const reply = await fetch(url, { ...init, headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
    cookie = reply.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return reply;
  };
}
type Browser = ReturnType<typeof browser>;

/** The in-process demo aggregator: launch, a game page, rounds through our real wallet webhooks only. */
describe.each(testDatabaseKinds())('demo aggregator on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let playerId: number;
  beforeAll(async () => {
    server = await startTestServer(kind, { DEMO_AGGREGATOR: 'on', GSCPLUS_RECONCILE_INTERVAL_SECONDS: '0' });
    token = await server.login();
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo'));
    playerId = row!.id;
  });
  afterAll(() => server.close());

  /** Launches a game as the player site does and answers its page's address on the test server. */
  async function launch(game: Hot, as = token) {
    const reply = await server.post('/api/seamless/launch-game', game, { token: as });
    expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ code: 200 });
    const url = new URL(reply.body.url as string);
    expect(url.origin).toBe(server.base);
    expect(url.pathname).toMatch(/^\/demo\/gscplus\/game\//);
    return url;
  }

  async function page(url: URL, visit: Browser = browser()) {
    const reply = await visit(url);
    const text = await reply.text();
    const balance = /<output id="balance">([\d.]+)<\/output>/.exec(text)?.[1];
    return { status: reply.status, text, balance: balance === undefined ? undefined : Number(balance) };
  }

  /** Plays a round from the page's form: a page with no seat for this browser answers its ended page (404). */
  async function play(url: URL, visit: Browser, stake: string, status = 303) {
    const action = `${url.pathname}/play`;
    const reply = await visit(new URL(action, server.base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: url.searchParams.get('token')!, stake }).toString(),
      redirect: 'manual',
    });
    expect(reply.status).toBe(status);
  }

  /** The game balance exactly (the demo plays MMK's fourth decimal now and then), net of any debt, in Ks. */
  const gameKs = async () => (await gameBalanceExact(server.db, playerId)) / 10_000;
  /** What the rounds moved, exactly: void rounds hold nothing. */
  const netOf = (rounds: { betExact: number; winExact: number }[]) =>
    rounds.reduce((sum, round) => sum + round.winExact - round.betExact, 0);

  it('offers every seeded game: its product list and games are the seeded catalogue', async () => {
    const admin = await server.login('admin', 'admin12345', '/api/console/login');
    const synced = await server.post('/api/console/catalogue/sync', undefined, { token: admin });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    const seeded = demoGamesOf().reduce((sum, { games }) => sum + games.length, 0);
    expect(synced.body.data).toEqual({ products: 14, games: seeded, disabledGames: 0 });
    const hot = (await server.get('/api/hot_game_lists')).body.data as Hot[];
    for (const game of hot.filter((row) => row.product_code !== 'ZEYA'))
      expect((await server.post('/api/seamless/launch-game', game, { token })).body.code).toBe(200);
  });

  it('plays spins and hands whose balance is our ledger, rounds in the game logs, books clean', async () => {
    const hot = (await server.get('/api/hot_game_lists')).body.data as Hot[];
    const slot = hot.find((game) => game.product_code === '9101')!;
    const live = hot.find((game) => game.product_code === '9104')!;
    const before = await gameKs();
    for (const game of [slot, live]) {
      const url = await launch(game);
      const visit = browser();
      const opened = await page(url, visit);
      expect(opened.status).toBe(200);
      expect(opened.balance).toBe(await gameKs());
      for (let n = 0; n < ROUNDS; n += 1) await play(url, visit, '100');
      const after = await page(url, visit);
      expect(after.text).toMatch(/class="result"/);
      expect(after.balance).toBe(await gameKs());
    }
    const rounds = await server.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, playerId), eq(gameRounds.provider, GSCPLUS)));
    expect(rounds).toHaveLength(ROUNDS * 2);
    expect(rounds.every((round) => round.status !== 'open')).toBe(true);
    const net = netOf(rounds);
    expect(Math.round(((await gameKs()) - before) * 10_000)).toBe(net);
    const logs = await server.get('/api/player/game-logs', { token });
    expect(logs.status).toBe(200);
    expect(JSON.stringify(logs.body.data)).toMatch(/9101|Golden Pagoda|GPG/);
    console.log(
      `demo aggregator: ${rounds.length} rounds, ${rounds.filter((r) => r.status === 'void').length} cancelled, net ${net / 10_000} Ks`,
    );
    await expectLedgerClean(server);
  });

  it('plays MMK2 (1,000 Ks units) and refuses a stake the page did not offer without moving money', async () => {
    const hot = (await server.get('/api/hot_game_lists')).body.data as Hot[];
    const url = await launch(hot.find((game) => game.product_code === '9102')!);
    const visit = browser();
    expect((await page(url, visit)).status).toBe(200);
    const before = await gameKs();
    await play(url, visit, '7');
    expect(await gameKs()).toBe(before);
    await play(url, visit, '0.1');
    const after = await page(url, visit);
    // MMK2's fourth decimal is 0.1 Ks: what the demo's MMK rounds left below it is not reported there.
    expect(after.balance! * 1000).toBeCloseTo(Math.floor((await gameKs()) * 10) / 10, 3);
    expect((await page(new URL('/demo/gscplus/game/x?token=nope', server.base))).status).toBe(404);
    await expectLedgerClean(server);
  });

  it('never overdraws under 20 simultaneous spins on 300 Ks: refused stakes move nothing, books clean', async () => {
    const player = await newFundedPlayer(server, 0, 300);
    const hot = (await server.get('/api/hot_game_lists')).body.data as Hot[];
    const game = hot.find((row) => row.product_code === '9101')!;
    const url = await launch(game, player.token);
    const visit = browser();
    expect((await page(url, visit)).status).toBe(200);
    await Promise.all(Array.from({ length: 20 }, () => play(url, visit, '100')));
    const rounds = await server.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, player.id), eq(gameRounds.provider, GSCPLUS)));
    const gamePya = (await balancesOf(server, player.id)).game;
    expect(gamePya).toBeGreaterThanOrEqual(0);
    expect(await gameBalanceExact(server.db, player.id)).toBe(300 * 10_000 + netOf(rounds));
    expect(rounds.every((round) => round.status !== 'open')).toBe(true);
    console.log(
      `demo aggregator, 20 simultaneous spins on 300 Ks: ${rounds.length} played, balance ${gamePya / 100} Ks`,
    );
    await expectLedgerClean(server);
  });

  it('reconciles with our rounds without a difference, and replays a round', async () => {
    server.clock.advance(30 * 60_000);
    const settings = gscplusSettings(server.deps.config)!;
    let wagers = 0;
    for (let pass = 0; pass < 3; pass += 1) {
      const outcome = await reconcilePass(server.db, settings, server.clock.now());
      expect(outcome?.differences).toBe(0);
      wagers += outcome?.wagers ?? 0;
    }
    expect(wagers).toBeGreaterThan(0);
    const [round] = await server.db.select().from(gameRounds).where(eq(gameRounds.status, 'settled'));
    const admin = await server.login('admin', 'admin12345', '/api/console/login');
    const replay = await server.get(`/api/console/rounds/${round!.id}/replay`, { token: admin });
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(JSON.stringify(replay.body.data)).toContain('/demo/gscplus/history/');
    const balance = await server.get('/api/console/gscplus/balance', { token: admin });
    expect(balance.body.data).toMatchObject({ demo: true, low: false });
  });

  it('keeps a game page to its player: one browser, opened in time, and only while they are signed in', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const gameOf = async () => (await balancesOf(server, player.id)).game;
    const hot = (await server.get('/api/hot_game_lists')).body.data as Hot[];
    const slot = hot.find((game) => game.product_code === '9101')!;
    const url = await launch(slot, player.token);
    const theirs = browser();
    expect((await page(url, theirs)).status).toBe(200);
    // The address in another browser (sent on, or read over a shoulder) is worth nothing.
    const another = browser();
    expect((await page(url, another)).status).toBe(404);
    await play(url, another, '100', 404);
    expect(await gameOf()).toBe(100_000);

    const late = await launch(slot, player.token);
    server.clock.advance(3 * 60_000 + 1);
    expect((await page(late)).status).toBe(404);

    const unopened = await launch(slot, player.token);
    expect((await server.post('/api/logout', undefined, { token: player.token })).status).toBe(200);
    expect((await page(url, theirs)).status).toBe(404);
    expect((await page(unopened)).status).toBe(404);
    await play(url, theirs, '100', 404);
    expect(await gameOf()).toBe(100_000);
  });
});
