import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { viaMenu } from './player-screens';
import { buildExists } from './server';

/** Our own slot, from the home list to the game logs: launch, spin, the balance moves, the round is logged. */
describe.skipIf(!buildExists())('Shwe Slot in a real browser', () => {
  const suite = browserSuite({ signedInAs: ['demo', 'golden-pagoda-7'] });

  it('launches from home, spins, moves the balance and shows the round in the game logs', async () => {
    await suite.page.goto(suite.server.url);
    await suite.page
      .getByRole('navigation', { name: 'Game categories' })
      .getByRole('button', { name: 'Slot' })
      .click();
    await suite.page.getByRole('link', { name: 'Zeya Originals' }).first().click();
    await suite.page
      .getByTestId('game-card')
      .filter({ hasText: 'Shwe Slot' })
      .getByRole('button', { name: 'Play Game' })
      .click();
    await suite.page.waitForURL(/\/play\/shwe-slot/);
    const balance = suite.page.getByTestId('slot-balance');
    await expect.poll(() => balance.textContent()).toBe('10,000.00 Ks');
    await suite.page.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(() => suite.page.getByTestId('slot-result').textContent()).toMatch(/You won|No win/);
    const result = (await suite.page.getByTestId('slot-result').textContent())!;
    const won = Number(/You won ([\d,.]+)/.exec(result)?.[1]?.replaceAll(',', '') ?? 0);
    const expected = (10_000 - 100 + won).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect.poll(() => balance.textContent()).toBe(`${expected} Ks`);

    await viaMenu(suite.page, 'My Profile');
    await suite.page.getByRole('link', { name: 'Logs', exact: true }).click();
    await suite.page.getByRole('link', { name: 'Game Logs', exact: true }).click();
    const row = suite.page.getByTestId('game-log-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Shwe Slot');
  });
});
