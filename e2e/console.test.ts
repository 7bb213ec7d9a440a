import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { consolePage, openFromMenu, signInToConsole } from './console-screens';
import { viaMenu } from './player-screens';
import { buildExists, clockControlledFrom } from './server';

/** Tuesday 24 November 2026, 11:40 in Yangon: the 12:01 draw takes bets until 11:51. */
const MORNING = '2026-11-24T11:40:00+06:30';
/** Its draw's minute, to which the server's clock is moved rather than waited for. */
const DRAW_MINUTE = '2026-11-24T12:01:00+06:30';

/**
 * The operator runs the business from the console in a desktop browser while a player uses the player site on a
 * phone: a deposit approved, a 2D draw's result entered, confirmed and settled, a player banned, a banner replaced.
 */
describe.skipIf(!buildExists())('operator console in a real browser', () => {
  const suite = browserSuite({ signedInAs: ['demo', 'golden-pagoda-7'], env: clockControlledFrom(MORNING) });
  let operatorPage: Page;

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

  /** The 12:01 draw of the draw day, opened on a console page showing the 2D screen. */
  async function openMorningDraw(page: Page) {
    // The server's clock is the draw day; the browser's may not be.
    await page.getByLabel('Date').fill('2026-11-24');
    const morning = page.getByRole('row').filter({ hasText: '12:01' });
    await morning.getByRole('button', { name: 'Show details' }).click();
    // The screen shows the day's first draw until the chosen one's panel replaces it.
    await page.getByRole('article', { name: '12:01' }).waitFor();
  }

  /** Confirms the dialog a console action opens, after filling its reason when it asks for one. */
  async function confirmDialog(name: string | RegExp, reason?: string) {
    const dialog = operatorPage.getByRole('dialog', { name });
    if (reason) await dialog.getByLabel('Reason (for the audit log)').fill(reason);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('places the 2D slip the draw will settle, while betting is still open', async () => {
    const player = await login('/api/login', 'demo', 'golden-pagoda-7');
    const slip = await call('POST', '/api/twod-bet', player, {
      time: 2,
      totalAmount: 100,
      amounts: [{ num: '38', amount: 100 }],
    });
    expect(slip.status).toBe(200);
  });

  it('refuses a player account and signs an operator in', async () => {
    operatorPage = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    operatorPage.setDefaultTimeout(15_000);
    // Counts the chimes the console plays (each makes an audio context).
    await operatorPage.addInitScript(() => {
      const counted = window as unknown as { chimes: number; AudioContext: typeof AudioContext };
      const Real = counted.AudioContext;
      counted.chimes = 0;
      counted.AudioContext = class extends Real {
        constructor() {
          super();
          counted.chimes += 1;
        }
      };
    });
    await operatorPage.goto(`${suite.server.url}/console/`);
    await operatorPage.waitForURL('**/console/login');
    await operatorPage.getByLabel('User name').fill('demo');
    await operatorPage.getByLabel('Password').fill('golden-pagoda-7');
    await operatorPage.getByRole('button', { name: 'Sign in' }).click();
    await operatorPage.getByRole('alert').waitFor();
    await operatorPage.getByLabel('User name').fill('operator');
    await operatorPage.getByLabel('Password').fill('operator12345');
    await operatorPage.getByRole('button', { name: 'Sign in' }).click();
    await operatorPage.getByText('Signed in as operator (operator)').waitFor();
  });

  it('approves a deposit the player made on the player site', async () => {
    const page = suite.page;
    await page.goto(suite.server.url);
    await viaMenu(page, 'Wallet');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: /WavePay/ }).check();
    await form.getByLabel('Amount').fill('30000');
    await form.getByLabel('Transaction No. (last 6 digits)').fill('765432');
    await form.getByRole('button', { name: 'Confirm Deposit' }).click();
    await page.getByText('Deposit successfully').waitFor();
    const player = await login('/api/login', 'demo', 'golden-pagoda-7');
    const before = (await call('GET', '/api/user', player)).body.data.main_balance;

    // The operator, on the overview, is told at once: a badge on the menu and a chime, which can be turned off.
    const badge = operatorPage.getByTestId('money-badge');
    await expect.poll(() => badge.textContent()).toBe('1');
    expect(await operatorPage.getByRole('status').filter({ hasText: '1 new' }).count()).toBe(1);
    const chimes = () => operatorPage.evaluate(() => (window as unknown as { chimes: number }).chimes);
    expect(await chimes()).toBe(1);
    await operatorPage.getByRole('button', { name: 'Chime for new requests' }).click();
    const channel = (await call('GET', '/api/banks')).body.data[0].id;
    await call('POST', '/api/depositfinicial', player, {
      agent_payment_type_id: channel,
      amount: 1_000,
      refrence_no: '765433',
    });
    await expect.poll(() => badge.textContent()).toBe('2');
    expect(await chimes()).toBe(1);

    await openFromMenu(operatorPage, 'Deposits & withdrawals');
    expect(await badge.count()).toBe(0);
    const row = operatorPage.getByRole('row').filter({ hasText: 'demo' }).filter({ hasText: '30,000 Ks' });
    await row.getByRole('button', { name: 'Approve' }).click();
    await confirmDialog('Approve', 'receipt checked');
    await expect
      .poll(async () => (await call('GET', '/api/user', player)).body.data.main_balance)
      .toBe(before + 30_000);
  });

  it('bans a player, whose next request is refused', async () => {
    const registered = await call('POST', '/api/register', undefined, {
      name: 'Banned Soon',
      phone: '09777000111',
      password: 'player-pass-1',
      password_confirmation: 'player-pass-1',
    });
    const { token, user } = registered.body.data;
    expect((await call('GET', '/api/user', token)).status).toBe(200);
    await openFromMenu(operatorPage, 'Players');
    await operatorPage.getByLabel('User name, phone or name').fill('09777000111');
    await operatorPage.getByRole('button', { name: 'Search' }).click();
    await operatorPage.getByRole('link', { name: user.user_name }).click();
    await operatorPage.getByRole('button', { name: 'Ban', exact: true }).click();
    await confirmDialog('Ban', 'abusing bonuses');
    await expect.poll(async () => (await call('GET', '/api/user', token)).status).toBe(401);
  });

  it('replaces a banner image, and the player home shows the new one', async () => {
    const image = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#0a7f5a' } })
      .png()
      .toBuffer();
    const before = (await call('GET', '/api/banner')).body.data as { id: number; img_url: string }[];
    await openFromMenu(operatorPage, 'Content');
    await operatorPage.getByRole('button', { name: 'Edit' }).first().click();
    const form = operatorPage.getByRole('form');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: image });
    await form.getByRole('button', { name: 'Save' }).click();
    await confirmDialog(/Save/);
    let after = before;
    await expect
      .poll(async () => {
        after = (await call('GET', '/api/banner')).body.data;
        return after[0]!.img_url;
      })
      .not.toBe(before[0]!.img_url);
    await suite.page.goto(`${suite.server.url}/`);
    const carousel = suite.page.getByRole('region', { name: 'Banners' });
    await carousel.locator(`img[src="${after[0]!.img_url}"]`).first().waitFor({ state: 'attached' });
  });

  it('enters the 2D result after the draw, confirms it, and sees the slip settle', async () => {
    const player = await login('/api/login', 'demo', 'golden-pagoda-7');
    // The result is taken only once the draw's minute has come.
    await suite.server.moveClockTo(DRAW_MINUTE);
    await openFromMenu(operatorPage, '2D lottery');
    await openMorningDraw(operatorPage);
    await operatorPage.getByLabel('2D number').fill('38');
    await operatorPage.getByLabel('SET index').fill('1,346.23');
    await operatorPage.getByLabel('Value', { exact: true }).fill('57,388.58');
    await operatorPage.getByRole('button', { name: 'Save result' }).click();
    await confirmDialog('Save result');
    // Whoever entered the result cannot confirm it: a second person, the admin, does on their own screen.
    await operatorPage.getByText('You entered this result: someone else must confirm it.').waitFor();
    expect(await operatorPage.getByRole('button', { name: 'Confirm and settle' }).isDisabled()).toBe(true);
    const adminPage = await consolePage(suite.browser, suite.server.url);
    await signInToConsole(adminPage, 'admin', 'admin12345');
    await openFromMenu(adminPage, '2D lottery');
    await openMorningDraw(adminPage);
    await adminPage.getByText('Result entered by operator').waitFor();
    await adminPage.getByRole('button', { name: 'Confirm and settle' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Confirm and settle' });
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await adminPage.getByText('Confirmed by admin').waitFor();
    await adminPage.close();
    const slip = (await call('GET', '/api/twod-bet-slips', player)).body.data[0];
    expect(slip).toMatchObject({ status: 'completed' });
    expect(slip.two_bets[0]).toMatchObject({ bet_number: '38', result: 'win', payout: 8_000 });
  });

  it('marks a player on a time-out and keeps the list to players on a break, in English and Burmese', async () => {
    const registered = await call('POST', '/api/register', undefined, {
      name: 'Resting Player',
      phone: '09777000222',
      password: 'player-pass-1',
      password_confirmation: 'player-pass-1',
    });
    const { token, user } = registered.body.data;
    expect(
      (await call('POST', '/api/protection/break', token, { kind: 'timeout', length: '24h' })).status,
    ).toBe(200);
    await openFromMenu(operatorPage, 'Players');
    await operatorPage.getByLabel('Breaks').selectOption({ label: 'On any break' });
    await operatorPage.waitForURL('**/console/players?on_break=any');
    const row = operatorPage.getByRole('row').filter({ hasText: user.user_name });
    await row.getByText(/^On a break until /).waitFor();
    await expect.poll(() => operatorPage.getByRole('link', { name: 'demo', exact: true }).count()).toBe(0);
    // The console in Burmese (the choice reloads the page, the filter kept in the address).
    await operatorPage.getByLabel('Language').selectOption('mm');
    await row.getByText(/အထိ ခေတ္တနားထားသည်$/).waitFor();
    expect(await operatorPage.getByLabel('နားချိန်များ').inputValue()).toBe('any');
    await operatorPage
      .locator('header select')
      .filter({ has: operatorPage.locator('option[value="mm"]') })
      .selectOption('en');
    await operatorPage.getByLabel('Breaks').waitFor();
  });

  it('an admin chooses the agent of a commission plan by name, not by a number', async () => {
    const admin = await login('/api/console/login', 'admin', 'admin12345');
    const agents = (await call('GET', '/api/console/agents/choices', admin)).body.data as {
      id: number;
      user_name: string;
    }[];
    const agent1 = agents.find((one) => one.user_name === 'agent1')!.id;
    const adminPage = await consolePage(suite.browser, suite.server.url);
    await signInToConsole(adminPage, 'admin', 'admin12345');
    await openFromMenu(adminPage, 'Promotions & commission');
    await adminPage.getByRole('main').getByRole('link', { name: 'Agent commission', exact: true }).click();
    await adminPage.getByRole('button', { name: 'Set a plan' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Set a plan' });
    await dialog.getByLabel('Find an agent (name or user name)').fill('Aung Myo');
    const agent = dialog.getByRole('combobox', { name: 'Agent', exact: true });
    await expect.poll(() => agent.inputValue()).toBe(String(agent1));
    await dialog.getByLabel('Percent').fill('5');
    // Confirm without a reason says what is missing instead of doing nothing.
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.getByText('Type a reason first: Confirm needs it.').waitFor();
    await dialog.getByLabel(/^Reason \(for the audit log\)/).fill('agreed with the agent');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await adminPage.getByTestId('second-person-note').waitFor();
    const requests = (await call('GET', '/api/console/staff-requests?status=pending', admin)).body.data
      .data as { kind: string; target_id: string | null }[];
    expect(requests.find((request) => request.kind === 'commission.plan')?.target_id).toBe(String(agent1));
    await adminPage.close();
  });
});
