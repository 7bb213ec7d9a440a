import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { TEXTS, closeDialogs, openMenu, settle, submitLogin } from './clicks';
import { dismissPopupAd } from './player-screens';
import { buildExists } from './server';

const texts = TEXTS.en;

async function call(base: string, method: string, url: string, token?: string) {
  const reply = await fetch(`${base}${url}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await reply.json()) as any;
}

const kyat = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
/**
 * A balance as the top bar shows it: in whole pya. The wallet holds an aggregator's four decimals as whole pya plus
 * hundredths of a pya beside them (`sub_pya`), and the API answers the whole pya, so 15,050.005 shows as 15,050.
 */
const toThePya = (value: number) => Math.floor(Math.round(value * 10_000) / 100) / 100;

/**
 * A fresh start, as a newcomer runs it: the demo player moves money to the game balance, opens a game of the demo
 * aggregator from the home page and plays it, then opens Shan Koe Mee and plays a hand at the demo provider's table.
 * Each time the balance moves, the round is in the game logs, and the books verify. Only taps after the home page.
 */
describe.skipIf(!buildExists())('demo providers from a fresh start', () => {
  const suite = browserSuite();

  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const folder = path.resolve(import.meta.dirname, 'artifacts');
    mkdirSync(folder, { recursive: true });
    await suite.page.screenshot({
      path: path.join(folder, `demo-games-${context.task.name.slice(0, 20)}.png`),
    });
  });

  async function goHome(page: Page) {
    await closeDialogs(page);
    await page.getByRole('banner').locator('a[href="/"]').click();
    await page.waitForURL(/\/\?type=all$/);
    await settle(page);
  }

  const gameBalance = async () =>
    kyat(await suite.page.getByTestId('game-balance').textContent({ timeout: 15_000 }));

  /** The game's page shows the balance our wallet answered; after a round it shows the round's result. */
  async function playOnce(page: Page, button: 'Spin' | 'Deal') {
    const before = kyat(await page.locator('#balance').textContent());
    await page.getByRole('button', { name: button }).click();
    await page.locator('.result').waitFor();
    const after = kyat(await page.locator('#balance').textContent());
    // Now and then the game pays a promotion beside the round (a PROMO below a pya), shown on a line of its own.
    const promotion = page.locator('.promotion');
    const promoted = (await promotion.count()) > 0 ? kyat(await promotion.textContent()) : 0;
    return { before, after, promoted, result: (await page.locator('.result').textContent())! };
  }

  /** Opens the game logs by taps and waits until a row names the game (the list may show a cached copy first). */
  async function expectInGameLogs(page: Page, game: string) {
    const menu = await openMenu(page, texts);
    await menu.locator('a[href^="/information"]').filter({ visible: true }).first().click();
    await page.locator('a[href="/information?tab=logs&type=deposit"]').first().click();
    await page.locator('a[href*="type=game_logs"]').filter({ visible: true }).first().click();
    const rows = page.getByTestId('game-log-row');
    await expect
      .poll(async () => (await rows.allTextContents()).join('\n'), { timeout: 15_000 })
      .toContain(game);
  }

  it('signs in as the demo player and moves 5,000 Ks to the game balance', async () => {
    const { page, server } = suite;
    await page.goto(server.url);
    await page.waitForURL(/\/\?type=all$/);
    await settle(page);
    // The pop-up ad may come seconds later on a busy machine: it is closed whenever it covers a tap.
    await dismissPopupAd(page);
    await page.getByRole('button', { name: texts.login, exact: true }).click();
    await submitLogin(page, texts, 'demo', 'golden-pagoda-7');
    expect(await gameBalance()).toBe(10_000);
    await page.getByTestId('game-balance').click();
    await page.waitForURL(/\/wallet\/internal-transfer/);
    await page.getByRole('button', { name: 'Main → Game' }).click();
    await page.getByLabel('Amount').fill('5000');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect.poll(() => page.getByTestId('wallet-game-balance').textContent()).toBe('15,000.00 Ks');
  });

  it('opens a demo aggregator game from the home page, spins, and the balance and game logs follow', async () => {
    const { page } = suite;
    await goHome(page);
    // type=all lists every type's providers: Slot's Golden Pagoda Gaming is one of the demo aggregator's.
    await page.getByRole('link', { name: 'Golden Pagoda Gaming' }).first().click();
    await page.waitForURL(/provider=/);
    const card = page.getByTestId('game-card').first();
    await card.getByRole('button').first().click();
    await page.waitForURL(/\/demo\/gscplus\/game\//);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(kyat(await page.locator('#balance').textContent())).toBe(15_000);
    let round = await playOnce(page, 'Spin');
    // Now and then the game calls a round off (a CANCEL): the stake comes back; the next spin is played.
    while (/called this round off/.test(round.result)) round = await playOnce(page, 'Spin');
    const won = round.result.startsWith('You won') ? kyat(round.result) : 0;
    expect(round.after).toBe(round.before - 100 + won + round.promoted);
    await page.getByRole('link', { name: 'Back to Zeya' }).click();
    await page.waitForURL(/\/\?type=all$/);
    await expect.poll(gameBalance).toBe(toThePya(round.after));
    await expectInGameLogs(page, name);
    console.log(
      `demo aggregator in the browser: ${name.trim()} → ${round.result}, game balance ${round.after} Ks`,
    );
  });

  it('opens Shan Koe Mee from the home page, deals a hand at the demo table, and the balance follows', async () => {
    const { page } = suite;
    await goHome(page);
    const before = await gameBalance();
    await page.locator('a[href="/shan"]').first().click();
    const [table] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Launch Shan Game' }).click(),
    ]);
    await table.waitForURL(/\/demo\/shan\/table\//);
    expect(toThePya(kyat(await table.locator('#balance').textContent()))).toBe(before);
    let round = await playOnce(table, 'Deal');
    // A tie moves nothing and leaves no round to log: the next hand is dealt.
    while (round.result === 'Tie') round = await playOnce(table, 'Deal');
    expect(round.after).toBe(round.before + (round.result.startsWith('You won') ? 100 : -100));
    await table.close();
    await goHome(page);
    await expect.poll(gameBalance).toBe(toThePya(round.after));
    await expectInGameLogs(page, 'Shan Koe Mee');
    console.log(`demo Shan in the browser: ${round.result}, game balance ${round.after} Ks`);
  });

  it('shows the console the demo aggregator as such on its first screen', async () => {
    const { browser, server } = suite;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const consolePage = await context.newPage();
    await consolePage.goto(`${server.url}/console/`);
    await consolePage.waitForURL('**/console/login');
    await consolePage.getByLabel('User name').fill('admin');
    await consolePage.getByLabel('Password').fill('admin12345');
    await consolePage.getByRole('button', { name: 'Sign in' }).click();
    await consolePage.getByTestId('aggregator-demo').waitFor();
    expect(await consolePage.getByTestId('aggregator-demo').textContent()).toMatch(/Demo aggregator/);
    await context.close();
  });

  it('leaves books that verify', async () => {
    const { server } = suite;
    const admin = await fetch(`${server.url}/api/console/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'admin', password: 'admin12345' }),
    }).then((reply) => reply.json() as Promise<{ data: { token: string } }>);
    const verified = (await call(server.url, 'POST', '/api/console/verify', admin.data.token)).data;
    expect(verified.violations).toEqual([]);
    expect(verified.clean).toBe(true);
  });
});

/** Production never runs a demo provider: the built server refuses to start with one switched on. */
describe.skipIf(!buildExists())('the demo providers in production', () => {
  it('stops the server at start with a clear message', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/api/dist/main.js')], {
      env: { ...process.env, NODE_ENV: 'production', DEMO_AGGREGATOR: 'on', PORT: '0', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toMatch(/DEMO_AGGREGATOR: on is refused in production/);
  });
});
