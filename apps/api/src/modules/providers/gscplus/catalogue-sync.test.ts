import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, games, providers } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { startTestServer, type TestServer } from '../../../test/server';
import { GscplusSimulator, type SimulatedProduct } from './gscplus-simulator';

function product(code: string, type: string, count: number, currency?: string): SimulatedProduct {
  return {
    product_code: code,
    product_name: `Product ${code}`,
    game_type: type,
    currency,
    games: Array.from({ length: count }, (_, n) => ({
      game_code: `${code}-${n}`,
      game_name: `Game ${n} of ${code}`,
      image_url: `https://cdn.example/${code}/${n}.png`,
    })),
  };
}

describe.each(testDatabaseKinds())('GSC+ catalogue sync on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const aggregator = new GscplusSimulator(() => server.clock.now());
  beforeAll(async () => {
    await aggregator.start();
    server = await startTestServer(kind, aggregator.env());
    admin = await server.login('admin', 'admin12345', '/api/console/login');
  });
  afterAll(async () => {
    await server.close();
    await aggregator.stop();
  });

  const sync = (token = admin) => server.post('/api/console/catalogue/sync', undefined, { token });
  const gamesOf = (code: string) =>
    server.db
      .select({ code: games.gameCode, enabled: games.enabled, hot: games.hot, typeId: games.gameTypeId })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(eq(providers.code, code));

  it('copies every page of products and games, with each product currency and our game types', async () => {
    aggregator.catalogue = [
      product('1006', 'SLOT', 130),
      product('1007', 'SLOT', 3),
      product('1020', 'QIPAI', 2, 'MMK'),
    ];
    const reply = await sync();
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ products: 3, games: 135, disabledGames: 0 });
    expect(await gamesOf('1006')).toHaveLength(130);
    const synced = await server.db.select().from(providers).where(eq(providers.adapter, 'gscplus'));
    const currencyOf = (code: string) => synced.find((row) => row.code === code)?.currency;
    expect([currencyOf('1006'), currencyOf('1007'), currencyOf('1020')]).toEqual(['MMK', 'MMK2', 'MMK']);
    // QIPAI is filed under the spec's Table type (id 11).
    expect((await gamesOf('1020')).map((row) => row.typeId)).toEqual([11, 11]);
    const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.sync'));
    expect(audit!.after).toEqual({ products: 3, games: 135, disabledGames: 0 });
  });

  it("keeps the operator's choices and disables games the aggregator no longer lists", async () => {
    await server.db.update(games).set({ hot: true }).where(eq(games.gameCode, '1006-0'));
    aggregator.catalogue = [
      product('1006', 'SLOT', 128),
      product('1007', 'SLOT', 3),
      product('1020', 'QIPAI', 2),
    ];
    const reply = await sync();
    expect(reply.body.data).toEqual({ products: 3, games: 133, disabledGames: 2 });
    const rows = await gamesOf('1006');
    expect(
      rows
        .filter((row) => !row.enabled)
        .map((row) => row.code)
        .sort(),
    ).toEqual(['1006-128', '1006-129']);
    expect(rows.find((row) => row.code === '1006-0')?.hot).toBe(true);
  });

  it('never takes over one of our own products, and leaves the catalogue as it was on failure', async () => {
    aggregator.catalogue = [product('ZEYA', 'SLOT', 1), product('1099', 'SLOT', 1)];
    const reply = await sync();
    expect(reply.status).toBe(502);
    const [house] = await server.db.select().from(providers).where(eq(providers.code, 'ZEYA'));
    expect(house!.adapter).toBe('house');
    const added = await server.db
      .select()
      .from(providers)
      .where(and(eq(providers.code, '1099'), eq(providers.adapter, 'gscplus')));
    expect(added).toEqual([]);
  });

  it('is for admins only', async () => {
    const operator = await server.login('operator', 'operator12345', '/api/console/login');
    expect((await sync(operator)).status).toBe(403);
    const player = await server.login();
    expect((await sync(player)).status).toBe(403);
  });
});
