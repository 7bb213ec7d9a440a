import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { dismissPopupAd, homeReady, logInByClicking, viaMenu } from './player-screens';
import { buildExists } from './server';

/**
 * A deposit bonus from claim through play to conversion, by clicking: an admin sets it up in the console; the demo
 * player deposits 10,000 Ks (the operator approves it), claims the 1% deposit bonus capped at 10 Ks on the promotion
 * page (wagering 10x: 100 Ks), stakes 100 Ks on Digit Bet (contributing 100%), and the bonus becomes real money:
 * main 100,000 + 10,000 + 10 Ks.
 */
describe.skipIf(!buildExists())('deposit bonus in a real browser', () => {
  const suite = browserSuite();

  async function consoleCall(path: string, method = 'GET', body?: unknown, who = 'operator') {
    const login = await fetch(`${suite.server.url}/api/console/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: who, password: `${who}12345` }),
    }).then((reply) => reply.json() as Promise<{ data: { token: string } }>);
    return fetch(`${suite.server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${login.data.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((reply) => reply.json() as Promise<any>);
  }

  it('an admin sets up the contribution and the promotion in the console, by clicking', async () => {
    const admin = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    admin.setDefaultTimeout(15_000);
    await admin.goto(`${suite.server.url}/console/`);
    await admin.getByLabel('User name').fill('admin');
    await admin.getByLabel('Password').fill('admin12345');
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin
      .getByRole('navigation', { name: 'Zeya Console' })
      .getByRole('link', { name: 'Promotions & commission', exact: true })
      .click();
    await admin.getByRole('link', { name: 'Wagering', exact: true }).click();
    // Game types are chosen from the catalogue; Digit Bet is among those every installation starts with.
    await admin.getByLabel('Contribution %').first().waitFor();
    const chosen = await admin
      .locator('select')
      .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
    const digitBet = chosen.indexOf('digitbet');
    expect(digitBet).toBeGreaterThanOrEqual(0);
    await admin.getByLabel('Contribution %').nth(digitBet).fill('100');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    await admin.getByText('Wagering contributions saved.').waitFor();

    await admin.getByRole('link', { name: 'Promotions', exact: true }).click();
    await admin.getByRole('button', { name: 'New promotion' }).click();
    const form = admin.getByRole('form', { name: 'New promotion' });
    // English and Burmese only: Chinese and Thai players read the English, marked as such.
    for (const language of ['English', 'Burmese']) {
      await form.getByLabel(`Title (${language})`).fill('Deposit bonus 1%');
      await form.getByLabel(`Terms (${language})`).fill('1% of your deposit, up to 10 Ks, wagered 10 times.');
    }
    await form.getByLabel('Percent').fill('1');
    await form.getByLabel('Cap (Ks)').fill('10');
    await form.getByLabel('Minimum deposit (Ks)').fill('1000');
    await form.getByLabel('Wagering (x amount)').fill('10');
    // A claim pays at most 10 Ks, far below what needs a second admin: the promotion is live at once.
    await form.getByLabel('Budget per day (Ks)').fill('1000');
    await form.getByLabel('Budget in all (Ks)').fill('10000');
    await form.getByRole('button', { name: 'Save promotion' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    await admin.getByRole('cell', { name: 'Deposit bonus 1%' }).waitFor();
    await admin.close();
  });

  it('deposits from the home page by tapping, and the operator approves it', async () => {
    await suite.page.goto(suite.server.url);
    await homeReady(suite.page);
    // The once-a-session pop-up ad shows a moment after the home page: it is closed first.
    await suite.page.getByRole('dialog', { name: 'Advertisement' }).waitFor();
    await dismissPopupAd(suite.page);
    await logInByClicking(suite.page, 'demo', 'golden-pagoda-7');
    await viaMenu(suite.page, 'Wallet');
    const form = suite.page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: /WavePay/ }).check();
    await form.getByLabel('Amount').fill('10000');
    await form.getByLabel('Transaction No. (last 6 digits)').fill('246810');
    await form.getByRole('button', { name: 'Confirm Deposit' }).click();
    await suite.page.getByText('Deposit successfully').waitFor();
    const pending = await consoleCall('/api/console/deposits?status=pending');
    const approved = await consoleCall(`/api/console/deposits/${pending.data.data[0].id}/approve`, 'POST');
    expect(approved.data.status).toBe('approved');
  });

  it('claims the bonus on the promotion page and sees it to wager', async () => {
    await viaMenu(suite.page, 'Promotion');
    const card = suite.page.getByRole('listitem', { name: 'Deposit bonus 1%' });
    expect(await card.textContent()).toContain('1% of your deposit, up to 10 Ks, wagered 10 times.');
    await card.getByRole('button', { name: 'Claim' }).click();
    await card.getByRole('status').getByText('Claimed: 10 Ks.').waitFor();
    await expect.poll(() => suite.page.getByTestId('bonus-balance').textContent()).toBe('10.00 Ks');
    await expect
      .poll(() => suite.page.getByTestId('bonus-progress').textContent())
      .toMatch(/^Wagered 0\.00 Ks of 100\.00 Ks/);
  });

  it('plays 100 Ks on Digit Bet, and the bonus converts to main', async () => {
    await viaMenu(suite.page, 'Digit Bet');
    await suite.page.getByRole('button', { name: 'Big (5-9)' }).click();
    await suite.page.getByRole('button', { name: 'x100', exact: true }).click();
    await suite.page.getByRole('button', { name: 'Roll the Dice' }).click();
    await suite.page.getByTestId('digitbet-history-row').first().waitFor();
    await viaMenu(suite.page, 'My Wallet');
    await expect.poll(() => suite.page.getByTestId('bonus-balance').textContent()).toBe('0.00 Ks');
    await expect
      .poll(() => suite.page.getByTestId('wallet-main-balance').textContent())
      .toBe('110,010.00 Ks');
    expect(await suite.page.getByTestId('bonus-progress').count()).toBe(0);
    const verified = await consoleCall('/api/console/verify', 'POST', undefined, 'admin');
    expect(verified.data).toMatchObject({ clean: true, violations: [] });
  });
});
