import type { Locator, Page } from 'playwright-core';

export type Language = 'en' | 'mm';

/** The few texts these tests click by, per language, as the features' messages.ts files say them. */
export const TEXTS = {
  en: {
    native: 'English',
    login: 'Login',
    loginTitle: 'Login',
    userName: 'Username or phone',
    password: 'Password',
    loginSubmit: 'Login',
    openMenu: 'Open menu',
    menu: 'Menu',
    placeBet: 'Place Bet',
    withdraw: 'Withdraw',
    advertisement: 'Advertisement',
    categories: 'Game categories',
    logo: 'Zeya home',
    close: 'Close',
  },
  mm: {
    native: 'မြန်မာ',
    login: 'ဝင်မည်',
    loginTitle: 'အကောင့်ဝင်ရန်',
    userName: 'အသုံးပြုသူအမည် သို့မဟုတ် ဖုန်းနံပါတ်',
    password: 'စကားဝှက်',
    loginSubmit: 'အကောင့်ဝင်မည်',
    openMenu: 'မီနူး ဖွင့်မည်',
    menu: 'မီနူး',
    placeBet: 'ထိုးမည်',
    withdraw: 'ငွေထုတ်',
    advertisement: 'ကြော်ငြာ',
    categories: 'ဂိမ်းအမျိုးအစားများ',
    logo: 'Zeya ပင်မစာမျက်နှာ',
    close: 'ပိတ်မည်',
  },
} as const;

export type Texts = (typeof TEXTS)[Language];

/** How a route is told apart: the path, plus the query parameters that choose a different screen or list. */
export function routeKey(address: string): string {
  const url = new URL(address, 'http://x');
  const path = url.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const query = url.searchParams;
  const keep = (names: string[]) =>
    names
      .filter((name) => query.get(name))
      .map((name) => `${name}=${query.get(name)}`)
      .join('&');
  let extra = '';
  if (path === '/') extra = query.get('provider') ? keep(['type', 'provider']) : '';
  else if (path === '/games') extra = keep(['tab', 'type', 'provider']);
  else if (path === '/information') extra = keep(query.get('tab') === 'logs' ? ['tab', 'type'] : ['tab']);
  return extra ? `${path}?${extra}` : path;
}

/** One tap: a link by its exact href (on the page, in the side menu or in the dialog just opened) or a button. */
export type Step =
  | { kind: 'link'; href: string; scope: 'page' | 'menu' | 'dialog' }
  | { kind: 'button'; name: string; exact?: boolean; within?: 'page' | 'numbers' }
  | { kind: 'play'; game: string };

const QUICK = { timeout: 8_000 };

/** Closes whatever dialog is open (the pop-up ad, a picker) with Escape, as a keyboard user would. */
export async function closeDialogs(page: Page) {
  for (let tries = 0; tries < 3 && (await page.getByRole('dialog').count()) > 0; tries += 1) {
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .first()
      .waitFor({ state: 'detached', timeout: 2_000 })
      .catch(() => undefined);
  }
}

export async function openMenu(page: Page, texts: Texts): Promise<Locator> {
  await closeDialogs(page);
  await page.getByRole('button', { name: texts.openMenu }).click(QUICK);
  const menu = page.getByRole('dialog', { name: texts.menu });
  await menu.waitFor(QUICK);
  // Groups that fold (Games, More) open, so their links can be seen and tapped.
  for (const folded of await menu.locator('[aria-expanded="false"]').all()) await folded.click(QUICK);
  return menu;
}

/** Picks a language in the top bar's picker, whatever the picker's button says. */
export async function chooseLanguage(page: Page, texts: Texts) {
  await closeDialogs(page);
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click(QUICK);
  await page.getByRole('menuitemradio', { name: texts.native }).click(QUICK);
}

/** Fills and sends the login dialog that is open, then waits for the signed-in top bar. */
export async function submitLogin(page: Page, texts: Texts, userName: string, password: string) {
  const dialog = page.getByRole('dialog', { name: texts.loginTitle });
  await dialog.getByLabel(texts.userName).fill(userName);
  await dialog.getByLabel(texts.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: texts.loginSubmit, exact: true }).click();
  await page.getByTestId('game-balance').waitFor();
}

/** Performs one tap; the caller checks where it led. */
export async function tap(page: Page, step: Step, texts: Texts) {
  if (step.kind === 'play') {
    await page
      .getByTestId('game-card')
      .filter({ hasText: step.game })
      .getByRole('button')
      .first()
      .click(QUICK);
    return;
  }
  if (step.kind === 'button') {
    const scope =
      step.within === 'numbers' ? page.getByRole('group').filter({ has: page.getByRole('button') }) : page;
    await scope
      .getByRole('button', { name: step.name, exact: step.exact ?? true })
      .filter({ visible: true })
      .first()
      .click(QUICK);
    return;
  }
  const selector = `a[href="${step.href.replaceAll('"', '\\"')}"]`;
  if (step.scope === 'menu') {
    const menu = await openMenu(page, texts);
    await menu.locator(selector).filter({ visible: true }).first().click(QUICK);
    return;
  }
  const scope = step.scope === 'dialog' ? page.getByRole('dialog').last() : page;
  await scope.locator(selector).filter({ visible: true }).first().click(QUICK);
}

/**
 * Waits until the screen stops changing: the same address and links for 200 ms, nothing loading lazily any more
 * (at most 4 s). Watched inside the page, so each look costs no round trip to the browser.
 */
export async function settle(page: Page): Promise<void> {
  const watched = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const look = () =>
          `${location.href}|${Array.from(document.querySelectorAll('a[href]'))
            .map((a) => a.getAttribute('href'))
            .join(',')}`;
        let last = look();
        let since = performance.now();
        const started = since;
        const timer = setInterval(() => {
          const now = look();
          if (now !== last) [last, since] = [now, performance.now()];
          const at = performance.now();
          if (at - since >= 200 || at - started >= 4_000) {
            clearInterval(timer);
            resolve();
          }
        }, 50);
      }),
  );
  // A whole new document (not a route of the app) ends the watch: watch the new one.
  await watched.catch(async (error: Error) => {
    if (!/context was destroyed|navigation/i.test(error.message)) throw error;
    await page.waitForLoadState('domcontentloaded');
    await settle(page);
  });
}

/** The in-site links a player can see and tap in `root` (or the page outside dialogs): no new tabs, no downloads. */
export async function visibleLinks(
  page: Page,
  root: 'page' | 'menu' | 'dialog',
  texts: Texts,
): Promise<string[]> {
  return page.evaluate(
    ({ root, menuName }) => {
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"]'));
      const container =
        root === 'page'
          ? document.body
          : root === 'menu'
            ? dialogs.find((dialog) => dialog.getAttribute('aria-label') === menuName)
            : dialogs.at(-1);
      if (!container) return [];
      return Array.from(container.querySelectorAll('a[href]'))
        .filter((element): element is HTMLAnchorElement => element instanceof HTMLAnchorElement)
        .filter((link) => root !== 'page' || !link.closest('[role="dialog"]'))
        .filter((link) => link.origin === location.origin && !link.hasAttribute('download'))
        .filter((link) => link.target !== '_blank' && link.getClientRects().length > 0)
        .filter((link) => !link.closest('[inert],[aria-hidden="true"]'))
        .map((link) => link.getAttribute('href')!);
    },
    { root, menuName: texts.menu },
  );
}

/**
 * Registers through the Join Now dialog (English) and returns the generated user name the welcome dialog shows;
 * Continue then enters the site signed in, on /?type=all with an empty game balance.
 */
export async function registerByTapping(
  page: Page,
  player: { name: string; phone: string; password: string },
) {
  await page.getByRole('button', { name: 'Join Now', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Name').fill(player.name);
  await dialog.getByLabel('Phone').fill(player.phone);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByLabel('Confirm Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Register' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Zeya' });
  const shown = welcome.getByTestId('registered-user-name');
  await shown.waitFor();
  const userName = ((await shown.textContent()) ?? '').trim();
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/\?type=all$/);
  await page.getByTestId('game-balance').waitFor();
  return userName;
}
