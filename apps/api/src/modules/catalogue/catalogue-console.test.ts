import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, providers } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { lastAudit, pngOf, sendForm, served } from '../../test/uploads';
import {
  SIMULATED,
  simGames,
  simProduct,
  startGscplusWorld,
  type GscplusWorld,
} from '../providers/gscplus/gscplus-test-setup';

type Who = 'admin' | 'operator' | 'player';

describe.each(testDatabaseKinds())('console catalogue on %s', (kind) => {
  let server: TestServer;
  let world: GscplusWorld;
  let tokens: Record<Who, string>;
  beforeAll(async () => {
    world = await startGscplusWorld(kind);
    server = world.server;
    tokens = {
      admin: await server.login('admin', 'admin12345', '/api/console/login'),
      operator: await server.login('operator', 'operator12345', '/api/console/login'),
      player: await server.login('demo', 'golden-pagoda-7'),
    };
  });
  afterAll(() => world.close());

  const playerData = async (url: string) => (await server.get(url)).body.data;
  const gameRow = async (id: number) => (await server.db.select().from(games).where(eq(games.id, id)))[0]!;
  async function someGame(code = 'shwe-slot') {
    const [row] = await server.db.select().from(games).where(eq(games.gameCode, code));
    return row!;
  }

  it('admits operators and admins, refuses players and anonymous callers', async () => {
    for (const url of [
      '/api/console/catalogue/game-types',
      '/api/console/catalogue/providers',
      '/api/console/catalogue/games',
      '/api/console/catalogue/aggregator',
    ]) {
      expect((await server.get(url)).status, url).toBe(401);
      expect((await server.get(url, { token: tokens.player })).status, url).toBe(403);
      expect((await server.get(url, { token: tokens.operator })).status, url).toBe(200);
      expect((await server.get(url, { token: tokens.admin })).status, url).toBe(200);
    }
    const game = await someGame();
    const body = { enabled: game.enabled, hot: game.hot, sort_order: game.sortOrder };
    expect((await server.put(`/api/console/catalogue/games/${game.id}`, body)).status).toBe(401);
    expect(
      (await server.put(`/api/console/catalogue/games/${game.id}`, body, { token: tokens.player })).status,
    ).toBe(403);
  });

  it('lists every game type with its hidden flag; hiding one shows at once to players, audited', async () => {
    const types = (await server.get('/api/console/catalogue/game-types', { token: tokens.operator })).body
      .data;
    expect(types).toHaveLength(14);
    const fishing = types.find((type: { code: string }) => type.code === 'FISHING');
    expect(fishing).toMatchObject({ hidden: false, name: 'Fishing' });

    const reply = await server.put(
      `/api/console/catalogue/game-types/${fishing.id}`,
      { name: 'Fish Hunt', hidden: true, sort_order: -5 },
      { token: tokens.operator },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ name: 'Fish Hunt', hidden: true, sort_order: -5 });
    const forPlayers = await playerData('/api/game_types');
    expect(forPlayers[0]).toMatchObject({ id: fishing.id, name: 'Fish Hunt', hidden: true });
    expect(await lastAudit(server)).toMatchObject({
      actorLabel: 'operator',
      action: 'catalogue.game_type',
      targetType: 'game_type',
      targetId: String(fishing.id),
      before: { name: 'Fishing', hidden: false },
      after: { name: 'Fish Hunt', hidden: true, sort_order: -5 },
    });
  });

  it('disables a provider: its types and games leave the player lists at once; audited', async () => {
    const list = (await server.get('/api/console/catalogue/providers', { token: tokens.operator })).body.data;
    const house = list.find((row: { code: string }) => row.code === 'ZEYA');
    expect(house).toMatchObject({ adapter: 'house', currency: 'MMK', enabled: true, game_types: [1] });
    expect(house.games).toBeGreaterThan(0);

    const off = await server.put(
      `/api/console/catalogue/providers/${house.id}`,
      { enabled: false, sort_order: house.sort_order },
      { token: tokens.operator },
    );
    expect(off.status).toBe(200);
    const slotProviders = await playerData('/api/providers/SLOT');
    expect(slotProviders.map((row: { id: number }) => row.id)).not.toContain(house.id);
    expect(
      (await playerData('/api/hot_game_lists')).map((g: { game_code: string }) => g.game_code),
    ).not.toContain('shwe-slot');
    expect(await lastAudit(server)).toMatchObject({
      action: 'catalogue.provider',
      before: { enabled: true },
      after: { enabled: false },
    });
    await server.put(
      `/api/console/catalogue/providers/${house.id}`,
      { enabled: true, sort_order: house.sort_order },
      { token: tokens.operator },
    );
    expect((await playerData('/api/providers/SLOT')).map((row: { id: number }) => row.id)).toContain(
      house.id,
    );
  });

  it('filters games by provider, type and name, and pages them', async () => {
    const list = (await server.get('/api/console/catalogue/providers', { token: tokens.operator })).body.data;
    const golden = list.find((row: { short_name: string }) => row.short_name === 'GPG');
    const page = await server.get(`/api/console/catalogue/games?provider_id=${golden.id}&game_type_id=1`, {
      token: tokens.operator,
    });
    expect(page.body.data.total).toBe(45);
    expect(page.body.data.data).toHaveLength(45);
    expect(page.body.data.data.every((row: { provider: string }) => row.provider === 'GPG')).toBe(true);
    const byName = await server.get('/api/console/catalogue/games?q=shwe', { token: tokens.operator });
    expect(byName.body.data.data.map((row: { game_code: string }) => row.game_code)).toEqual(['shwe-slot']);
    const second = await server.get('/api/console/catalogue/games?page=2', { token: tokens.operator });
    expect(second.body.data.current_page).toBe(2);
  });

  it('marks a game hot and disabled, reflected in the player lists at once; audited', async () => {
    const game = await someGame();
    const reply = await server.put(
      `/api/console/catalogue/games/${game.id}`,
      { enabled: false, hot: false, sort_order: 7 },
      { token: tokens.operator },
    );
    expect(reply.body.data).toMatchObject({ enabled: false, hot: false, sort_order: 7 });
    const hot = await playerData('/api/hot_game_lists');
    expect(hot.map((row: { id: number }) => row.id)).not.toContain(game.id);
    expect(await lastAudit(server)).toMatchObject({
      action: 'catalogue.game',
      targetId: String(game.id),
      before: { enabled: true, hot: true, sort_order: game.sortOrder },
      after: { enabled: false, hot: false, sort_order: 7 },
    });
    await server.put(
      `/api/console/catalogue/games/${game.id}`,
      { enabled: true, hot: true, sort_order: game.sortOrder },
      { token: tokens.operator },
    );
    expect((await playerData('/api/hot_game_lists')).map((row: { id: number }) => row.id)).toContain(game.id);
  });

  it.each([
    ['enabled', { enabled: 'yes', hot: false, sort_order: 1 }],
    ['hot', { enabled: true, sort_order: 1 }],
    ['sort_order', { enabled: true, hot: false, sort_order: 1.5 }],
  ])('422 on %s, nothing changed nor audited', async (field, body) => {
    const game = await someGame();
    const before = await lastAudit(server);
    const reply = await server.put(`/api/console/catalogue/games/${game.id}`, body, {
      token: tokens.operator,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors[field]).toHaveLength(1);
    expect(await gameRow(game.id)).toEqual(game);
    expect((await lastAudit(server)).id).toBe(before.id);
  });

  it('answers 404 for a row that does not exist', async () => {
    const reply = await server.put(
      '/api/console/catalogue/games/999999',
      { enabled: true, hot: false, sort_order: 1 },
      { token: tokens.operator },
    );
    expect(reply.status).toBe(404);
  });

  it('takes a game image, resized; the player list shows it and the old upload is removed', async () => {
    const game = await someGame();
    const upload = () =>
      sendForm(server, 'POST', `/api/console/catalogue/games/${game.id}/image`, {}, {}, tokens.operator);
    const first = await sendForm(
      server,
      'POST',
      `/api/console/catalogue/games/${game.id}/image`,
      {},
      { image: await pngOf(900, 600) },
      tokens.operator,
    );
    expect(first.status).toBe(200);
    const url: string = first.body.data.img_url;
    expect(url).toMatch(/^\/storage\/catalogue\/games\/.+\.webp$/);
    const meta = await sharp((await served(server, url))!).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
    const hot = await playerData('/api/hot_game_lists');
    expect(hot.find((row: { id: number }) => row.id === game.id).image_url).toBe(`${server.base}${url}`);
    expect(await lastAudit(server)).toMatchObject({
      action: 'catalogue.game_image',
      before: { img_url: game.imgUrl },
      after: { img_url: url },
    });

    const second = await sendForm(
      server,
      'POST',
      `/api/console/catalogue/games/${game.id}/image`,
      {},
      { image: await pngOf(300, 300) },
      tokens.operator,
    );
    expect(second.status).toBe(200);
    expect(await served(server, url)).toBeNull();
    expect((await upload()).status).toBe(422);
  });

  it('refuses a file that is not an image, or too large, with 422 on image; nothing changes', async () => {
    const [provider] = await server.db.select().from(providers).where(eq(providers.code, 'ZEYA'));
    const before = await lastAudit(server);
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.alloc(3 * 1024 * 1024, 0x89),
    ]) {
      const reply = await sendForm(
        server,
        'POST',
        `/api/console/catalogue/providers/${provider!.id}/image`,
        {},
        { image: bytes },
        tokens.operator,
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors.image).toHaveLength(1);
    }
    const [after] = await server.db.select().from(providers).where(eq(providers.code, 'ZEYA'));
    expect(after!.imgUrl).toBe(provider!.imgUrl);
    expect((await lastAudit(server)).id).toBe(before.id);
  });

  it("shows the aggregator's operator code and URL, never its secret or password key", async () => {
    const reply = await server.get('/api/console/catalogue/aggregator', { token: tokens.operator });
    expect(reply.body.data).toEqual({
      configured: true,
      operator_code: SIMULATED.operatorCode,
      api_url: world.url,
    });
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain(SIMULATED.secretKey);
    expect(text).not.toContain(SIMULATED.passwordKey);
  });

  it('keeps an uploaded game image through a later catalogue sync', async () => {
    world.aggregator.products = [simProduct(1006, 'MMK')];
    world.aggregator.games = simGames(1006, ['MMK'], 1, { game_code: 'g-1' });
    const admin = { token: tokens.admin };
    expect((await server.post('/api/console/catalogue/sync', undefined, admin)).status).toBe(200);
    const synced = await someGame('g-1');
    const uploaded = await sendForm(
      server,
      'POST',
      `/api/console/catalogue/games/${synced.id}/image`,
      {},
      { image: await pngOf(100, 100) },
      tokens.admin,
    );
    await server.post('/api/console/catalogue/sync', undefined, admin);
    expect((await gameRow(synced.id)).imgUrl).toBe(uploaded.body.data.img_url);
  });
});

describe('console catalogue without an aggregator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('says it is not configured', async () => {
    const token = await server.login('operator', 'operator12345', '/api/console/login');
    const reply = await server.get('/api/console/catalogue/aggregator', { token });
    expect(reply.body.data).toEqual({ configured: false, operator_code: null, api_url: null });
  });
});
