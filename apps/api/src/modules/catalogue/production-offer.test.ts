import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { games, providerGameTypes, providers } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { PRODUCTION_ENV, startTestServer, type TestServer } from '../../test/server';

const PRODUCTION = PRODUCTION_ENV;

describe('the demo providers and production', () => {
  it('refuses to start in production with the demo aggregator or the demo Shan provider switched on', () => {
    expect(() => loadConfig({ ...PRODUCTION, DEMO_AGGREGATOR: 'on' })).toThrow(
      /DEMO_AGGREGATOR: on is refused in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, DEMO_SHAN: 'on' })).toThrow(
      /DEMO_SHAN: on is refused in production/,
    );
    expect(loadConfig(PRODUCTION)).toMatchObject({ demoAggregator: false, demoShan: false });
    expect(loadConfig({ ...PRODUCTION, DEMO_AGGREGATOR: 'off', DEMO_SHAN: 'off' }).demoAggregator).toBe(
      false,
    );
  });

  it('runs them by default elsewhere, unless the real provider is configured or they are switched off', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ demoAggregator: true, demoShan: true });
    const real = loadConfig({
      SHAN_API_URL: 'https://shan.example',
      SHAN_AGENT_CODE: 'AG1',
      SHAN_SECRET_KEY: 'k',
      DEMO_AGGREGATOR: 'off',
    });
    expect(real).toMatchObject({ demoAggregator: false, demoShan: false });
    expect(() =>
      loadConfig({
        DEMO_SHAN: 'on',
        SHAN_API_URL: 'https://shan.example',
        SHAN_AGENT_CODE: 'A',
        SHAN_SECRET_KEY: 'k',
      }),
    ).toThrow(/DEMO_SHAN: on is refused with SHAN_API_URL set/);
    // Their keys and rounds live in one process: several workers would each sign with a key of their own.
    const workers = { WORKERS: '2', DATABASE_URL: 'postgres://db.example/zeya' };
    expect(loadConfig(workers)).toMatchObject({ demoAggregator: false, demoShan: false });
    expect(() => loadConfig({ ...workers, DEMO_AGGREGATOR: 'on' })).toThrow(
      /DEMO_AGGREGATOR: on is refused with WORKERS/,
    );
  });
});

interface Listed {
  game_code: string;
  product_code: string;
  game_type: string;
}

describe.each(testDatabaseKinds())('production without an aggregator on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind, PRODUCTION);
    // Games of the aggregator left from when one was configured (a sync), hot and in a shown type.
    const [provider] = await server.db
      .insert(providers)
      .values({
        code: '1006',
        shortName: 'PP',
        providerName: 'Pragmatic Play',
        productName: 'Pragmatic Play',
        productTitle: 'Pragmatic Play',
        imgUrl: '/storage/providers/pp.svg',
        adapter: 'gscplus',
      })
      .returning();
    await server.db.insert(providerGameTypes).values({ providerId: provider!.id, gameTypeId: 1 });
    await server.db.insert(games).values({
      providerId: provider!.id,
      gameTypeId: 1,
      gameCode: 'vs20olympgate',
      gameName: 'Gates of Olympus',
      imgUrl: '/storage/games/gates.svg',
      hot: true,
    });
    const registered = await server.post('/api/register', {
      name: 'Player',
      phone: '09987654321',
      password: 'player-pass-1',
      password_confirmation: 'player-pass-1',
    });
    token = registered.body.data.token as string;
  });
  afterAll(() => server.close());

  /** Every game the player site can show: the hot list and each provider's games of each shown type. */
  async function everyListedGame(): Promise<Listed[]> {
    const listed: Listed[] = [...(await server.get('/api/hot_game_lists')).body.data];
    const types = (await server.get('/api/game_types')).body.data as {
      id: number;
      providers: { id: number }[];
    }[];
    for (const type of types)
      for (const provider of type.providers)
        listed.push(...(await server.get(`/api/game_lists/${type.id}/${provider.id}?page=1`)).body.data);
    return listed;
  }

  it('offers no game it cannot launch: every listed game launches, the aggregator’s are not listed', async () => {
    const listed = await everyListedGame();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((game) => game.product_code === '1006')).toBe(false);
    for (const game of listed) {
      const reply = await server.post('/api/seamless/launch-game', game, { token });
      expect(reply.body.code, `${game.product_code}/${game.game_code}`).toBe(200);
    }
    const slots = (await server.get('/api/providers/SLOT')).body.data as { code: string }[];
    expect(slots.map((provider) => provider.code)).not.toContain('1006');
  });

  it('links no Shan table without a Shan provider, and serves no demo provider', async () => {
    const site = (await server.get('/api/site-settings')).body.data as { mini_games: { url: string }[] };
    expect(site.mini_games.map((link) => link.url)).not.toContain('/shan');
    expect((await server.post('/demo/gscplus/api/operators/launch-game', {})).status).toBe(404);
    expect((await server.post('/demo/shan/api/client/launch-game', {})).status).toBe(404);
  });
});
