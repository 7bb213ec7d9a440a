import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { providerMembers } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import { SIMULATED, simGames, simProduct, startGscplusWorld, type GscplusWorld } from './gscplus-test-setup';
import { memberPassword } from './members';
import { gscplusSettings } from './settings';

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

describe.each(testDatabaseKinds())('launching after the password key changed on %s', (kind) => {
  const key = (fill: number) => Buffer.alloc(32, fill);
  /** The key before the current one, still configured; and one older still, forgotten. */
  const previous = key(8);
  const forgotten = key(9);
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld(kind, {
      GSCPLUS_PASSWORD_KEY_PREVIOUS: ` ${key(10).toString('base64')}, ${previous.toString('base64')} `,
    });
    world.aggregator.products = [simProduct(1006, 'MMK')];
    world.aggregator.games = simGames(1006, ['MMK'], 1);
    await world.sync();
  });
  afterAll(() => world.close());

  const settingsWith = (passwordKey: Buffer, previousPasswordKeys: Buffer[] = []) => ({
    ...gscplusSettings(world.server.deps.config)!,
    passwordKey,
    previousPasswordKeys,
  });
  /** A player who launched while `sealedWith` was the key: the password the aggregator has known them by since. */
  async function launchedBefore(sealedWith: Buffer) {
    const player = await newFundedPlayer(world.server);
    const password = await memberPassword(world.server.db, settingsWith(sealedWith), player.id, new Date());
    return { ...player, password };
  }
  async function launch(token: string) {
    const reply = await world.server.post(
      '/api/seamless/launch-game',
      { game_code: '1006-0', product_code: '1006', game_type: 'SLOT' },
      { token },
    );
    const call = world.aggregator.received.filter((c) => c.path.endsWith('launch-game')).at(-1)!;
    return { reply, password: call.params.password };
  }
  const current = () => Buffer.from(SIMULATED.passwordKey, 'base64');

  it('opens a password sealed with a previous key, gives the same one, and seals it again with the current key', async () => {
    const player = await launchedBefore(previous);
    const first = await launch(player.token);
    expect(first.reply).toMatchObject({ status: 200, body: { code: 200 } });
    expect(first.password).toBe(player.password);
    // Sealed with the current key now: it opens without the previous key.
    const resealed = await memberPassword(world.server.db, settingsWith(current()), player.id, new Date());
    expect(resealed).toBe(player.password);
    expect((await launch(player.token)).password).toBe(player.password);
  });

  it('issues a fresh password, sealed with the current key, when no configured key opens the old one', async () => {
    const player = await launchedBefore(forgotten);
    const first = await launch(player.token);
    expect(first.reply).toMatchObject({ status: 200, body: { code: 200 } });
    expect(first.password).toEqual(expect.any(String));
    expect(first.password).not.toBe(player.password);
    expect((await launch(player.token)).password).toBe(first.password);
    const sealed = await memberPassword(world.server.db, settingsWith(current()), player.id, new Date());
    expect(sealed).toBe(first.password);
  });

  it('refuses to start with a previous key that is not 32 bytes in base64, without echoing it', () => {
    const start = () =>
      loadConfig({ GSCPLUS_PASSWORD_KEY_PREVIOUS: `${previous.toString('base64')},c2hvcnQ=` });
    expect(start).toThrow(/GSCPLUS_PASSWORD_KEY_PREVIOUS: each must be 32 bytes in base64/);
    expect(start).not.toThrow(/c2hvcnQ/);
  });

  it('warns of a fresh password without writing it', async () => {
    const player = await launchedBefore(forgotten);
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(args) } as unknown as FastifyBaseLogger;
    const fresh = await memberPassword(
      world.server.db,
      settingsWith(current(), [previous]),
      player.id,
      new Date(),
      log,
    );
    expect(warnings).toEqual([[{ user_id: player.id }, expect.stringContaining('a new one issued')]]);
    expect(JSON.stringify(warnings)).not.toContain(fresh);
    expect(JSON.stringify(warnings)).not.toContain(player.password);
  });
});
