import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerTexts, banners, contacts, popupAds, promotions, videoAds } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';

type ContentTable =
  | typeof banners
  | typeof bannerTexts
  | typeof popupAds
  | typeof promotions
  | typeof contacts
  | typeof videoAds;

interface ContentList {
  path: string;
  table: ContentTable;
  /** The fields of the spec's entity, exactly. */
  fields: string[];
  /** What an operator would store in one more row. */
  sample: Record<string, unknown>;
}

const LISTS: ContentList[] = [
  {
    path: '/api/banner',
    table: banners,
    // The spec's fields, and the in-site link every seeded banner has.
    fields: ['id', 'img_url', 'link'],
    sample: { imgUrl: '/storage/banners/banner-1.svg' },
  },
  {
    path: '/api/banner_Text',
    table: bannerTexts,
    fields: ['fallback', 'id', 'lang', 'text'],
    sample: { text: 'Extra announcement' },
  },
  {
    path: '/api/promotion',
    table: promotions,
    fields: ['description', 'fallback', 'id', 'img_url', 'lang', 'title'],
    sample: { title: 'Extra', description: 'Extra promotion', imgUrl: '/storage/promotions/promotion-1.svg' },
  },
  {
    path: '/api/contact',
    table: contacts,
    fields: ['id', 'image', 'name', 'value'],
    sample: { name: 'whatsapp', value: 'https://wa.me/959123450002', image: '/storage/contacts/viber.svg' },
  },
  {
    path: '/api/videoads',
    table: videoAds,
    fields: ['fallback', 'id', 'lang', 'title', 'video_url'],
    sample: { title: 'Extra video', videoUrl: '/storage/videos/promo-1.webm' },
  },
];

const SVG = /^image\/svg\+xml/;

describe.each(testDatabaseKinds())('public content on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** The data of a successful list reply, after checking the envelope around it. */
  async function listOf(path: string): Promise<any[]> {
    const reply = await server.get(path);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'Request was successful.', message: expect.any(String) });
    expect(reply.body.message).not.toBe('');
    expect(Array.isArray(reply.body.data)).toBe(true);
    return reply.body.data;
  }

  /** The pop-up ad: one object, as the spec's client reads it, or null. */
  async function popupAdOf(): Promise<any> {
    const reply = await server.get('/api/popup-ads-banner');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'Request was successful.', message: expect.any(String) });
    return reply.body.data;
  }

  const idsOf = async (path: string) => (await listOf(path)).map((row) => row.id as number);

  /** A media path the reply points at must be a file this server actually serves, of the right type. */
  async function expectServed(mediaPath: string, contentType: RegExp) {
    expect(mediaPath).toMatch(/^\/storage\//);
    const response = await fetch(server.base + mediaPath);
    expect(response.status, mediaPath).toBe(200);
    expect(response.headers.get('content-type'), mediaPath).toMatch(contentType);
    expect((await response.arrayBuffer()).byteLength, mediaPath).toBeGreaterThan(0);
  }

  it.each(LISTS)('GET $path answers the envelope with the fields of the spec', async ({ path, fields }) => {
    const rows = await listOf(path);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(fields);
      expect(Number.isInteger(row.id)).toBe(true);
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('serves every banner, pop-up ad, promotion and contact image it names', async () => {
    const paths = [
      ...(await listOf('/api/banner')).map((row) => row.img_url),
      (await popupAdOf()).img_url,
      ...(await listOf('/api/promotion')).map((row) => row.img_url),
      ...(await listOf('/api/contact')).map((row) => row.image),
    ];
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const mediaPath of paths) await expectServed(mediaPath, SVG);
  });

  it('serves every video it names as WebM, outside /api as the client expects', async () => {
    const videos = await listOf('/api/videoads');
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      expect(video.title).not.toBe('');
      await expectServed(video.video_url, /^video\/webm/);
    }
  });

  it('has an announcement text and promotions with title and description', async () => {
    const [announcement] = await listOf('/api/banner_Text');
    expect(announcement.text.trim()).not.toBe('');
    for (const promotion of await listOf('/api/promotion')) {
      expect(promotion.title.trim()).not.toBe('');
      expect(promotion.description.trim()).not.toBe('');
    }
  });

  it('serves the seeded promotions, announcement and videos in each of the four languages', async () => {
    const texts = async (path: string, language: string) =>
      ((await server.get(path, { language })).body.data as any[]).map((row) => ({
        lang: row.lang,
        fallback: row.fallback,
        text: `${row.title ?? row.text} ${row.description ?? ''}`,
      }));
    const scripts = {
      en: /^[\x20-\x7e]+$/,
      mm: /[\u1000-\u109f]/,
      zh: /[\u4e00-\u9fff]/,
      th: /[\u0e00-\u0e7f]/,
    };
    for (const path of ['/api/promotion', '/api/banner_Text', '/api/videoads'])
      for (const [language, script] of Object.entries(scripts))
        for (const row of await texts(path, language)) {
          expect(row, `${path} ${language}`).toMatchObject({ lang: language, fallback: false });
          expect(row.text, `${path} ${language}`).toMatch(script);
        }
    const [first] = await texts('/api/promotion', 'my');
    expect(first!.text).toContain('တစ်နေ့ နှစ်ကြိမ် 2D');
  });

  it('falls back to the English of an item not written in the language, marked as English', async () => {
    const [row] = await server.db
      .insert(promotions)
      .values({
        title: 'Only English',
        description: 'Not translated',
        titleMm: 'မြန်မာ ခေါင်းစဉ်',
        imgUrl: '/storage/promotions/promotion-1.svg',
        sortOrder: -5,
      })
      .returning({ id: promotions.id });
    try {
      const first = async (language: string) =>
        ((await server.get('/api/promotion', { language })).body.data as any[])[0];
      // Burmese has a title but no description: the whole item falls back, never half Burmese, half English.
      for (const language of ['mm', 'zh', 'th'])
        expect(await first(language)).toMatchObject({
          id: row!.id,
          title: 'Only English',
          description: 'Not translated',
          lang: 'en',
          fallback: true,
        });
      expect(await first('en')).toMatchObject({ title: 'Only English', lang: 'en', fallback: false });
    } finally {
      await server.db.delete(promotions).where(eq(promotions.id, row!.id));
    }
  });

  it('lists the viber, telegram, facebook and line contacts, each with a link', async () => {
    const rows = await listOf('/api/contact');
    const byName = new Map(rows.map((row) => [row.name, row]));
    for (const name of ['viber', 'telegram', 'facebook', 'line']) {
      expect(byName.has(name), name).toBe(true);
      expect(byName.get(name).value).toMatch(/^(https:\/\/|viber:\/\/)\S+$/);
    }
  });

  it('links the 2D banner to /2d, the exchange banner to the exchange and the Shwe Slot pop-up to the game', async () => {
    const links = (await listOf('/api/banner')).map((row) => row.link);
    expect(links).toEqual(expect.arrayContaining(['/2d', '/wallet/internal-transfer']));
    expect((await popupAdOf()).link).toBe('/play/shwe-slot');
  });

  it('promises no bonus, cashback or referral reward: no code pays one', async () => {
    const promotions = await listOf('/api/promotion');
    const texts = promotions.map((row) => `${row.title} ${row.description}`).join(' ');
    expect(texts).not.toMatch(/bonus|cashback|referral|invite|friend/i);
    expect(texts).toMatch(/80 times/);
  });

  it('answers the pop-up ad as one object with img_url: the first shown in the operator’s order, else null', async () => {
    const seeded = await popupAdOf();
    expect(Object.keys(seeded).sort()).toEqual(['id', 'img_url', 'link']);
    const [earlier] = await server.db
      .insert(popupAds)
      .values({ imgUrl: '/storage/ads/popup-1.svg', sortOrder: -1 })
      .returning({ id: popupAds.id });
    try {
      expect(await popupAdOf()).toEqual({ id: earlier!.id, img_url: '/storage/ads/popup-1.svg' });
      await server.db.update(popupAds).set({ enabled: false });
      expect(await popupAdOf()).toBeNull();
    } finally {
      await server.db.delete(popupAds).where(eq(popupAds.id, earlier!.id));
      await server.db.update(popupAds).set({ enabled: true }).where(eq(popupAds.id, seeded.id));
    }
    expect(await popupAdOf()).toEqual(seeded);
  });

  it('offers the APK download only while its file is served: never a dead link', async () => {
    const downloadOf = async () => (await server.get('/api/site-settings')).body.data.download_app_url;
    expect(await downloadOf()).toBeNull();
    const file = path.join(server.deps.config.uploadsDir, 'app', 'zeya-latest.apk');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'PK apk bytes');
    try {
      expect(await downloadOf()).toBe('/storage/app/zeya-latest.apk');
      expect((await fetch(`${server.base}/storage/app/zeya-latest.apk`)).status).toBe(200);
    } finally {
      rmSync(file);
    }
    expect(await downloadOf()).toBeNull();
  });

  it('answers the top ten withdrawals as an empty list while there are no withdrawals', async () => {
    expect(await listOf('/api/toptenwithdraw')).toEqual([]);
  });

  it.each(LISTS)(
    'GET $path follows the sort order and leaves out disabled rows',
    async ({ path, table, sample }) => {
      const rows = table as typeof banners;
      const seeded = await idsOf(path);
      const insert = async (sortOrder: number) => {
        const [row] = await server.db
          .insert(rows)
          .values({ ...(sample as any), sortOrder })
          .returning({ id: rows.id });
        return row!.id;
      };
      const setEnabled = (id: number, enabled: boolean) =>
        server.db.update(rows).set({ enabled }).where(eq(rows.id, id));
      // The later row (higher id) sorts first: the order is the operator's, not the insertion order.
      const second = await insert(-1);
      const first = await insert(-2);
      try {
        expect(await idsOf(path)).toEqual([first, second, ...seeded]);

        await setEnabled(first, false);
        expect(await idsOf(path)).toEqual([second, ...seeded]);

        await setEnabled(seeded[0]!, false);
        expect(await idsOf(path)).toEqual([second, ...seeded.slice(1)]);
      } finally {
        await setEnabled(seeded[0]!, true);
        await server.db.delete(rows).where(inArray(rows.id, [first, second]));
      }
      expect(await idsOf(path)).toEqual(seeded);
    },
  );
});
