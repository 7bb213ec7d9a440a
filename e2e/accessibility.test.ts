import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, type AxeViolation } from './axe';
import { browserSuite } from './browser';
import {
  dismissPopupAd,
  headingOutline,
  homeReady,
  logInByClicking,
  openMenu,
  outlineProblems,
  PLAYER_SCREENS,
  quiet,
  trackRequests,
  VISITOR_SCREENS,
  type Screen,
} from './player-screens';
import { buildExists } from './server';

/**
 * axe-core's WCAG 2.1 A/AA rules on the player's main screens, each reached by tapping from the home page as a
 * visitor and then as the demo player: no serious or critical violation anywhere. Prints the count per screen.
 */
describe.skipIf(!buildExists())('accessibility of the player site (axe-core)', () => {
  const suite = browserSuite();
  const counts: Record<string, number> = {};

  async function expectAccessible(name: string, page: Page) {
    const violations = await seriousAxeViolations(page);
    counts[name] = violations.length;
    console.log(`axe ${name}: ${violations.length} serious or critical${listed(violations)}`);
    expect(violations, name).toEqual([]);
  }

  async function expectOutline(screen: Screen, page: Page) {
    const outline = await headingOutline(page);
    const problems = outlineProblems(outline);
    if (problems.length > 0) console.log(`headings ${screen.name}: ${problems.join('; ')}`);
    if (screen.headingsChecked) expect(problems, screen.name).toEqual([]);
  }

  it('home, signed out', async () => {
    trackRequests(suite.page);
    await suite.page.goto(suite.server.url);
    await homeReady(suite.page);
    await quiet(suite.page);
    await suite.page.getByRole('dialog', { name: 'Advertisement' }).waitFor();
    await expectAccessible('pop-up ad', suite.page);
    await dismissPopupAd(suite.page);
    await expectAccessible('home signed out', suite.page);
    expect(outlineProblems(await headingOutline(suite.page))).toEqual([]);
  });

  it('the login, forgotten password and register dialogs', async () => {
    await suite.page.getByRole('button', { name: 'Login', exact: true }).click();
    const login = suite.page.getByRole('dialog', { name: 'Login' });
    await login.waitFor();
    await expectAccessible('login dialog', suite.page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    await suite.page.getByRole('dialog', { name: 'Reset password' }).waitFor();
    await expectAccessible('forgot password dialog', suite.page);
    await suite.page.keyboard.press('Escape');
    await suite.page.getByRole('dialog', { name: 'Reset password' }).waitFor({ state: 'hidden' });
    await suite.page.getByRole('button', { name: 'Join Now' }).click();
    await suite.page.getByRole('dialog', { name: 'Register' }).waitFor();
    await expectAccessible('register dialog', suite.page);
    await suite.page.keyboard.press('Escape');
    await suite.page.getByRole('dialog', { name: 'Register' }).waitFor({ state: 'hidden' });
  });

  for (const screen of VISITOR_SCREENS)
    it(`${screen.name}, as a visitor`, async () => {
      await screen.open(suite.page);
      await expectAccessible(screen.name, suite.page);
      await expectOutline(screen, suite.page);
    });

  it('home signed in, with the menu open', async () => {
    await suite.page.getByRole('link', { name: 'Zeya home' }).click();
    await homeReady(suite.page);
    await logInByClicking(suite.page, 'demo', 'golden-pagoda-7');
    await quiet(suite.page);
    await openMenu(suite.page);
    await expectAccessible('home signed in, menu open', suite.page);
    await suite.page.keyboard.press('Escape');
    await suite.page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
  });

  for (const screen of PLAYER_SCREENS)
    it(`${screen.name}, signed in`, async () => {
      await screen.open(suite.page);
      await expectAccessible(screen.name, suite.page);
      await expectOutline(screen, suite.page);
    });

  it('home and the menu in Burmese', async () => {
    await suite.page.getByRole('link', { name: 'Zeya home' }).click();
    await homeReady(suite.page);
    await suite.page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    await suite.page.getByRole('menuitemradio', { name: 'မြန်မာ' }).click();
    await suite.page.getByRole('button', { name: 'ဘာသာစကား: MM (မြန်မာ)' }).waitFor();
    expect(await suite.page.evaluate(() => document.documentElement.lang)).toBe('my');
    await expectAccessible('home in Burmese', suite.page);
    await suite.page.getByRole('button', { name: 'မီနူး ဖွင့်မည်' }).click();
    await suite.page.getByRole('dialog').first().waitFor();
    await expectAccessible('menu in Burmese', suite.page);
  });

  it('prints the counts for the closing note', () => {
    console.log(`axe serious/critical per screen: ${JSON.stringify(counts)}`);
    expect(Object.keys(counts).length).toBe(VISITOR_SCREENS.length + PLAYER_SCREENS.length + 8);
  });
});

function listed(violations: AxeViolation[]): string {
  return violations
    .map((v) => `\n  ${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('');
}
