import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEXTS, type Texts } from './clicks';

/**
 * The player's main screens as a person reaches them: by tapping the menu, tiles and switches from the home page,
 * never by typing an address. Each step ends when its screen shows what it is for. English labels by default; the
 * screens' own steps also in Burmese (`TEXTS.mm`), where they tap the menu's links by where they lead.
 */

/** The ad's names (one per language the site was shown in) a page already closes whenever it shows. */
const watchedForAd = new WeakMap<Page, Set<string>>();

/**
 * Closes the once-a-session pop-up ad if it is showing, and from now on whenever it shows before a tap: it comes a
 * moment after the home page, so it may cover the next button after this check, and a person closes it then.
 */
export async function dismissPopupAd(page: Page, texts: Texts = TEXTS.en) {
  const ad = page.getByRole('dialog', { name: texts.advertisement });
  const closeButton = ad.getByRole('button', { name: texts.close });
  // A tap the handler cannot make in a moment is left, and the tap it stood before goes on: the test closed its page,
  // or the ad came in the instant a dialog the test opened did, and lies under it until that dialog closes.
  const closeIfStill = () => closeButton.click({ timeout: 2_000 }).catch(() => undefined);
  const watched = watchedForAd.get(page) ?? new Set<string>();
  if (watched.has(texts.advertisement)) return;
  watchedForAd.set(page, watched.add(texts.advertisement));
  // Closed before the handler is added: a tap on the ad's own button would otherwise first run the handler.
  if (await ad.isVisible()) await closeButton.click();
  await page.addLocatorHandler(ad, closeIfStill, { noWaitAfter: true });
}

/** The home page's first screen: the category strip is there. */
export async function homeReady(page: Page, texts: Texts = TEXTS.en) {
  await page.getByRole('navigation', { name: texts.categories }).getByRole('button').first().waitFor();
}

export async function openMenu(page: Page, texts: Texts = TEXTS.en): Promise<Locator> {
  await dismissPopupAd(page, texts);
  await page.getByRole('button', { name: texts.openMenu }).click();
  const menu = page.getByRole('dialog', { name: texts.menu });
  await menu.waitFor();
  return menu;
}

/** Taps a link of the side menu by its text and waits for the menu to close. */
export async function viaMenu(page: Page, link: string) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: link, exact: true }).click();
  await menu.waitFor({ state: 'hidden' });
}

/**
 * Closes the notices showing (a request's "... successfully" over the top bar, for five seconds) by their close
 * buttons, as a person does who wants the menu under them now.
 */
export async function closeNotices(page: Page) {
  const notices = page.getByRole('alert').filter({ has: page.getByRole('button', { name: TEXTS.en.close }) });
  for (const notice of await notices.all())
    await notice.getByRole('button', { name: TEXTS.en.close }).click();
  await expect.poll(() => notices.count()).toBe(0);
}

/** The home page's "Our games" tiles these tests tap, and the screen each opens. */
const OUR_GAMES = { '2D': '/2d', '3D': '/3d', 'Digit Bet': '/digitbet' } as const;

/** Taps a house game's tile in the home page's "Our games" (its name, then its note) and waits for its screen. */
export async function openOurGame(page: Page, name: keyof typeof OUR_GAMES) {
  await dismissPopupAd(page);
  await page
    .getByRole('region', { name: 'Our games' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await page.waitForURL(`**${OUR_GAMES[name]}`);
}

/** Signs in through the Login dialog; the app reloads on the home list, signed in. */
export async function logInByClicking(
  page: Page,
  userName: string,
  password: string,
  texts: Texts = TEXTS.en,
) {
  await dismissPopupAd(page, texts);
  await page.getByRole('button', { name: texts.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.loginTitle });
  await dialog.getByLabel(texts.userName).fill(userName);
  await dialog.getByLabel(texts.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: texts.loginSubmit, exact: true }).click();
  await page.getByTestId('game-balance').waitFor();
  await homeReady(page, texts);
}

export interface Screen {
  name: string;
  /** Reaches the screen from wherever the previous step left the page, by tapping, in the site's language. */
  open: (page: Page, texts?: Texts) => Promise<void>;
  /** Whose page it is: these tests hold the ones this part of the product owns to one h1 and ordered headings. */
  headingsChecked?: boolean;
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Starts counting a page's requests in flight, for `quiet`. Call once, before the first page loads. */
export function trackRequests(page: Page) {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  // An event stream stays open as long as the page does: it is not a request the screen waits for.
  page.on('request', (request) => {
    if (!/\/api\/(console\/)?events/.test(request.url())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Until no request has been in flight for a moment: the screen has what it asked for (polls come and go). */
export async function quiet(page: Page) {
  const open = inFlight.get(page);
  if (!open) return;
  for (let calm = 0; calm < 3;) {
    await page.waitForTimeout(100);
    calm = open.size === 0 ? calm + 1 : 0;
  }
}

/** Waits for the page's h1 (every screen has one), for its data, and for any loading state to go. */
async function settled(page: Page, path: RegExp) {
  await page.waitForURL(path);
  await page.locator('main h1').first().waitFor({ state: 'attached' });
  await quiet(page);
  await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-busy="true"]'));
}

/** A screen the side menu leads to: its link is tapped by its text in English, by where it leads in any language. */
const menuScreen = (
  name: string,
  link: string,
  href: string,
  path: RegExp,
  headingsChecked = false,
): Screen => ({
  name,
  headingsChecked,
  async open(page, texts = TEXTS.en) {
    if (texts === TEXTS.en) await viaMenu(page, link);
    else {
      const menu = await openMenu(page, texts);
      await menu.locator(`a[href="${href}"]`).first().click();
      await menu.waitFor({ state: 'hidden' });
    }
    await settled(page, path);
  },
});

/** Screens a visitor reaches, in an order that needs no going back. */
export const VISITOR_SCREENS: Screen[] = [
  menuScreen('games', 'All games', '/games?tab=all', /\/games\?tab=all$/, true),
  menuScreen('promotion', 'Promotion', '/promotion', /\/promotion$/, true),
  menuScreen('ranking', 'Ranking', '/ranking', /\/ranking$/, true),
  menuScreen('contact', 'Contact', '/contact', /\/contact$/, true),
  menuScreen('about', 'About us', '/about', /\/about$/, true),
  menuScreen('reels', 'Reels', '/reels', /\/reels$/, true),
  menuScreen('ads video', 'Videos', '/ads-video?tab=AdsVideo', /\/ads-video/, true),
];

/** Screens of a signed-in player. */
export const PLAYER_SCREENS: Screen[] = [
  menuScreen('information profile', 'My Profile', '/information?tab=profile', /\/information\?tab=profile$/),
  menuScreen('deposit form', 'Wallet', '/information?tab=transfer', /\/information\?tab=transfer$/),
  {
    name: 'withdraw form',
    async open(page, texts = TEXTS.en) {
      await page.getByRole('group').getByRole('button', { name: texts.withdraw, exact: true }).click();
      await page.waitForURL(/mode=withdraw/);
      await quiet(page);
    },
  },
  menuScreen('wallet', 'My Wallet', '/wallet', /\/wallet$/),
  menuScreen('2D home', '2D', '/2d', /\/2d$/),
  menuScreen('Digit Bet', 'Digit Bet', '/digitbet', /\/digitbet$/),
  menuScreen('Shwe Slot', 'Shwe Slot', '/play/shwe-slot', /\/play\/shwe-slot$/),
  menuScreen('Shan', 'Shan Koe Mee', '/shan', /\/shan$/),
];

/** The page's headings, in document order, with their levels: what a screen reader's heading list shows. */
export function headingOutline(page: Page): Promise<{ level: number; text: string }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((heading) => !heading.closest('[aria-hidden="true"], [hidden], [inert]'))
      .map((heading) => ({ level: Number(heading.tagName[1]), text: heading.textContent?.trim() ?? '' })),
  );
}

/** What is wrong with an outline: not exactly one h1, or a level skipped on the way down (h2 then h4). */
export function outlineProblems(outline: { level: number; text: string }[]): string[] {
  const problems: string[] = [];
  const ones = outline.filter((heading) => heading.level === 1).length;
  if (ones !== 1) problems.push(`${ones} h1 elements`);
  let previous = 0;
  for (const heading of outline) {
    if (heading.level > previous + 1) problems.push(`h${heading.level} "${heading.text}" after h${previous}`);
    previous = heading.level;
  }
  return problems;
}
