import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { openOurGame } from './player-screens';
import { buildExists } from './server';

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
});
