import { fieldError } from '../http/errors';

/** 1 Ks = 100 pya. Amounts arrive as kyat with at most two decimals (checked by the contract schema). */
export function toPya(kyat: number): number {
  return Math.round(kyat * 100);
}

export function toKyat(pya: number): number {
  return pya / 100;
}

/** Kyat as a person reads it inside a sentence: 1,000 Ks, 2,500.5 Ks (the clients show amounts the same way). */
export function ksText(pya: number): string {
  return `${toKyat(pya).toLocaleString('en-US', { maximumFractionDigits: 2 })} Ks`;
}

/** The configured ceiling for one request, as a 422 on the field that carries the amount. */
export function checkMaximum(pya: number, maximumKyat: number, field = 'amount'): number {
  if (pya > toPya(maximumKyat)) throw fieldError(field, 'amount_too_large');
  return pya;
}
