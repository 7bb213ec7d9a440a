import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './server';

/** Debian's Chromium, headless, with the flags this closed network needs (no background connections). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Signs a player in through the API and stores the session as the app does; the pop-up ad counts as seen. */
export async function signInThroughApi(page: Page, baseUrl: string, userName: string, password: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: userName, password }),
  }).then((reply) => reply.json() as Promise<{ data: { token: string; user: unknown } }>);
  await page.goto(`${baseUrl}/about`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userProfile', JSON.stringify(user));
    sessionStorage.setItem('popupAdShown', '1');
  }, login.data);
}
