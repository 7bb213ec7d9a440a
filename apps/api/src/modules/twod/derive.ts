/**
 * The 2D number of a SET reading (integrations.md): the last digit of the SET index written with two decimals, then
 * the last digit of the integer part of the traded value. SET 1,346.23 and value 57,388.58 give "38".
 * Null when either text is not a number.
 */
export function twodOf(set: string, value: string): string | null {
  if (!/\d/.test(set) || !/\d/.test(value)) return null;
  const index = Number(set.replaceAll(',', ''));
  const traded = Number(value.replaceAll(',', ''));
  if (!Number.isFinite(index) || !Number.isFinite(traded) || index < 0 || traded < 0) return null;
  const first = index.toFixed(2).slice(-1);
  const second = String(Math.trunc(traded)).slice(-1);
  return `${first}${second}`;
}
