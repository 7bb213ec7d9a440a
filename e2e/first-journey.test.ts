import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { TEXTS, closeDialogs, openMenu, registerByTapping, settle } from './clicks';
import { dismissPopupAd } from './player-screens';
import { buildExists } from './server';

const texts = TEXTS.en;
const PHONE = '09777555123';
const PASSWORD = 'first-pass-1';
const DEPOSIT = 5_000;
const TWOD_STAKE = 100;

async function post(base: string, path: string, body: unknown, token?: string) {
  const reply = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await reply.json()) as any;
}

async function get(base: string, path: string, token: string) {
  const reply = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await reply.json()) as any;
}

/** Taps a link to `path` on the screen, else in the side menu: the ways a player finds a screen. */
async function tapLinkTo(page: Page, path: string): Promise<boolean> {
  await closeDialogs(page);
  const selector = `a[href="${path}"], a[href^="${path}?"]`;
  const onPage = page.locator(selector).filter({ visible: true });
  if ((await onPage.count()) > 0) {
    await onPage.first().click();
    return true;
  }
  const menuLink = (await openMenu(page, texts)).locator(selector).filter({ visible: true });
  if ((await menuLink.count()) === 0) {
    await closeDialogs(page);
    return false;
  }
  await menuLink.first().click();
  return true;
}

async function goHome(page: Page) {
  await closeDialogs(page);
  await page.getByRole('banner').locator('a[href="/"]').click();
  await page.waitForURL(/\/\?type=all$/);
  await settle(page);
}

/**
 * When the game balance cannot cover the stake, the game says so with the main balance's amount; one tap opens the
 * exchange prefilled with the shortfall. Returns the amount moved (0 when no prompt showed).
 */
async function moveFromPrompt(page: Page, mainHas: string): Promise<number> {
  const prompt = page.getByTestId('insufficient-balance');
  await prompt.waitFor();
  expect(await prompt.textContent()).toContain(mainHas);
  await prompt.getByRole('button', { name: /Game Balance/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Exchange Balance' });
  const amount = Number(await dialog.getByLabel('Amount').inputValue());
  expect(amount).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Exchange', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await prompt.waitFor({ state: 'detached' });
  return amount;
}

/**
 * A first-time player, by tapping only: registers and is shown their user name, deposits, is approved by an
 * operator (console API), is told Shwe Slot's game balance is short and moves money from the prompt, spins, rolls
 * Digit Bet, bets on 2D. The books then add up: main and game balances, and the console's verification.
 */
describe.skipIf(!buildExists())('a first-time player by tapping only', () => {
  // A weekday morning in Yangon: the 12:00 PM draw takes bets.
  const suite = browserSuite({ env: { FAKE_NOW: '2026-11-24T10:00:00+06:30' } });
  const state = { token: '', userName: '', moved: 0 };

  // A failed step leaves a picture of the screen it failed on, for whoever reads the CI run.
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const folder = path.resolve(import.meta.dirname, 'artifacts');
    mkdirSync(folder, { recursive: true });
    await suite.page.screenshot({
      path: path.join(folder, `first-journey-${context.task.name.slice(0, 20)}.png`),
    });
  });

  it('registers and sees the user name to sign in with', async () => {
    const { page, server } = suite;
    await page.goto(server.url);
    await settle(page);
    // The pop-up ad may come seconds later on a busy machine: it is closed whenever it covers a tap.
    await dismissPopupAd(page);
    // The generated user name is needed to sign in later: the player must be shown it.
    const shown = await registerByTapping(page, { name: 'Ma Hnin', phone: PHONE, password: PASSWORD });
    state.token = (await page.evaluate(() => localStorage.getItem('token')))!;
    state.userName = (await get(server.url, '/api/user', state.token)).data.user_name;
    expect(shown).toBe(state.userName);
    await expect.poll(() => page.getByTestId('game-balance').textContent()).toMatch(/G: 0/);
  });

  it('deposits from the menu, and the operator approves it', async () => {
    const { page, server } = suite;
    await openMenu(page, texts).then((menu) =>
      menu.getByRole('link', { name: 'Deposit', exact: true }).first().click(),
    );
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: /WavePay/ }).check();
    await form.getByLabel('Amount').fill(String(DEPOSIT));
    await form.getByLabel(/Transaction No/).fill('246810');
    await form.getByRole('button', { name: 'Confirm Deposit' }).click();
    await page.getByText('Deposit successfully').waitFor();

    const operator = (
      await post(server.url, '/api/console/login', { user_name: 'operator', password: 'operator12345' })
    ).data.token as string;
    const pending = (await get(server.url, '/api/console/deposits?status=pending', operator)).data
      .data as any[];
    const mine = pending.find((row) => row.player?.user_name === state.userName);
    expect(mine).toBeDefined();
    const approved = await post(server.url, `/api/console/deposits/${mine.id}/approve`, undefined, operator);
    expect(approved.data.status).toBe('approved');
    expect((await get(server.url, '/api/user', state.token)).data).toMatchObject({
      main_balance: DEPOSIT,
      balance: 0,
    });
  });

  it('opens Shwe Slot, is told the game balance is short, moves money from the prompt and spins', async () => {
    const { page } = suite;
    await goHome(page);
    if (!(await tapLinkTo(page, '/play/shwe-slot'))) {
      // Our own games are also a provider's tiles: Slot, Zeya Originals, Play Game.
      await page.getByRole('link', { name: 'Zeya Originals' }).first().click();
      await page.getByTestId('game-card').filter({ hasText: 'Shwe Slot' }).getByRole('button').click();
    }
    await page.waitForURL(/\/play\/shwe-slot/);
    state.moved += await moveFromPrompt(page, '5,000');
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => page.getByTestId('slot-result').textContent()).toMatch(/You won|No win/);
  });

  it('rolls Digit Bet, moving money again from the prompt when the game balance is short', async () => {
    const { page } = suite;
    await goHome(page);
    expect(await tapLinkTo(page, '/digitbet'), 'a link to Digit Bet on home or in the menu').toBe(true);
    await page.waitForURL(/\/digitbet/);
    await page.getByRole('button', { name: '7', exact: true }).click();
    await page.getByRole('button', { name: 'x5', exact: true }).click();
    await settle(page);
    if ((await page.getByTestId('insufficient-balance').count()) > 0)
      state.moved += await moveFromPrompt(page, 'Ks');
    await page.getByRole('button', { name: 'Roll the Dice' }).click();
    await page.getByTestId('digitbet-history-row').first().waitFor();
  });

  it('bets on the 12:00 PM 2D draw from main', async () => {
    const { page } = suite;
    await goHome(page);
    expect(await tapLinkTo(page, '/2d'), 'a link to 2D on home or in the menu').toBe(true);
    await page.waitForURL(/\/2d$/);
    await page.getByRole('button', { name: texts.placeBet }).click();
    await page.getByRole('dialog').getByRole('link', { name: '12:00 PM' }).click();
    await page.waitForURL(/\/2d\/bet/);
    await page.getByRole('group').getByRole('button', { name: '38', exact: true }).click();
    await page.getByRole('button', { name: texts.placeBet }).click();
    await page.waitForURL(/\/2d\/confirm/);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL(/\/morning-bet-slip/);
    await expect.poll(() => page.getByTestId('twod-slip').textContent()).toContain('Pending');
  });

  it('leaves books that add up: main, game and the console verification', async () => {
    const { server } = suite;
    const user = (await get(server.url, '/api/user', state.token)).data;
    expect(user.main_balance).toBe(DEPOSIT - state.moved - TWOD_STAKE);
    const logs = (await get(server.url, '/api/player/game-logs?type=today', state.token)).data as {
      game_name: string;
      spin_count: number;
      win_loss: number;
    }[];
    expect(logs.map((row) => row.game_name)).toHaveLength(2);
    const winLoss = logs.reduce((sum, row) => sum + row.win_loss, 0);
    expect(user.balance).toBeCloseTo(state.moved + winLoss, 2);

    const admin = (
      await post(server.url, '/api/console/login', { user_name: 'admin', password: 'admin12345' })
    ).data.token as string;
    const verified = (await post(server.url, '/api/console/verify', undefined, admin)).data;
    expect(verified.violations).toEqual([]);
    expect(verified.clean).toBe(true);
  });
});
