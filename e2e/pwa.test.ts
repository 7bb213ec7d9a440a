import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { buildExists } from './server';

interface Manifest {
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** The player site as an app a phone can install: its manifest, icons and service worker, and its offline page. */
describe.skipIf(!buildExists())('the player site as an installable app', () => {
  const suite = browserSuite();

  const status = async (path: string) => (await fetch(new URL(path, suite.server.url))).status;

  it('serves its manifest, icons and service worker, and nothing the home page advertises answers 404', async () => {
    const { page, server } = suite;
    await page.goto(server.url);
    await page.waitForURL(/\/\?type=all$/);
    const manifestPath = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestReply = await fetch(new URL(manifestPath!, server.url));
    expect(manifestReply.status).toBe(200);
    expect(manifestReply.headers.get('content-type')).toMatch(/manifest\+json|json/);
    const manifest = (await manifestReply.json()) as Manifest;
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/?type=all' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const reply = await fetch(new URL(icon.src, server.url));
      expect(reply.status, icon.src).toBe(200);
      expect(reply.headers.get('content-type'), icon.src).toBe('image/png');
    }
    const worker = await fetch(new URL('/sw.js', server.url));
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await status('/offline.html')).toBe(200);
    expect(await status(manifest.start_url)).toBe(200);

    // Every address the page's head and images name is served.
    const advertised = await page.evaluate(() => [
      ...[...document.querySelectorAll('head link[href]')].map((link) => link.getAttribute('href')!),
      ...[...document.querySelectorAll('img[src]')].map((image) => image.getAttribute('src')!),
    ]);
    expect(advertised.length).toBeGreaterThan(10);
    for (const address of new Set(advertised.filter((src) => !src.startsWith('data:'))))
      expect(await status(address), address).toBe(200);
    // No APK is served here: the menu offers none.
    await page.getByRole('dialog', { name: 'Advertisement' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Promotion' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Android app (APK)' }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Close menu' }).click();
  });

  it('shows the offline page in four languages when the network is cut', async () => {
    const { page } = suite;
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.context().setOffline(true);
    try {
      await page.reload();
      const offline = page.getByTestId('offline');
      await offline.waitFor();
      const text = await offline.textContent();
      expect(text).toContain('You are offline');
      expect(text).toContain('အင်တာနက် ချိတ်ဆက်မှု မရှိပါ');
      expect(text).toContain('您已离线');
      expect(text).toContain('คุณออฟไลน์อยู่');
    } finally {
      await page.context().setOffline(false);
    }
    await page.getByRole('link', { name: /Try again/ }).click();
    await page.waitForURL(/\/\?type=all$/);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
  });
});
