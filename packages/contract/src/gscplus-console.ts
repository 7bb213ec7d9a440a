import { z } from 'zod';
import { kyatBalance } from './money';

/** Console API of the GSC+ aggregator (issue 12): its products, the operator's balance there, free rounds, replays. */
export const aggregatorProductRow = z.object({
  product_code: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  product_name: z.string(),
  game_type: z.string(),
  status: z.string(),
  entry_type: z.number().int(),
  /** In the aggregator's latest product list; a product first met in a wallet callback is not, until reviewed. */
  listed: z.boolean(),
  first_seen_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type AggregatorProductRow = z.infer<typeof aggregatorProductRow>;

export const productsQuery = z.object({
  review: z.enum(['0', '1'], { message: 'field_invalid' }).optional(),
});

export const productKeyParams = z.object({
  code: z
    .string()
    .regex(/^\d{1,9}$/, 'field_invalid')
    .transform(Number),
  currency: z.string().regex(/^[A-Z0-9]{2,8}$/, 'field_invalid'),
});

/** The operator's own balance at the aggregator per contracted currency, and whether it is below the warning level. */
export const operatorBalance = z.object({
  /** The in-process demo aggregator answers (outside production, no aggregator configured), not GSC+. */
  demo: z.boolean(),
  is_credit: z.boolean(),
  warn_below: kyatBalance,
  low: z.boolean(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      /** In the aggregator's units of that currency. */
      balance: z.number(),
      /** In kyat, when the currency is one of kyat's. */
      balance_ks: kyatBalance.nullable(),
      updated_at: z.string().nullable(),
      low: z.boolean(),
    }),
  ),
});
export type OperatorBalance = z.infer<typeof operatorBalance>;

const gameCode = z.string().trim().min(1, 'field_required').max(100, 'field_invalid');

/**
 * Free rounds an operator grants a player: a product and its games, how many rounds, the bet of each in the
 * product's currency (per line for Pragmatic Play, total bet otherwise, as the aggregator's table says), and when.
 */
export const freeRoundGrant = z
  .object({
    product_code: z.number({ message: 'field_required' }).int('field_invalid').positive('field_invalid'),
    game_codes: z
      .array(gameCode, { message: 'field_required' })
      .min(1, 'field_required')
      .max(50, 'field_invalid'),
    rounds: z
      .number({ message: 'field_required' })
      .int('field_invalid')
      .min(1, 'field_invalid')
      .max(1000, 'field_invalid'),
    bet_value: z
      .number({ message: 'field_required' })
      .positive('amount_invalid')
      .max(1_000_000, 'amount_too_large')
      .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, 'amount_invalid'),
    start_at: z.iso.datetime({ offset: true, message: 'field_invalid' }),
    end_at: z.iso.datetime({ offset: true, message: 'field_invalid' }),
  })
  .refine((grant) => Date.parse(grant.end_at) > Date.parse(grant.start_at), {
    path: ['end_at'],
    message: 'field_invalid',
  });
export type FreeRoundGrant = z.infer<typeof freeRoundGrant>;

export const freeRoundRow = z.object({
  bonus_code: z.string(),
  product_code: z.number().int(),
  currency: z.string(),
  game_codes: z.array(z.string()),
  rounds: z.number().int(),
  /** As the aggregator counts them; null when it could not be asked. */
  rounds_played: z.number().int().nullable(),
  bet_value: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(['active', 'cancelled']),
  created_at: z.string(),
});
export type FreeRoundRow = z.infer<typeof freeRoundRow>;

export const bonusCodeParams = z.object({ bonus: z.string().min(1).max(100) });

/** A round's replay at the aggregator: a page to open, or HTML to show in a sandboxed frame (PG Soft). */
export const replay = z.object({ url: z.string().nullable(), html: z.string().nullable() });
export type Replay = z.infer<typeof replay>;
