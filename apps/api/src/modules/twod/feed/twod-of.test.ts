import { describe, expect, it } from 'vitest';
import { twodOf } from '../derive';

describe('the 2D number of a SET reading', () => {
  it.each([
    // integrations.md's example
    ['1,346.23', '57,388.58', '38'],
    ['1346.23', '57388.58', '38'],
    ['1,346.23', '57388.58', '38'],
    ['1346.2', '57,388.58', '08'],
    ['1,346.20', '57,388', '08'],
    ['1346', '57389', '09'],
    ['1,401.07', '80,000.99', '70'],
    ['0.05', '5', '55'],
  ])('SET %s and value %s give %s', (set, value, twod) => {
    expect(twodOf(set, value)).toBe(twod);
  });

  it.each([
    ['abc', '57,388.58'],
    ['1,346.23', 'n/a'],
    ['--', '--'],
    ['-1346.23', '57388.58'],
    ['', ''],
    ['1,346.23', ''],
  ])('SET %s and value %s give no number', (set, value) => {
    expect(twodOf(set, value)).toBeNull();
  });
});
