import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { allBalancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { claim, createOffer, kindCount, stake } from '../../test/promotions';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * A promotion written in some of the four languages (English required, the others fall back to it, marked), and the
 * wagering contributions: chosen from the catalogue, with defaults under which a bonus converts.
 */
describe.each(testDatabaseKinds())('promotion languages and contributions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin', 'admin12345', '/api/console/login');
  });
  afterAll(() => server.close());

  const offersIn = async (language: string) =>
    (await server.get('/api/offers', { language })).body.data as Record<string, unknown>[];
  const contributions = async () =>
    (await server.get('/api/console/bonus/contributions', { token: admin })).body.data;

  it('takes a promotion without Chinese or Thai and shows Chinese readers the English, marked', async () => {
    const id = await createOffer(server, admin, {
      kind: 'free_credit',
      amount: 50,
      code: 'FULLMOON50',
      title: { en: 'Full Moon Gift', mm: 'လပြည့်နေ့ လက်ဆောင်', zh: '', th: '' },
      terms: { en: 'Wager once.', mm: 'တစ်ကြိမ် လောင်းပါ။' },
    });
    const offerIn = async (language: string) => (await offersIn(language)).find((offer) => offer.id === id);
    expect(await offerIn('my')).toMatchObject({ title: 'လပြည့်နေ့ လက်ဆောင်', lang: 'mm', fallback: false });
    expect(await offerIn('zh')).toMatchObject({
      title: 'Full Moon Gift',
      terms: 'Wager once.',
      lang: 'en',
      fallback: true,
    });
    expect(await offerIn('th')).toMatchObject({ lang: 'en', fallback: true });
    expect(await offerIn('en')).toMatchObject({ title: 'Full Moon Gift', lang: 'en', fallback: false });
  });

  it('refuses a promotion without its English title with 422 naming title.en, in the caller’s language, saving nothing', async () => {
    const before = (await server.get('/api/console/promotions', { token: admin })).body.data.length;
    const reply = await server.post(
      '/api/console/promotions',
      {
        kind: 'free_credit',
        amount: 10,
        title: { en: ' ', mm: 'ခေါင်းစဉ်' },
        terms: { en: 'Terms' },
        budget_day: 1_000,
        budget_total: 1_000,
      },
      { token: admin, language: 'mm' },
    );
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['title.en']);
    expect(reply.body.errors['title.en'][0]).toMatch(/[\u1000-\u109f]/);
    expect((await server.get('/api/console/promotions', { token: admin })).body.data.length).toBe(before);
  });

  it('offers the catalogue’s game types to choose from and refuses any other, changing nothing', async () => {
    const choices = (await server.get('/api/console/bonus/contribution-choices', { token: admin })).body.data;
    const codes = choices.map((choice: { code: string }) => choice.code);
    expect(codes).toEqual(
      expect.arrayContaining(['ZEYA', 'digitbet', 'twod', 'threed', 'gscplus', 'gscplus:9101']),
    );
    const before = await contributions();
    const reply = await server.post(
      '/api/console/bonus/contributions',
      {
        contributions: [
          { game_type: 'ZEYA', percent: 50 },
          { game_type: 'slots', percent: 100 },
        ],
      },
      { token: admin },
    );
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['contributions.1.game_type']);
    expect(await contributions()).toEqual(before);
  });

  it('starts with contributions under which a bonus converts: a stake on the house slot wagers it in full', async () => {
    expect(await contributions()).toEqual(
      expect.arrayContaining([
        { game_type: 'ZEYA', percent: 100 },
        { game_type: 'digitbet', percent: 100 },
        { game_type: 'twod', percent: 100 },
      ]),
    );
    const id = await createOffer(server, admin, {
      kind: 'free_credit',
      amount: 100,
      code: 'CONVERTS100',
      wagering_multiple: 3,
    });
    const player = await newFundedPlayer(server, 0, 300);
    expect((await claim(server, player.token, id, { code: 'CONVERTS100' })).status).toBe(200);
    await stake(server, player.id, 'ZEYA', 20_000);
    expect(await kindCount(server, player.id, 'bonus_conversion')).toBe(0);
    await stake(server, player.id, 'ZEYA', 10_000);
    expect(await kindCount(server, player.id, 'bonus_conversion')).toBe(1);
    expect(await allBalancesOf(server, player.id)).toMatchObject({ bonus: 0, main: 10_000, game: 0 });
    await expectLedgerClean(server);
  });
});
