import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, users } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { balancesOf, expectLedgerClean } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';
import { reconcileShanPass } from '../reconciliation';
import { shanSettings } from '../signing';

const HANDS = 20;

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

  async function table(url: URL) {
    const reply = await fetch(url);
    const text = await reply.text();
    return { status: reply.status, text, balance: Number(/<output id="balance">([\d.-]+)</.exec(text)?.[1]) };
  }

  async function deal(member: string, stake: string) {
    const reply = await fetch(new URL('/demo/shan/table/deal', server.base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_name: member, stake }).toString(),
      redirect: 'manual',
    });
    expect(reply.status).toBe(303);
  }

  it('launches to its table, and each hand reaches our game balance by its callback, books clean', async () => {
    const member = (await server.get('/api/user', { token })).body.data.member_account as string;
    const launched = await server.post('/api/shan-launch-game', { member_account: member }, { token });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const url = new URL(launched.body.launch_game_url as string);
    expect(url.origin).toBe(server.base);
    expect(url.pathname).toBe('/demo/shan/table/');
    const name = url.searchParams.get('user_name')!;
    const before = await gameKs();
    expect((await table(url)).balance).toBe(before);
    for (let n = 0; n < HANDS; n += 1) await deal(name, '100');
    const after = await table(url);
    expect(after.text).toMatch(/class="result"/);
    expect(after.balance).toBe(await gameKs());
    const burmese = await fetch(url, { headers: { 'accept-language': 'my' } }).then((reply) => reply.text());
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

  it('ignores a stake the table does not offer and a member it does not know, moving nothing', async () => {
    const before = await gameKs();
    await deal('DEMO_nobody', '100');
    const member = (await server.get('/api/user', { token })).body.data.member_account as string;
    await deal(`DEMO_${member}`, '7');
    expect(await gameKs()).toBe(before);
    const unknown = await fetch(new URL('/demo/shan/table/?user_name=DEMO_nobody', server.base));
    expect(unknown.status).toBe(404);
  });

  it('reconciles with the provider without a difference', async () => {
    server.clock.advance(10 * 60_000);
    const outcome = await reconcileShanPass(server.deps, shanSettings(server.deps.config)!, 60);
    expect(outcome).toEqual({ players: 1, differences: 0 });
  });
});
