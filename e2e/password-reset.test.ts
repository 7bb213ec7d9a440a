import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { browserSuite } from './browser';
import { chooseLanguage, openMenu, submitLogin, TEXTS } from './clicks';
import { consolePage, newestSmsTo, signInToConsole } from './console-screens';
import { dismissPopupAd, homeReady } from './player-screens';
import { buildExists } from './server';

const MM = TEXTS.mm;
const PHONE = '09777555123';
const OLD_PASSWORD = 'old-pass-1234';
const NEW_PASSWORD = 'new-pass-5678';

/** The Burmese labels of the forgotten-password dialog and of what it leads to, as features/auth says them. */
const RESET = {
  forgot: 'စကားဝှက် မေ့သွားပါသလား?',
  title: 'စကားဝှက် ပြန်သတ်မှတ်ရန်',
  phone: 'ဖုန်းနံပါတ်',
  sendCode: 'ကုဒ် ပို့မည်',
  sent: 'ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ရှိပါက ကုဒ်တစ်ခု ပို့ထားပါသည်။',
  code: 'SMS မှ ကုဒ်',
  newPassword: 'စကားဝှက်အသစ်',
  confirmation: 'စကားဝှက် အတည်ပြုရန်',
  save: 'စကားဝှက် သိမ်းမည်',
  wrongCode: 'ဤကုဒ် မမှန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။',
  logout: 'အကောင့်မှ ထွက်မည်',
  wrongPassword: 'အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မှားနေပါသည်။',
  smsText: 'သင့်စကားဝှက် ပြန်သတ်မှတ်ရေးကုဒ်မှာ',
};

/**
 * A player who forgot their password gets back in, in Burmese, on a phone: they switch the site to Burmese, open
 * sign in, "Forgot password?", give their phone and ask for a code; the code reaches their phone (development's SMS
 * outbox, read by an operator in the console in another browser), in Burmese. A wrong code is refused; the right one
 * with a new password signs them in. The old password no longer works, the new one does.
 */
describe.skipIf(!buildExists())('forgotten password reset by SMS, in Burmese, in a real browser', () => {
  const suite = browserSuite();
  let operator: Page;
  let code: string;

  const resetDialog = () => suite.page.getByRole('dialog', { name: RESET.title });

  async function openLogin(page: Page): Promise<Locator> {
    await dismissPopupAd(page);
    await page.getByRole('button', { name: MM.login, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: MM.loginTitle });
    await dialog.waitFor();
    return dialog;
  }

  it('switches the site to Burmese and asks for a code through "Forgot password?"', async () => {
    const registered = await fetch(`${suite.server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ma Thida',
        phone: PHONE,
        password: OLD_PASSWORD,
        password_confirmation: OLD_PASSWORD,
      }),
    });
    expect(registered.status).toBe(200);
    const page = suite.page;
    await page.goto(suite.server.url);
    await homeReady(page);
    await page.getByRole('dialog', { name: 'Advertisement' }).waitFor();
    await dismissPopupAd(page);
    await chooseLanguage(page, MM);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('my');

    const login = await openLogin(page);
    await login.getByRole('button', { name: RESET.forgot }).click();
    await resetDialog().getByLabel(RESET.phone).fill(PHONE);
    await expectAccessible(page, 'forgot password: phone, in Burmese');
    await resetDialog().getByRole('button', { name: RESET.sendCode, exact: true }).click();
    await resetDialog().getByRole('status').getByText(RESET.sent).waitFor();
    await expectAccessible(page, 'forgot password: code and new password, in Burmese');
  });

  it('the code reaches the phone in Burmese: an operator reads it on the SMS outbox screen', async () => {
    operator = await consolePage(suite.browser, suite.server.url);
    await signInToConsole(operator, 'operator', 'operator12345');
    const sms = await newestSmsTo(operator, PHONE);
    const body = (await sms.getByTestId('sms-body').textContent()) ?? '';
    expect(body).toContain(RESET.smsText);
    code = /\b(\d{6})\b/.exec(body)![1]!;
    await operator.context().close();
  });

  it('refuses a wrong code, then the right one with a new password signs the player in', async () => {
    const dialog = resetDialog();
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await dialog.getByLabel(RESET.code).fill(wrong);
    await dialog.getByLabel(RESET.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel(RESET.confirmation).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: RESET.save, exact: true }).click();
    await dialog.getByRole('alert').getByText(RESET.wrongCode).waitFor();
    expect(await suite.page.getByTestId('game-balance').count()).toBe(0);

    await dialog.getByLabel(RESET.code).fill(code);
    await dialog.getByRole('button', { name: RESET.save, exact: true }).click();
    // Signed in, the site reloads on the home list.
    await suite.page.waitForURL(/\/\?type=all$/);
    await suite.page.getByTestId('game-balance').waitFor();
  });

  it('signs out; the old password is refused and the new one signs in, still in Burmese', async () => {
    const page = suite.page;
    const menu = await openMenu(page, MM);
    await menu.getByRole('button', { name: RESET.logout }).click();
    const login = await openLogin(page);
    await login.getByLabel(MM.userName).fill(PHONE);
    await login.getByLabel(MM.password, { exact: true }).fill(OLD_PASSWORD);
    await login.getByRole('button', { name: MM.loginSubmit, exact: true }).click();
    await login.getByRole('alert').getByText(RESET.wrongPassword).waitFor();
    expect(await page.getByTestId('game-balance').count()).toBe(0);

    await submitLogin(page, MM, PHONE, NEW_PASSWORD);
    expect(await page.evaluate(() => localStorage.getItem('lan'))).toBe('mm');
  });
});
