import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authenticatorApp } from './authenticator';
import { expectAccessible } from './axe';
import { browserSuite, openByDeepLink } from './browser';
import {
  confirmWithReason,
  consolePage,
  enterPassword,
  newestSmsTo,
  openFromMenu,
  openStaffRequests,
  signInToConsole,
  staffBrowser,
} from './console-screens';
import { buildExists, clockControlledFrom } from './server';

/** How long a proof of the second factor lasts: the default (STEP_UP_MINUTES). */
const STEP_UP_MINUTES = 5;

const KO_AUNG = { userName: 'ko_aung', name: 'Ko Aung', phone: '09450001111', password: 'ko-aung-pass-2026' };
const MA_HLA = { userName: 'ma_hla', name: 'Ma Hla', phone: '09450002222', password: 'ma-hla-pass-2026' };
type Newcomer = typeof KO_AUNG;

/**
 * New console users, from the first screen: an admin asks for two operator accounts (no password anywhere), the
 * asking admin cannot approve them, a second admin does; each set-up link goes to the person's phone (the SMS
 * outbox), and each person opens it in their own browser, sets their password and enrols a second factor (an
 * authenticator app, a passkey of Chromium's virtual authenticator), keeps their recovery codes shown once and ends
 * in the console; the next sign-in asks for the factor. Then an approval after the step-up minutes asks for a fresh
 * code: Cancel leaves the deposit waiting, a code completes it without another click on Approve.
 *
 * The console is opened at http://localhost (the link goes where the asking admin reached the console): a passkey
 * needs a secure context and a domain as relying party.
 */
describe.skipIf(!buildExists())('new staff members set up by two admins, in a real browser', () => {
  // A weekday morning in Yangon, on a clock the steps move past the step-up minutes and to each code's 30 seconds.
  const suite = browserSuite({ env: clockControlledFrom('2026-11-24T10:00:00+06:30') });
  const site = () => suite.server.url.replace('127.0.0.1', 'localhost');
  const pages = {} as Record<'admin' | 'supervisor' | 'koAung' | 'maHla', Page>;
  const links = {} as Record<string, string>;
  let koAungApp: ReturnType<typeof authenticatorApp>;
  let provenAt = 0;

  async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
    const reply = await fetch(`${suite.server.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return (await reply.json()) as { data: any };
  }
  const playerToken = async () =>
    (await api('/api/login', { body: { user_name: 'demo', password: 'golden-pagoda-7' } })).data
      .token as string;
  const mainBalance = async () =>
    (await api('/api/user', { token: await playerToken() })).data.main_balance as number;

  /** The console's own sign-out, back on its sign-in page. */
  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/console/login');
  }

  /** The set-up link's page up to the second factor: who it is for, then the password twice. */
  async function setPassword(page: Page, person: Newcomer) {
    await openByDeepLink(page, links[person.userName]!);
    await page.getByRole('heading', { level: 1, name: 'Set up your account' }).waitFor();
    await page.getByText(`For ${person.name} (user name ${person.userName}), operator.`).waitFor();
    // The token is read and taken out of the address bar.
    await expect.poll(() => page.url()).not.toContain('#');
    await expectAccessible(page, `set-up link of ${person.userName}`);
    await page.getByLabel('New password (at least 12 characters)').fill(person.password);
    await page.getByLabel('New password again').fill(person.password);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your second factor' }).waitFor();
  }

  /** The recovery codes shown once after the first factor; saved, the console opens signed in. */
  async function keepRecoveryCodes(page: Page, person: Newcomer) {
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    await expectAccessible(page, `recovery codes of ${person.userName}`);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText(`Signed in as ${person.userName} (operator)`).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  }

  it('an admin asks for two operator accounts, with no password field, and cannot approve them', async () => {
    pages.admin = await consolePage(suite.browser, site());
    await signInToConsole(pages.admin, 'admin', 'admin12345');
    await openFromMenu(pages.admin, 'Console users');
    const form = pages.admin.locator('form').filter({ hasText: 'New console user' });
    expect(await form.locator('input[type=password]').count()).toBe(0);
    await expectAccessible(pages.admin, 'console users with the new-user form');
    for (const person of [KO_AUNG, MA_HLA]) {
      await form.getByLabel('User name').fill(person.userName);
      await form.getByLabel('Name', { exact: true }).fill(person.name);
      await form.getByLabel('Phone').fill(person.phone);
      await form.getByLabel('Role').selectOption('operator');
      await form.getByRole('button', { name: 'Ask for the account' }).click();
      const dialog = pages.admin.getByRole('dialog', { name: 'Ask for the account' });
      await dialog
        .getByText(`Once a second admin approves it, the set-up link goes to ${person.phone}.`)
        .waitFor();
      await confirmWithReason(pages.admin, 'Ask for the account', `new cashier ${person.name}`);
      await dialog.waitFor({ state: 'detached' });
      await pages.admin.getByTestId('second-person-note').waitFor();
    }
    // Nothing is made yet: the accounts are asked for, not there, and no text went to either phone.
    expect(await pages.admin.getByRole('cell', { name: KO_AUNG.userName, exact: true }).count()).toBe(0);
    await openFromMenu(pages.admin, 'SMS outbox');
    await pages.admin.getByText('No text message yet.').waitFor();

    await openStaffRequests(pages.admin);
    for (const person of [KO_AUNG, MA_HLA]) {
      const row = pages.admin
        .getByRole('row')
        .filter({ hasText: `account ${person.userName} (${person.name})` });
      await row.getByText('You asked for this: someone else must decide it.').waitFor();
      expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    }
  });

  it('the supervisor, a second admin, approves both; the set-up links go to the two phones', async () => {
    pages.supervisor = await consolePage(suite.browser, site());
    await signInToConsole(pages.supervisor, 'supervisor', 'supervisor12345');
    await openStaffRequests(pages.supervisor);
    const tab = pages.supervisor.getByRole('main').getByRole('link', { name: 'Staff requests (2)' });
    await tab.waitFor();
    await expectAccessible(pages.supervisor, 'staff requests waiting');
    for (const person of [KO_AUNG, MA_HLA]) {
      const row = pages.supervisor
        .getByRole('row')
        .filter({ hasText: `New operator account ${person.userName} (${person.name})` });
      await row.getByRole('button', { name: 'Approve' }).click();
      await confirmWithReason(pages.supervisor, 'Approve', 'known to us, hired today');
      await row.waitFor({ state: 'detached' });
    }
    await pages.supervisor
      .getByRole('main')
      .getByRole('link', { name: 'Staff requests', exact: true })
      .waitFor();

    for (const person of [KO_AUNG, MA_HLA]) {
      const sms = await newestSmsTo(pages.admin, person.phone);
      const body = await sms.getByTestId('sms-body').textContent();
      // In Burmese, then in English: the same link in each.
      expect(body).toContain('သင့်စကားဝှက်နှင့် ဒုတိယ အတည်ပြုနည်းကို သတ်မှတ်ပါ');
      expect(body).toContain('Zeya: set your password and second factor at');
      const hrefs = await sms.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(1);
      links[person.userName] = hrefs[0]!;
      expect(links[person.userName]).toMatch(new RegExp(`^${site()}/console/setup#[\\w-]{43}$`));
    }
    await expectAccessible(pages.admin, 'SMS outbox');
  });

  it('Ko Aung opens the link, sets a password, enrols an authenticator app and sees the recovery codes once', async () => {
    pages.koAung = await staffBrowser(suite.browser);
    const page = pages.koAung;
    await setPassword(page, KO_AUNG);
    await expectAccessible(page, 'enrolment: the choice');
    await page.getByRole('button', { name: 'Use an authenticator app' }).click();
    const secret = page.getByTestId('totp-secret');
    await secret.waitFor();
    koAungApp = authenticatorApp(((await secret.textContent()) ?? '').trim(), suite.server);
    await expectAccessible(page, 'enrolment: authenticator app');
    await page.getByLabel('Then enter the six-digit code the app shows').fill(await koAungApp.nextCode());
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await keepRecoveryCodes(page, KO_AUNG);
    // Once: their own security page says how many are left, not what they are.
    await openFromMenu(page, 'My security');
    await page.getByText('Recovery codes left: 10.', { exact: false }).waitFor();
    expect(await page.getByTestId('recovery-codes').count()).toBe(0);
    // The link was used up: tapped again, it says so instead of asking for a password.
    const again = await staffBrowser(suite.browser);
    await openByDeepLink(again, links[KO_AUNG.userName]!);
    await again.getByRole('alert').getByText('This link has expired or was used already.').waitFor();
    expect(await again.getByLabel('New password (at least 12 characters)').count()).toBe(0);
    await again.context().close();
  });

  it('signs out; the next sign-in asks for the code, refuses a wrong one and takes the right one', async () => {
    const page = pages.koAung;
    await signOut(page);
    await enterPassword(page, KO_AUNG.userName, KO_AUNG.password);
    await page.getByRole('heading', { level: 1, name: 'Confirm it is you' }).waitFor();
    const code = page.getByLabel('Code from your authenticator app');
    await expectAccessible(page, 'sign-in: second step');
    await code.fill(await koAungApp.wrongCode());
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('That code is not right, or it was used already.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Zeya Console' }).count()).toBe(0);
    await code.fill(await koAungApp.nextCode());
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText(`Signed in as ${KO_AUNG.userName} (operator)`).waitFor();
    provenAt = (await suite.server.now()).getTime();
  });

  it('Ma Hla opens her link and enrols a passkey; her next sign-in asks for it', async () => {
    pages.maHla = await staffBrowser(suite.browser);
    const page = pages.maHla;
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await setPassword(page, MA_HLA);
    await page.getByLabel('Name (to tell your factors apart)').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await keepRecoveryCodes(page, MA_HLA);
    const signatures = async () => {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      return credentials[0]!.signCount;
    };
    const enrolled = await signatures();

    await signOut(page);
    await enterPassword(page, MA_HLA.userName, MA_HLA.password);
    await page.getByRole('heading', { level: 1, name: 'Confirm it is you' }).waitFor();
    await page.getByRole('button', { name: 'Use my passkey' }).click();
    await page.getByText(`Signed in as ${MA_HLA.userName} (operator)`).waitFor();
    // The passkey signed this sign-in.
    expect(await signatures()).toBeGreaterThan(enrolled);
  });

  it('an approval after the step-up minutes asks for a fresh code: Cancel leaves it undone', async () => {
    const banks = (await api('/api/banks')).data as { id: number }[];
    await api('/api/depositfinicial', {
      token: await playerToken(),
      body: { agent_payment_type_id: banks[0]!.id, amount: 20_000, refrence_no: '135790' },
    });
    const before = await mainBalance();
    const page = pages.koAung;
    await openFromMenu(page, 'Deposits & withdrawals');
    const row = page.getByRole('row').filter({ hasText: 'demo' }).filter({ hasText: '20,000 Ks' });
    await row.waitFor();
    // Time moves past the step-up minutes since the sign-in proved the factor.
    await suite.server.moveClockTo(new Date(provenAt + STEP_UP_MINUTES * 60_000 + 1_000).toISOString());

    await row.getByRole('button', { name: 'Approve' }).click();
    await confirmWithReason(page, 'Approve', 'receipt checked');
    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await stepUp.waitFor();
    await expectAccessible(page, 'step-up dialog');
    await stepUp.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Not done: you did not confirm it was you.').waitFor();
    await stepUp.waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: 'Approve' }).waitFor({ state: 'detached' });
    expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(1);
    expect(await mainBalance()).toBe(before);
  });

  it('asked again, a fresh code completes the approval without another click on Approve', async () => {
    const page = pages.koAung;
    const before = await mainBalance();
    const row = page.getByRole('row').filter({ hasText: 'demo' }).filter({ hasText: '20,000 Ks' });
    await row.getByRole('button', { name: 'Approve' }).click();
    await confirmWithReason(page, 'Approve', 'receipt checked');
    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await stepUp.getByLabel('Code from your authenticator app').fill(await koAungApp.nextCode());
    await stepUp.getByRole('button', { name: 'Confirm', exact: true }).click();
    await stepUp.waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: 'Approve' }).waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await expect.poll(mainBalance).toBe(before + 20_000);
    const admin = (await api('/api/console/login', { body: { user_name: 'admin', password: 'admin12345' } }))
      .data.token as string;
    const verified = await api('/api/console/verify', { method: 'POST', token: admin });
    expect(verified.data).toMatchObject({ clean: true, violations: [] });
  });
});
