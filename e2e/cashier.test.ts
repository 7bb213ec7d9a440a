import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import type { Page } from 'playwright-core';
import { chooseLanguage, TEXTS } from './clicks';
import { closeNotices, openMenu, viaMenu } from './player-screens';
import { buildExists } from './server';

/**
 * Money in and out through the player's screens, with the operator's approval through the console API in between:
 * deposit -> approve -> wallet card -> internal transfer -> withdraw -> the withdraw log shows Pending.
 */
describe.skipIf(!buildExists())('cashier in a real browser', () => {
  const suite = browserSuite({ signedInAs: ['demo', 'golden-pagoda-7'] });

  async function consoleCall(path: string, method = 'GET') {
    const login = await fetch(`${suite.server.url}/api/console/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'operator', password: 'operator12345' }),
    }).then((reply) => reply.json() as Promise<{ data: { token: string } }>);
    return fetch(`${suite.server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${login.data.token}` },
    }).then((reply) => reply.json() as Promise<any>);
  }

  it('deposits through the form and lands on the deposit log as Pending', async () => {
    await suite.page.goto(suite.server.url);
    await viaMenu(suite.page, 'Wallet');
    const form = suite.page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: /WavePay/ }).check();
    await form.getByLabel('Amount').fill('30000');
    await form.getByLabel('Transaction No. (last 6 digits)').fill('765432');
    await form.getByRole('button', { name: 'Confirm Deposit' }).click();
    await suite.page.getByText('Deposit successfully').waitFor();
    await suite.page.waitForURL(/tab=logs&type=deposit/);
    await suite.page.getByTestId('account-log-row').first().locator('[data-status="pending"]').waitFor();
    await closeNotices(suite.page);
  });

  it('shows the approved deposit on the wallet card', async () => {
    const pending = await consoleCall('/api/console/deposits?status=pending');
    expect(pending.data.data).toHaveLength(1);
    const approved = await consoleCall(`/api/console/deposits/${pending.data.data[0].id}/approve`, 'POST');
    expect(approved.data.status).toBe('approved');
    // Pushed: the log the player is looking at turns, and a status says so, without changing tab.
    await suite.page.getByTestId('account-log-row').first().locator('[data-status="success"]').waitFor();
    await closeStatus(suite.page, 'Deposit of 30,000 Ks approved');
    expect(suite.page.url()).toMatch(/tab=logs&type=deposit/);
    await viaMenu(suite.page, 'My Wallet');
    await expect
      .poll(() => suite.page.getByTestId('wallet-main-balance').textContent())
      .toBe('130,000.00 Ks');
    await expect.poll(() => suite.page.getByTestId('wallet-game-balance').textContent()).toBe('10,000.00 Ks');
  });

  it('moves money on /wallet/internal-transfer, opened from the balances in the top bar', async () => {
    await suite.page.getByTestId('game-balance').click();
    await suite.page.waitForURL('**/wallet/internal-transfer');
    await suite.page.getByRole('button', { name: 'Main → Game' }).click();
    await suite.page.getByLabel('Amount').fill('5000');
    await suite.page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect
      .poll(() => suite.page.getByTestId('wallet-main-balance').textContent())
      .toBe('125,000.00 Ks');
    await expect.poll(() => suite.page.getByTestId('wallet-game-balance').textContent()).toBe('15,000.00 Ks');
    await closeNotices(suite.page);
  });

  it('withdraws, and the withdraw log shows Pending while the money is held', async () => {
    await viaMenu(suite.page, 'Wallet');
    await suite.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const form = suite.page.getByRole('form', { name: 'Withdraw' });
    await form.getByRole('radio', { name: 'KBZPay' }).check();
    await form.getByLabel('Account Name').fill('Demo Player');
    await form.getByLabel('Account Number').fill('09451234567');
    await form.getByLabel('Amount').fill('20000');
    await form.getByLabel('Password').fill('golden-pagoda-7');
    await form.getByRole('button', { name: 'Confirm Withdraw' }).click();
    await suite.page.getByText('Withdraw successfully').waitFor();
    await suite.page.waitForURL(/tab=logs&type=withdraw/);
    const row = suite.page.getByTestId('account-log-row').first();
    await row.locator('[data-status="pending"]').waitFor();
    expect(await row.textContent()).toMatch(/20,000/);
    await closeNotices(suite.page);
    await viaMenu(suite.page, 'My Wallet');
    await expect
      .poll(() => suite.page.getByTestId('wallet-main-balance').textContent())
      .toBe('105,000.00 Ks');
  });

  it('in Burmese: at the daily deposit limit no account to pay shows, only why; an approval turns the log row', async () => {
    const token = await suite.page.evaluate(() => localStorage.getItem('token'));
    const limit = await fetch(`${suite.server.url}/api/protection/limits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ limit: 'deposit_day', amount: 30_000 }),
    });
    expect(limit.status).toBe(200);
    await chooseLanguage(suite.page, TEXTS.mm);
    await (await openMenu(suite.page, TEXTS.mm)).getByRole('link', { name: 'ပိုက်ဆံအိတ်', exact: true }).click();
    const closed = suite.page.getByTestId('deposit-closed');
    await closed.waitFor();
    expect(await closed.textContent()).toContain('တစ်ရက်ငွေသွင်းကန့်သတ်ချက်');
    expect(await closed.textContent()).toContain('ယခု ငွေမလွှဲပါနှင့်');
    expect(await suite.page.getByTestId('deposit-channel').count()).toBe(0);

    await (
      await openMenu(suite.page, TEXTS.mm)
    )
      .getByRole('link', { name: 'မှတ်တမ်းများ', exact: true })
      .click();
    await suite.page.locator('a[href="/information?tab=logs&type=withdraw"]').click();
    const row = suite.page.getByTestId('account-log-row').first();
    await row.locator('[data-status="pending"]').waitFor();
    const pending = await consoleCall('/api/console/withdrawals?status=pending');
    await consoleCall(`/api/console/withdrawals/${pending.data.data[0].id}/approve`, 'POST');
    await row.locator('[data-status="success"]').waitFor();
    await closeStatus(suite.page, /^ငွေထုတ် .+ Ks ကို အတည်ပြုပြီးပါပြီ$/);
    expect(suite.page.url()).toMatch(/tab=logs&type=withdraw/);
  });
});

/** A pushed decision's notice (a status, not an alert): read, then closed as a person does. */
async function closeStatus(page: Page, text: string | RegExp) {
  const notice = page.getByRole('status').filter({ hasText: text });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Close' }).click();
  await notice.waitFor({ state: 'hidden' });
}
