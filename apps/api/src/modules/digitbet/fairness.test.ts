import { describe, expect, it } from 'vitest';
import { hashSeed, rollDigit } from './fairness';

describe('the provably fair digit', () => {
  it('is reproducible from the seeds and nonce alone', () => {
    const seed = 'a'.repeat(64);
    expect(rollDigit(seed, 'player-seed', 42)).toBe(rollDigit(seed, 'player-seed', 42));
    expect(hashSeed(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is uniform over 0-9: chi-square over 1,000,000 draws passes at 99%', () => {
    const counts = new Array<number>(10).fill(0);
    const draws = 1_000_000;
    const seed = '3f'.repeat(32);
    for (let nonce = 0; nonce < draws; nonce += 1) counts[rollDigit(seed, 'chi-square', nonce)]! += 1;
    const expected = draws / 10;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: the 99th percentile of the chi-square distribution is 21.666.
    expect(chiSquare).toBeLessThan(21.666);
  });
});
