import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signInThroughApi } from './browser';
import { buildExists, startProductServer } from './server';

/** Our own slot, from the home list to the game logs: launch, spin, the balance moves, the round is logged. */
describe.skipIf(!buildExists())('Shwe Slot in a real browser', () => {
  let server: Awaited<ReturnType<typeof startProductServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startProductServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    page.setDefaultTimeout(15_000);
    await signInThroughApi(page, server.url, 'demo', 'demo12345');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('launches from home, spins, moves the balance and shows the round in the game logs', async () => {
    await page.goto(`${server.url}/?type=1`);
    await page.getByRole('link', { name: 'Zeya Originals' }).first().click();
    await page
      .getByTestId('game-card')
      .filter({ hasText: 'Shwe Slot' })
      .getByRole('button', { name: 'Play Game' })
      .click();
    await page.waitForURL(/\/play\/shwe-slot/);
    const balance = page.getByTestId('slot-balance');
    await expect.poll(() => balance.textContent()).toBe('10,000.00 Ks');
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => page.getByTestId('slot-result').textContent()).toMatch(/You won|No win/);
    const result = (await page.getByTestId('slot-result').textContent())!;
    const won = Number(/You won ([\d,.]+)/.exec(result)?.[1]?.replaceAll(',', '') ?? 0);
    const expected = (10_000 - 100 + won).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect.poll(() => balance.textContent()).toBe(`${expected} Ks`);

    await page.goto(`${server.url}/information?tab=logs&type=game_logs`);
    const row = page.getByTestId('game-log-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Shwe Slot');
  });
});
