import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { TEXTS, chooseLanguage } from './clicks';
import { measureLayout } from './layout-checks';
import {
  dismissPopupAd,
  homeReady,
  logInByClicking,
  openMenu,
  PLAYER_SCREENS,
  quiet,
  trackRequests,
  VISITOR_SCREENS,
} from './player-screens';
import { buildExists } from './server';

const MM = TEXTS.mm;
/** A small phone, the common Android width, and a desktop: each screen is measured at all three as it stands. */
const WIDTHS = [320, 360, 1280];
/** Where each screen's picture at each width is kept, to look at when a check fails (compared by the checks). */
const SHOTS = path.join(tmpdir(), 'zeya-small-screen');

/**
 * Every main screen of the player site in Burmese, the script that needs the most room, each reached by tapping from
 * the home page and then seen at 320, 360 and 1280 px wide: nothing drawn past the screen's edge, no text cut short
 * or clipped, no two neighbouring labels, buttons or headings over each other, no wrapped Burmese with its lines
 * colliding, and the page never scrolls sideways. One walk: the window is resized on each screen.
 */
describe.skipIf(!buildExists())('the player site in Burmese at 320, 360 and 1280 px wide', () => {
  const suite = browserSuite();
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });

  async function expectFits(screen: string) {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await suite.page.setViewportSize({ width, height: 740 });
      const layout = await measureLayout(suite.page);
      // What the phone shows, not the whole page: a whole page's picture doubled this file's time.
      await suite.page.screenshot({ path: path.join(SHOTS, `${screen.replaceAll(' ', '-')}-${width}.png`) });
      const at = (kind: string, found: string[]) => found.map((what) => `${width} px, ${kind}: ${what}`);
      problems.push(
        ...at('past the edge', layout.overflowing),
        ...at('text cut', layout.cut),
        ...at('overlap', layout.overlaps),
        ...at('Burmese lines collide', layout.cramped),
        ...at('scrolls sideways', layout.scrollWidth > width ? [`${layout.scrollWidth} px`] : []),
      );
    }
    await suite.page.setViewportSize({ width: WIDTHS[0]!, height: 740 });
    appendFileSync(
      path.join(SHOTS, 'problems.txt'),
      problems.map((problem) => `${screen}: ${problem}\n`).join(''),
    );
    expect(problems, `${screen} (pictures in ${SHOTS})`).toEqual([]);
  }

  it('home, signed out, the pop-up ad and the menu', async () => {
    await suite.page.setViewportSize({ width: WIDTHS[0]!, height: 740 });
    trackRequests(suite.page);
    const images: string[] = [];
    suite.page.on('request', (request) => {
      if (request.resourceType() === 'image')
        images.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await suite.page.goto(suite.server.url);
    await homeReady(suite.page);
    await quiet(suite.page);
    // A phone on a slow link: the category icons and provider logos come as one image, not one request each.
    expect(images.filter((path) => /^\/storage\/(game-types|providers)\//.test(path))).toEqual([]);
    // One sprite address for all of them (a second mention of it, when React redraws the strip, is the same image).
    expect(new Set(images.filter((path) => path.startsWith('/api/catalogue/sprite.svg'))).size).toBe(1);
    await chooseLanguage(suite.page, MM);
    await homeReady(suite.page, MM);
    // The next visit, in a new session: the site opens in the language chosen, and shows its pop-up ad again.
    await suite.page.evaluate(() => sessionStorage.clear());
    await suite.page.reload();
    await suite.page.getByRole('dialog', { name: MM.advertisement }).waitFor();
    await expectFits('pop-up ad');
    await dismissPopupAd(suite.page, MM);
    await homeReady(suite.page, MM);
    await quiet(suite.page);
    await expectFits('home');
    await openMenu(suite.page, MM);
    await expectFits('menu');
    await suite.page.keyboard.press('Escape');
    await suite.page.getByRole('dialog', { name: MM.menu }).waitFor({ state: 'hidden' });
  });

  for (const screen of VISITOR_SCREENS)
    it(screen.name, async () => {
      await screen.open(suite.page, MM);
      await expectFits(screen.name);
    });

  it('home, signed in', async () => {
    await suite.page.getByRole('link', { name: MM.logo }).click();
    await homeReady(suite.page, MM);
    await logInByClicking(suite.page, 'demo', 'golden-pagoda-7', MM);
    await quiet(suite.page);
    await expectFits('home signed in');
  });

  for (const screen of PLAYER_SCREENS)
    it(`${screen.name}, signed in`, async () => {
      await screen.open(suite.page, MM);
      await expectFits(screen.name);
    });

  it("2D's picker of closing times, and the bet screen it leads to", async () => {
    await PLAYER_SCREENS.find((screen) => screen.name === '2D home')!.open(suite.page, MM);
    await suite.page.getByRole('button', { name: MM.placeBet, exact: true }).first().click();
    await suite.page.getByRole('dialog').waitFor();
    await expectFits('2D closing times');
    await suite.page.getByRole('dialog').getByRole('link').first().click();
    await suite.page.waitForURL(/\/2d\/bet\?time=/);
    await quiet(suite.page);
    await expectFits('2D bet');
  });
});
