/**
 * Kyat as the player site and the console write it: thousands separators, up to two decimals (pya) and ' Ks', e.g.
 * 100,000 Ks or 1,234.5 Ks; `decimals` keeps that many even when they are zero (1,234.50 Ks).
 */
export function formatKs(amount: number | undefined, decimals = 0): string {
  const value = (amount ?? 0).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, 2),
  });
  return `${value} Ks`;
}
