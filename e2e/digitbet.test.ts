import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { browserSuite } from './browser';
import { chooseLanguage, TEXTS } from './clicks';
import { dismissPopupAd, openOurGame } from './player-screens';
import { buildExists } from './server';

/** The Burmese words these steps tap and read, as the home and Digit Bet messages say them. */
const MM = {
  ourGames: 'ကျွန်ုပ်တို့၏ ဂိမ်းများ',
  digitBetTile: 'ဒစ်ဂျစ် ဘက်',
  roll: 'အံစာ လှိမ့်မည်',
  checkRoll: 'ဤလှိမ့်မှုကို စစ်ဆေးမည်',
  waiting: 'ဤလှိမ့်မှုသည် လက်ရှိ သုံးနေသော လျှို့ဝှက်ကုဒ်ကို အသုံးပြုထားသည်။',
  fairTitle: 'တရားမျှတမှုကို စစ်ဆေးနိုင်ခြင်း',
  changeSeed: 'Seed ပြောင်းမည်',
  fair: '✓ မျှတပါသည်',
  hashOk: '✓ လျှို့ဝှက်ကုဒ်သည် သင်မကစားမီ ပြခဲ့သော လက်ဗွေနှင့် ကိုက်ညီပါသည်။',
} as const;

/** A Digit Bet roll in the browser: the server's digit shows, the balance moves by the round's profit, history grows. */
describe.skipIf(!buildExists())('Digit Bet in a real browser', () => {
  const suite = browserSuite({ signedInAs: ['demo', 'golden-pagoda-7'] });

  it('rolls on the server, moves the balance by the round and adds a history row', async () => {
    await suite.page.goto(suite.server.url);
    await openOurGame(suite.page, 'Digit Bet');
    const balance = suite.page.getByTestId('digitbet-balance');
    await expect.poll(() => balance.textContent()).toBe('10,000.00 Ks');
    await suite.page.getByRole('button', { name: '7', exact: true }).click();
    await suite.page.getByRole('button', { name: 'x5', exact: true }).click();
    await suite.page.getByRole('button', { name: 'Roll the Dice' }).click();
    await suite.page.getByTestId('digitbet-history-row').first().waitFor();
    const rolled = Number(await suite.page.getByTestId('digitbet-result').textContent());
    // 1 Ks x 5 on digit 7: a win pays 9 x 5 = 45 Ks back, a loss costs the 5 Ks stake.
    const expected = rolled === 7 ? '10,040.00 Ks' : '9,995.00 Ks';
    await expect.poll(() => balance.textContent()).toBe(expected);
    expect(await suite.page.getByTestId('digitbet-history-row').count()).toBe(1);
  });

  it('in Burmese at 360 px: the outcome is on screen, one tap reveals the seed and the browser shows ✓', async () => {
    const { page } = suite;
    await page.goto(suite.server.url);
    await chooseLanguage(page, TEXTS.mm);
    await dismissPopupAd(page, TEXTS.mm);
    await page
      .getByRole('region', { name: MM.ourGames })
      .getByRole('link', { name: new RegExp(`^${MM.digitBetTile}`) })
      .click();
    await page.waitForURL('**/digitbet');
    const rows = page.getByTestId('digitbet-history-row');
    // The round of the step before is listed once the history has loaded: count from there.
    await rows.first().waitFor();
    const before = await rows.count();
    await page.getByRole('button', { name: '3', exact: true }).click();
    await page.getByRole('button', { name: MM.roll }).click();
    await expect.poll(() => rows.count()).toBe(before + 1);

    // The phone's width holds the whole row: the win or loss and the profit need no sideways scroll.
    const outcome = rows.first().getByRole('cell').last();
    expect(await outcome.textContent()).toMatch(/^(နိုင်|ရှုံး)/);
    const box = (await outcome.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The roll's seed is still in play: the check says so, until the seed is changed with one tap.
    await rows.first().getByRole('button', { name: MM.checkRoll }).click();
    const rollCheck = page.getByTestId('digitbet-roll-check');
    await expect.poll(() => rollCheck.textContent()).toContain(MM.waiting);

    await page.getByRole('button', { name: MM.fairTitle }).click();
    const panel = page.getByRole('region', { name: MM.fairTitle });
    await panel.getByRole('button', { name: MM.changeSeed, exact: true }).click();
    const seedCheck = page.getByTestId('digitbet-seed-check').first();
    await expect.poll(() => seedCheck.textContent()).toContain(MM.fair);
    expect(await seedCheck.textContent()).toContain(MM.hashOk);
    // The same roll, checked again in the browser now that its seed is revealed.
    await expect.poll(() => rollCheck.textContent()).toContain(`${MM.fair}:`);
    // The checks, the one-tap button and the folded details pass WCAG's A/AA rules as the player sees them.
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
