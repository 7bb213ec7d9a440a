import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authenticatorApp } from './authenticator';
import { expectAccessible } from './axe';
import { browserSuite, signInThroughApi } from './browser';
import { chooseLanguage, TEXTS } from './clicks';
import { closeNotices, dismissPopupAd, viaMenu } from './player-screens';
import { buildExists, clockControlledFrom } from './server';

/** How long a proof of the second factor lasts: the default (STEP_UP_MINUTES). */
const STEP_UP_MINUTES = 5;

const AGENT = { userName: 'agent1', password: 'agent-lotus-2026' };
const PLAYER = { userName: 'player1', password: 'golden-lotus-8', name: 'Ma Hla Hla' };
const ACCOUNT = { paymentType: 'AYA Pay', accountName: 'Daw Lotus', accountNo: '09771234567' };
const DEPOSIT_KS = 30_000;
const CASHIER = { userName: 'agent1-cashier', password: 'cashier-lotus-2026' };

/** The desk's texts these steps tap by, per language, as features/agent-desk/messages.ts says them. */
const DESK = {
  en: { home: 'Home', deposits: 'Deposits', accounts: 'Payment accounts', homeTitle: 'Desk' },
  mm: {
    home: 'ပင်မ',
    deposits: 'ငွေသွင်း',
    accounts: 'ငွေလက်ခံ အကောင့်များ',
    homeTitle: 'အေးဂျင့် ပင်မ',
  },
} as const;

/** The top bar's main balance ("M: 12,345") as a number. */
const mainBalanceOf = async (page: Page) =>
  Number((await page.getByTestId('main-balance').textContent())!.replace(/[^\d.]/g, ''));

/**
 * The agent desk by clicking from the home page: agent1 signs in, adds an authenticator app and signs in again with
 * it, adds a payment account, sees a deposit its player sends (in a second browser) arrive without reloading,
 * approves it (each money action asks for a fresh code), and the player's balance rises by it while the float falls
 * by it. Then the same screens in Burmese show no English.
 */
describe.skipIf(!buildExists())('the agent desk in a real browser', () => {
  // A weekday morning in Yangon, on a clock the steps move past the step-up minutes and to each code's 30 seconds.
  const suite = browserSuite({ env: clockControlledFrom('2026-11-24T10:00:00+06:30') });
  const app = { current: null as ReturnType<typeof authenticatorApp> | null };
  let provenAt = 0;
  let player: Page;
  let balanceAfterFirst = 0;
  /** What the desk's event stream was answered, each time it was opened. */
  const streamAnswers: number[] = [];

  async function api(path: string, init: { token?: string; body?: unknown } = {}) {
    const reply = await fetch(`${suite.server.url}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return (await reply.json()) as { data: any };
  }

  /** What the player's main balance is by the API, the ledger's figure. */
  const playerMain = async () => {
    const login = await api('/api/login', {
      body: { user_name: PLAYER.userName, password: PLAYER.password },
    });
    return (await api('/api/user', { token: login.data.token })).data.main_balance as number;
  };

  /** The desk's own navigation, by its tab's name. */
  async function openDesk(page: Page, tab: string) {
    await page.getByRole('navigation').getByRole('link', { name: tab, exact: true }).click();
  }

  /** The code the step-up prompt asks for, once the last proof is older than the step-up time. */
  async function proveAgain(page: Page) {
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await dialog.getByLabel('Authenticator code').fill(await app.current!.nextCode());
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    provenAt = (await suite.server.now()).getTime();
  }

  /** Moves the server's clock past the step-up time since the last proof, so the next money action must ask again. */
  async function afterStepUpTime() {
    await suite.server.moveClockTo(new Date(provenAt + STEP_UP_MINUTES * 60_000 + 1_000).toISOString());
  }

  async function signInToDesk(page: Page) {
    await page.getByRole('heading', { name: 'Agent sign-in' }).waitFor();
    const form = page.getByRole('form', { name: 'Agent sign-in' });
    await form.getByLabel('Username or phone').fill(AGENT.userName);
    await form.getByLabel('Password', { exact: true }).fill(AGENT.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
  }

  it('agent1 finds the desk from the login dialog, signs in and adds an authenticator app', async () => {
    const { page } = suite;
    page.on('response', (reply) => {
      if (new URL(reply.url()).pathname === '/api/agent/events') streamAnswers.push(reply.status());
    });
    await page.goto(suite.server.url);
    await dismissPopupAd(page);
    await page.getByRole('banner').getByRole('button', { name: TEXTS.en.login }).click();
    const login = page.getByRole('dialog', { name: TEXTS.en.loginTitle });
    await login.getByRole('link', { name: 'Agent or agent staff? Sign in to the agent desk' }).click();
    await page.waitForURL('**/agent');
    await expectAccessible(page, 'agent sign-in');
    await signInToDesk(page);
    await page.getByRole('heading', { level: 1, name: DESK.en.homeTitle }).waitFor();
    await page.getByText('Signed in as agent1').waitFor();
    // The seeded float of 500,000 Ks.
    await expect.poll(() => page.getByTestId('desk-float').textContent()).toBe('500,000.00 Ks');

    await openDesk(page, 'Security');
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    app.current = authenticatorApp((await page.getByTestId('totp-secret').textContent())!, suite.server);
    await page.getByLabel('Authenticator code').fill(await app.current.nextCode());
    await page.getByRole('button', { name: 'Add authenticator' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
    expect(new Set(codes).size).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByTestId('second-factor').waitFor();
    await expectAccessible(page, 'desk security');
  });

  it('signs out, and signing in again asks for the code before the desk opens', async () => {
    const { page } = suite;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInToDesk(page);
    await page.getByRole('heading', { name: 'Second factor' }).waitFor();
    // Nothing of the desk shows before the code.
    expect(await page.getByRole('navigation', { name: 'Desk sections' }).count()).toBe(0);
    await page.getByLabel('Authenticator code').fill(await app.current!.wrongCode());
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Authenticator code').and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.getByLabel('Authenticator code').fill(await app.current!.nextCode());
    await page.getByRole('button', { name: 'Confirm' }).click();
    provenAt = (await suite.server.now()).getTime();
    await page.getByRole('heading', { level: 1, name: DESK.en.homeTitle }).waitFor();
  });

  it('adds a payment account, after proving the factor again', async () => {
    const { page } = suite;
    await openDesk(page, DESK.en.accounts);
    const form = page.getByRole('form', { name: 'Add a payment account' });
    await form.getByLabel('Payment type').fill(ACCOUNT.paymentType);
    await form.getByLabel('Account name').fill(ACCOUNT.accountName);
    await form.getByLabel('Account number').fill(ACCOUNT.accountNo);
    await afterStepUpTime();
    await form.getByRole('button', { name: 'Save account' }).click();
    await proveAgain(page);
    await form.getByText('Payment account added.').waitFor();
    const added = page.getByTestId('payment-account').filter({ hasText: ACCOUNT.paymentType });
    await added.getByText('Shown to players').waitFor();
    expect(await added.textContent()).toContain(ACCOUNT.accountNo);
    await expectAccessible(page, 'desk payment accounts');
  });

  it("sees its player's deposit arrive without reloading, approves it, and the player's balance rises", async () => {
    const { page } = suite;
    await openDesk(page, DESK.en.deposits);
    await page.getByText('No requests here.').waitFor();
    // Set on this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { deskMark: number }).deskMark = 1));

    const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 } });
    player = await context.newPage();
    player.setDefaultTimeout(15_000);
    await signInThroughApi(player, suite.server.url, PLAYER.userName, PLAYER.password);
    await player.goto(suite.server.url);
    await player.getByTestId('main-balance').waitFor();
    const before = await playerMain();
    await expect.poll(() => mainBalanceOf(player)).toBe(before);
    await viaMenu(player, 'Wallet');
    const deposit = player.getByRole('form', { name: 'Deposit' });
    // The player sees their agent's new account and pays into it.
    await deposit.getByRole('radio', { name: new RegExp(ACCOUNT.paymentType) }).check();
    await deposit.getByLabel('Amount').fill(String(DEPOSIT_KS));
    await deposit.getByLabel('Transaction No. (last 6 digits)').fill('246810');
    await deposit.getByRole('button', { name: 'Confirm Deposit' }).click();
    await player.getByText('Deposit successfully').waitFor();
    await closeNotices(player);

    const request = page.getByTestId('desk-request').filter({ hasText: PLAYER.userName });
    await request.waitFor();
    // Pushed on the desk's own event stream, open since the desk opened.
    expect(streamAnswers).toContain(200);
    expect(await page.evaluate(() => (window as unknown as { deskMark?: number }).deskMark)).toBe(1);
    expect(await request.textContent()).toContain('30,000.00 Ks');
    expect(await request.textContent()).toContain('246810');
    await expectAccessible(page, 'desk deposit queue');

    await afterStepUpTime();
    await request.getByRole('button', { name: 'Approve' }).click();
    await proveAgain(page);
    await request.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: /approved/i })
      .waitFor();

    expect(await playerMain()).toBe(before + DEPOSIT_KS);
    balanceAfterFirst = before + DEPOSIT_KS;
    await expect.poll(() => mainBalanceOf(player)).toBe(before + DEPOSIT_KS);
    await openDesk(page, DESK.en.home);
    await expect.poll(() => page.getByTestId('desk-float').textContent()).toBe('470,000.00 Ks');
    await context.close();
  });

  /** The text people read in `selector` (the desk's main part and navigation, or a dialog), without the data. */
  async function expectNoEnglish(page: Page, where: string, selector = 'main, nav') {
    // What the journey itself put on the screens (names, accounts, amounts) is data, not text to translate.
    const data = [
      AGENT.userName,
      PLAYER.userName,
      PLAYER.name,
      ACCOUNT.paymentType,
      ACCOUNT.accountName,
      'KBZPay',
      'WavePay',
      // The seeded account's holder.
      'Ko Aung Myo',
      'Ks',
    ];
    const text = await page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)]
          .map((element) => (element as HTMLElement).innerText)
          .join('\n'),
      selector,
    );
    const left = data.reduce((rest, item) => rest.replaceAll(item, ''), text);
    expect((left.match(/[A-Za-z]{2,}[^\n]*/g) ?? []).join(' | '), `English on ${where}`).toBe('');
  }

  // Two sign-ins' codes and a step-up, each waiting for the authenticator's next 30-second step.
  it('runs the journey again in Burmese, with nothing left in English', { timeout: 180_000 }, async () => {
    const { page } = suite;
    await chooseLanguage(page, TEXTS.mm);
    await page.getByRole('heading', { level: 1, name: DESK.mm.homeTitle }).waitFor();
    await expectNoEnglish(page, 'desk home');

    await page.getByRole('button', { name: 'ထွက်မည်' }).click();
    const form = page.getByRole('form', { name: 'အေးဂျင့် အကောင့်ဝင်ရန်' });
    await form.waitFor();
    await expectNoEnglish(page, 'sign-in');
    await form.getByLabel(TEXTS.mm.userName).fill(AGENT.userName);
    await form.getByLabel(TEXTS.mm.password, { exact: true }).fill(AGENT.password);
    await form.getByRole('button', { name: 'အကောင့်ဝင်မည်' }).click();
    await page.getByRole('heading', { name: 'ဒုတိယ အတည်ပြုချက်' }).waitFor();
    await expectNoEnglish(page, 'second factor');
    await page.getByLabel('အတည်ပြုကုဒ်').fill(await app.current!.nextCode());
    await page.getByRole('button', { name: 'အတည်ပြုမည်' }).click();
    provenAt = (await suite.server.now()).getTime();
    await page.getByRole('heading', { level: 1, name: DESK.mm.homeTitle }).waitFor();

    await openDesk(page, DESK.mm.accounts);
    await page.getByRole('form', { name: 'ငွေလက်ခံ အကောင့် ထည့်ရန်' }).waitFor();
    await page.getByTestId('payment-account').filter({ hasText: ACCOUNT.paymentType }).waitFor();
    await expectNoEnglish(page, 'payment accounts');

    // A second deposit, sent by the player's client to the account the agent added.
    await openDesk(page, DESK.mm.deposits);
    await page.getByRole('heading', { name: 'ငွေသွင်း တောင်းဆိုမှုများ' }).waitFor();
    const login = await api('/api/login', {
      body: { user_name: PLAYER.userName, password: PLAYER.password },
    });
    const banks = (await api('/api/banks', { token: login.data.token })).data as {
      id: number;
      payment_type: string;
    }[];
    const bank = banks.find((row) => row.payment_type === ACCOUNT.paymentType)!;
    const sent = await api('/api/depositfinicial', {
      token: login.data.token,
      body: { agent_payment_type_id: bank.id, amount: 20_000, refrence_no: '135790' },
    });
    expect(sent.data).not.toBeUndefined();
    const request = page.getByTestId('desk-request').filter({ hasText: '135790' });
    await request.waitFor();
    await expectNoEnglish(page, 'deposit queue');

    await afterStepUpTime();
    await request.getByRole('button', { name: 'အတည်ပြုမည်' }).click();
    const prompt = page.getByRole('dialog', { name: 'သင်ဖြစ်ကြောင်း အတည်ပြုပါ' });
    await prompt.waitFor();
    await expectNoEnglish(page, 'step-up prompt', '[role="dialog"]');
    await prompt.getByLabel('အတည်ပြုကုဒ်').fill(await app.current!.nextCode());
    await prompt.getByRole('button', { name: 'အတည်ပြုမည်' }).click();
    await request.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'တောင်းဆိုမှုကို အတည်ပြုပြီးပါပြီ။' }).waitFor();
    expect(await playerMain()).toBe(balanceAfterFirst + 20_000);

    // The decided requests, with who approved them.
    await page.getByRole('button', { name: 'အတည်ပြုပြီး' }).click();
    await expect.poll(() => page.getByTestId('desk-request').count()).toBe(2);
    await expectNoEnglish(page, 'decided deposits');
    await openDesk(page, DESK.mm.home);
    await expect.poll(() => page.getByTestId('desk-float').textContent()).toBe('၄၅၀,၀၀၀.၀၀ Ks');
    await expectNoEnglish(page, 'desk home after the approvals');
  });

  it("shows the agent's cashier the queues it works, and none of the agent's own screens", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(suite.server.url);
    await dismissPopupAd(page);
    await page.getByRole('banner').getByRole('button', { name: TEXTS.en.login }).click();
    await page
      .getByRole('dialog', { name: TEXTS.en.loginTitle })
      .getByRole('link', { name: 'Agent or agent staff? Sign in to the agent desk' })
      .click();
    const form = page.getByRole('form', { name: 'Agent sign-in' });
    await form.getByLabel('Username or phone').fill(CASHIER.userName);
    await form.getByLabel('Password', { exact: true }).fill(CASHIER.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`${CASHIER.userName}, staff of ${AGENT.userName}`).waitFor();
    const nav = page.getByRole('navigation', { name: 'Desk sections' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Deposits',
      'Withdrawals',
      'Players',
      'Reports',
      'Float log',
      'Security',
    ]);
    // Its group decides money: the decided deposits of its agent's players are there to see.
    await nav.getByRole('link', { name: 'Deposits', exact: true }).click();
    await page.getByRole('button', { name: 'Approved' }).click();
    await expect.poll(() => page.getByTestId('desk-request').count()).toBe(2);
    await context.close();
  });
});
