import type { Page } from 'playwright-core';
import { closeDialogs, openMenu, routeKey, settle, tap, visibleLinks, type Step, type Texts } from './clicks';

/** One tap and the route it is expected to land on. */
interface Hop {
  step: Step;
  key: string;
}

/** Taps that are not plain links: buttons opening a dialog of links, or a sequence of buttons leading to a route. */
export interface Probe {
  on: (key: string) => boolean;
  steps: Step[];
  /** The route the steps lead to; without it the last step opens a dialog whose links are followed. */
  leadsTo?: string;
}

export interface CrawlResult {
  /** Every route reached, with the taps from home that reach it. */
  reached: Map<string, Hop[]>;
  /** Provider lists that showed at least one game card. */
  listsWithGames: Set<string>;
  /** Taps that could not be made (the element was missing or covered), for the failure message. */
  failures: string[];
}

const MAX_TARGETS = 150;

/**
 * Breadth-first over what a player can tap, from home: every in-site link on each new screen and in the side menu,
 * plus the probes' buttons. A target is tapped from where the browser is when its link is there, else home is
 * reached through the logo and the target's taps are replayed. Nothing is typed into the address bar.
 */
export async function crawl(page: Page, texts: Texts, probes: Probe[]): Promise<CrawlResult> {
  const result: CrawlResult = { reached: new Map(), listsWithGames: new Set(), failures: [] };
  const queue = new Map<string, Hop[]>();
  // Targets already tapped: a link to /games lands on /games?tab=all and is not offered again.
  const tried = new Set<string>();
  let here: Hop[] = [];
  let hereLinks: string[] = [];

  const offer = (hops: Hop[]) => {
    const key = hops.at(-1)!.key;
    if (!result.reached.has(key) && !tried.has(key) && !queue.has(key)) queue.set(key, hops);
  };

  const explore = async (hops: Hop[]) => {
    const key = routeKey(page.url());
    here = hops;
    hereLinks = await visibleLinks(page, 'page', texts);
    if (result.reached.has(key)) return;
    result.reached.set(key, hops);
    if (key.includes('provider=') && (await hasGames(page))) result.listsWithGames.add(key);
    for (const href of hereLinks)
      offer([...hops, { step: { kind: 'link', href, scope: 'page' }, key: routeKey(href) }]);
    for (const probe of probes.filter((candidate) => candidate.on(key))) await runProbe(probe, hops);
  };

  const runProbe = async (probe: Probe, hops: Hop[]) => {
    const key = routeKey(page.url());
    const taps = probe.steps.map((step) => ({ step, key: probe.leadsTo ?? key }));
    if (probe.leadsTo) {
      if (await canTap(page, probe.steps[0]!)) offer([...hops, ...taps]);
      return;
    }
    try {
      for (const { step } of taps) await tap(page, step, texts);
      await page.getByRole('dialog').last().waitFor({ timeout: 5_000 });
      for (const href of await visibleLinks(page, 'dialog', texts))
        offer([...hops, ...taps, { step: { kind: 'link', href, scope: 'dialog' }, key: routeKey(href) }]);
    } catch (error) {
      result.failures.push(
        `${key}: ${describe(probe.steps.at(-1)!)}: ${(error as Error).message.split('\n')[0]}`,
      );
    }
    await closeDialogs(page);
  };

  const goHome = async () => {
    await closeDialogs(page);
    await page.getByRole('banner').locator('a[href="/"]').click();
    await page.waitForURL((url) => routeKey(url.href) === '/');
    await settle(page);
  };

  const follow = async (hops: Hop[]) => {
    for (const [index, hop] of hops.entries()) {
      const before = page.url();
      await tap(page, hop.step, texts);
      const next = hops[index + 1];
      // A button opening a dialog stays on its route; a link or a navigating button moves on.
      if (next?.step.kind === 'link' && next.step.scope === 'dialog') continue;
      // A redirect lands elsewhere (/games on /games?tab=all): any new address will do.
      await page
        .waitForURL((url) => routeKey(url.href) === hop.key || url.href !== before, { timeout: 8_000 })
        .catch(() => undefined);
      await settle(page);
    }
  };

  await settle(page);
  await explore([]);
  await openMenu(page, texts);
  for (const href of await visibleLinks(page, 'menu', texts))
    offer([{ step: { kind: 'link', href, scope: 'menu' }, key: routeKey(href) }]);
  await closeDialogs(page);

  for (let visits = 0; queue.size > 0 && visits < MAX_TARGETS; visits += 1) {
    const [key, hops] = nextTarget(queue, here, hereLinks);
    queue.delete(key);
    tried.add(key);
    const last = hops.at(-1)!;
    const fromHere =
      sameHops(hops.slice(0, -1), here) ||
      (last.step.kind === 'link' && last.step.scope === 'menu') ||
      (last.step.kind === 'link' && last.step.scope === 'page' && hereLinks.includes(last.step.href));
    try {
      if (fromHere) {
        await closeDialogs(page);
        await follow([last]);
      } else {
        await goHome();
        await follow(hops);
      }
    } catch (error) {
      result.failures.push(`${key}: ${describe(last.step)}: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const landed = routeKey(page.url());
    const siteShows = await page
      .locator('header')
      .first()
      .waitFor({ timeout: 8_000 })
      .then(
        () => true,
        () => false,
      );
    if (!siteShows) {
      // An error screen instead of the site: say where, and tap its way home to go on.
      result.failures.push(`${landed}: an error screen instead of the site`);
      await page.locator('a[href^="/"]').first().click();
      await page.locator('header').first().waitFor();
      continue;
    }
    // The menu is on every screen; a link found here is replayed from here.
    const before = !fromHere
      ? hops.slice(0, -1)
      : last.step.kind === 'link' && last.step.scope === 'menu'
        ? []
        : here;
    await explore([...before, { step: last.step, key: landed }]);
  }
  return result;
}

/** The next target: one whose link is on the current screen or in the menu first, else the oldest. */
function nextTarget(queue: Map<string, Hop[]>, here: Hop[], hereLinks: string[]): [string, Hop[]] {
  for (const entry of queue) {
    const last = entry[1].at(-1)!;
    if (sameHops(entry[1].slice(0, -1), here)) return entry;
    if (last.step.kind === 'link' && (last.step.scope === 'menu' || hereLinks.includes(last.step.href)))
      return entry;
  }
  return queue.entries().next().value!;
}

function sameHops(a: Hop[], b: Hop[]): boolean {
  return a.length === b.length && a.every((hop, index) => JSON.stringify(hop) === JSON.stringify(b[index]));
}

function describe(step: Step): string {
  if (step.kind === 'link') return `link ${step.href} (${step.scope})`;
  if (step.kind === 'play') return `play ${step.game}`;
  return `button ${step.name}`;
}

/** Whether the screen offers `step`, once what it shows has loaded (a busy machine may take seconds). */
async function canTap(page: Page, step: Step): Promise<boolean> {
  if (step.kind === 'play')
    return (
      (await hasGames(page)) &&
      (await page.getByTestId('game-card').filter({ hasText: step.game }).count()) > 0
    );
  const target =
    step.kind === 'button'
      ? page.getByRole('button', { name: step.name, exact: step.exact ?? true })
      : page.locator(`a[href="${step.href}"]`);
  return target
    .first()
    .waitFor({ timeout: 8_000 })
    .then(
      () => true,
      () => false,
    );
}

async function hasGames(page: Page): Promise<boolean> {
  return page
    .locator('[data-testid="game-card"], [data-testid="game-tile"]')
    .first()
    .waitFor({ timeout: 8_000 })
    .then(
      () => true,
      () => false,
    );
}
