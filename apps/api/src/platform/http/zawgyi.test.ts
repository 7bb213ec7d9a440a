import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditsOf } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { pngOf, sendForm } from '../../test/uploads';
import { registerInputGuards } from './input-guard';
import { asUnicode, convertTypedText, takeInputVerbatim } from './zawgyi';

/** Burmese words as a Zawgyi phone types them, and the same words in Unicode. */
const WORDS = {
  'Mingalaba (hello)': ['မဂၤလာပါ', 'မင်္ဂလာပါ'],
  Myanmar: ['ျမန္မာ', 'မြန်မာ'],
  'withdraw money': ['ေငြထုတ္ရန္', 'ငွေထုတ်ရန်'],
  'thank you': ['ေက်းဇူးတင္ပါတယ္', 'ကျေးဇူးတင်ပါတယ်'],
  'I (polite)': ['ကၽြန္ေတာ္', 'ကျွန်တော်'],
  'Maung Maung': ['ေမာင္ေမာင္', 'မောင်မောင်'],
} as const;
const [ZAWGYI_NAME, UNICODE_NAME] = WORDS['Maung Maung'];

describe('Zawgyi to Unicode', () => {
  it.each(Object.entries(WORDS))('converts "%s" typed in Zawgyi', (_meaning, [zawgyi, unicode]) => {
    expect(asUnicode(zawgyi)).toBe(unicode);
    expect(asUnicode(`Ko ${zawgyi} 2024`)).toBe(`Ko ${unicode} 2024`);
  });

  it('leaves Unicode Burmese, English and digits as they came', () => {
    for (const [, unicode] of Object.values(WORDS)) expect(asUnicode(unicode)).toBe(unicode);
    for (const text of ['Hello, world', '09250001101', '', 'ราคา 价格']) expect(asUnicode(text)).toBe(text);
  });

  it('converts every typed field of a body, in arrays and objects, and keeps secrets and codes as sent', () => {
    const body = {
      name: ZAWGYI_NAME,
      password: ZAWGYI_NAME,
      password_confirmation: ZAWGYI_NAME,
      reset_code: ZAWGYI_NAME,
      phone: ZAWGYI_NAME,
      notes: [ZAWGYI_NAME],
      translations: { mm: { title: ZAWGYI_NAME } },
    };
    convertTypedText(body);
    expect(body).toEqual({
      name: UNICODE_NAME,
      password: ZAWGYI_NAME,
      password_confirmation: ZAWGYI_NAME,
      reset_code: ZAWGYI_NAME,
      phone: ZAWGYI_NAME,
      notes: [UNICODE_NAME],
      translations: { mm: { title: UNICODE_NAME } },
    });
  });
});

describe('the input layer', () => {
  /** An app with one route people type into and one a provider's machine calls, each answering what it got. */
  async function appWithRoutes() {
    const app = Fastify();
    registerInputGuards(app);
    app.post('/typed', async (request) => ({ body: request.body, query: request.query }));
    await app.register(async (webhooks) => {
      takeInputVerbatim(webhooks);
      webhooks.post('/webhook', async (request) => ({ body: request.body, query: request.query }));
    });
    await app.ready();
    return app;
  }

  it("converts what people type (body and query) and leaves a provider's webhook as it was sent", async () => {
    const app = await appWithRoutes();
    const send = (url: string) =>
      app.inject({
        method: 'POST',
        url: `${url}?q=${encodeURIComponent(ZAWGYI_NAME)}`,
        payload: { name: ZAWGYI_NAME },
      });
    expect((await send('/typed')).json()).toEqual({
      body: { name: UNICODE_NAME },
      query: { q: UNICODE_NAME },
    });
    expect((await send('/webhook')).json()).toEqual({
      body: { name: ZAWGYI_NAME },
      query: { q: ZAWGYI_NAME },
    });
    await app.close();
  });
});

describe.each(testDatabaseKinds())('text typed in Zawgyi, stored on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = await server.login('operator', 'operator12345', '/api/console/login');
  });
  afterAll(() => server.close());

  const announcements = async () =>
    (await server.get('/api/console/content/announcements', { token: operator })).body.data as {
      id: number;
      text: string;
    }[];

  it("stores a player's name in Unicode and keeps a Zawgyi-looking password exactly as typed", async () => {
    // A password of Zawgyi letters: converting it would lock the player out of the phone that typed it.
    const password = `${WORDS['withdraw money'][0]} ${WORDS.Myanmar[0]} 2024`;
    const registered = await server.post('/api/register', {
      name: `${ZAWGYI_NAME} Ko`,
      phone: '09790034001',
      password,
      password_confirmation: password,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const userName = registered.body.data.user.user_name as string;
    const token = registered.body.data.token as string;
    expect((await server.get('/api/user', { token })).body.data.name).toBe(`${UNICODE_NAME} Ko`);

    expect((await server.post('/api/login', { user_name: userName, password })).status).toBe(200);
    const converted = `${WORDS['withdraw money'][1]} ${WORDS.Myanmar[1]} 2024`;
    expect((await server.post('/api/login', { user_name: userName, password: converted })).status).toBe(422);
  });

  it("stores a console reason typed in Zawgyi in Unicode (the player's ban in the audit)", async () => {
    const [zawgyi, unicode] = WORDS['thank you'];
    const player = (
      await server.post('/api/register', {
        name: 'Reason Test',
        phone: '09790034002',
        password: 'golden-banyan-41',
        password_confirmation: 'golden-banyan-41',
      })
    ).body.data.user.id as number;
    const banned = await server.post(
      `/api/console/players/${player}/ban`,
      { reason: zawgyi },
      { token: operator },
    );
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    const [audit] = await auditsOf(server, 'player', player);
    expect((audit!.after as { reason: string }).reason).toBe(unicode);
  });

  it('stores content typed in Zawgyi in Unicode: an announcement (JSON) and a promotion (a form with a picture)', async () => {
    const [zawgyi, unicode] = WORDS['Mingalaba (hello)'];
    const created = await server.post(
      '/api/console/content/announcements',
      { text: zawgyi },
      { token: operator },
    );
    expect(created.status).toBe(200);
    expect((await announcements()).find((row) => row.id === created.body.data.id)?.text).toBe(unicode);

    const [title, titleUnicode] = WORDS.Myanmar;
    const [description, descriptionUnicode] = WORDS['withdraw money'];
    const form = await sendForm(
      server,
      'POST',
      '/api/console/content/promotions',
      { title, description },
      { image: await pngOf(40, 40) },
      operator,
    );
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const shown = (
      (await server.get('/api/promotion')).body.data as { id: number; title: string; description: string }[]
    ).find((row) => row.id === form.body.data.id);
    expect(shown).toMatchObject({ title: titleUnicode, description: descriptionUnicode });
  });

  it('leaves Unicode Burmese and English byte for byte as they came', async () => {
    const texts = [WORDS['I (polite)'][1], 'Deposits open at 9:00 — welcome!', `${UNICODE_NAME} & Co`];
    for (const text of texts) {
      const created = await server.post('/api/console/content/announcements', { text }, { token: operator });
      const stored = (await announcements()).find((row) => row.id === created.body.data.id)!.text;
      expect(Buffer.from(stored)).toEqual(Buffer.from(text));
    }
  });
});
