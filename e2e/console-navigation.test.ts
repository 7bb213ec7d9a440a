import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { browserSuite } from './browser';
import { buildExists } from './server';

/** A tab of a console screen: its label, the address it must land on, and something only that tab shows. */
interface Tab {
  label: string;
  path: string;
  marker: (page: Page) => Locator;
}

/** A side-menu entry: the screen's heading, where it lands, and its tabs (clicked in order, then in reverse). */
interface Section {
  menu: string;
  heading: string;
  path: string;
  tabs: Tab[];
}

const text = (value: string) => (page: Page) => page.getByText(value, { exact: true });
/** The start of a tab's help line, which may go on to say more. */
const opening = (start: string) => (page: Page) => page.getByText(new RegExp(`^${start}`));
const header = (name: string) => (page: Page) => page.getByRole('columnheader', { name, exact: true });

/** The money tabs look alike: the status filter of withdrawals alone has the large withdrawals' second step. */
const statusOption = (name: string) => (page: Page) =>
  page.getByLabel('Status').locator('option', { hasText: name });

const SECTIONS: Section[] = [
  { menu: 'Overview', heading: 'Overview', path: '/console', tabs: [] },
  {
    menu: 'Deposits & withdrawals',
    heading: 'Deposits & withdrawals',
    path: '/console/money/deposits',
    tabs: [
      { label: 'Deposits', path: '/console/money/deposits', marker: header('Receipt') },
      { label: 'Withdrawals', path: '/console/money/withdrawals', marker: statusOption('second') },
      {
        label: 'Staff requests',
        path: '/console/money/staff-requests',
        marker: opening('What one staff member asked and a second, different person must approve'),
      },
    ],
  },
  { menu: 'Players', heading: 'Players', path: '/console/players', tabs: [] },
  { menu: 'Agents', heading: 'Agents', path: '/console/agents', tabs: [] },
  { menu: 'Payment channels', heading: 'Payment channels', path: '/console/channels', tabs: [] },
  {
    menu: 'Content',
    heading: 'Content',
    path: '/console/content',
    tabs: [
      {
        label: 'Banners',
        path: '/console/content',
        marker: opening('The home page carousel shows the shown banners'),
      },
      {
        label: 'Announcement',
        path: '/console/content/announcement',
        marker: opening('The home page marquee runs every shown text'),
      },
      {
        label: 'Pop-up ad',
        path: '/console/content/popup',
        marker: opening('The player site opens the first shown pop-up ad'),
      },
      { label: 'Promotions', path: '/console/content/promotions', marker: header('Description') },
      {
        label: 'Contacts',
        path: '/console/content/contacts',
        marker: text(
          'Viber, Telegram, Facebook and LINE show their own icons; others show the uploaded one.',
        ),
      },
      { label: 'Video ads', path: '/console/content/videos', marker: header('Video') },
    ],
  },
  {
    menu: '2D lottery',
    heading: '2D lottery',
    path: '/console/twod',
    tabs: [
      {
        label: 'Draws',
        path: '/console/twod',
        // Today's draws, or on a weekend or holiday the screen saying there is none.
        marker: (page) => header('Staked')(page).or(text('No draw on this day (weekend or holiday).')(page)),
      },
      {
        label: 'Settings',
        path: '/console/twod/settings',
        marker: (page) => page.getByLabel('Break limit per number per draw (Ks)'),
      },
      {
        label: 'Holidays',
        path: '/console/twod/holidays',
        marker: (page) => page.getByRole('button', { name: 'Add holiday' }),
      },
      {
        label: 'Modern & internet',
        path: '/console/twod/informational',
        marker: text(
          'The 9:30 and 14:00 modern and internet numbers players see. Nothing settles against them.',
        ),
      },
    ],
  },
  {
    menu: '3D lottery',
    heading: '3D lottery',
    path: '/console/threed',
    tabs: [
      { label: 'Draws', path: '/console/threed', marker: header('Paid') },
      {
        label: 'Settings',
        path: '/console/threed/settings',
        marker: (page) => page.getByLabel('Tote odds (empty: no tote prize)'),
      },
      {
        label: 'Calendar',
        path: '/console/threed/calendar',
        marker: text(
          'Draws are on the 1st and 16th of each month; the changes below take one off or add one.',
        ),
      },
    ],
  },
  { menu: 'Reports', heading: 'Reports', path: '/console/reports', tabs: [] },
  {
    menu: 'Catalogue',
    heading: 'Catalogue',
    path: '/console/catalogue',
    tabs: [
      { label: 'Games', path: '/console/catalogue', marker: (page) => page.getByLabel('Name or code') },
      { label: 'Providers', path: '/console/catalogue/providers', marker: header('Adapter') },
      {
        label: 'Game types',
        path: '/console/catalogue/types',
        marker: (page) => page.getByRole('cell', { name: 'Shown', exact: true }).first(),
      },
      {
        label: 'GSC+ aggregator',
        path: '/console/catalogue/aggregator',
        marker: text('The secret key and password key stay on the server and are never shown.'),
      },
    ],
  },
  { menu: 'Digit Bet & Shwe Slot', heading: 'Digit Bet & Shwe Slot', path: '/console/house-games', tabs: [] },
  { menu: 'Audit log', heading: 'Audit log', path: '/console/audit', tabs: [] },
  {
    menu: 'Console users',
    heading: 'Console users',
    path: '/console/operators',
    tabs: [
      {
        label: 'Accounts',
        path: '/console/operators',
        marker: (page) => page.getByRole('heading', { name: 'New console user' }),
      },
      {
        label: 'Approval rules',
        path: '/console/operators/rules',
        marker: (page) => page.getByLabel('Deposits above'),
      },
    ],
  },
  {
    menu: 'My security',
    heading: 'My security',
    path: '/console/security',
    tabs: [],
  },
  // Development only: the text messages a gateway would have sent.
  { menu: 'SMS outbox', heading: 'SMS outbox', path: '/console/sms-outbox', tabs: [] },
];

/** The side menu of an admin on a development server, in order (some screens are not among SECTIONS' tabs). */
const MENU = [
  'Overview',
  'Deposits & withdrawals',
  'Players',
  'Agents',
  'Payment channels',
  'Content',
  '2D lottery',
  '3D lottery',
  'Promotions & commission',
  'Reports',
  'Play changes',
  'Provider reviews',
  'Catalogue',
  'Digit Bet & Shwe Slot',
  'Audit log',
  'Console users',
  'My security',
  'SMS outbox',
];

/**
 * An operator finds every screen of the console by clicking: each side-menu entry and each tab of each screen, twice
 * and in different orders, lands on its own address and shows its own heading and contents; the overview's cards
 * open the queues they count. The queues and the overview have no serious accessibility violation.
 */
describe.skipIf(!buildExists())('console navigation by clicking', () => {
  const suite = browserSuite();
  let page: Page;

  async function at(path: string, search = '') {
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === path && url.search.startsWith(search));
  }

  async function onScreen(heading: string) {
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByText('This page does not exist.').count()).toBe(0);
  }

  async function openSection(section: Section) {
    await page
      .getByRole('navigation', { name: 'Zeya Console' })
      .getByRole('link', { name: section.menu, exact: true })
      .click();
    await at(section.path);
    await onScreen(section.heading);
  }

  async function openTab(section: Section, tab: Tab) {
    const link = page.getByRole('main').getByRole('link', { name: tab.label, exact: true });
    await link.click();
    await at(tab.path);
    await onScreen(section.heading);
    await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
    await tab.marker(page).first().waitFor({ state: 'attached' });
  }

  async function pendingDeposit() {
    const post = async (path: string, body: unknown, token?: string) =>
      (
        await fetch(`${suite.server.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        })
      ).json() as Promise<{ data: any }>;
    const { token } = (await post('/api/login', { user_name: 'demo', password: 'golden-pagoda-7' })).data;
    const banks = (await (await fetch(`${suite.server.url}/api/banks`)).json()) as { data: { id: number }[] };
    await post(
      '/api/depositfinicial',
      { agent_payment_type_id: banks.data[0]!.id, amount: 20_000, refrence_no: '246810' },
      token,
    );
  }

  it('signs an admin in by typing on the sign-in page', async () => {
    await pendingDeposit();
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(15_000);
    await page.goto(`${suite.server.url}/console/`);
    await page.waitForURL('**/console/login');
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password').fill('admin12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as admin (admin)').waitFor();
    await onScreen('Overview');
    // The outbox joins the menu once the server says it keeps one.
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Zeya Console' }).getByRole('link').allTextContents())
      .toEqual(MENU);
  });

  it('reaches every screen and every tab from the side menu, in order', async () => {
    for (const section of SECTIONS) {
      await openSection(section);
      for (const tab of section.tabs) await openTab(section, tab);
    }
  });

  it('reaches them all again in reverse, each tab twice, from wherever the last click left it', async () => {
    let clicks = 0;
    for (const section of [...SECTIONS].reverse()) {
      await openSection(section);
      const tabs = [...section.tabs].reverse();
      for (const tab of [...tabs, ...tabs.slice(0, 1)]) {
        await openTab(section, tab);
        clicks++;
      }
    }
    console.log(
      `console navigation: ${SECTIONS.length} screens and ${clicks} tab clicks reached by clicking`,
    );
  });

  it('opens from each overview card the queue it counts', async () => {
    const overview = SECTIONS[0]!;
    const money = SECTIONS[1]!;
    for (const [card, tab] of [
      ['Withdrawals waiting', money.tabs[1]!],
      ['Deposits waiting', money.tabs[0]!],
      ['Withdrawals waiting', money.tabs[1]!],
    ] as const) {
      await openSection(overview);
      await page.getByRole('link', { name: new RegExp(`^${card}\\s*\\d+$`) }).click();
      await at(tab.path, '?status=pending');
      await onScreen(money.heading);
      expect(await page.getByLabel('Status').inputValue()).toBe('pending');
      await expect
        .poll(() =>
          page
            .getByRole('main')
            .getByRole('link', { name: tab.label, exact: true })
            .getAttribute('aria-current'),
        )
        .toBe('page');
    }
  });

  it('has no serious or critical accessibility violation on the overview, the money queues and staff screens', async () => {
    const counts: Record<string, number> = {};
    const check = async (name: string) => {
      const violations = await seriousAxeViolations(page);
      counts[name] = violations.length;
      return violations;
    };
    await openSection(SECTIONS[0]!);
    await page.getByRole('link', { name: /^Deposits waiting\s*\d+$/ }).waitFor();
    const overview = await check('overview');
    await openSection(SECTIONS[1]!);
    await page.getByRole('row').filter({ hasText: '20,000 Ks' }).waitFor();
    const deposits = await check('deposits');
    await openTab(SECTIONS[1]!, SECTIONS[1]!.tabs[1]!);
    await page.getByLabel('Status').waitFor();
    const withdrawals = await check('withdrawals');
    await openTab(SECTIONS[1]!, SECTIONS[1]!.tabs[0]!);
    await page
      .getByRole('row')
      .filter({ hasText: '20,000 Ks' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await page.getByRole('dialog', { name: 'Approve' }).waitFor();
    const dialog = await check('approval dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await openTab(SECTIONS[1]!, SECTIONS[1]!.tabs[2]!);
    await page.getByText('Nothing here yet.').waitFor();
    const staffRequests = await check('staff requests');
    const security = SECTIONS.find((section) => section.menu === 'My security')!;
    await openSection(security);
    await page.getByRole('heading', { name: 'Second factors' }).waitFor();
    const mySecurity = await check('my security');
    const users = SECTIONS.find((section) => section.menu === 'Console users')!;
    await openSection(users);
    await openTab(users, users.tabs[1]!);
    const rules = await check('approval rules');
    console.log(`console axe serious/critical violations: ${JSON.stringify(counts)}`);
    expect({ overview, deposits, withdrawals, dialog, staffRequests, mySecurity, rules }).toEqual({
      overview: [],
      deposits: [],
      withdrawals: [],
      dialog: [],
      staffRequests: [],
      mySecurity: [],
      rules: [],
    });
  });
});
