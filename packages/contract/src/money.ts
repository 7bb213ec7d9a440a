import { z } from 'zod';

/** Largest amount any single request may carry before configuration narrows it: keeps pya far below 2^53. */
export const AMOUNT_CEILING_KS = 1_000_000_000_000;

const KYAT_TEXT = /^\d+(\.\d{1,2})?$/;

function asText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A kyat amount as a client sends it: a JSON number, or a decimal string from a form, with at most two decimals and
 * never zero. Output is the kyat value as a number; the server turns it into pya at its edge.
 */
function kyat(options: { signed: boolean }) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const text = asText(value);
      const magnitude = options.signed && text.startsWith('-') ? text.slice(1) : text;
      if (!KYAT_TEXT.test(magnitude) || Number(magnitude) === 0)
        ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
      else if (Number(magnitude) > AMOUNT_CEILING_KS)
        ctx.addIssue({ code: 'custom', message: 'amount_too_large' });
    })
    .transform((value) => Number(asText(value)));
}

export const kyatAmount = kyat({ signed: false }).meta({
  type: 'number',
  description: 'Kyat above zero, at most two decimals',
  example: 1000,
});

/** A signed amount, for operator adjustments. */
export const signedKyatAmount = kyat({ signed: true }).meta({
  type: 'number',
  description: 'Kyat, signed, not zero, at most two decimals',
  example: -500,
});

/** Balances are served in kyat with at most two decimals. */
export const kyatBalance = z.number().meta({ description: 'Kyat', example: 100000 });
