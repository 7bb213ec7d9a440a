/**
 * The aggregator's kyat currencies (its section 3.11): MMK is 1:1 (one unit is 1 Ks), MMK2 1:1000 (one unit is
 * 1,000 Ks), MMK3 1:100. Its amounts carry up to 4 decimals, so one unit of 4 decimals is 0.01 pya in MMK, 10 pya in
 * MMK2 and 1 pya in MMK3: the ledger keeps whole pya, and only MMK can say less than a pya.
 *
 * Rounding rule: an amount is converted exactly (decimal text, integer arithmetic), then a credit to the player is
 * rounded down to the pya and a debit up. Every rounding is therefore in the house's favour by less than one pya, and
 * no sequence of moves can leave a player with more than the aggregator's exact figures add up to. The exact figure
 * is kept on the transfer. Balances are reported rounded down to 4 decimals, never more than the player has.
 */
const PYA_PER_UNIT = { MMK: 100n, MMK2: 100_000n, MMK3: 10_000n } as const;
export type Currency = keyof typeof PYA_PER_UNIT;
export const CURRENCIES = Object.keys(PYA_PER_UNIT) as Currency[];

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(PYA_PER_UNIT, value);
}

const DECIMAL = /^([+-]?)(\d{1,15})(?:\.(\d{1,12}))?$/;

/** An amount in pya, signed as sent, its magnitude rounded as `round` says; null when it is not a decimal. */
function toPya(currency: Currency, amount: string, round: 'down' | 'up'): number | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  const exact = (BigInt(whole!) * scale + BigInt(fraction || '0')) * PYA_PER_UNIT[currency];
  const pya = round === 'down' ? exact / scale : (exact + scale - 1n) / scale;
  if (pya > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const magnitude = Number(pya);
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** What a credit of `amount` pays the player: rounded down to the pya. */
export const creditPya = (currency: Currency, amount: string) => toPya(currency, amount, 'down');

/** What a debit of `amount` takes from the player: rounded up to the pya. */
export const debitPya = (currency: Currency, amount: string) => toPya(currency, amount, 'up');

/** A figure of the aggregator's (a wager's stake or prize) in pya, to the nearest pya below, for comparison. */
export const figurePya = (currency: Currency, amount: string) => toPya(currency, amount, 'down');

/** A balance as the aggregator reads it: in the currency's units, rounded down to 4 decimals. */
export function reportBalance(currency: Currency, pya: number): number {
  const tenThousandths = (BigInt(pya) * 10_000n) / PYA_PER_UNIT[currency];
  return Number(tenThousandths) / 10_000;
}

/** pya as a whole number of the currency's units (an operator's balance or a bet value), to 4 decimals. */
export function unitsToPya(currency: Currency, units: number): number {
  return Number((BigInt(Math.round(units * 10_000)) * PYA_PER_UNIT[currency]) / 10_000n);
}
