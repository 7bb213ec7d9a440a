import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * The catalogue's icons and logos as one sprite: every image /game_types lists is a cell of one SVG, named by a URL
 * carrying the sprite's hash, so a page of thirty icons costs one request that is cached for good.
 */
describe('catalogue sprite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  async function gameTypes(): Promise<any[]> {
    const reply = await server.get('/api/game_types');
    expect(reply.status).toBe(200);
    return reply.body.data;
  }

  it('names, for every icon and logo, a cell of one sprite URL beside the spec field', async () => {
    const types = await gameTypes();
    const urls = new Set<string>();
    for (const type of types) {
      expect(type.img_sprite).toBe(`/api/catalogue/sprite.svg?v=${hashOf(type.img_sprite)}#t${type.id}`);
      expect(type.img_active_sprite).toMatch(new RegExp(`#ta${type.id}$`));
      expect(type.img).toMatch(/^\/storage\//);
      urls.add(type.img_sprite.split('#')[0]);
      for (const provider of type.providers) {
        expect(provider.img_sprite).toMatch(new RegExp(`#p${provider.id}$`));
        urls.add(provider.img_sprite.split('#')[0]);
      }
    }
    expect(urls.size).toBe(1);
  });

  it('serves the sprite gzipped with a view per cell, cached for a year under its hash only', async () => {
    const types = await gameTypes();
    const [address, cell] = types[0].img_sprite.split('#');
    const current = await fetch(server.base + address, { headers: { 'accept-encoding': 'gzip' } });
    expect(current.status).toBe(200);
    expect(current.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await current.text();
    // Sized by the view asked for, not the whole sheet: an <img> with object-fit: contain shows the icon, not a dot.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+">/);
    expect(svg).toContain(`<view id="${cell}" viewBox=`);
    for (const type of types) expect(svg).toContain(`<view id="ta${type.id}"`);
    expect(svg).toMatch(/href="data:image\/svg\+xml,/);
    // Nothing in it loads from elsewhere: an image inside an SVG used as an <img> could not.
    expect(svg).not.toMatch(/href="(?!data:)/);

    const stale = await fetch(`${server.base}/api/catalogue/sprite.svg?v=old`);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect(await stale.text()).toBe(svg);
  });

  it('sends the gzip bytes only to a client that accepts them', async () => {
    const [address] = (await gameTypes())[0].img_sprite.split('#');
    const zipped = await rawGet(server.base + address, 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(server.base + address, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
  });
});

function hashOf(url: string): string {
  return /\?v=([0-9a-f]{16})#/.exec(url)?.[1] ?? 'none';
}

/** The bytes as sent: fetch would undo the gzip. */
function rawGet(url: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
