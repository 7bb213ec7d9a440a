import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, providers } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';

/** Type ids and codes section 9 of the spec names; the other ids need a code, whichever. */
const SPEC_CODES: Record<number, string> = {
  1: 'SLOT',
  2: 'LIVE_CASINO',
  3: 'SPORT_BOOK',
  4: 'VIRTUAL_SPORT',
  5: 'LOTTERY',
  8: 'FISHING',
  12: 'POKER',
  13: 'OTHERS',
};
const HIDDEN_TYPE_IDS = [6, 12, 13, 14];
const SLOT = 1;
const PAGE_SIZE = 20;

const PROVIDER_FIELDS = [
  'code',
  'id',
  'img',
  'img_sprite',
  'img_url',
  'product_name',
  'product_title',
  'provider',
  'provider_name',
  'short_name',
];
const GAME_FIELDS = [
  'game_code',
  'game_name',
  'game_type',
  'hot',
  'id',
  'image_url',
  'product_code',
  'provider_id',
];

describe.each(testDatabaseKinds())('game catalogue on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function dataOf(url: string): Promise<any> {
    const reply = await server.get(url);
    expect(reply.status, url).toBe(200);
    expect(reply.body).toMatchObject({ status: 'Request was successful.', message: expect.any(String) });
    return reply.body.data;
  }

  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
  const gamePage = (typeId: number, providerId: number, page: number) =>
    dataOf(`/api/game_lists/${typeId}/${providerId}?page=${page}`) as Promise<any[]>;

  /** Every page of a provider's games of one type, up to and including the first empty one. */
  async function allPages(typeId: number, providerId: number): Promise<any[][]> {
    const pages: any[][] = [];
    for (let page = 1; ; page += 1) {
      const rows = await gamePage(typeId, providerId, page);
      pages.push(rows);
      if (rows.length === 0) return pages;
    }
  }

  async function expectServedSvg(mediaPath: string) {
    expect(mediaPath).toMatch(/^\/storage\//);
    const response = await fetch(server.base + mediaPath);
    expect(response.status, mediaPath).toBe(200);
    expect(response.headers.get('content-type'), mediaPath).toMatch(/^image\/svg\+xml/);
  }

  function expectProvider(row: any) {
    expect(Object.keys(row).sort()).toEqual(PROVIDER_FIELDS);
    for (const field of PROVIDER_FIELDS.filter((name) => name !== 'id'))
      expect(typeof row[field] === 'string' && row[field] !== '', `${field} of ${row.code}`).toBe(true);
    expect(row.img).toBe(row.img_url);
  }

  /** The slot provider whose games do not fit on one page (the seed has one). */
  async function bigSlotProvider() {
    const slotProviders: any[] = await dataOf('/api/providers/SLOT');
    for (const provider of slotProviders) {
      if ((await gamePage(SLOT, provider.id, 2)).length > 0) return provider;
    }
    throw new Error('no slot provider with more than one page of games');
  }

  /** Runs `body` with some games changed, then puts them back as they were. */
  async function withGames(
    changes: { id: number; set: Partial<typeof games.$inferInsert> }[],
    body: () => Promise<void>,
  ) {
    const before = await Promise.all(
      changes.map(async ({ id }) => (await server.db.select().from(games).where(eq(games.id, id)))[0]!),
    );
    try {
      for (const { id, set } of changes) await server.db.update(games).set(set).where(eq(games.id, id));
      await body();
    } finally {
      for (const { id, ...row } of before) await server.db.update(games).set(row).where(eq(games.id, id));
    }
  }

  async function withProviderDisabled(providerId: number, body: () => Promise<void>) {
    await server.db.update(providers).set({ enabled: false }).where(eq(providers.id, providerId));
    try {
      await body();
    } finally {
      await server.db.update(providers).set({ enabled: true }).where(eq(providers.id, providerId));
    }
  }

  describe('GET /api/game_types', () => {
    it('lists all fourteen types, ids 1 to 14, hidden ones included, with the spec codes', async () => {
      const types: any[] = await dataOf('/api/game_types');
      expect(idsOf(types)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
      for (const id of HIDDEN_TYPE_IDS) expect(idsOf(types)).toContain(id);
      for (const [id, code] of Object.entries(SPEC_CODES))
        expect(types.find((type) => type.id === Number(id))?.code).toBe(code);
      const codes = types.map((type) => type.code);
      expect(new Set(codes).size).toBe(14);
      for (const code of codes) expect(code).toMatch(/^[A-Z0-9_]+$/);
    });

    it('gives each type a name, a served icon and active icon, and its providers with the spec fields', async () => {
      const types: any[] = await dataOf('/api/game_types');
      for (const type of types) {
        expect(Object.keys(type).sort()).toEqual([
          'code',
          'hidden',
          'id',
          'img',
          'img_active',
          'img_active_sprite',
          'img_sprite',
          'name',
          'providers',
        ]);
        expect(type.name.trim()).not.toBe('');
        expect(type.img).not.toBe(type.img_active);
        await expectServedSvg(type.img);
        await expectServedSvg(type.img_active);
        for (const provider of type.providers) expectProvider(provider);
      }
      const slot = types.find((type) => type.id === SLOT);
      expect(slot.providers.length).toBeGreaterThan(1);
      await expectServedSvg(slot.providers[0].img_url);
    });

    it('nests under each type exactly the providers GET /api/providers/{code} lists', async () => {
      const types: any[] = await dataOf('/api/game_types');
      for (const type of types) expect(await dataOf(`/api/providers/${type.code}`)).toEqual(type.providers);
    });
  });

  describe('GET /api/providers/{typeCode}', () => {
    it('lists the providers of a type, whatever the case of the code', async () => {
      const slot: any[] = await dataOf('/api/providers/SLOT');
      expect(slot.length).toBeGreaterThan(1);
      for (const provider of slot) expectProvider(provider);
      for (const code of ['slot', 'Slot', 'sLoT'])
        expect(await dataOf(`/api/providers/${code}`)).toEqual(slot);
      const fishing: any[] = await dataOf('/api/providers/fishing');
      expect(fishing.length).toBeGreaterThan(0);
      expect(idsOf(fishing)).not.toEqual(idsOf(slot));
    });

    it('answers an unknown type code with 404 and the failure envelope', async () => {
      const reply = await server.get('/api/providers/NO_SUCH_TYPE');
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        status: 'Error has occurred...',
        message: expect.any(String),
        data: null,
        request_id: expect.any(String),
      });
      expect(reply.body.message).not.toBe('');
    });
  });

  describe('GET /api/game_lists/{typeId}/{providerId}', () => {
    it('pages a provider with more than 20 games by 20, without duplicates, and covers all its games', async () => {
      const provider = await bigSlotProvider();
      const pages = await allPages(SLOT, provider.id);
      expect(pages.map((rows) => rows.length)).toEqual([20, 20, 5, 0]);
      const ids = pages.flat().map((game) => game.id);
      expect(new Set(ids).size).toBe(ids.length);
      const stored = await server.db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.providerId, provider.id), eq(games.gameTypeId, SLOT)));
      expect([...ids].sort((a, b) => a - b)).toEqual(idsOf(stored).sort((a, b) => a - b));
    });

    it('describes each game with the spec fields, its provider and type, and a served image', async () => {
      const provider = await bigSlotProvider();
      const rows = await gamePage(SLOT, provider.id, 1);
      for (const game of rows) {
        expect(Object.keys(game).sort()).toEqual(GAME_FIELDS);
        expect(game).toMatchObject({
          provider_id: provider.id,
          product_code: provider.code,
          game_type: 'SLOT',
        });
        expect(game.game_code).not.toBe('');
        expect(game.game_name).not.toBe('');
        expect(typeof game.hot).toBe('boolean');
        // Absolute, on the address the request came to: a client on another origin shows it as it comes.
        expect(game.image_url.startsWith(`${server.base}/storage/`), game.image_url).toBe(true);
        await expectServedSvg(game.image_url.slice(server.base.length));
      }
    });

    it('gives the same pages in the same order on repeat, and page 1 without ?page', async () => {
      const provider = await bigSlotProvider();
      const first = await allPages(SLOT, provider.id);
      expect(await allPages(SLOT, provider.id)).toEqual(first);
      expect(await dataOf(`/api/game_lists/${SLOT}/${provider.id}`)).toEqual(first[0]);
    });

    it('keeps pages disjoint when every game has the same sort order', async () => {
      const provider = await bigSlotProvider();
      const rows = (await allPages(SLOT, provider.id)).flat();
      await withGames(
        rows.map((game) => ({ id: game.id, set: { sortOrder: 0 } })),
        async () => {
          const ids = (await allPages(SLOT, provider.id)).flat().map((game) => game.id);
          expect(ids).toHaveLength(rows.length);
          expect(new Set(ids).size).toBe(rows.length);
        },
      );
    });

    it('answers a page past the end, or a provider without games of the type, with an empty list', async () => {
      const provider = await bigSlotProvider();
      expect(await gamePage(SLOT, provider.id, 4)).toEqual([]);
      expect(await gamePage(SLOT, provider.id, 1_000_000)).toEqual([]);
      expect(await gamePage(2, provider.id, 1)).toEqual([]);
      expect(await gamePage(SLOT, 999_999, 1)).toEqual([]);
    });

    it.each([
      ['/api/game_lists/abc/1', 'typeId'],
      ['/api/game_lists/0/1', 'typeId'],
      ['/api/game_lists/-1/1', 'typeId'],
      ['/api/game_lists/1.5/1', 'typeId'],
      ['/api/game_lists/1/abc', 'providerId'],
      ['/api/game_lists/1/0', 'providerId'],
      ['/api/game_lists/1/9007199254740992', 'providerId'],
      ['/api/game_lists/1/2147483648', 'providerId'],
      ['/api/game_lists/1e1/1', 'typeId'],
      ['/api/game_lists/0x10/1', 'typeId'],
      ['/api/game_lists/%201/1', 'typeId'],
      ['/api/game_lists/1/1?page=0', 'page'],
      ['/api/game_lists/1/1?page=-2', 'page'],
      ['/api/game_lists/1/1?page=abc', 'page'],
    ])('refuses %s with 422 naming %s', async (url, field) => {
      const reply = await server.get(url);
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
      expect(reply.body.errors[field]).toEqual(['This value is invalid.']);
      expect(reply.body.message).toBe(reply.body.errors[field][0]);
    });

    it('leaves out disabled games', async () => {
      const provider = await bigSlotProvider();
      const [victim] = await gamePage(SLOT, provider.id, 1);
      await withGames([{ id: victim.id, set: { enabled: false } }], async () => {
        const pages = await allPages(SLOT, provider.id);
        expect(pages.map((rows) => rows.length)).toEqual([20, 20, 4, 0]);
        expect(pages.flat().map((game) => game.id)).not.toContain(victim.id);
      });
      expect(idsOf(await gamePage(SLOT, provider.id, 1))).toContain(victim.id);
    });

    it('leaves out every game of a disabled provider, and the provider itself', async () => {
      const provider = await bigSlotProvider();
      await withProviderDisabled(provider.id, async () => {
        expect(await gamePage(SLOT, provider.id, 1)).toEqual([]);
        expect(idsOf(await dataOf('/api/providers/SLOT'))).not.toContain(provider.id);
        const types: any[] = await dataOf('/api/game_types');
        for (const type of types) expect(idsOf(type.providers)).not.toContain(provider.id);
      });
      expect(await gamePage(SLOT, provider.id, 1)).toHaveLength(PAGE_SIZE);
    });
  });

  describe('GET /api/hot_game_lists', () => {
    it('lists every hot game and only hot games', async () => {
      const hot: any[] = await dataOf('/api/hot_game_lists');
      expect(hot.length).toBeGreaterThan(0);
      for (const game of hot) {
        expect(Object.keys(game).sort()).toEqual(GAME_FIELDS);
        expect(game.hot).toBe(true);
      }
      const stored = await server.db.select({ id: games.id }).from(games).where(eq(games.hot, true));
      expect(idsOf(hot).sort((a, b) => a - b)).toEqual(idsOf(stored).sort((a, b) => a - b));
    });

    it('drops a game that stops being hot, is disabled, or whose provider is disabled', async () => {
      const [first, second] = await dataOf('/api/hot_game_lists');
      expect(second).toBeDefined();
      await withGames(
        [
          { id: first.id, set: { hot: false } },
          { id: second.id, set: { enabled: false } },
        ],
        async () => {
          const ids = idsOf(await dataOf('/api/hot_game_lists'));
          expect(ids).not.toContain(first.id);
          expect(ids).not.toContain(second.id);
        },
      );
      await withProviderDisabled(first.provider_id, async () => {
        const hot: any[] = await dataOf('/api/hot_game_lists');
        expect(hot.length).toBeGreaterThan(0);
        for (const game of hot) expect(game.provider_id).not.toBe(first.provider_id);
      });
      expect(idsOf(await dataOf('/api/hot_game_lists'))).toEqual(
        expect.arrayContaining([first.id, second.id]),
      );
    });
  });
});
