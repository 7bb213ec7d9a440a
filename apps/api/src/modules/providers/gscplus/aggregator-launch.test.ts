import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMembers } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';
import { GscplusSimulator } from './gscplus-simulator';

describe.each(testDatabaseKinds())('launching an aggregator game on %s', (kind) => {
  let server: TestServer;
  const aggregator = new GscplusSimulator(() => server.clock.now());
  beforeAll(async () => {
    await aggregator.start();
    server = await startTestServer(kind, aggregator.env());
  });
  afterAll(async () => {
    await server.close();
    await aggregator.stop();
  });

  const launch = (token: string, productCode: string, gameCode: string, language = 'en') =>
    server.post(
      '/api/seamless/launch-game',
      { game_code: gameCode, product_code: productCode, game_type: 'SLOT' },
      { token, language, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } },
    );

  it('signs the launch, names the player, language, currency and platform, and passes the URL on', async () => {
    const player = await newFundedPlayer(server);
    const reply = await launch(player.token, '9102', 'LTR-1-001', 'my');
    expect(reply.body).toMatchObject({
      code: 200,
      url: expect.stringMatching(`^${aggregator.url}/play\\?token=`),
    });
    const call = aggregator.launches.at(-1)!;
    expect(call.signOk).toBe(true);
    expect(call.body).toMatchObject({
      operator_code: 'ZEYA-OP',
      member_account: player.userName,
      game_code: 'LTR-1-001',
      product_code: '9102',
      game_type: 'SLOT',
      currency: 'MMK2',
      language_code: 13,
      platform: 'MOBILE',
      ip: '127.0.0.1',
    });
    expect(call.body).not.toHaveProperty('balance');
  });

  it('gives the aggregator the same password on every launch and stores it only encrypted', async () => {
    const player = await newFundedPlayer(server);
    await launch(player.token, '9101', 'GPG-1-001', 'zh');
    await launch(player.token, '9101', 'GPG-1-002', 'th');
    const [first, second] = aggregator.launches.slice(-2).map((call) => call.body);
    expect(first!.password).toEqual(expect.any(String));
    expect(second!.password).toBe(first!.password);
    expect([first!.language_code, second!.language_code]).toEqual([2, 3]);
    expect(first!.currency).toBe('MMK');
    const [stored] = await server.db
      .select()
      .from(providerMembers)
      .where(eq(providerMembers.userId, player.id));
    expect(stored!.passwordSealed).not.toContain(first!.password as string);
  });

  it("passes the aggregator's refusal on, and answers 503 when it cannot be reached", async () => {
    const player = await newFundedPlayer(server);
    aggregator.launchFailure = { code: 2000, message: 'Product under maintenance' };
    try {
      const refused = await launch(player.token, '9101', 'GPG-1-001');
      expect(refused.body).toEqual({ code: 2000, message: 'Product under maintenance' });
    } finally {
      aggregator.launchFailure = null;
    }
    await aggregator.stop();
    try {
      const down = await launch(player.token, '9101', 'GPG-1-001');
      expect(down.status).toBe(200);
      expect(down.body.code).toBe(503);
    } finally {
      await aggregator.start();
    }
  });
});
