import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { browserSuite } from './browser';
import { consolePage, openFromMenu, signInToConsole } from './console-screens';
import { openOurGame } from './player-screens';
import { buildExists, clockControlledFrom } from './server';

/**
 * Tuesday 1 December 2026, 15:25 in Yangon: the 3D draw (15:30) is five minutes away, and has closed to bets by the
 * usual closing time (an hour before); the suite moves its closing to the draw itself.
 */
const BEFORE_DRAW = '2026-12-01T15:25:00+06:30';
/** The draw's time, to which the server's clock is moved rather than waited for. */
const DRAW_TIME = '2026-12-01T15:30:00+06:30';

/**
 * A 3D slip from the browser to the payout, every screen reached by clicks: the player bets from the home page's
 * 3D tile; after the draw an operator enters the result with its first prize and an admin confirms it, each on their
 * own console; the slip shows the win and main grows by it. Then a 2D quick bet from the bet page's icons.
 */
describe.skipIf(!buildExists())('3D lottery and 2D quick bets in a real browser', () => {
  const suite = browserSuite({
    signedInAs: ['demo', 'golden-pagoda-7'],
    env: clockControlledFrom(BEFORE_DRAW),
  });

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const reply = await fetch(`${suite.server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: reply.status, body: (await reply.json().catch(() => null)) as any };
  }
  const login = async (path: string, user_name: string, password: string) =>
    (await call('POST', path, undefined, { user_name, password })).body.data.token as string;

  /**
   * A console user signed in from the console's first screen, on the 3D screen, with the 1 December draw open. The
   * screen first shows the latest draw (the 16th's, with the same fields), so the page is returned only once the 1st's
   * panel has replaced it: typing before that fills a form that is about to go.
   */
  async function consoleOn3dDraw(userName: string, password: string): Promise<Page> {
    const page = await consolePage(suite.browser, suite.server.url);
    await signInToConsole(page, userName, password);
    await openFromMenu(page, '3D lottery');
    await page.getByRole('button', { name: 'Show details 2026-12-01' }).click();
    await page.getByRole('article', { name: '2026-12-01' }).waitFor();
    return page;
  }

  it(
    'places a 3D slip, settles it after two staff enter and confirm the result, and pays the win into main',
    { timeout: 90_000 },
    async () => {
      const admin = await login('/api/console/login', 'admin', 'admin12345');
      const player = await login('/api/login', 'demo', 'golden-pagoda-7');
      // Betting stays open until the draw itself, so the slip can be placed in the minute left.
      const settings = (await call('GET', '/api/console/threed/settings', admin)).body.data;
      const changed = await call('PUT', '/api/console/threed/settings', admin, {
        ...settings,
        close_minutes: 0,
      });
      expect(changed.status).toBe(200);
      const mainBefore = (await call('GET', '/api/user', player)).body.data.main_balance;

      const page = suite.page;
      await page.goto(suite.server.url);
      await openOurGame(page, '3D');
      await page.getByRole('link', { name: 'Bet 3D' }).click();
      await page.getByLabel('3D number').fill('456');
      await expect.poll(() => page.getByTestId('threed-capacity').textContent()).toBe('5,000 Ks left on 456');
      await page.getByRole('button', { name: 'Add' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/3d/confirm');
      await page.getByRole('button', { name: 'Place Bet' }).click();
      await page.waitForURL('**/3d/slips');
      const slip = page.getByTestId('threed-slip').first();
      await expect.poll(() => slip.textContent()).toContain('Waiting for the draw');
      expect((await call('GET', '/api/user', player)).body.data.main_balance).toBe(mainBefore - 100);

      // The result can be entered once the draw's time has come: the next draw on offer is then the 16th's.
      await suite.server.moveClockTo(DRAW_TIME);
      expect((await call('GET', '/api/threed/draw', player)).body.data.draw?.date).toBe('2026-12-16');

      const operatorPage = await consoleOn3dDraw('operator', 'operator12345');
      await operatorPage.getByLabel('First prize (6 digits, as published)').fill('123456');
      await operatorPage.getByLabel('3D number').fill('456');
      await operatorPage.getByLabel('Where it was read').fill('GLO results page');
      await operatorPage.getByRole('button', { name: 'Save result' }).click();
      await operatorPage
        .getByRole('dialog', { name: 'Save result' })
        .getByRole('button', { name: 'Confirm', exact: true })
        .click();
      await operatorPage.getByText('You entered this result: someone else must confirm it.').waitFor();
      expect(await operatorPage.getByRole('button', { name: 'Confirm and settle' }).isDisabled()).toBe(true);
      await operatorPage.close();

      const adminPage = await consoleOn3dDraw('admin', 'admin12345');
      await adminPage.getByText(/Result entered by operator from first prize 123456/).waitFor();
      await adminPage.getByRole('button', { name: 'Confirm and settle' }).click();
      await adminPage
        .getByRole('dialog', { name: 'Confirm and settle' })
        .getByRole('button', { name: 'Confirm', exact: true })
        .click();
      await adminPage.getByText(/Confirmed by admin/).waitFor();
      await adminPage.close();

      await page.reload();
      await expect.poll(() => slip.textContent()).toContain('Won 50,000 Ks');
      expect((await call('GET', '/api/user', player)).body.data.main_balance).toBe(mainBefore - 100 + 50_000);
    },
  );

  it('places a 2D quick bet from the quick-bet icon through confirm', { timeout: 120_000 }, async () => {
    const player = await login('/api/login', 'demo', 'golden-pagoda-7');
    const mainBefore = (await call('GET', '/api/user', player)).body.data.main_balance;
    const page = suite.page;
    await page.goto(suite.server.url);
    await openOurGame(page, '2D');
    await page.getByRole('button', { name: 'Place Bet' }).click();
    await page.getByRole('dialog').getByRole('link').first().click();
    await page.waitForURL('**/2d/bet?time=*');
    await page.getByTestId('fill-00').waitFor();
    await page.getByRole('button', { name: 'Quick Bet' }).click();
    const picker = page.getByRole('dialog', { name: 'Quick Bet' });
    await picker.getByRole('button', { name: 'Power' }).click();
    expect(await picker.getByTestId('quick-preview').textContent()).toBe('05 16 27 38 49 50 61 72 83 94');
    await picker.getByRole('button', { name: 'Add to my numbers' }).click();
    await page.getByText('10 selected').waitFor();
    await page.getByRole('button', { name: 'Place Bet' }).click();
    await page.waitForURL('**/2d/confirm');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL('**/*-bet-slip');
    await expect
      .poll(async () => (await call('GET', '/api/user', player)).body.data.main_balance)
      .toBe(mainBefore - 1_000);
  });
  it('3D screens and the 2D verify page: one h1, nothing past the edge at 320 px, nothing serious for axe', async () => {
    const page = suite.page;
    await page.setViewportSize({ width: 320, height: 640 });
    const check = async (name: string) => {
      await page.locator('h1').first().waitFor();
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40)}`),
      );
      expect(overflowing, `${name}: overflowing at 320 px`).toEqual([]);
      expect(await page.locator('h1').count(), `${name}: one h1`).toBe(1);
      expect(await seriousAxeViolations(page), `${name}: axe`).toEqual([]);
    };
    await page.goto(suite.server.url);
    await openOurGame(page, '3D');
    await page.getByRole('heading', { name: 'Latest results' }).waitFor();
    await check('/3d');
    await page.getByRole('link', { name: 'Bet 3D' }).click();
    await page.getByLabel('3D number').fill('777');
    await page.getByLabel('R (all orderings)').check();
    await page.getByRole('button', { name: 'Add' }).click();
    await check('/3d/bet');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('threed-numbers').waitFor();
    await check('/3d/confirm');
    // Back from confirm is the bet page, back from there is /3d.
    await page.getByRole('link', { name: 'Back to 3D' }).click();
    await page.getByLabel('3D number').waitFor();
    await page.getByRole('link', { name: 'Back to 3D' }).click();
    await page.getByRole('link', { name: 'My 3D slips' }).click();
    await page.getByRole('heading', { level: 1, name: 'My 3D slips' }).waitFor();
    await check('/3d/slips');
    await page.getByRole('link', { name: 'Back to 3D' }).click();
    await page.getByRole('link', { name: '3D winners' }).click();
    await page.getByRole('heading', { level: 1, name: '3D winners' }).waitFor();
    await check('/3d/winners');
    await page.goto(suite.server.url);
    await openOurGame(page, '2D');
    await page.getByRole('link', { name: /check it yourself/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Check the 2D results' }).waitFor();
    await check('/2d/verify');
  });
});
