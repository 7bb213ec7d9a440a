import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './test/databases';
import { newFundedPlayer } from './test/ledger';
import { startTestServer, type TestServer } from './test/server';

/**
 * The spec's client (product-spec.md section 7) built unchanged but for its API address: every read it makes of our
 * replies finds the field it reads. Where it calls a path of its own making, that path answers too.
 */
describe.each(testDatabaseKinds())('what the spec’s client reads, on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await newFundedPlayer(server, 1_000, 100)).token;
  });
  afterAll(() => server.close());

  const data = async (path: string) => {
    const reply = await server.get(path, { token });
    expect(reply.status, path).toBe(200);
    return reply.body.data;
  };
  const fieldsOf = (row: object) => Object.keys(row);

  it.each([
    ['/api/banner', ['img_url']],
    ['/api/promotion', ['title', 'description', 'img_url']],
    ['/api/contact', ['name', 'value', 'image']],
    ['/api/videoads', ['id', 'video_url']],
    ['/api/game_types', ['id', 'code', 'name', 'img', 'providers']],
    ['/api/hot_game_lists', ['id', 'game_code', 'product_code', 'game_type', 'game_name', 'image_url']],
    ['/api/banks', ['id', 'bank_name', 'name', 'no', 'img', 'payment_type']],
    ['/api/agent-payment-type', ['id', 'account_no', 'account_name', 'payment_type']],
  ])('GET %s lists rows with %j', async (path, fields) => {
    const rows = (await data(path)) as object[];
    expect(rows.length, path).toBeGreaterThan(0);
    for (const row of rows) expect(fieldsOf(row)).toEqual(expect.arrayContaining(fields));
  });

  it('GET /api/providers/{code} and /api/game_lists/{type}/{provider} answer the provider and game fields', async () => {
    const [type] = (await data('/api/game_types')) as { id: number; code: string }[];
    const [provider] = (await data(`/api/providers/${type!.code}`)) as { id: number }[];
    expect(fieldsOf(provider!)).toEqual(
      expect.arrayContaining([
        'id',
        'code',
        'short_name',
        'provider_name',
        'product_title',
        'img',
        'img_url',
      ]),
    );
    const games = (await data(`/api/game_lists/${type!.id}/${provider!.id}?page=1`)) as object[];
    expect(games.length).toBeGreaterThan(0);
    expect(fieldsOf(games[0]!)).toEqual(
      expect.arrayContaining(['game_code', 'product_code', 'game_type', 'image_url']),
    );
  });

  it('GET /api/popup-ads-banner is one object with img_url', async () => {
    expect(await data('/api/popup-ads-banner')).toMatchObject({
      img_url: expect.stringMatching(/^\/storage\//),
    });
  });

  it('GET /api/api/user (its base address already ends in /api) answers as /api/user', async () => {
    const profile = await data('/api/user');
    expect(await data('/api/api/user')).toEqual(profile);
    expect(fieldsOf(profile)).toEqual(expect.arrayContaining(['user_name', 'balance', 'main_balance']));
    expect((await server.get('/api/api/user')).status).toBe(401);
  });

  it('an image path appended to the API base address (…/api/storage/…) reaches the file', async () => {
    const [banner] = (await data('/api/banner')) as { img_url: string }[];
    const viaApi = await fetch(`${server.base}/api${banner!.img_url}`);
    expect(viaApi.status).toBe(200);
    expect(viaApi.url).toBe(`${server.base}${banner!.img_url}`);
    expect(viaApi.headers.get('content-type')).toMatch(/^image\//);
  });

  it('paged lists link their pages with absolute URLs it can follow from another origin', async () => {
    const page = await data('/api/transaction/deposit-requestlog');
    expect(fieldsOf(page)).toEqual(expect.arrayContaining(['data', 'links', 'current_page', 'last_page']));
    expect(page.links.find((link: { label: string }) => link.label === '1').url).toBe(
      `${server.base}/api/transaction/deposit-requestlog?page=1`,
    );
  });

  it('a house game launch answers an absolute URL on this server, not one relative to the client', async () => {
    const reply = await server.post(
      '/api/seamless/launch-game',
      { game_code: 'shwe-slot', product_code: 'ZEYA', game_type: 'SLOT' },
      { token },
    );
    expect(reply.body.url).toMatch(new RegExp(`^${server.base}/play/shwe-slot\\?launch=`));
  });
});
