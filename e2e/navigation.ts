import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { browserSuite } from './browser';
import {
  TEXTS,
  chooseLanguage,
  closeDialogs,
  openMenu,
  routeKey,
  settle,
  submitLogin,
  type Language,
  type Texts,
} from './clicks';
import { crawl, type Probe } from './crawl';
import { dismissPopupAd } from './player-screens';

/** Every screen of the spec (section 2) a player can be on, as routeKey() names them. */
const SPEC_ROUTES = [
  '/',
  '/games?tab=all',
  '/games?tab=hot',
  '/promotion',
  '/ranking',
  '/contact',
  '/ads-video',
  '/reels',
  '/about',
  '/information?tab=profile',
  '/information?tab=transfer',
  '/information?tab=logs&type=deposit',
  '/information?tab=logs&type=withdraw',
  '/information?tab=logs&type=game_logs',
  '/wallet',
  '/wallet/internal-transfer',
  '/wallet-history',
  '/transactions',
  '/exchange-log',
  '/2d/bet',
  '/2d/confirm',
  '/2d/daily-winner',
  '/2d/holiday',
  '/morning-bet-slip',
  '/evening-bet-slip',
  '/login',
];

/** Our own games: each has its own screen. */
const HOUSE_GAMES = ['/2d', '/digitbet', '/shan', '/play/shwe-slot'];

/** Buttons that lead on: the 2D picker of closing times, a number and Place Bet, Shwe Slot's Play Game. */
function probes(texts: Texts): Probe[] {
  return [
    { on: (key) => key === '/2d', steps: [{ kind: 'button', name: texts.placeBet }] },
    {
      on: (key) => key === '/2d/bet',
      steps: [
        { kind: 'button', name: '38', within: 'numbers' },
        { kind: 'button', name: texts.placeBet },
      ],
      leadsTo: '/2d/confirm',
    },
    {
      on: (key) => key.includes('provider='),
      steps: [{ kind: 'play', game: 'Shwe Slot' }],
      leadsTo: '/play/shwe-slot',
    },
  ];
}

interface VisibleType {
  id: number;
  hidden?: boolean;
  providers: { id: number }[];
}

/** The provider lists home offers: every provider of every game type a player sees. */
async function expectedProviderLists(baseUrl: string): Promise<string[]> {
  const reply = (await fetch(`${baseUrl}/api/game_types`).then((r) => r.json())) as { data: VisibleType[] };
  return reply.data
    .filter((type) => !type.hidden && ![6, 12, 13, 14].includes(type.id))
    .flatMap((type) => type.providers.map((provider) => `/?type=${type.id}&provider=${provider.id}`));
}

/**
 * Signed out, the 2D lucky winners (a player-only screen) sends the visitor to /login, whose dialog signs them in.
 * When no tap leads there, the top bar's Login does, and /login goes unreached.
 */
async function signInByTapping(page: Page, texts: Texts): Promise<boolean> {
  const viaLoginScreen = async () => {
    const menu = await openMenu(page, texts);
    const twod = menu.locator('a[href^="/2d"]').first();
    if ((await twod.count()) === 0) {
      await closeDialogs(page);
      await page.locator('main a[href^="/2d"]').first().click({ timeout: 5_000 });
    } else await twod.click();
    await page.locator('a[href="/2d/daily-winner"]').first().click({ timeout: 8_000 });
    await page.waitForURL((url) => routeKey(url.href) === '/login', { timeout: 8_000 });
    await page.getByRole('dialog', { name: texts.loginTitle }).waitFor({ timeout: 8_000 });
  };
  const reachedLogin = await viaLoginScreen().then(
    () => true,
    () => false,
  );
  if (!reachedLogin) {
    await closeDialogs(page);
    await page.getByRole('button', { name: texts.login, exact: true }).first().click();
  }
  await submitLogin(page, texts, 'demo', 'golden-pagoda-7');
  return reachedLogin;
}

/** The transfer tab's Withdraw switch shows the withdrawal form (it is not a route of its own). */
async function withdrawFormShows(page: Page, texts: Texts): Promise<boolean> {
  const menu = await openMenu(page, texts);
  await menu.locator('a[href="/information?tab=transfer"]').first().click();
  await page.getByRole('button', { name: texts.withdraw, exact: true }).click();
  return page
    .getByRole('form', { name: texts.withdraw })
    .waitFor({ timeout: 8_000 })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Every screen of the spec and every game reached from home by tapping only, in one language: a file per language,
 * so the two crawls (the longest browser steps) run side by side.
 */
export function navigationSuite(language: Language) {
  const texts = TEXTS[language];
  // A weekday morning in Yangon: both 2D draws of the day are open, so the bet and confirm screens can be reached.
  const suite = browserSuite({ env: { FAKE_NOW: '2026-11-24T10:00:00+06:30' } });

  // A failure leaves a picture of the screen it stopped on, for whoever reads the CI run.
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const folder = path.resolve(import.meta.dirname, 'artifacts');
    mkdirSync(folder, { recursive: true });
    await suite.page.screenshot({ path: path.join(folder, `navigation-${language}.png`) });
  });

  it(
    `reaches every screen and every game from home by tapping only (${language})`,
    { timeout: 600_000 },
    async () => {
      const { page, server } = suite;
      await page.goto(server.url);
      // The ad comes a moment after home, in English until the language is chosen, and may come after any check:
      // it is closed whenever it covers the next tap, in either language.
      await dismissPopupAd(page, TEXTS.en);
      await dismissPopupAd(page, texts);
      await settle(page);
      await closeDialogs(page);
      await chooseLanguage(page, texts);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('lan'))).toBe(language);
      const reachedLogin = await signInByTapping(page, texts);
      await settle(page);

      const result = await crawl(page, texts, [
        ...probes(texts),
        // The 2D record tile opens the choice of slips.
        { on: (key) => key === '/2d', steps: [{ kind: 'button', name: TWOD_RECORD[language] }] },
      ]);
      const reached = new Set(result.reached.keys());
      if (reachedLogin) reached.add('/login');
      if (await withdrawFormShows(page, texts)) reached.add('/information?tab=transfer#withdraw');

      const paths = new Set([...reached].map((key) => key.split(/[?#]/)[0]));
      console.log(
        `[navigation ${language}] ${paths.size} routes (${reached.size} screens and lists) reached by tapping from home:`,
        [...reached].sort().join(' '),
      );
      if (result.failures.length > 0)
        console.log(`[navigation ${language}] taps that failed:`, result.failures);

      expect(
        result.failures.filter((failure) => failure.includes('error screen')),
        'screens that failed',
      ).toEqual([]);
      const missing = [...SPEC_ROUTES, ...HOUSE_GAMES, '/information?tab=transfer#withdraw'].filter(
        (route) => !reached.has(route),
      );
      expect(missing, `not reached by tapping (${language})`).toEqual([]);
      const lists = await expectedProviderLists(server.url);
      expect(lists.length).toBeGreaterThan(10);
      expect(
        lists.filter((list) => !result.listsWithGames.has(list)),
        'provider lists not reached or empty',
      ).toEqual([]);
    },
  );
}

/** The 2D home's record tile, as features/twod/messages.ts says it. */
const TWOD_RECORD: Record<Language, string> = { en: 'Record', mm: 'မှတ်တမ်း' };
