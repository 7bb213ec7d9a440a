import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signInThroughApi } from './browser';
import { buildExists, startProductServer } from './server';

/** A Digit Bet roll in the browser: the server's digit shows, the balance moves by the round's profit, history grows. */
describe.skipIf(!buildExists())('Digit Bet in a real browser', () => {
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

  it('rolls on the server, moves the balance by the round and adds a history row', async () => {
    await page.goto(`${server.url}/digitbet`);
    const balance = page.getByTestId('digitbet-balance');
    await expect.poll(() => balance.textContent()).toBe('10,000.00 Ks');
    await page.getByRole('button', { name: '7', exact: true }).click();
    await page.getByRole('button', { name: 'x5', exact: true }).click();
    await page.getByRole('button', { name: 'Roll the Dice' }).click();
    await page.getByTestId('digitbet-history-row').first().waitFor();
    const rolled = Number(await page.getByTestId('digitbet-result').textContent());
    // 1 Ks x 5 on digit 7: a win pays 9 x 5 = 45 Ks back, a loss costs the 5 Ks stake.
    const expected = rolled === 7 ? '10,040.00 Ks' : '9,995.00 Ks';
    await expect.poll(() => balance.textContent()).toBe(expected);
    expect(await page.getByTestId('digitbet-history-row').count()).toBe(1);
  });
});
