import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { registerByTapping } from './clicks';
import { buildExists } from './server';

const PASSWORD = 'first-visit-9';
const FUNDED_KS = 5000;

/**
 * A new player with money only in main, by clicking only: the games say their game balance cannot cover the stake,
 * one tap opens the exchange prefilled with the shortfall, and the round is played without a reload. The ledger's
 * effect is read back through the API: main lost exactly what was moved, game = moved - stakes + wins.
 */
describe.skipIf(!buildExists())('insufficient game balance in a real browser', () => {
  const suite = browserSuite();
  const moved: number[] = [];
  let userName = '';

  const kyat = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

  async function consoleToken(): Promise<string> {
    const login = await fetch(`${suite.server.url}/api/console/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'admin', password: 'admin12345' }),
    }).then((reply) => reply.json() as Promise<{ data: { token: string } }>);
    return login.data.token;
  }

  /** The player's balances as the API holds them, with the browser's own session. */
  async function balances(): Promise<{ balance: number; main_balance: number }> {
    const token = await suite.page.evaluate(() => localStorage.getItem('token'));
    const reply = await fetch(`${suite.server.url}/api/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await reply.json()) as { data: { balance: number; main_balance: number } }).data;
  }

  async function openFromMenu(name: string) {
    await suite.page.getByRole('button', { name: 'Open menu' }).click();
    await suite.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
  }

  /** Taps the prompt's one button, checks the dialog is prefilled with it, exchanges; returns the amount moved. */
  async function moveShortfall(): Promise<number> {
    const prompt = suite.page.getByTestId('insufficient-balance');
    const button = prompt.getByRole('button', { name: /^Move .* to Game Balance$/ });
    const amount = kyat(await button.textContent());
    await button.click();
    const dialog = suite.page.getByRole('dialog', { name: 'Exchange Balance' });
    expect(Number(await dialog.getByLabel('Amount').inputValue())).toBe(amount);
    expect(await dialog.getByRole('button', { name: 'Main → Game' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await dialog.getByRole('button', { name: 'Exchange', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await prompt.waitFor({ state: 'detached' });
    moved.push(amount);
    return amount;
  }

  it('registers from the home page and is shown the generated user name', async () => {
    await suite.page.goto(suite.server.url);
    await suite.page.waitForURL(/\/\?type=all$/);
    // The pop-up ad shows once per browser session, over the page.
    await suite.page
      .getByRole('dialog', { name: 'Advertisement' })
      .getByRole('button', { name: 'Close' })
      .click();
    userName = await registerByTapping(suite.page, {
      name: 'Ma Hnin',
      phone: '09788001122',
      password: PASSWORD,
    });
    expect(userName).not.toBe('');
    await expect.poll(() => suite.page.getByTestId('game-balance').textContent()).toBe('G: 0');
  });

  it('gets 5,000 Ks in main from an operator adjustment', async () => {
    const token = await consoleToken();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const found = await fetch(`${suite.server.url}/api/console/players?q=${userName}`, { headers }).then(
      (reply) => reply.json() as Promise<{ data: { data: { id: number; user_name: string }[] } }>,
    );
    const player = found.data.data.find((row) => row.user_name === userName)!;
    const adjusted = await fetch(`${suite.server.url}/api/console/players/${player.id}/adjust`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ account: 'main', amount: FUNDED_KS, reason: 'Test funds for a first visit' }),
    });
    expect(adjusted.status).toBe(200);
    expect(await balances()).toMatchObject({ balance: 0, main_balance: FUNDED_KS });
  });

  it('Digit Bet: a 100 Ks stake with an empty game balance prompts, the exchange makes it playable', async () => {
    await openFromMenu('Digit Bet');
    await suite.page.waitForURL(/\/digitbet$/);
    // The adjustment reaches the page with the balance poll, as it would for a person watching the screen.
    await suite.page
      .getByTestId('game-main-balance')
      .filter({ hasText: /^5,000\.00 Ks$/ })
      .waitFor();
    await suite.page.getByRole('button', { name: 'x100', exact: true }).click();
    const prompt = suite.page.getByTestId('insufficient-balance');
    expect(await prompt.textContent()).toContain(
      'This needs 100.00 Ks. Your Game Balance has 0.00 Ks; your Main Balance has 5,000.00 Ks.',
    );
    const roll = suite.page.getByRole('button', { name: 'Roll the Dice' });
    expect(await roll.isDisabled()).toBe(true);

    expect(await moveShortfall()).toBe(100);
    await expect.poll(() => suite.page.getByTestId('digitbet-balance').textContent()).toBe('100.00 Ks');
    await suite.page.getByRole('button', { name: '4', exact: true }).click();
    await roll.click();
    await suite.page.getByTestId('digitbet-history-row').first().waitFor();

    const token = await suite.page.evaluate(() => localStorage.getItem('token'));
    const history = await fetch(`${suite.server.url}/api/digitbet/history`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((reply) => reply.json() as Promise<{ data: { win_amount: number }[] }>);
    const win = history.data[0]!.win_amount;
    expect(await balances()).toMatchObject({ main_balance: FUNDED_KS - 100, balance: 100 - 100 + win });
  });

  it('Shwe Slot: a 2,000 Ks bet above the game balance prompts, the exchange makes it playable', async () => {
    const before = await balances();
    await openFromMenu('Shwe Slot');
    await suite.page.waitForURL(/\/play\/shwe-slot/);
    await suite.page.getByTestId('slot-balance').waitFor();
    await suite.page.getByRole('button', { name: '2,000 Ks', exact: true }).click();
    const spin = suite.page.getByRole('button', { name: 'Spin' });
    expect(await spin.isDisabled()).toBe(true);

    const amount = await moveShortfall();
    expect(amount).toBe(2000 - before.balance);
    await expect.poll(() => suite.page.getByTestId('slot-balance').textContent()).toBe('2,000.00 Ks');
    await spin.click();
    await expect.poll(() => suite.page.getByTestId('slot-result').textContent()).toMatch(/You won|No win/);
    const result = (await suite.page.getByTestId('slot-result').textContent())!;
    const win = Number(/You won ([\d,.]+)/.exec(result)?.[1]?.replaceAll(',', '') ?? 0);

    const after = await balances();
    expect(after.main_balance).toBe(before.main_balance - amount);
    expect(after.balance).toBe(before.balance + amount - 2000 + win);
    expect(after.main_balance).toBe(FUNDED_KS - moved.reduce((sum, each) => sum + each, 0));
  });
});
