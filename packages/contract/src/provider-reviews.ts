import { z } from 'zod';
import { pageQuery } from './envelope';
import { kyatBalance } from './money';

/**
 * Console: what providers' money paths leave for an operator (issue 12). Differences between a provider's record of
 * a round and ours are resolved by posting the difference; flags (a large credit) are acknowledged. Amounts in kyat.
 */
export const REVIEW_KINDS = [
  'unknown_wager',
  'amount_mismatch',
  'missed_settlement',
  'large_credit',
  'unlisted_round',
] as const;
export const DIFFERENCE_KINDS = ['unknown_wager', 'amount_mismatch', 'missed_settlement'] as const;

export const reviewsQuery = pageQuery.extend({
  status: z.enum(['open', 'closed'], { message: 'field_invalid' }).default('open'),
});

const figures = z.object({ stake: kyatBalance, win: kyatBalance }).nullable();

export const reviewRow = z.object({
  id: z.number().int(),
  provider: z.string(),
  kind: z.string(),
  subject: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  round_code: z.string().nullable(),
  game_code: z.string().nullable(),
  product_code: z.string().nullable(),
  /** The round as we had it when the difference was found, and as the provider has it. */
  ours: figures,
  theirs: figures,
  /** For a large credit: the amount credited. */
  amount: kyatBalance.nullable(),
  details: z.record(z.string(), z.unknown()),
  status: z.enum(['open', 'resolved', 'dismissed']),
  detected_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  /** The ledger reference of the posting that resolved it. */
  resolution: z.string().nullable(),
});
export type ReviewRow = z.infer<typeof reviewRow>;

export const resolution = z.object({ reference: z.string().nullable(), amount: kyatBalance });
export type Resolution = z.infer<typeof resolution>;

/** A player who owes the house from a provider's forced debits. */
export const debtRow = z.object({ user_id: z.number().int(), user_name: z.string(), debt: kyatBalance });
export type DebtRow = z.infer<typeof debtRow>;
