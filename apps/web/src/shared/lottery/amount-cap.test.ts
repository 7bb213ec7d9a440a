import { describe, expect, it } from 'vitest';
import { amountCap } from '@/shared/lottery/amount-cap';

describe('the most one number may take', () => {
  it('is the break limit when nothing lower applies', () => {
    expect(amountCap(1_000, null, [{ num: '38', remaining: 1_000 }])).toEqual({ max: 1_000, by: 'at_most' });
  });

  it("is the player's own bet limit when that is lower", () => {
    expect(amountCap(1_000, 500, [])).toEqual({ max: 500, by: 'own_bet_limit' });
  });

  it('is what the emptiest chosen number has left, naming it', () => {
    const chosen = [
      { num: '12', remaining: 700 },
      { num: '38', remaining: 300 },
      { num: '45', remaining: 900 },
    ];
    expect(amountCap(1_000, 500, chosen)).toEqual({ max: 300, by: 'left_on', num: '38' });
  });
});
