import { z } from 'zod';
import { kyatAmount, kyatBalance } from './money';

export const DIGITBET_MULTIPLIERS = [1, 5, 10, 20, 50, 100] as const;
export const DIGITBET_COUNTDOWN_SECONDS = 90;
export const SMALL_DIGITS = [0, 1, 2, 3, 4] as const;
export const BIG_DIGITS = [5, 6, 7, 8, 9] as const;

/**
 * POST /api/digitbet. The spec's client also sends `rolled_number` and `outcome`; they are accepted and ignored:
 * the server draws the digit.
 */
export const digitBetRequest = z
  .object({
    bet_type: z.enum(['digit', 'big', 'small'], { message: 'bet_required' }),
    digit: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .transform((value) => (value === null || value === undefined || value === '' ? null : Number(value))),
    bet_amount: kyatAmount,
    multiplier: z.coerce
      .number({ message: 'field_invalid' })
      .refine((value) => (DIGITBET_MULTIPLIERS as readonly number[]).includes(value), 'field_invalid'),
    rolled_number: z.unknown().optional(),
    outcome: z.unknown().optional(),
  })
  .superRefine((bet, ctx) => {
    if (
      bet.bet_type === 'digit' &&
      (bet.digit === null || !Number.isInteger(bet.digit) || bet.digit < 0 || bet.digit > 9)
    )
      ctx.addIssue({ code: 'custom', path: ['digit'], message: 'bet_required' });
  });

/** A row of the history table, as the spec's entity names it. */
export const digitBetRound = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  betType: z.enum(['digit', 'big', 'small']),
  digit: z.number().int().nullable(),
  bet_amount: kyatBalance,
  multiplier: z.number().int(),
  rolledNumber: z.number().int(),
  outcome: z.enum(['win', 'lose']),
  win_amount: kyatBalance,
  profit: kyatBalance,
  nonce: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
});
export type DigitBetRound = z.infer<typeof digitBetRound>;

export const digitBetReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ balance: kyatBalance, history: z.array(digitBetRound), round: digitBetRound }),
});

/** The seeds behind the next rounds (hash only) and every earlier pair, revealed, for verification. */
export const fairness = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  next_nonce: z.number().int(),
  payouts: z.object({ digit: z.number(), big: z.number(), small: z.number() }),
  rtp: z.object({ digit: z.number(), big: z.number(), small: z.number() }),
  revealed: z.array(
    z.object({
      server_seed: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      rounds: z.number().int(),
    }),
  ),
});

export const clientSeedRequest = z.object({
  client_seed: z
    .string({ message: 'field_required' })
    .trim()
    .min(1, 'field_required')
    .max(64, 'text_too_long'),
});

export const verifyQuery = z.object({
  server_seed: z.string().regex(/^[0-9a-f]{64}$/, 'field_invalid'),
  client_seed: z.string().min(1, 'field_required').max(64, 'text_too_long'),
  nonce: z.coerce.number({ message: 'field_invalid' }).int('field_invalid').min(0, 'field_invalid'),
});

export const verifyReply = z.object({ server_seed_hash: z.string(), rolled_number: z.number().int() });

export type Fairness = z.infer<typeof fairness>;
export type VerifyResult = z.infer<typeof verifyReply>;
