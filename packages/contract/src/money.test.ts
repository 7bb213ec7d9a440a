import { describe, expect, it } from 'vitest';
import { kyatAmount, signedKyatAmount } from './money';

describe('kyat amounts', () => {
  it.each([
    [1, 1],
    [1000, 1000],
    [12.5, 12.5],
    [0.01, 0.01],
    ['250', 250],
    [' 99.99 ', 99.99],
  ])('accepts %j as %d Ks', (input, expected) => {
    expect(kyatAmount.parse(input)).toBe(expected);
  });

  it.each([
    0,
    -1,
    1.234,
    'abc',
    '',
    null,
    undefined,
    1e20,
    1e21,
    Number.NaN,
    Infinity,
    '1e3',
    '0x10',
    true,
    {},
  ])('refuses %j', (input) => {
    const result = kyatAmount.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^amount_(invalid|too_large)$/);
  });

  it('says too large, not invalid, for a well-formed huge amount', () => {
    expect(kyatAmount.safeParse(1e20).error?.issues[0]?.message).toBe('amount_too_large');
  });

  it('signed amounts take a sign but still refuse zero', () => {
    expect(signedKyatAmount.parse(-500.5)).toBe(-500.5);
    expect(signedKyatAmount.parse('-20')).toBe(-20);
    expect(signedKyatAmount.safeParse(0).success).toBe(false);
    expect(signedKyatAmount.safeParse('--1').success).toBe(false);
  });
});
