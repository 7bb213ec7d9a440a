import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_OPTIONS, startProductServer, type ProductServer } from './server';

/** Where the run's browser listens (e2e/global-setup.ts). */
export const SHARED_BROWSER = 'ZEYA_E2E_BROWSER';

/**
 * The run's browser when there is one (e2e/global-setup.ts): each suite gets pages in contexts of its own, which
 * share nothing, instead of starting a browser's processes again. Closing it leaves the browser to the other suites.
 */
export function launchChromium(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER];
  return shared ? chromium.connect(shared) : chromium.launch(CHROMIUM_OPTIONS);
}

/**
 * Opens an address directly, as a link from outside the site does: a set-up link in a text message, a game's launch
 * address used again, a stale bookmark. Only for tests about such links: every other screen is reached by tapping
 * from the home page or the console's first screen.
 */
export async function openByDeepLink(page: Page, address: string) {
  await page.goto(address);
}

/**
 * Signs a player in through the API and stores the session as the app does; the pop-up ad counts as seen. The page
 * opens the light About screen only to be on the site's origin for its storage; tests then start from home.
 */
export async function signInThroughApi(page: Page, baseUrl: string, userName: string, password: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: userName, password }),
  }).then((reply) => reply.json() as Promise<{ data: { token: string; user: unknown } }>);
  await page.goto(`${baseUrl}/about`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userProfile', JSON.stringify(user));
    sessionStorage.setItem('popupAdShown', '1');
  }, login.data);
}

/**
 * One browser test suite: a fresh product server and a phone-sized page, optionally signed in, started before the
 * suite's steps and stopped after them. The steps read `suite.page` and `suite.server`.
 */
export function browserSuite(options: { signedInAs?: [string, string]; env?: Record<string, string> } = {}) {
  const suite = {} as { server: ProductServer; browser: Browser; page: Page };
  beforeAll(async () => {
    suite.server = await startProductServer(options.env);
    suite.browser = await launchChromium();
    suite.page = await suite.browser.newPage({ viewport: { width: 360, height: 740 } });
    suite.page.setDefaultTimeout(15_000);
    if (options.signedInAs) await signInThroughApi(suite.page, suite.server.url, ...options.signedInAs);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
