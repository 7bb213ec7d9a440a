import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { buildExists } from './server';

/**
 * On a slow link the app's script arrives seconds after the page. Until it does, the early shell answers: these tests
 * hold the app's script back, use the page as a person would, then let the script through and check that the app
 * carries on from what was done (the category chosen, the menu open, the screen a menu link led to).
 */
async function holdAppScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const strip = (page: Page) => page.getByRole('navigation', { name: 'Game categories' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

describe.skipIf(!buildExists())('the early shell, before the app has arrived', () => {
  const suite = browserSuite();

  it('selects a category and opens the menu at once, and the app keeps both when it arrives', async () => {
    const { page, server } = suite;
    await page.addInitScript("sessionStorage.setItem('popupAdShown', '1')");
    const release = await holdAppScript(page);
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });

    const types = (await (await fetch(`${server.url}/api/game_types`)).json()) as {
      data: { id: number; name: string; hidden: boolean }[];
    };
    const visible = types.data.filter((type) => !type.hidden);
    const buttons = strip(page).getByRole('button');
    await expect.poll(() => buttons.count()).toBe(visible.length + 1);
    await expect.poll(() => buttons.first().textContent()).toBe('Hot Games');
    const chosen = visible[1]!;
    await buttons.nth(2).click();
    expect(await buttons.nth(2).getAttribute('aria-pressed')).toBe('true');
    expect(await buttons.first().getAttribute('aria-pressed')).toBe('false');
    expect(new URL(page.url()).search).toBe(`?type=${chosen.id}`);

    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    for (const link of ['Home', 'Promotion', 'Contact', '2D', 'Digit Bet', 'All games', 'About us'])
      expect(await menu(page).getByRole('link', { name: link }).isVisible()).toBe(true);
    // Account links are for players: a visitor's early menu does not offer them.
    expect(await menu(page).getByRole('link', { name: 'My Profile' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await menu(page).count()).toBe(0);
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await opener.click();
    await expect.poll(() => menu(page).isVisible()).toBe(true);

    release();
    // The app's own menu, with its sign-in buttons, is open in place of the early one.
    await expect.poll(() => menu(page).getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    const pressed = strip(page).getByRole('button', { pressed: true });
    await expect.poll(() => pressed.textContent()).toBe(await buttons.nth(2).textContent());
    expect(new URL(page.url()).search).toBe(`?type=${chosen.id}`);
  });

  it("follows a menu link tapped before the app arrived, and shows that link's screen when it does", async () => {
    const { browser, server } = suite;
    const fresh = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const release = await holdAppScript(fresh);
    await fresh.goto(`${server.url}/?type=all`, { waitUntil: 'commit' });
    await fresh.getByRole('button', { name: 'Open menu' }).click();
    await menu(fresh).getByRole('link', { name: 'Promotion' }).click();
    expect(await menu(fresh).count()).toBe(0);
    expect(new URL(fresh.url()).pathname).toBe('/promotion');
    expect(await strip(fresh).count()).toBe(0);

    release();
    await expect
      .poll(() => fresh.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
      .toMatch(/Promotion/i);
    expect(new URL(fresh.url()).pathname).toBe('/promotion');
    await fresh.close();
  });
});
