/**
 * The aggregator's kyat currencies (its section 3.11): MMK is 1:1 (one unit is 1 Ks), MMK2 1:1000 (one unit is
 * 1,000 Ks), MMK3 1:100. Its amounts carry up to 4 decimals, so one unit of 4 decimals is 0.01 pya in MMK, 10 pya in
 * MMK2 and 1 pya in MMK3.
 *
 * A wallet move is read exactly, in hundredths of a pya (`toExact`), and posted exactly: the game account carries
 * the hundredths below the pya (platform/money/game-wallet.ts), so no move is ever rounded in anyone's favour. A balance
 * is reported exactly in MMK and MMK3; MMK2's fourth decimal is 0.1 Ks, so there a balance is reported to the
 * 0.1 Ks below (never more than the player has).
 */
const EXACT_PER_UNIT = { MMK: 10_000n, MMK2: 10_000_000n, MMK3: 1_000_000n } as const;
const PYA_PER_UNIT = { MMK: 100n, MMK2: 100_000n, MMK3: 10_000n } as const;
export type Currency = keyof typeof PYA_PER_UNIT;
export const CURRENCIES = Object.keys(PYA_PER_UNIT) as Currency[];

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(PYA_PER_UNIT, value);
}

const DECIMAL = /^([+-]?)(\d{1,15})(?:\.(\d{1,12}))?$/;

/** A decimal text times `perUnit`, as a fraction (numerator, denominator) and its sign; null when not a decimal. */
function scaled(amount: string, perUnit: bigint) {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  return {
    negative: sign === '-',
    value: (BigInt(whole!) * scale + BigInt(fraction || '0')) * perUnit,
    scale,
  };
}

function signedSafe(negative: boolean, magnitude: bigint): number | null {
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return negative && magnitude !== 0n ? -Number(magnitude) : Number(magnitude);
}

/** An amount in hundredths of a pya, signed as sent; null when it is not a decimal or is finer than that. */
export function toExact(currency: Currency, amount: string): number | null {
  const parsed = scaled(amount, EXACT_PER_UNIT[currency]);
  if (!parsed || parsed.value % parsed.scale !== 0n) return null;
  return signedSafe(parsed.negative, parsed.value / parsed.scale);
}

/** A figure of the aggregator's (a wager's reported stake or prize) in pya, to the pya below, for the wager report. */
export function figurePya(currency: Currency, amount: string): number | null {
  const parsed = scaled(amount, PYA_PER_UNIT[currency]);
  return parsed && signedSafe(parsed.negative, parsed.value / parsed.scale);
}

/** Division rounding toward minus infinity: a balance, or a debt, is never reported in the player's favour. */
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));

/** A balance in hundredths of a pya (negative: the player owes) as the aggregator reads it, to 4 decimals. */
export function reportExact(currency: Currency, exact: number): number {
  const tenThousandths = floorDiv(BigInt(exact) * 10_000n, EXACT_PER_UNIT[currency]);
  return Number(tenThousandths) / 10_000;
}

/** pya as a whole number of the currency's units (an operator's balance or a bet value), to 4 decimals. */
export function unitsToPya(currency: Currency, units: number): number {
  return Number((BigInt(Math.round(units * 10_000)) * PYA_PER_UNIT[currency]) / 10_000n);
}
