import type { Browser, Locator, Page } from 'playwright-core';

/**
 * The console as staff reach it: a desktop browser of their own (a context: its own stored session), the sign-in
 * page, the side menu. English labels (the console's default).
 */

/** A staff member's own desktop browser, on no page yet. */
export async function staffBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A staff member's own browser at `origin`, on the console's first screen. */
export async function consolePage(browser: Browser, origin: string): Promise<Page> {
  const page = await staffBrowser(browser);
  await page.goto(`${origin}/console/`);
  await page.waitForURL('**/console/login');
  return page;
}

/** The password step; what follows (the console, or a second step) is for the caller to wait for. */
export async function enterPassword(page: Page, userName: string, password: string) {
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in a staff member who has no second factor: the console opens at once. */
export async function signInToConsole(page: Page, userName: string, password: string) {
  await enterPassword(page, userName, password);
  await page.getByText(new RegExp(`^Signed in as ${userName} \\(`)).waitFor();
}

/** Opens a screen from the side menu, never by typing its address, and waits for its heading. */
export async function openFromMenu(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Zeya Console' })
    .getByRole('link', { name, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** The staff requests beside the money queues (the tab's name says how many wait). */
export async function openStaffRequests(page: Page) {
  await openFromMenu(page, 'Deposits & withdrawals');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Staff requests/ })
    .click();
  await page.waitForURL('**/console/money/staff-requests');
}

/** Confirms the dialog an action opened, after giving the reason it asks for. */
export async function confirmWithReason(page: Page, dialogName: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Reason (for the audit log)').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
}

/**
 * The newest text message to `phone` on the SMS outbox screen (development's stand-in for phones), opened from the
 * menu; it is waited for, since the screen asks again every few seconds.
 */
export async function newestSmsTo(page: Page, phone: string): Promise<Locator> {
  await openFromMenu(page, 'SMS outbox');
  const message = page
    .getByRole('list', { name: 'SMS outbox' })
    .getByRole('listitem')
    .filter({ hasText: `To ${phone}` })
    .first();
  await message.waitFor();
  return message;
}
