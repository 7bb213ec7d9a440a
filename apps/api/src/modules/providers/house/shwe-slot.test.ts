import { describe, expect, it } from 'vitest';
import { pays, PUBLISHED_RTP, REELS, windowAt } from './shwe-slot';

describe('Shwe Slot', () => {
  it('returns exactly the published RTP, between 94% and 97%, over every one of the 22^3 outcomes', () => {
    let returned = 0;
    let outcomes = 0;
    for (let a = 0; a < REELS[0]!.length; a += 1)
      for (let b = 0; b < REELS[1]!.length; b += 1)
        for (let c = 0; c < REELS[2]!.length; c += 1) {
          returned += pays(windowAt([a, b, c]).map((column) => column[1]!));
          outcomes += 1;
        }
    expect(outcomes).toBe(10_648);
    expect(returned / outcomes).toBe(PUBLISHED_RTP);
    expect(PUBLISHED_RTP).toBeGreaterThanOrEqual(0.94);
    expect(PUBLISHED_RTP).toBeLessThanOrEqual(0.97);
  });

  it('pays three of a kind and two leading cherries, nothing else', () => {
    expect(pays(['7', '7', '7'])).toBe(200);
    expect(pays(['CHERRY', 'CHERRY', 'LEMON'])).toBe(4);
    expect(pays(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(10);
    expect(pays(['LEMON', 'CHERRY', 'CHERRY'])).toBe(0);
    expect(pays(['BAR', 'BAR', '7'])).toBe(0);
  });

  it('shows the stop on the middle row and wraps around the strip', () => {
    const [first] = windowAt([0, 0, 0]);
    expect(first).toEqual([REELS[0]!.at(-1), REELS[0]![0], REELS[0]![1]]);
  });
});
