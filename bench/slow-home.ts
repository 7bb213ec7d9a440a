import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_OPTIONS, startProductServer } from '../e2e/server';

/**
 * The home page and the 2D page on a slow mobile link: 400 kbps down and up, 400 ms round trip (Chromium's own
 * network emulation, the CPU as it is), each a first visit (a fresh browser profile, so an empty cache), a 360 px
 * phone. Prints the requests and bytes each took and, measured in the browser from the start of navigation, when it
 * became usable: on home, a category button selects its category and the menu button opens the menu; on 2D (opened
 * from a shared link), Place Bet opens the closing times to bet on. Target: usable within 3 s; reported, not
 * enforced. Run `npm run build` first; `-- --verbose` lists every response with its start, end and size.
 */

const TARGET_MS = 3000;
const LINK = { latency: 400, kbps: 400 };

interface Traffic {
  requests: number;
  bytes: number;
  images: number;
  /** With --verbose: each response as it finished, in seconds since the first request. */
  timeline: string[];
}

/** Counts what goes over the emulated link (the encoded bytes, headers included, as Chromium's own panel does). */
function watchTraffic(cdp: CDPSession): Traffic {
  const traffic: Traffic = { requests: 0, bytes: 0, images: 0, timeline: [] };
  const started = new Map<string, { url: string; at: number }>();
  let first: number | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    traffic.requests += 1;
    first ??= event.timestamp;
    started.set(event.requestId, { url: new URL(event.request.url).pathname, at: event.timestamp });
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Image') traffic.images += 1;
  });
  cdp.on('Network.loadingFinished', (event) => {
    traffic.bytes += event.encodedDataLength;
    const request = started.get(event.requestId);
    if (request && first !== undefined)
      traffic.timeline.push(
        `${(request.at - first).toFixed(2).padStart(6)} s -> ${(event.timestamp - first).toFixed(2).padStart(6)} s ` +
          `${(event.encodedDataLength / 1024).toFixed(1).padStart(6)} KiB ${request.url}`,
      );
  });
  return traffic;
}

/**
 * Waits until `ready(arg)` gives the page's clock (it ends in `&& performance.now()`), looking every animation frame,
 * and returns that time: milliseconds since navigation started. Playwright's own locators look again only every
 * half second after their first tries, which would add up to 0.5 s to each figure.
 */
async function whenInPage<A>(page: Page, ready: (arg: A) => number | false, arg: A): Promise<number> {
  const check = ready as (value: unknown) => number | false;
  const handle = await page.waitForFunction(check, arg as unknown, { polling: 'raf' });
  return Math.round((await handle.jsonValue()) as number);
}

const CATEGORY_BUTTONS = 'nav[aria-label="Game categories"] button';

/**
 * Picks a game category (the second not yet selected: the first is Hot Games, the rest appear with the game types)
 * as soon as it is there, then opens the menu; returns when each responded, in that order of use. Clicks go through
 * Playwright (as a finger would: the element must be visible, still and not covered).
 */
async function useHome(page: Page) {
  await whenInPage(
    page,
    (selector) =>
      document.querySelectorAll(`${selector}[aria-pressed="false"]`).length > 1 && performance.now(),
    CATEGORY_BUTTONS,
  );
  const strip = page.getByRole('navigation', { name: 'Game categories' });
  const target = strip.getByRole('button', { pressed: false }).nth(1);
  const name = (await target.textContent()) ?? '';
  await target.click();
  const categoryAt = await whenInPage(
    page,
    ({ selector, label }) =>
      [...document.querySelectorAll(selector)].some(
        (button) => button.textContent === label && button.getAttribute('aria-pressed') === 'true',
      ) && performance.now(),
    { selector: CATEGORY_BUTTONS, label: name },
  );
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menuAt = await whenInPage(
    page,
    () => {
      const menu = document.querySelector('[role="dialog"][aria-label="Menu"]');
      const shown =
        menu !== null && menu.getBoundingClientRect().width > 0 && !menu.closest('[aria-hidden="true"]');
      return shown && performance.now();
    },
    undefined,
  );
  return { 'category selected': categoryAt, 'menu opened': menuAt };
}

/** Taps Place Bet as soon as it is there; returns when the closing times to bet on showed. */
async function useTwod(page: Page) {
  await page.getByRole('button', { name: 'Place Bet', exact: true }).click();
  const pickerAt = await whenInPage(
    page,
    () =>
      document.querySelectorAll('[role="dialog"] a[href^="/2d/bet?time="]').length > 0 && performance.now(),
    undefined,
  );
  return { 'closing times shown': pickerAt };
}

/** One first visit to `path` in its own fresh profile; prints what it took and returns when it became usable. */
async function visit(
  browser: Browser,
  origin: string,
  path: string,
  use: (page: Page) => Promise<Record<string, number>>,
) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  // A visitor who has seen this session's pop-up ad: the figure is the page's, not how fast one closes a dialog.
  await context.addInitScript("sessionStorage.setItem('popupAdShown', '1')");
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (LINK.kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.latency,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  const traffic = watchTraffic(cdp);

  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  const moments = await use(page);
  const usable = { ...traffic };
  // 2D keeps its live board's event stream open, so its page never goes idle: what came in 15 s is counted then.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const usableAt = Math.max(...Object.values(moments));

  console.log(`${path}, ${LINK.kbps} kbps down and up, ${LINK.latency} ms latency, empty cache, 360 px`);
  for (const [what, at] of Object.entries(moments))
    console.log(`  ${`${what} at`.padEnd(23)}${(at / 1000).toFixed(2)} s`);
  console.log(
    `  until usable:          ${usable.requests} requests, ${(usable.bytes / 1024).toFixed(1)} KiB`,
  );
  console.log(
    `  until idle:            ${traffic.requests} requests (${traffic.images} images), ${(traffic.bytes / 1024).toFixed(1)} KiB`,
  );
  if (process.argv.includes('--verbose')) for (const line of traffic.timeline) console.log(`    ${line}`);
  const verdict = usableAt <= TARGET_MS ? 'met' : 'missed';
  console.log(`usable at ${(usableAt / 1000).toFixed(2)} s: target ${TARGET_MS / 1000} s ${verdict}\n`);
  await context.close();
}

async function main() {
  const server = await startProductServer();
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  try {
    await visit(browser, server.url, '/', useHome);
    await visit(browser, server.url, '/2d', useTwod);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
