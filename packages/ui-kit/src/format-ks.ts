import { formatNumber } from './reader-style';

/**
 * Kyat as the player site and the console write it: thousands separators, up to two decimals (pya) and ' Ks', e.g.
 * 100,000 Ks or 1,234.5 Ks; `decimals` keeps that many even when they are zero (1,234.50 Ks). The digits are the
 * reader's (၁၀၀,၀၀၀ Ks for a Burmese reader who chose Myanmar digits).
 */
export function formatKs(amount: number | undefined, decimals = 0): string {
  return `${formatNumber(amount ?? 0, decimals)} Ks`;
}
