import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceDir } from '../../db/paths';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { auditCount, lastAudit, noisyPng, pngOf, sendForm, served } from '../../test/uploads';

const WEBM = readFileSync(path.join(sourceDir(), 'seed', 'media', 'promo-1.webm'));
/** The image limit of these servers: small, so a too-large image is quick to make. */
const IMAGE_MAX = 100_000;

describe.each(testDatabaseKinds())('console content on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  let player: string;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      UPLOAD_IMAGE_MAX_BYTES: String(IMAGE_MAX),
      UPLOAD_VIDEO_MAX_BYTES: String(WEBM.length + 10),
    });
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    player = await server.login('demo', 'golden-pagoda-7');
  });
  afterAll(() => server.close());

  const list = async (name: string) =>
    (await server.get(`/api/console/content/${name}`, { token: operator })).body.data as any[];
  /** What the player site gets, as a list: the pop-up ad comes as one object (or null). */
  const publicList = async (path: string) => {
    const data = (await server.get(path)).body.data as any;
    return (Array.isArray(data) ? data : data ? [data] : []) as any[];
  };
  const uploadedFiles = (folder: string) => readdirSync(path.join(server.deps.config.uploadsDir, folder));

  async function imageSize(mediaPath: string) {
    const bytes = await served(server, mediaPath);
    expect(bytes, mediaPath).not.toBeNull();
    const { width, height, format } = await sharp(bytes!).metadata();
    return { width, height, format };
  }

  it('admits operators and admins, refuses a player token (403) and no token (401)', async () => {
    for (const [token, status] of [
      [undefined, 401],
      [player, 403],
      [operator, 200],
      [admin, 200],
    ] as const) {
      expect((await server.get('/api/console/content/banners', { token })).status).toBe(status);
      const created = await server.post('/api/console/content/announcements', { text: 'Hi' }, { token });
      expect(created.status).toBe(status);
      if (status === 200)
        expect(
          (await server.delete(`/api/console/content/announcements/${created.body.data.id}`, { token }))
            .status,
        ).toBe(200);
    }
  });

  it('lists every row, disabled ones too, in the order the player site shows them', async () => {
    const banners = await list('banners');
    expect(banners.map((row) => row.media_url)).toEqual(
      (await publicList('/api/banner')).map((b) => b.img_url),
    );
    expect(banners[0]).toMatchObject({
      enabled: true,
      sort_order: 0,
      media_url: expect.stringMatching(/^\/storage\//),
    });
    expect((await list('promotions'))[0]).toEqual(
      expect.objectContaining({ title: expect.any(String), description: expect.any(String) }),
    );
  });

  it('creates a banner resized to 1200 x 400 WebP, shown on the player home, audited without bytes', async () => {
    const reply = await sendForm(
      server,
      'POST',
      '/api/console/content/banners',
      {},
      { image: await pngOf(900, 600) },
      operator,
    );
    expect(reply.status).toBe(200);
    const banner = reply.body.data;
    expect(banner.media_url).toMatch(/^\/storage\/banners\/[\w-]+\.webp$/);
    expect(await imageSize(banner.media_url)).toEqual({ width: 1200, height: 400, format: 'webp' });
    expect((await publicList('/api/banner')).at(-1)).toEqual({ id: banner.id, img_url: banner.media_url });
    const record = await lastAudit(server);
    expect(record).toMatchObject({
      action: 'banner.create',
      targetType: 'banner',
      targetId: String(banner.id),
    });
    expect(record.before).toBeNull();
    expect(record.after).toEqual(banner);
  });

  it('replaces a banner image: the new file is served, the old one deleted, before and after audited', async () => {
    const [first] = await list('banners');
    const reply = await sendForm(
      server,
      'PUT',
      `/api/console/content/banners/${first.id}`,
      {},
      { image: await pngOf(3000, 1000) },
      operator,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.media_url).not.toBe(first.media_url);
    expect(await served(server, first.media_url)).toBeNull();
    expect(await imageSize(reply.body.data.media_url)).toMatchObject({ width: 1200, height: 400 });
    expect((await publicList('/api/banner'))[0].img_url).toBe(reply.body.data.media_url);
    expect(await lastAudit(server)).toMatchObject({
      action: 'banner.update',
      before: first,
      after: reply.body.data,
    });
  });

  it.each([
    ['text posing as a PNG', () => Buffer.from('\x89PNG\r\n\x1a\n but not really an image')],
    ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')],
    ['an image over the size limit', () => noisyPng(200, 200)],
  ])('refuses %s with 422 on image, changing nothing', async (_name, makeFile) => {
    const before = await list('banners');
    const files = uploadedFiles('banners');
    const audits = await auditCount(server, 'banner.update');
    const file = await makeFile();
    const created = await sendForm(
      server,
      'POST',
      '/api/console/content/banners',
      {},
      { image: file },
      operator,
    );
    const edited = await sendForm(
      server,
      'PUT',
      `/api/console/content/banners/${before[0].id}`,
      {},
      { image: file },
      operator,
    );
    for (const reply of [created, edited]) {
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual(['image']);
    }
    expect(await list('banners')).toEqual(before);
    expect(uploadedFiles('banners').sort()).toEqual(files.sort());
    expect(await auditCount(server, 'banner.update')).toBe(audits);
  });

  it('refuses a new banner without an image, and a promotion without its texts, naming the fields', async () => {
    const banner = await server.post('/api/console/content/banners', {}, { token: operator });
    expect(banner.status).toBe(422);
    expect(Object.keys(banner.body.errors)).toEqual(['image']);
    const count = (await list('promotions')).length;
    const promotion = await sendForm(
      server,
      'POST',
      '/api/console/content/promotions',
      { title: '  ' },
      { image: await pngOf(60, 40) },
      operator,
    );
    expect(promotion.status).toBe(422);
    expect(Object.keys(promotion.body.errors).sort()).toEqual(['description', 'title']);
    expect(await list('promotions')).toHaveLength(count);
  });

  it('creates and edits a promotion (600 x 400) as the promotion page shows it', async () => {
    const created = await sendForm(
      server,
      'POST',
      '/api/console/content/promotions',
      { title: 'Rainy Day', description: '10% back' },
      { image: await pngOf(1500, 1500) },
      operator,
    );
    expect(created.status).toBe(200);
    expect(await imageSize(created.body.data.media_url)).toMatchObject({ width: 600, height: 400 });
    const edited = await server.put(
      `/api/console/content/promotions/${created.body.data.id}`,
      { title: 'Rainy Days', description: '12% back' },
      { token: operator },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.media_url).toBe(created.body.data.media_url);
    expect((await publicList('/api/promotion')).at(-1)).toEqual({
      id: created.body.data.id,
      title: 'Rainy Days',
      description: '12% back',
      img_url: created.body.data.media_url,
      lang: 'en',
      fallback: false,
    });
    expect((await lastAudit(server)).before).toMatchObject({ title: 'Rainy Day', description: '10% back' });
  });

  it('keeps a promotion’s four languages side by side; an empty one falls back to English, marked', async () => {
    const created = await sendForm(
      server,
      'POST',
      '/api/console/content/promotions',
      {
        title: 'Full Moon',
        title_mm: 'လပြည့်နေ့',
        title_zh: '',
        title_th: 'วันเพ็ญ',
        description: 'Lanterns tonight',
        description_mm: 'ယနေ့ည မီးပုံးများ',
        description_zh: '',
        description_th: 'คืนนี้มีโคม',
      },
      { image: await pngOf(60, 40) },
      operator,
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title_mm: 'လပြည့်နေ့', title_zh: '', title_th: 'วันเพ็ญ' });
    const shown = async (language: string) =>
      ((await server.get('/api/promotion', { language })).body.data as any[]).find(
        (row) => row.id === created.body.data.id,
      );
    expect(await shown('mm')).toMatchObject({ title: 'လပြည့်နေ့', description: 'ယနေ့ည မီးပုံးများ', lang: 'mm' });
    expect(await shown('zh')).toMatchObject({ title: 'Full Moon', lang: 'en', fallback: true });
    const edited = await server.put(
      `/api/console/content/promotions/${created.body.data.id}`,
      { title: 'Full Moon', description: 'Lanterns tonight', title_zh: '满月', description_zh: '今晚有灯笼' },
      { token: operator },
    );
    expect(edited.status).toBe(200);
    expect(await shown('zh')).toMatchObject({ title: '满月', lang: 'zh', fallback: false });
    expect(await shown('th')).toMatchObject({ title: 'วันเพ็ญ', lang: 'th' });
    const tooLong = await server.put(
      `/api/console/content/promotions/${created.body.data.id}`,
      { title: 'Full Moon', description: 'x', title_th: 'ก'.repeat(101) },
      { token: operator, language: 'mm' },
    );
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(['title_th']);
    expect(await shown('th')).toMatchObject({ title: 'วันเพ็ญ', description: 'คืนนี้มีโคม' });
  });

  it.each([
    ['another site', 'https://example.com/2d'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative address', '//example.com'],
    ['a backslash start browsers read as another host', '/\\example.com'],
    ['a path without the leading /', '2d'],
    ['a space inside', '/2d bet'],
    ['an over-long path', `/${'a'.repeat(200)}`],
  ])('refuses %s as a banner or pop-up link with 422 on link, changing nothing', async (_name, link) => {
    for (const name of ['banners', 'popup-ads']) {
      const before = await list(name);
      const image = await pngOf(60, 40);
      const created = await sendForm(
        server,
        'POST',
        `/api/console/content/${name}`,
        { link },
        { image },
        operator,
      );
      const edited = await server.put(
        `/api/console/content/${name}/${before[0].id}`,
        { link },
        { token: operator },
      );
      for (const reply of [created, edited]) {
        expect(reply.status, name).toBe(422);
        expect(Object.keys(reply.body.errors), name).toEqual(['link']);
      }
      expect(await list(name)).toEqual(before);
    }
  });

  it('stores an in-site link, returns it to the player site, and drops it when cleared', async () => {
    // The player site gets the first pop-up ad shown: the seeded ones step aside for the new one.
    const seededAds = (await list('popup-ads')).map((ad) => ad.id as number);
    const setAds = (verb: 'enable' | 'disable') =>
      Promise.all(
        seededAds.map((id) =>
          server.post(`/api/console/content/popup-ads/${id}/${verb}`, {}, { token: operator }),
        ),
      );
    await setAds('disable');
    for (const [name, path] of [
      ['banners', '/api/banner'],
      ['popup-ads', '/api/popup-ads-banner'],
    ] as const) {
      const created = await sendForm(
        server,
        'POST',
        `/api/console/content/${name}`,
        { link: ' /digitbet ' },
        { image: await pngOf(60, 40) },
        operator,
      );
      expect(created.status, name).toBe(200);
      const id = created.body.data.id;
      expect(created.body.data.link).toBe('/digitbet');
      expect((await publicList(path)).find((row) => row.id === id)).toEqual({
        id,
        img_url: created.body.data.media_url,
        link: '/digitbet',
      });
      const edited = await server.put(
        `/api/console/content/${name}/${id}`,
        { link: '/2d?time=2' },
        { token: operator },
      );
      expect(edited.body.data.link).toBe('/2d?time=2');
      expect((await list(name)).find((row) => row.id === id).link).toBe('/2d?time=2');
      const cleared = await server.put(
        `/api/console/content/${name}/${id}`,
        { link: '' },
        { token: operator },
      );
      expect(cleared.status).toBe(200);
      expect((await publicList(path)).find((row) => row.id === id)).toEqual({
        id,
        img_url: created.body.data.media_url,
      });
      await server.delete(`/api/console/content/${name}/${id}`, { token: operator });
    }
    await setAds('enable');
  });

  it('fits the pop-up ad inside 600 x 300 without cropping, and contact icons to 96 x 96', async () => {
    const [popup] = await list('popup-ads');
    const ad = await sendForm(
      server,
      'PUT',
      `/api/console/content/popup-ads/${popup.id}`,
      {},
      { image: await pngOf(1600, 400) },
      operator,
    );
    expect(await imageSize(ad.body.data.media_url)).toMatchObject({ width: 600, height: 150 });
    expect((await publicList('/api/popup-ads-banner'))[0].img_url).toBe(ad.body.data.media_url);
    const contact = await sendForm(
      server,
      'POST',
      '/api/console/content/contacts',
      { name: 'WeChat', value: 'weixin://dl/chat?zeya' },
      { image: await pngOf(300, 200) },
      operator,
    );
    expect(contact.status).toBe(200);
    expect(await imageSize(contact.body.data.media_url)).toMatchObject({ width: 96, height: 96 });
    expect((await publicList('/api/contact')).at(-1)).toMatchObject({
      name: 'WeChat',
      image: contact.body.data.media_url,
    });
    const script = await sendForm(
      server,
      'POST',
      '/api/console/content/contacts',
      { name: 'x', value: 'javascript:alert(1)' },
      { image: await pngOf(10, 10) },
      operator,
    );
    expect(script.status).toBe(422);
    expect(Object.keys(script.body.errors)).toEqual(['value']);
  });

  it('edits the announcement text the marquee shows', async () => {
    const [announcement] = await list('announcements');
    const reply = await server.put(
      `/api/console/content/announcements/${announcement.id}`,
      { text: 'Server upkeep at 02:00' },
      { token: operator },
    );
    expect(reply.status).toBe(200);
    expect((await publicList('/api/banner_Text'))[0]).toEqual({
      id: announcement.id,
      text: 'Server upkeep at 02:00',
      lang: 'en',
      fallback: false,
    });
    expect(await lastAudit(server)).toMatchObject({
      action: 'announcement.update',
      before: { text: announcement.text },
      after: { text: 'Server upkeep at 02:00' },
    });
    const tooLong = await server.put(
      `/api/console/content/announcements/${announcement.id}`,
      { text: 'x'.repeat(501) },
      { token: operator },
    );
    expect(tooLong.status).toBe(422);
    expect((await publicList('/api/banner_Text'))[0].text).toBe('Server upkeep at 02:00');
  });

  it('moves a banner up and down, the player order following, each move audited', async () => {
    const ids = async () => (await publicList('/api/banner')).map((row) => row.id as number);
    const start = await ids();
    const last = start.at(-1)!;
    const up = await server.post(
      `/api/console/content/banners/${last}/move`,
      { direction: 'up' },
      { token: operator },
    );
    expect(up.status).toBe(200);
    const moved = [...start.slice(0, -2), last, start.at(-2)!];
    expect(await ids()).toEqual(moved);
    expect(up.body.data.map((row: { id: number }) => row.id)).toEqual(moved);
    expect(await lastAudit(server)).toMatchObject({
      action: 'banner.move',
      before: { order: start },
      after: { order: moved },
    });
    const audits = await auditCount(server, 'banner.move');
    await server.post(
      `/api/console/content/banners/${start[0]}/move`,
      { direction: 'up' },
      { token: operator },
    );
    expect(await auditCount(server, 'banner.move')).toBe(audits);
    await server.post(
      `/api/console/content/banners/${last}/move`,
      { direction: 'down' },
      { token: operator },
    );
    expect(await ids()).toEqual(start);
    const bad = await server.post(
      `/api/console/content/banners/${last}/move`,
      { direction: 'left' },
      { token: operator },
    );
    expect(bad.status).toBe(422);
  });

  it('disables and enables a banner: the player home leaves it out, then shows it again', async () => {
    const [first] = await list('banners');
    const off = await server.post(`/api/console/content/banners/${first.id}/disable`, undefined, {
      token: operator,
    });
    expect(off.body.data.enabled).toBe(false);
    expect((await publicList('/api/banner')).map((row) => row.id)).not.toContain(first.id);
    expect(await lastAudit(server)).toMatchObject({
      action: 'banner.disable',
      before: { enabled: true },
      after: { enabled: false },
    });
    await server.post(`/api/console/content/banners/${first.id}/enable`, undefined, { token: operator });
    expect((await publicList('/api/banner'))[0].id).toBe(first.id);
    expect(await lastAudit(server)).toMatchObject({ action: 'banner.enable', after: { enabled: true } });
  });

  it('deletes a banner and its file; a missing id is 404', async () => {
    const banner = (await list('banners')).at(-1);
    const reply = await server.delete(`/api/console/content/banners/${banner.id}`, { token: operator });
    expect(reply.status).toBe(200);
    expect(await served(server, banner.media_url)).toBeNull();
    expect((await publicList('/api/banner')).map((row) => row.id)).not.toContain(banner.id);
    expect(await lastAudit(server)).toMatchObject({ action: 'banner.delete', before: banner, after: null });
    expect(
      (await server.delete(`/api/console/content/banners/${banner.id}`, { token: operator })).status,
    ).toBe(404);
  });

  it('takes a WebM video ad as it is and refuses an image or an oversized file as a video', async () => {
    const reply = await sendForm(
      server,
      'POST',
      '/api/console/content/video-ads',
      { title: 'Teaser' },
      { video: WEBM },
      operator,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.media_url).toMatch(/\.webm$/);
    expect((await served(server, reply.body.data.media_url))?.equals(WEBM)).toBe(true);
    expect((await publicList('/api/videoads')).at(-1)).toEqual({
      id: reply.body.data.id,
      title: 'Teaser',
      video_url: reply.body.data.media_url,
      lang: 'en',
      fallback: false,
    });
    const count = (await list('video-ads')).length;
    for (const video of [await pngOf(20, 20), Buffer.concat([WEBM, Buffer.alloc(20)])]) {
      const refused = await sendForm(
        server,
        'POST',
        '/api/console/content/video-ads',
        { title: 'Nope' },
        { video },
        operator,
      );
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['video']);
    }
    expect(await list('video-ads')).toHaveLength(count);
  });
});
