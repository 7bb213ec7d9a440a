/**
 * How the person reading writes dates and numbers: their language and, in Burmese, Myanmar digits (၀-၉) or Latin
 * digits (0-9). The player site sets it from the player's choices (kept on the device); the console leaves it at
 * English with Latin digits, the operators' common ground with ledgers and bank statements. Every date, time and
 * amount the two front ends show is written through it, so a choice changes them all at once.
 */
export type Digits = 'myanmar' | 'latin';
export interface ReaderStyle {
  /** An interface language: en, mm, zh or th (anything else reads as English). */
  language: string;
  digits: Digits;
}

let current: ReaderStyle = { language: 'en', digits: 'latin' };
const listeners = new Set<() => void>();

export const readerStyle = (): ReaderStyle => current;

export function setReaderStyle(style: ReaderStyle) {
  if (style.language === current.language && style.digits === current.digits) return;
  current = style;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: a screen that must draw again when the style changes. */
export function subscribeReaderStyle(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const MYANMAR_ZERO = 0x1040;

/** Latin digits as the reader's digits: 2026 → ၂၀၂၆ with Myanmar digits, unchanged otherwise. */
export function inDigits(text: string, digits: Digits = current.digits): string {
  if (digits === 'latin') return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(MYANMAR_ZERO + Number(digit)));
}

/** A number with thousands separators and `minDecimals` to `maxDecimals` decimals, in the reader's digits. */
export function formatNumber(value: number, minDecimals = 0, maxDecimals = 2, digits?: Digits): string {
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: Math.max(minDecimals, maxDecimals),
  });
  return inDigits(text, digits);
}
