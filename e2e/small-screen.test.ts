import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
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

interface Layout {
  /** The page's own width: more than the viewport means the whole page scrolls sideways. */
  scrollWidth: number;
  /** Elements drawn past the left or right edge with nothing clipping them: cut off for the player. */
  overflowing: string[];
  /** Text cut short inside its box (an ellipsis or a clip): a name or number the player must read, hidden. */
  cut: string[];
}

/** Measures, in the page, what sticks out of a viewport `width` wide, once what slides in (the menu) has arrived. */
async function measure(page: Page): Promise<Layout> {
  // Endless animations (a spinner, the announcement marquee) never finish; a slide or a fade does.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const fits = (box: DOMRect) => box.left >= -0.5 && box.right <= width + 0.5;
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList).slice(0, 4).join('.');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''} "${text}"`;
    };
    /** A scrolling or clipping box that fits holds whatever sticks out of it (a carousel, a swipeable strip). */
    const heldByFittingBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return fits(box.getBoundingClientRect());
      return false;
    };
    const overflowing: string[] = [];
    const cut: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      // A closed menu waits off the screen's edge for a moment, a fixed layer hidden from everyone, before it goes.
      const layer = element.closest('[aria-hidden="true"], [inert]');
      if (layer && getComputedStyle(layer).position === 'fixed') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Visually hidden text (sr-only) is clipped to nothing on purpose.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      if (!fits(box) && !heldByFittingBox(element)) overflowing.push(name(element));
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      // A teaser's whole text is one tap away (a promotion's Learn More), so its clamp hides nothing for good.
      const leaf = element.children.length === 0 && !element.hasAttribute('data-teaser');
      // Sideways: an ellipsis or a clip; downwards: a line clamp hiding the label's second line.
      if (leaf && clipsX && element.scrollWidth > element.clientWidth + 1) cut.push(name(element));
      else if (leaf && clipsY && element.scrollHeight > element.clientHeight + 1) cut.push(name(element));
    }
    return { scrollWidth: document.documentElement.scrollWidth, overflowing, cut };
  });
}

/**
 * The main screens at a small phone's 320 px and a desktop's 1280 px, each reached by tapping from the home page:
 * nothing is drawn past the screen's edge, no text is cut short, and the page never scrolls sideways.
 */
describe.skipIf(!buildExists()).each([320, 1280])('the player site at %i px wide', (width) => {
  const suite = browserSuite();

  async function expectFits(screen: string) {
    const layout = await measure(suite.page);
    expect(layout.overflowing, `${screen} at ${width} px`).toEqual([]);
    expect(layout.cut, `text cut short on ${screen} at ${width} px`).toEqual([]);
    expect(layout.scrollWidth, `${screen} at ${width} px`).toBeLessThanOrEqual(width);
  }

  it('home, signed out, and the menu', async () => {
    await suite.page.setViewportSize({ width, height: 740 });
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
    await suite.page.getByRole('dialog', { name: 'Advertisement' }).waitFor();
    await expectFits('pop-up ad');
    await dismissPopupAd(suite.page);
    await expectFits('home');
    await openMenu(suite.page);
    await expectFits('menu');
    await suite.page.keyboard.press('Escape');
    await suite.page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
  });

  for (const screen of VISITOR_SCREENS)
    it(screen.name, async () => {
      await screen.open(suite.page);
      await expectFits(screen.name);
    });

  it('home, signed in', async () => {
    await suite.page.getByRole('link', { name: 'Zeya home' }).click();
    await homeReady(suite.page);
    await logInByClicking(suite.page, 'demo', 'golden-pagoda-7');
    await quiet(suite.page);
    await expectFits('home signed in');
  });

  for (const screen of PLAYER_SCREENS)
    it(`${screen.name}, signed in`, async () => {
      await screen.open(suite.page);
      await expectFits(screen.name);
    });
});
