import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { reconcileShanPass } from '../../modules/shan/reconciliation';
import { shanSettings } from '../../modules/shan/signing';

const HANDS = 20;

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

/** The in-process demo Shan provider: launch, its table page, rounds settled by its signed balance callback. */
describe.each(testDatabaseKinds())('demo Shan provider on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let playerId: number;
  beforeAll(async () => {
    server = await startTestServer(kind, { DEMO_SHAN: 'on', SHAN_RECONCILE_INTERVAL_SECONDS: '0' });
    token = await server.login();
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo'));
    playerId = row!.id;
  });
  afterAll(() => server.close());

  const gameKs = async () => (await balancesOf(server, playerId)).game / 100;

  async function table(url: URL, visit: Browser = browser()) {
    const reply = await visit(url);
    const text = await reply.text();
    return { status: reply.status, text, balance: Number(/<output id="balance">([\d.-]+)</.exec(text)?.[1]) };
  }

  async function deal(visit: Browser, seat: string, stake: string) {
    const reply = await visit(new URL('/demo/shan/table/deal', server.base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ seat, stake }).toString(),
      redirect: 'manual',
    });
    expect(reply.status).toBe(303);
  }

  /** Launches Shan as the player site does; the table's address, with the seat the demo added. */
  async function launch(as: string) {
    const member = (await server.get('/api/user', { token: as })).body.data.member_account as string;
    const launched = await server.post('/api/shan-launch-game', { member_account: member }, { token: as });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const url = new URL(launched.body.launch_game_url as string);
    return { url, seat: url.searchParams.get('seat')! };
  }

  it('launches to its table, and each hand reaches our game balance by its callback, books clean', async () => {
    const { url, seat } = await launch(token);
    expect(url.origin).toBe(server.base);
    expect(url.pathname).toBe('/demo/shan/table/');
    expect(url.searchParams.get('user_name')).toMatch(/^DEMO_/);
    const before = await gameKs();
    const visit = browser();
    expect((await table(url, visit)).balance).toBe(before);
    for (let n = 0; n < HANDS; n += 1) await deal(visit, seat, '100');
    const after = await table(url, visit);
    expect(after.text).toMatch(/class="result"/);
    expect(after.balance).toBe(await gameKs());
    const burmese = await visit(url, { headers: { 'accept-language': 'my' } }).then((reply) => reply.text());
    expect(burmese).toContain('ဖဲဝေမည်');
    const rounds = await server.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, playerId), eq(gameRounds.provider, 'shan')));
    expect(rounds).toHaveLength(HANDS);
    const net = rounds.reduce((sum, round) => sum + round.win - round.bet, 0);
    expect((await gameKs()) - before).toBe(net / 100);
    console.log(`demo Shan: ${rounds.length} hands, net ${net / 100} Ks`);
    await expectLedgerClean(server);
  });

  it('ignores a stake the table does not offer and a seat it does not know, moving nothing', async () => {
    const before = await gameKs();
    const visit = browser();
    await deal(visit, 'nobody', '100');
    const { url, seat } = await launch(token);
    expect((await table(url, visit)).status).toBe(200);
    await deal(visit, seat, '7');
    expect(await gameKs()).toBe(before);
    const unknown = await fetch(new URL('/demo/shan/table/?user_name=DEMO_nobody', server.base));
    expect(unknown.status).toBe(404);
  });

  it('reconciles with the provider without a difference', async () => {
    server.clock.advance(10 * 60_000);
    const outcome = await reconcileShanPass(server.deps, shanSettings(server.deps.config)!, 60);
    expect(outcome).toEqual({ players: 1, differences: 0 });
  });

  it('keeps a table to its player: one browser, opened in time, and only while they are signed in', async () => {
    const player = await newFundedPlayer(server, 0, 1_000);
    const gameOf = async () => (await balancesOf(server, player.id)).game;
    const { url, seat } = await launch(player.token);
    const theirs = browser();
    expect((await table(url, theirs)).status).toBe(200);
    // The address in another browser (sent on, or read over a shoulder) is worth nothing.
    const another = browser();
    expect((await table(url, another)).status).toBe(404);
    await deal(another, seat, '100');
    expect(await gameOf()).toBe(100_000);

    const late = await launch(player.token);
    server.clock.advance(3 * 60_000 + 1);
    expect((await table(late.url)).status).toBe(404);

    const unopened = await launch(player.token);
    expect((await server.post('/api/logout', undefined, { token: player.token })).status).toBe(200);
    expect((await table(url, theirs)).status).toBe(404);
    expect((await table(unopened.url)).status).toBe(404);
    await deal(theirs, seat, '100');
    expect(await gameOf()).toBe(100_000);
  });
});
