import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { homeReady, logInByClicking, openMenu } from './player-screens';
import { buildExists, clockControlledFrom, startProductServer, type ProductServer } from './server';

/** A Tuesday morning in Yangon; the server's clock is then moved 17 minutes on. */
const START = '2026-11-24T10:00:00+06:30';
const LATER = '2026-11-24T10:17:00+06:30';
/** How often the page asks whether a reality check is due (features/protection/api.ts). */
const CHECK_POLL_MS = 30_000;

/** Taps a link of the side menu, opening its folded group first. */
async function viaMenu(page: Page, link: string) {
  const menu = await openMenu(page);
  for (const folded of await menu.locator('[aria-expanded="false"]').all()) await folded.click();
  await menu.getByRole('link', { name: link, exact: true }).click();
  await menu.waitFor({ state: 'hidden' });
}

/**
 * Safer play as a player finds it: from the home page through the menu, a loss limit and a reality check set by
 * tapping, a Digit Bet round, and then, with the server's clock moved past the interval, the reality check on screen
 * with the time played; stopping signs the player out.
 */
describe.skipIf(!buildExists())('safer play in a real browser', () => {
  let server: ProductServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    server = await startProductServer(clockControlledFrom(START));
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    // The page's timers run on a clock the test can move too: its next ask comes on command, not in 30 s.
    await page.clock.install();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sets a loss limit and a reality check from the menu, and the check interrupts play when its time has come', async () => {
    await page.goto(`${server.url}/`);
    await homeReady(page);
    await logInByClicking(page, 'demo', 'golden-pagoda-7');

    await viaMenu(page, 'Safer play');
    await page.getByRole('heading', { level: 1, name: 'Safer play' }).waitFor();
    await page.getByLabel('Net loss per day: New limit in Ks').fill('5000');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Net loss per day' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect.poll(() => page.getByTestId('limit-loss_day').textContent()).toBe('5,000 Ks');
    await page.getByRole('button', { name: '15 minutes' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '15 minutes' }).getAttribute('aria-pressed'))
      .toBe('true');

    await viaMenu(page, 'Digit Bet');
    await page.getByRole('button', { name: '7', exact: true }).click();
    await page.getByRole('button', { name: 'Roll the Dice' }).click();
    await page.getByTestId('digitbet-history-row').first().waitFor();
    const after = await page.getByTestId('digitbet-balance').textContent();
    const net = Number(after!.replace(/[^\d.]/g, '')) - 10_000;

    await server.moveClockTo(LATER);
    await page.clock.fastForward(CHECK_POLL_MS);
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await check.waitFor();
    // Played from a few seconds after START; the check shows 17 minutes less those seconds.
    expect(await check.textContent()).toMatch(/You have been playing for 1[67] minutes\./);
    expect(await check.getByTestId('reality-check-result').textContent()).toBe(
      net < 0
        ? `In this session you have lost ${(-net).toLocaleString('en-US', { minimumFractionDigits: 2 })} Ks.`
        : `In this session you have won ${net.toLocaleString('en-US', { minimumFractionDigits: 2 })} Ks.`,
    );
    await check.getByRole('button', { name: 'Stop playing' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.getByTestId('game-balance').count()).toBe(0);
  });
});
