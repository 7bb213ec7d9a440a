/**
 * GSC+ amounts: decimal strings in the product's currency. MMK is kyat; one MMK2 unit is 1,000 Ks. Everything is
 * converted to integer pya at this edge, exactly (no floating point), and an amount finer than one pya is refused.
 */
const CURRENCIES = {
  MMK: { pyaPerUnit: 100, reportedDecimals: 2 },
  MMK2: { pyaPerUnit: 100_000, reportedDecimals: 4 },
} as const;
export type Currency = keyof typeof CURRENCIES;

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(CURRENCIES, value);
}

const DECIMAL = /^([+-]?)(\d{1,15})(?:\.(\d{1,12}))?$/;

/** A signed amount in pya, or null when it is not a number or not a whole number of pya. */
export function toPyaIn(currency: Currency, amount: string | number): number | null {
  const match = DECIMAL.exec(String(amount).trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const { pyaPerUnit } = CURRENCIES[currency];
  const places = Math.log10(pyaPerUnit);
  if (fraction.replace(/0+$/, '').length > places) return null;
  const pya = Number(whole) * pyaPerUnit + Number(fraction.padEnd(places, '0').slice(0, places));
  if (!Number.isSafeInteger(pya)) return null;
  return sign === '-' ? -pya : pya;
}

/** A balance as the aggregator reads it: MMK with 2 decimals, MMK2 with 4, never rounded up. */
export function fromPyaIn(currency: Currency, pya: number): number {
  const { pyaPerUnit, reportedDecimals } = CURRENCIES[currency];
  const scale = 10 ** reportedDecimals;
  return Math.floor((pya * scale) / pyaPerUnit) / scale;
}
