import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregatorProducts, auditLog, games, providers } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import { simGames, simProduct, startGscplusWorld, type GscplusWorld } from './gscplus-test-setup';

describe.each(testDatabaseKinds())('GSC+ catalogue sync on %s', (kind) => {
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld(kind);
  });
  afterAll(() => world.close());

  const gamesOf = (code: number) =>
    world.server.db
      .select({ code: games.gameCode, status: games.status, hot: games.hot, typeId: games.gameTypeId })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(eq(providers.code, String(code)))
      .orderBy(games.id);
  const productOf = async (code: number) =>
    (
      await world.server.db
        .select()
        .from(providers)
        .where(eq(providers.code, String(code)))
    )[0]!;
  const launch = (token: string, product: number, game: string) =>
    world.server.post(
      '/api/seamless/launch-game',
      { product_code: String(product), game_code: game, game_type: 'SLOT' },
      { token },
    );

  it("copies the products per currency and each currency's games with their own status", async () => {
    world.aggregator.products = [
      simProduct(1006, 'MMK'),
      simProduct(1007, 'MMK2'),
      simProduct(1007, 'MMK'),
      simProduct(1091, 'MMK3'),
      simProduct(1020, 'MMK', { game_type: 'QIPAI' }),
      simProduct(1138, 'USD'),
    ];
    world.aggregator.games = [
      ...simGames(1006, ['MMK', 'USD'], 130),
      ...simGames(1007, ['MMK2'], 3),
      ...simGames(1007, ['MMK'], 1).map((game) => ({ ...game, game_code: 'mmk-only' })),
      ...simGames(1091, ['MMK3'], 2, { status: 'MAINTAINED' }),
      ...simGames(1020, ['MMK'], 2, { game_type: 'QIPAI' }),
    ];
    const summary = await world.sync();
    // 1138 plays only in USD: not a product of ours. 1006's USD rows are not our games.
    expect(summary).toEqual({ products: 4, games: 135, disabledGames: 2 });
    expect(await gamesOf(1006)).toHaveLength(130);
    // 1007 is offered in MMK and MMK2: it launches in MMK (the finer unit), with MMK's games.
    expect(await productOf(1007)).toMatchObject({ currency: 'MMK', status: 'ACTIVATED', entryType: 1 });
    expect((await gamesOf(1007)).map((row) => row.code)).toEqual(['mmk-only']);
    expect(await productOf(1091)).toMatchObject({ currency: 'MMK3' });
    expect((await gamesOf(1091)).map((row) => row.status)).toEqual(['MAINTAINED', 'MAINTAINED']);
    // QIPAI is filed under the spec's Table type (id 11).
    expect((await gamesOf(1020)).map((row) => row.typeId)).toEqual([11, 11]);
    const entries = await world.server.db
      .select()
      .from(aggregatorProducts)
      .where(eq(aggregatorProducts.listed, true));
    expect(entries).toHaveLength(6);
    const [audit] = await world.server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue.sync'));
    expect(audit!.after).toEqual(summary);
  });

  it('offers only what the aggregator activates: a game under maintenance is hidden and says so on launch', async () => {
    const player = await newFundedPlayer(world.server, 0, 10);
    const page = await world.server.get(`/api/game_lists/1/${(await productOf(1091)).id}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain('1091-0');
    const active = await world.server.get(`/api/game_lists/1/${(await productOf(1006)).id}`);
    expect(JSON.stringify(active.body)).toContain('1006-0');
    for (const language of ['en', 'mm', 'zh', 'th']) {
      const reply = await world.server.post(
        '/api/seamless/launch-game',
        { product_code: '1091', game_code: '1091-0', game_type: 'SLOT' },
        { token: player.token, language },
      );
      expect(reply.body.code).toBe(2000);
      expect(reply.body.message).not.toBe('');
    }
    const en = await launch(player.token, 1091, '1091-1');
    expect(en.body.message).toMatch(/maintenance/);
  });

  it("keeps the operator's choices and stops offering games the aggregator deactivates or no longer lists", async () => {
    await world.server.db.update(games).set({ hot: true }).where(eq(games.gameCode, '1006-0'));
    world.aggregator.games = world.aggregator.games
      .filter((game) => !['1006-128', '1006-129'].includes(game.game_code))
      .map((game) => (game.game_code === '1006-5' ? { ...game, status: 'DEACTIVATED' } : game));
    const summary = await world.sync();
    expect(summary.disabledGames).toBe(5);
    const rows = await gamesOf(1006);
    expect(
      rows
        .filter((row) => row.status !== 'ACTIVATED')
        .map((row) => row.code)
        .sort(),
    ).toEqual(['1006-128', '1006-129', '1006-5']);
    expect(rows.find((row) => row.code === '1006-0')?.hot).toBe(true);
    const player = await newFundedPlayer(world.server, 0, 10);
    expect((await launch(player.token, 1006, '1006-5')).body.code).toBe(404);
  });

  it('takes a product under maintenance off the site and brings it back when activated', async () => {
    world.aggregator.products = world.aggregator.products.map((entry) =>
      entry.product_code === 1020 ? { ...entry, status: 'MAINTAINED' } : entry,
    );
    await world.sync();
    const types = JSON.stringify((await world.server.get('/api/game_types')).body);
    expect(types).not.toContain('Product 1020');
    const player = await newFundedPlayer(world.server, 0, 10);
    expect((await launch(player.token, 1020, '1020-0')).body.code).toBe(2000);
    world.aggregator.products = world.aggregator.products.map((entry) =>
      entry.product_code === 1020 ? { ...entry, status: 'ACTIVATED' } : entry,
    );
    await world.sync();
    expect(JSON.stringify((await world.server.get('/api/game_types')).body)).toContain('Product 1020');
  });

  it('shows a lobby-only product as one tile that launches the lobby without a game code', async () => {
    world.aggregator.products = [
      ...world.aggregator.products,
      simProduct(1046, 'MMK2', { entry_type: 2, product_name: 'IBC-SABA', game_type: 'SPORT_BOOK' }),
    ];
    await world.sync();
    expect(await gamesOf(1046)).toEqual([expect.objectContaining({ code: 'lobby', status: 'ACTIVATED' })]);
    const player = await newFundedPlayer(world.server, 0, 10);
    const reply = await launch(player.token, 1046, 'lobby');
    expect(reply.body).toMatchObject({ code: 200, url: expect.stringContaining('/lobby?token=') });
    const call = world.aggregator.received.at(-1)!;
    expect(call).toMatchObject({ signOk: true, path: '/api/operators/launch-game' });
    expect(call.params).toMatchObject({ product_code: 1046, game_code: null, currency: 'MMK2' });
  });

  it('never takes over one of our own products, and leaves the catalogue as it was on failure', async () => {
    const before = await world.server.db.select().from(games);
    world.aggregator.products = [...world.aggregator.products, simProduct(1099, 'MMK')];
    // The game list of 1099 answers a refusal: nothing of this sync is written.
    const refuse = world.aggregator.handle.bind(world.aggregator);
    world.aggregator.handle = (request) =>
      request.query.product_code === '1099'
        ? { status: 200, body: { code: 999, message: 'down' } }
        : refuse(request);
    try {
      const reply = await world.server.post('/api/console/catalogue/sync', undefined, {
        token: await world.admin(),
      });
      expect(reply.status).toBe(502);
    } finally {
      world.aggregator.handle = refuse;
    }
    expect(
      await world.server.db
        .select()
        .from(providers)
        .where(and(eq(providers.code, '1099'), eq(providers.adapter, 'gscplus'))),
    ).toEqual([]);
    expect(await world.server.db.select().from(games)).toHaveLength(before.length);
  });

  it('keeps a product listed under two game types under both: each is listed, shown and launched with its type', async () => {
    const admin = await world.admin();
    const toReview = async () =>
      (
        (await world.server.get('/api/console/gscplus/products?review=1', { token: admin })).body.data as {
          product_code: number;
        }[]
      ).map((row) => row.product_code);
    // A wallet callback meets 1079 first: registered, its game type unknown, for review until the list names it.
    const player = await newFundedPlayer(world.server, 0, 10);
    const bet = world.wallet.transaction({ action: 'bet', amount: 1 });
    await world.wallet.move('withdraw', 'MMK', [world.wallet.item(player.userName, 1079, [bet])]);
    expect(await toReview()).toContain(1079);

    world.aggregator.products = [
      simProduct(1079, 'MMK'),
      simProduct(1079, 'MMK', { game_type: 'FISHING', status: 'MAINTAINED' }),
      simProduct(1085, 'MMK', { entry_type: 2 }),
      simProduct(1085, 'MMK', { entry_type: 2, game_type: 'FISHING' }),
    ];
    world.aggregator.games = [
      ...simGames(1079, ['MMK'], 1),
      ...simGames(1079, ['MMK'], 1, { game_type: 'FISHING' }).map((game) => ({ ...game, game_code: 'fish' })),
    ];
    await world.sync();

    const listed = (await world.server.get('/api/console/gscplus/products', { token: admin })).body.data as {
      product_code: number;
      game_type: string;
      status: string;
      listed: boolean;
    }[];
    expect(
      listed
        .filter((row) => [1079, 1085].includes(row.product_code))
        .map((row) => [row.product_code, row.game_type, row.status, row.listed]),
    ).toEqual([
      [1079, 'FISHING', 'MAINTAINED', true],
      [1079, 'SLOT', 'ACTIVATED', true],
      [1085, 'FISHING', 'ACTIVATED', true],
      [1085, 'SLOT', 'ACTIVATED', true],
    ]);
    expect(await toReview()).not.toContain(1079);

    // 1079's fishing game is under Fishing and held back with its type's maintenance; its slot stays offered.
    expect((await gamesOf(1079)).map((row) => [row.code, row.typeId, row.status])).toEqual([
      ['1079-0', 1, 'ACTIVATED'],
      ['fish', 8, 'MAINTAINED'],
    ]);
    // The lobby-only 1085 is a tile per type, shown under both and each launched with its own type.
    expect((await gamesOf(1085)).map((row) => [row.code, row.typeId, row.status])).toEqual([
      ['lobby', 1, 'ACTIVATED'],
      ['lobby:FISHING', 8, 'ACTIVATED'],
    ]);
    const lobbies = await world.server.get(`/api/game_lists/8/${(await productOf(1085)).id}`);
    expect(JSON.stringify(lobbies.body)).toContain('lobby:FISHING');
    for (const [tile, type] of [
      ['lobby', 'SLOT'],
      ['lobby:FISHING', 'FISHING'],
    ] as const) {
      expect((await launch(player.token, 1085, tile)).body).toMatchObject({ code: 200 });
      expect(world.aggregator.received.at(-1)!.params).toMatchObject({ game_type: type, game_code: null });
    }
  });

  it('is for admins only', async () => {
    const operator = await world.server.login('operator', 'operator12345', '/api/console/login');
    expect(
      (await world.server.post('/api/console/catalogue/sync', undefined, { token: operator })).status,
    ).toBe(403);
    const player = await world.server.login();
    expect(
      (await world.server.post('/api/console/catalogue/sync', undefined, { token: player })).status,
    ).toBe(403);
  });
});
