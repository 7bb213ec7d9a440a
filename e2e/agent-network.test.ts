import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { consolePage, openFromMenu, signInToConsole } from './console-screens';
import { buildExists, clockControlledFrom } from './server';

/** The demo data is made (agent1's opening float cashed in) on the first day... */
const SEEDED = '2026-11-24T09:00:00+06:30';
/**
 * ...and the owner tops agent1 up the next day: the opening float counts toward the day it was cashed in, when one
 * admin alone may move up to the staff rule (10,000 Ks a day per agent) and no more.
 */
const NEXT_DAY = '2026-11-25T10:00:00+06:30';

/**
 * The owner's view of the agent network, by clicking from the console's first screen: an admin opens Agents, sees
 * the network's figures, opens agent1, cashes in an amount within the rule, and sees the float rise; the API's own
 * reading of the float and the ledger's check agree.
 */
describe.skipIf(!buildExists())("the owner's agent network in the console", () => {
  const suite = browserSuite({ env: clockControlledFrom(SEEDED) });
  let page: Page;

  async function call(method: string, path: string, token?: string) {
    const reply = await fetch(`${suite.server.url}${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: reply.status, body: (await reply.json().catch(() => null)) as any };
  }
  async function consoleToken() {
    const reply = await fetch(`${suite.server.url}/api/console/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'admin', password: 'admin12345' }),
    });
    return ((await reply.json()) as { data: { token: string } }).data.token;
  }

  it('an admin opens agent1 from the Agents screen and sees its float and figures', async () => {
    await suite.server.moveClockTo(NEXT_DAY);
    page = await consolePage(suite.browser, suite.server.url);
    await signInToConsole(page, 'admin', 'admin12345');
    await openFromMenu(page, 'Agents');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'agent1', exact: true }) });
    // The network's figures beside the agent: its opening float, its player, nothing waiting.
    await row.getByText('500,000 Ks').waitFor();
    await row.getByRole('link', { name: 'agent1', exact: true }).click();
    await page.getByText('Float now: 500,000 Ks').waitFor();
    const opening = page
      .getByRole('row')
      .filter({ hasText: 'demo opening float' })
      .filter({ hasText: '+500,000 Ks' });
    // The opening float was cashed in on the first day: this month's log shows it.
    await opening.waitFor();
  });

  it('cashes in 2,500 Ks within the rule: the float rises at once, and the ledger agrees', async () => {
    await page.getByRole('button', { name: 'Cash in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cash in' });
    await dialog.getByLabel('Amount (Ks)').fill('2500');
    await dialog.getByLabel('Reason (for the audit log)').fill('weekly top-up');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Float now: 502,500 Ks').waitFor();
    expect(await page.getByTestId('second-person-note').count()).toBe(0);
    await page
      .getByRole('row')
      .filter({ hasText: 'weekly top-up' })
      .filter({ hasText: '+2,500 Ks' })
      .waitFor();

    const token = await consoleToken();
    const agents = await call('GET', '/api/console/agents/network', token);
    const agent1 = agents.body.data.agents.find(
      (agent: { user_name: string }) => agent.user_name === 'agent1',
    );
    expect(agent1.float).toBe(502_500);
    const float = await call('GET', `/api/console/agents/${agent1.id}/float`, token);
    expect(float.body.data).toEqual({ float: 502_500 });
    const log = await call('GET', `/api/console/agents/${agent1.id}/float-log`, token);
    const net = log.body.data.data.reduce(
      (sum: number, row: { direction: string; amount: number }) =>
        sum + (row.direction === 'in' ? row.amount : -row.amount),
      0,
    );
    expect(net).toBe(502_500);
    const books = await call('POST', '/api/console/verify', token);
    expect(books.body.data).toMatchObject({ clean: true, violations: [] });
  });
});
