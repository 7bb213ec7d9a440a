import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { browserSuite } from './browser';
import { buildExists } from './server';

/** A holder's name as long as real ones get: the player must read all of it to check whom they pay. */
const LONG_HOLDER = 'Daw Khin Myat Noe Thandar Aung Win Htet Lwin';
const LONG_REASON =
  'The account name on the statement does not match the name given with this withdrawal request';

/**
 * The cashier and wallet screens on a 320 px phone, reached by tapping: nothing wider than the screen, nothing
 * cut, and no serious or critical axe-core violation. The limits show before typing and a rejected withdrawal shows
 * the operator's reason.
 */
describe.skipIf(!buildExists())('cashier and wallet at 320 px', () => {
  const suite = browserSuite({ signedInAs: ['demo', 'golden-pagoda-7'] });

  async function api(path: string, body?: unknown, token?: string) {
    const reply = await fetch(`${suite.server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await reply.json()) as any;
  }

  async function consoleToken(userName: string, password: string) {
    return (await api('/api/console/login', { user_name: userName, password })).data.token as string;
  }

  /** Elements whose right edge lies beyond the viewport, and whether the page scrolls sideways. */
  function overflow(page: Page) {
    return page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          // Content inside a sideways-scrolling strip is meant to pass the edge.
          let parent = element.parentElement;
          while (parent) {
            if (/(auto|scroll)/.test(getComputedStyle(parent).overflowX)) return false;
            parent = parent.parentElement;
          }
          return box.right > width + 0.5;
        })
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
      return { scrollWidth: document.documentElement.scrollWidth, width, wide };
    });
  }

  /** Elements that cut their own text (ellipsis or clipping): a name or number there would not be readable. */
  function cutText(page: Page) {
    return page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.childElementCount === 0 && element.textContent?.trim())
        // Text for screen readers only is a 1 px box by design.
        .filter((element) => element.getBoundingClientRect().width > 1)
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .filter((element) => getComputedStyle(element).overflowX !== 'visible')
        .map((element) => element.textContent!.trim()),
    );
  }

  async function expectFits(page: Page, screen: string) {
    await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-busy="true"]'));
    const found = await overflow(page);
    expect({ screen, ...found }).toEqual({ screen, scrollWidth: 320, width: 320, wide: [] });
    expect({ screen, cut: await cutText(page) }).toEqual({ screen, cut: [] });
    expect({ screen, axe: await seriousAxeViolations(page) }).toEqual({ screen, axe: [] });
  }

  async function viaMenu(link: string) {
    const { page } = suite;
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: link, exact: true }).first().click();
    await menu.waitFor({ state: 'hidden' });
    // It slides out before it goes: measured meanwhile, it would stand past the edge.
    await page.getByTestId('side-menu-backdrop').waitFor({ state: 'detached' });
  }

  it('prepares a channel with a long holder name and a rejected withdrawal', async () => {
    const admin = await consoleToken('admin', 'admin12345');
    const channels = (await api('/api/console/channels', undefined, admin)).data;
    const first = (Array.isArray(channels) ? channels : channels.data)[0];
    const edited = await fetch(`${suite.server.url}/api/console/channels/${first.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        payment_type: first.payment_type,
        account_name: LONG_HOLDER,
        account_no: first.account_no,
      }),
    });
    expect(edited.status).toBe(200);

    const player = (await api('/api/login', { user_name: 'demo', password: 'golden-pagoda-7' })).data.token;
    const request = await api(
      '/api/withdrawfinicial',
      {
        payment_type_id: first.id,
        account_name: 'Demo Player',
        account_number: '09451234567',
        amount: 15_000,
        password: 'golden-pagoda-7',
      },
      player,
    );
    const operator = await consoleToken('operator', 'operator12345');
    const rejected = await api(
      `/api/console/withdrawals/${request.data.id}/reject`,
      { reason: LONG_REASON },
      operator,
    );
    expect(rejected.data.status).toBe('rejected');
  });

  it('deposit form: every channel card fits and shows the whole holder name; the limits show first', async () => {
    const { page, server } = suite;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(server.url);
    const ad = page.getByRole('dialog', { name: 'Advertisement' });
    if (await ad.isVisible()) await ad.getByRole('button', { name: 'Close' }).click();
    await viaMenu('Wallet');
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByText(LONG_HOLDER).waitFor();
    await page.getByTestId('deposit-pending').waitFor();
    expect(await form.getByText('At least 1,000 Ks, at most 10,000,000 Ks.').isVisible()).toBe(true);
    await expectFits(page, 'deposit form');
  });

  it('withdraw form fits, with its limits and what is held', async () => {
    const { page } = suite;
    await page.getByRole('group').getByRole('button', { name: 'Withdraw', exact: true }).click();
    const form = page.getByRole('form', { name: 'Withdraw' });
    await form.getByRole('radio').first().waitFor();
    await page.getByTestId('withdraw-pending').waitFor();
    expect(await form.getByText(/At least 10,000 Ks, at most 10,000,000 Ks\./).isVisible()).toBe(true);
    await expectFits(page, 'withdraw form');
  });

  it("withdraw log fits and shows the operator's reason and that the money went back", async () => {
    const { page } = suite;
    await page.getByRole('link', { name: 'Logs', exact: true }).click();
    await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
    const rejection = page.getByTestId('rejection').first();
    await rejection.waitFor();
    expect(await rejection.textContent()).toBe(
      `Reason: ${LONG_REASON}The amount went back to your main balance.`,
    );
    await expectFits(page, 'withdraw log');
    await page.getByRole('link', { name: 'Deposit', exact: true }).click();
    await page.waitForURL(/type=deposit/);
    await expectFits(page, 'deposit log');
  });

  it('wallet, its tiles and the wallet history fit', async () => {
    const { page } = suite;
    await viaMenu('My Wallet');
    await page.getByTestId('wallet-main-balance').waitFor();
    await expectFits(page, 'wallet');

    await page
      .getByRole('navigation', { name: 'Wallet actions' })
      .getByRole('link', { name: 'Withdraw' })
      .click();
    await page.getByRole('form', { name: 'Withdraw' }).waitFor();
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Wallet actions' })
      .getByRole('link', { name: 'History' })
      .click();
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    await page.getByTestId('rejection').first().waitFor();
    await expectFits(page, 'wallet history');

    await page.getByRole('link', { name: 'Back to Wallet' }).click();
    await page.getByRole('link', { name: 'Add to Main Balance' }).click();
    await page.getByRole('form').first().waitFor();
    await expectFits(page, 'internal transfer');
  });
});
