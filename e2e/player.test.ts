import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite, openByDeepLink } from './browser';
import { chooseLanguage, registerByTapping, TEXTS } from './clicks';
import { viaMenu } from './player-screens';
import { buildExists } from './server';

const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');
const PHONE = '09777123456';
const PASSWORD = 'secret-pass-1';

/**
 * A player's first visit, end to end, in Debian's Chromium against the production build on a fresh database.
 * The steps run in order in one browser context, as one person would take them.
 */
describe.skipIf(!buildExists())('player site in a real browser', () => {
  const suite = browserSuite();

  const gameBalance = () => suite.page.getByTestId('game-balance');

  async function logIn(userName: string, password: string) {
    await suite.page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = suite.page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username or phone').fill(userName);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await suite.page.waitForURL(/\/\?type=all$/);
    await gameBalance().waitFor();
  }

  async function logOut() {
    await suite.page.getByRole('button', { name: 'Open menu' }).click();
    await suite.page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await suite.page.getByText('Logout successfully.').waitFor();
    await suite.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  }

  it('registers and lands on /?type=all signed in, with the G: balance', async () => {
    await suite.page.goto(suite.server.url);
    await suite.page.waitForURL(/\/\?type=all$/);
    // The pop-up ad shows once per browser session, over the suite.page.
    await suite.page
      .getByRole('dialog', { name: 'Advertisement' })
      .getByRole('button', { name: 'Close' })
      .click();
    // The generated user name is what signs the player in later: it stays on screen until they go on.
    const userName = await registerByTapping(suite.page, {
      name: 'Ko Zaw',
      phone: PHONE,
      password: PASSWORD,
    });
    expect(userName).toMatch(/\w{4,}/);
    await expect.poll(() => gameBalance().textContent()).toBe('G: 0');
  });

  it('logs out', async () => {
    await logOut();
    expect(await suite.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('logs in with the phone number', async () => {
    await logIn(PHONE, PASSWORD);
    expect(await suite.page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
  });

  it('browses a type and a provider, loads more and searches', async () => {
    await suite.page
      .getByRole('navigation', { name: 'Game categories' })
      .getByRole('button', { name: 'Slot' })
      .click();
    await suite.page.getByRole('link', { name: 'Golden Pagoda Gaming' }).first().click();
    const playButtons = suite.page.getByRole('button', { name: 'Play Game' });
    await expect.poll(() => playButtons.count()).toBe(20);
    await suite.page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => playButtons.count()).toBe(40);
    await suite.page.getByPlaceholder('Search...').fill('golden');
    await expect.poll(() => playButtons.count()).toBeLessThan(40);
    const names = await suite.page.getByTestId('game-card').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('golden');
  });

  it('opens a promotion', async () => {
    await viaMenu(suite.page, 'Promotion');
    await suite.page.getByRole('button', { name: 'Learn More' }).first().click();
    const dialog = suite.page.getByRole('dialog', { name: '2D Twice Daily' });
    await dialog.getByText(/80 times its stake/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('exchanges main to game and both balances change', async () => {
    await logOut();
    await logIn('demo', 'golden-pagoda-7');
    expect(await gameBalance().textContent()).toBe('G: 10,000');
    await viaMenu(suite.page, 'My Profile');
    await suite.page.getByRole('button', { name: 'Exchange Balance' }).click();
    const dialog = suite.page.getByRole('dialog', { name: 'Exchange Balance' });
    await dialog.getByLabel('Amount').fill('2500');
    await dialog.getByRole('button', { name: 'Exchange', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => gameBalance().textContent()).toBe('G: 12,500');
    await expect.poll(() => suite.page.getByTestId('account-main-balance').textContent()).toMatch(/97,500/);
  });

  it('shows the promotions in Burmese as soon as Burmese is chosen, without leaving Promotions', async () => {
    await viaMenu(suite.page, 'Promotion');
    await suite.page.getByRole('heading', { name: '2D Twice Daily' }).waitFor();
    await chooseLanguage(suite.page, TEXTS.mm);
    const title = suite.page.getByRole('heading', { name: 'တစ်နေ့ နှစ်ကြိမ် 2D' });
    await title.waitFor();
    expect(await title.getAttribute('lang')).toBe('my');
    expect(new URL(suite.page.url()).pathname).toBe('/promotion');
    await suite.page.getByRole('heading', { name: '2D Twice Daily' }).waitFor({ state: 'detached' });
    await chooseLanguage(suite.page, TEXTS.en);
    await suite.page.getByRole('heading', { name: '2D Twice Daily' }).waitFor();
    await viaMenu(suite.page, 'My Profile');
  });

  it('switches to Burmese', async () => {
    await suite.page.getByRole('button', { name: /^Language/ }).click();
    await suite.page.getByRole('menuitemradio', { name: 'မြန်မာ' }).click();
    await expect.poll(() => suite.page.evaluate(() => localStorage.getItem('lan'))).toBe('mm');
    await suite.page.getByRole('heading', { name: /အကောင့်/ }).first().waitFor();
    await suite.page.getByRole('button', { name: /^ဘာသာစကား/ }).waitFor();
  });

  // A deep link on purpose: an address no tap leads to, as a stale bookmark or a mistyped link brings it.
  it('shows Not Found for an unknown address opened by deep link', async () => {
    await openByDeepLink(suite.page, `${suite.server.url}/no-such-page`);
    await suite.page.getByText('ရှာမတွေ့ပါ').first().waitFor();
    await suite.page.evaluate(() => localStorage.setItem('lan', 'en'));
    await suite.page.reload();
    await suite.page.getByText('Not Found', { exact: true }).waitFor();
  });

  it('saves screenshots of home at 360x740 and 1280x800', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const [width, height] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      await suite.page.setViewportSize({ width, height });
      await suite.page.goto(suite.server.url);
      await suite.page.waitForURL(/\/\?type=all$/);
      await suite.page.getByRole('region', { name: 'Banners' }).waitFor();
      await suite.page.getByText('Golden Pagoda Gaming').first().waitFor();
      await suite.page.screenshot({ path: path.join(ARTIFACTS, `home-${width}x${height}.png`) });
    }
  });
});
