import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMembers } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import { simGames, simProduct, startGscplusWorld, type GscplusWorld } from './gscplus-test-setup';

describe.each(testDatabaseKinds())('launching an aggregator game on %s', (kind) => {
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld(kind);
    world.aggregator.products = [simProduct(1006, 'MMK'), simProduct(1007, 'MMK2')];
    world.aggregator.games = [...simGames(1006, ['MMK'], 2), ...simGames(1007, ['MMK2'], 1)];
    world.aggregator.htmlLaunchProducts.add(1007);
    await world.sync();
  });
  afterAll(() => world.close());

  const launch = (token: string, productCode: string, gameCode: string, language = 'en') =>
    world.server.post(
      '/api/seamless/launch-game',
      { game_code: gameCode, product_code: productCode, game_type: 'SLOT' },
      { token, language, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } },
    );
  const lastLaunch = () =>
    world.aggregator.received.filter((call) => call.path.endsWith('launch-game')).at(-1)!;

  it('signs the launch with the document types: product_code and request_time integers, language a number', async () => {
    const player = await newFundedPlayer(world.server);
    const reply = await launch(player.token, '1006', '1006-0', 'my');
    expect(reply.body).toMatchObject({
      code: 200,
      url: expect.stringMatching(`^${world.url}/game/1006-0\\?token=`),
    });
    const call = lastLaunch();
    expect(call.signOk).toBe(true);
    expect(call.params).toMatchObject({
      operator_code: 'ZY01',
      member_account: player.userName,
      game_code: '1006-0',
      product_code: 1006,
      game_type: 'SLOT',
      currency: 'MMK',
      language_code: 13,
      platform: 'MOBILE',
      ip: '127.0.0.1',
      request_time: expect.any(Number),
    });
    expect(call.params).not.toHaveProperty('balance');
  });

  it('launches in the product currency and passes HTML content on for products that answer it', async () => {
    const player = await newFundedPlayer(world.server);
    const reply = await launch(player.token, '1007', '1007-0');
    expect(reply.body).toMatchObject({ code: 200, content: expect.stringContaining('<html>') });
    expect(reply.body).not.toHaveProperty('url');
    expect(lastLaunch().params).toMatchObject({ currency: 'MMK2', product_code: 1007 });
  });

  it('gives the aggregator the same password on every launch and stores it only encrypted', async () => {
    const player = await newFundedPlayer(world.server);
    await launch(player.token, '1006', '1006-0', 'zh');
    const first = lastLaunch().params;
    await launch(player.token, '1006', '1006-1', 'th');
    const second = lastLaunch().params;
    expect(first.password).toEqual(expect.any(String));
    expect(second.password).toBe(first.password);
    expect([first.language_code, second.language_code]).toEqual([2, 3]);
    const [stored] = await world.server.db
      .select()
      .from(providerMembers)
      .where(eq(providerMembers.userId, player.id));
    expect(stored!.passwordSealed).not.toContain(first.password as string);
  });

  it("passes the aggregator's refusal on, and answers 503 when it cannot be reached", async () => {
    const player = await newFundedPlayer(world.server);
    const answer = world.aggregator.handle.bind(world.aggregator);
    world.aggregator.handle = () => ({
      status: 200,
      body: { code: 999, message: 'Product under maintenance' },
    });
    try {
      const refused = await launch(player.token, '1006', '1006-0');
      expect(refused.body).toEqual({ code: 999, message: 'Product under maintenance' });
    } finally {
      world.aggregator.handle = answer;
    }
    await world.pause();
    try {
      const down = await launch(player.token, '1006', '1006-0');
      expect(down.status).toBe(200);
      expect(down.body.code).toBe(503);
    } finally {
      await world.resume();
    }
  });
});
