import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { browserSuite } from './browser';
import { TEXTS, chooseLanguage } from './clicks';
import { dismissPopupAd, openOurGame } from './player-screens';
import { buildExists, clockControlledFrom } from './server';

/** Tuesday 24 November 2026, 11:40 in Yangon: the 12:01 draw takes bets until 11:51. */
const MORNING = '2026-11-24T11:40:00+06:30';
/** Its draw's minute, to which the server's clock is moved rather than waited for. */
const DRAW_MINUTE = '2026-11-24T12:01:00+06:30';

function login(base: string, user: string, password: string, path: string) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: user, password }),
  }).then(async (reply) => ((await reply.json()) as any).data.token as string);
}

async function call(base: string, method: string, path: string, token: string, body?: unknown) {
  const reply = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as any };
}

/**
 * A 2D slip from the browser to the payout: the player picks numbers and confirms, the slip is pending; after the draw
 * the operator enters and confirms the result through the console API; the slip shows the win and main grows by it.
 */
describe.skipIf(!buildExists())('2D lottery in a real browser', () => {
  const suite = browserSuite({ signedInAs: ['demo', 'golden-pagoda-7'], env: clockControlledFrom(MORNING) });

  it('takes a slip, settles it after the operator confirms the result, and pays the win into main', async () => {
    const { url } = suite.server;
    const admin = await login(url, 'admin', 'admin12345', '/api/console/login');
    const operator = await login(url, 'operator', 'operator12345', '/api/console/login');
    const player = await login(url, 'demo', 'golden-pagoda-7', '/api/login');
    const mainBefore = (await call(url, 'GET', '/api/user', player)).body.data.main_balance;

    const page = suite.page;
    await page.goto(url);
    await openOurGame(page, '2D');
    await page.getByRole('button', { name: 'Place Bet' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /12:00 PM/ })
      .click();
    await page.waitForURL('**/2d/bet?time=2');
    const grid = page.getByRole('group', { name: 'Numbers' });
    await grid.getByRole('button', { name: '38', exact: true }).click();
    await grid.getByRole('button', { name: '11', exact: true }).click();
    await page.getByRole('button', { name: 'Place Bet' }).click();
    await page.waitForURL('**/2d/confirm');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL('**/morning-bet-slip');
    const slip = page.getByTestId('twod-slip');
    await expect.poll(() => slip.textContent()).toContain('Pending');
    expect(await page.getByTestId('twod-slip-bet').count()).toBe(2);
    expect((await call(url, 'GET', '/api/user', player)).body.data.main_balance).toBe(mainBefore - 200);

    const draws = (await call(url, 'GET', '/api/console/twod/draws?date=2026-11-24', operator)).body.data;
    const draw = draws.find((entry: { time_id: number }) => entry.time_id === 2);
    expect(draw).toMatchObject({ status: 'open', staked: 200, numbers: { '38': 100, '11': 100 } });
    // A result is taken only once the draw's minute has come, with the SET and value it follows from.
    const result = { twod: '38', set: '1,346.23', value: '57,388.58' };
    const enter = () => call(url, 'POST', `/api/console/twod/draws/${draw.id}/result`, operator, result);
    expect((await enter()).status).toBe(409);
    await suite.server.moveClockTo(DRAW_MINUTE);
    expect((await enter()).status).toBe(200);
    // A second person confirms it: whoever entered a result cannot.
    const confirmed = await call(url, 'POST', `/api/console/twod/draws/${draw.id}/confirm`, admin);
    expect(confirmed.body.data).toMatchObject({ status: 'settled', paid: 8_000 });

    await page.reload();
    await expect.poll(() => slip.textContent()).toContain('Completed');
    const rows = page.getByTestId('twod-slip-bet');
    await expect.poll(() => rows.filter({ hasText: '38' }).textContent()).toContain('Win');
    expect((await call(url, 'GET', '/api/user', player)).body.data.main_balance).toBe(
      mainBefore - 200 + 8_000,
    );
  });

  it('in Burmese shows the results table and what each number has left, and holds the amount to it', async () => {
    const { url } = suite.server;
    const page = suite.page;
    // An earlier slip has taken all but 300 Ks of 27 in the 4:30 PM draw (the 12:01 one was drawn by the test above).
    const player = await login(url, 'demo', 'golden-pagoda-7', '/api/login');
    const numbers = (await call(url, 'GET', '/api/twod/numbers?time=4', player)).body.data;
    const stake = numbers.break_limit - 300;
    const staked = await call(url, 'POST', '/api/twod-bet', player, {
      time: 4,
      totalAmount: stake,
      amounts: [{ num: '27', amount: stake }],
    });
    expect(staked.status).toBe(200);

    await page.goto(url);
    await dismissPopupAd(page);
    await chooseLanguage(page, TEXTS.mm);
    await page.getByRole('region', { name: 'ကျွန်ုပ်တို့၏ ဂိမ်းများ' }).getByRole('link', { name: /^2D/ }).click();
    await page.waitForURL('**/2d');
    // The morning's result, with the SET and value it follows from.
    const results = page.getByRole('region', { name: 'ယခင် ထွက်ဂဏန်းများ' });
    await expect
      .poll(() => results.getByTestId('twod-result-row').first().textContent())
      .toContain('1,346.23');
    expect(await results.getByTestId('twod-result-row').first().textContent()).toMatch(/57,388\.58\s*38$/);
    // Dates and times in Burmese words and Myanmar digits, never the browser's "M11 24, Tue 4:20 PM".
    expect(await page.getByTestId('twod-closing').textContent()).toContain('အင်္ဂါ၊ နိုဝင်ဘာ ၂၄');
    expect(await page.getByTestId('twod-closing').textContent()).toContain('ညနေ ၄:၂၀');
    expect(await page.locator('main').innerText()).not.toMatch(/\b(AM|PM)\b/);

    await page.getByRole('button', { name: TEXTS.mm.placeBet }).click();
    await page.getByRole('dialog').getByRole('link').last().click();
    await page.waitForURL('**/2d/bet?time=4');
    // What is left is written on the number itself: a phone has no hover.
    await expect.poll(async () => latin(await page.getByTestId('left-27').textContent())).toBe('300');
    await page
      .getByRole('group', { name: '2D ဂဏန်းများ' })
      .getByRole('button', { name: '27', exact: true })
      .click();
    const amount = page.getByLabel('ထိုးကြေး');
    await amount.fill('1500');
    expect(await amount.inputValue()).toBe('300');
    const note = page.getByText(/^27 တွင် .+ သာ ကျန်ပါသည်။$/);
    expect(latin(await note.textContent())).toBe('27 တွင် 300 Ks သာ ကျန်ပါသည်။');
  });
});

/** Myanmar digits (which a Burmese reader may choose) as Latin ones, to compare amounts. */
const latin = (text: string | null) =>
  (text ?? '').replace(/[၀-၉]/g, (digit) => String(digit.charCodeAt(0) - 0x1040));

/** Monday 23 November 2026, 20:00 in Yangon: both of today's draws have closed; Tuesday's take bets. */
const MONDAY_NIGHT = '2026-11-23T20:00:00+06:30';

/** Elements reaching past the right edge of the window, named for the failure message. */
function overflowing(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40)}`),
  );
}

/**
 * At night the 2D screens offer tomorrow's draws and say so: the board lists them with their day, the picker and the
 * bet page name the day, the slip goes to Tuesday's draw. At 320 px nothing reaches past the edge, each screen has
 * one h1, and axe-core finds nothing serious.
 */
describe.skipIf(!buildExists())('2D at night on a 320 px phone', () => {
  const suite = browserSuite({ signedInAs: ['demo', 'golden-pagoda-7'], env: { FAKE_NOW: MONDAY_NIGHT } });

  async function checkScreen(name: string) {
    const page = suite.page;
    expect(await overflowing(page), `${name}: overflowing at 320 px`).toEqual([]);
    expect(await page.locator('h1').count(), `${name}: one h1`).toBe(1);
    expect(await seriousAxeViolations(page), `${name}: axe`).toEqual([]);
  }

  it(
    "bets on Tuesday's 12:00 PM draw by tapping, with the day on every screen",
    { timeout: 120_000 },
    async () => {
      const page = suite.page;
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(suite.server.url);
      await openOurGame(page, '2D');
      const draws = page.getByTestId('twod-open-draw');
      // The board comes with its data after the screen: as long as a tap may take (the page's default).
      await expect
        .poll(() => draws.allTextContents(), { timeout: 15_000 })
        .toEqual([
          'Tue 24 Nov, 12:00 PMBetting closes 11:51 AM',
          'Tue 24 Nov, 4:30 PMBetting closes 4:20 PM',
        ]);
      await page.getByTestId('twod-live-number').waitFor();
      await checkScreen('/2d');

      await page.getByRole('button', { name: 'Place Bet' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Tue 24 Nov, 12:00 PM' }).click();
      await page.waitForURL('**/2d/bet?time=2');
      const day = page.getByTestId('twod-draw-day');
      await expect.poll(() => day.textContent()).toBe('For the draw of Tue 24 Nov, 12:00 PM');
      await checkScreen('/2d/bet');

      await page
        .getByRole('group', { name: 'Numbers' })
        .getByRole('button', { name: '27', exact: true })
        .click();
      await page.getByRole('button', { name: 'Place Bet' }).click();
      await page.waitForURL('**/2d/confirm');
      await expect.poll(() => day.textContent()).toBe('For the draw of Tue 24 Nov, 12:00 PM');
      await checkScreen('/2d/confirm');

      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await page.waitForURL('**/morning-bet-slip');
      const slip = page.getByTestId('twod-slip');
      await expect.poll(() => slip.textContent()).toContain('Tue 24 Nov, 12:00 PM');
      await checkScreen('/morning-bet-slip');

      for (const [tile, path] of [
        ['Lucky Winners', '/2d/daily-winner'],
        ['Holidays', '/2d/holiday'],
      ] as const) {
        await page.getByRole('link', { name: 'Back to 2D' }).click();
        await page.waitForURL(/\/2d$/);
        await page.getByRole('link', { name: tile }).click();
        await page.waitForURL(`**${path}`);
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await checkScreen(path);
      }
    },
  );
});
