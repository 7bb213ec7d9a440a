import { z } from 'zod';
import { AMOUNT_CEILING_KS } from './money';

const text = (max: number) => z.string({ message: 'field_invalid' }).trim().max(max, 'field_invalid');

/**
 * POST /api/shan-launch-game. The spec's client sends the player's member_account, or its user_name when the profile
 * has none; operator_code is optional and defaults on the server to the configured one.
 */
export const shanLaunchRequest = z
  .object({
    member_account: text(100).optional(),
    user_name: text(100).optional(),
    operator_code: text(40).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.member_account && !body.user_name)
      ctx.addIssue({ code: 'custom', path: ['member_account'], message: 'field_required' });
  });
export type ShanLaunchRequest = z.infer<typeof shanLaunchRequest>;

export const shanLaunchReply = z.object({ status: z.literal('success'), launch_game_url: z.string() });

/** Every refused launch, also the 422 of a bad body: the spec's client reads status, message and errors. */
export const shanLaunchFailure = z.object({
  status: z.literal('fail'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ShanLaunchFailure = z.infer<typeof shanLaunchFailure>;

const KYAT_FIGURE = /^-?\d+(\.\d{1,2})?$/;

/**
 * A balance the provider reports, in kyat: a JSON number or numeric text, zero or negative allowed (a negative one is
 * refused as unreconcilable, not as a bad body), never more than two decimals.
 */
const reportedKyat = z
  .union([z.number(), z.string()], { message: 'amount_invalid' })
  .refine((value) => KYAT_FIGURE.test(String(value).trim()), 'amount_invalid')
  .transform(Number)
  .refine((value) => Math.abs(value) <= AMOUNT_CEILING_KS, 'amount_too_large')
  .meta({ description: 'Kyat, at most two decimals', example: 10500.5 });

/** Unix time in seconds or in milliseconds: integrations disagree, both are accepted. */
const unixTime = z
  .union([z.number(), z.string()], { message: 'field_invalid' })
  .refine((value) => /^\d{9,13}$/.test(String(value).trim()), 'field_invalid')
  .transform(Number)
  .meta({ description: 'Unix time, seconds or milliseconds', example: 1767225600 });

/**
 * The provider's callback after each round: POST /api/shan/client/balance-update. Balances are absolute. Unknown
 * fields are kept: the signature covers the payload as sent.
 */
export const shanBalanceUpdate = z.looseObject({
  wager_code: z
    .string({ message: 'field_required' })
    .trim()
    .min(1, 'field_required')
    .max(100, 'field_invalid'),
  game_type_id: z.union([z.number(), z.string()]).optional(),
  players: z
    .array(
      z.looseObject({
        player_id: z.union([z.string(), z.number()], { message: 'field_required' }).transform(String),
        balance: reportedKyat,
      }),
      { message: 'field_required' },
    )
    .min(1, 'field_required')
    .max(100, 'field_invalid')
    .refine(
      (players) => new Set(players.map((player) => player.player_id)).size === players.length,
      'field_invalid',
    ),
  banker_balance: z.union([z.number(), z.string()]).nullish(),
  agent_balance: z.union([z.number(), z.string()]).nullish(),
  timestamp: unixTime,
  total_player_net: reportedKyat.nullish(),
  banker_amount_change: z.union([z.number(), z.string()]).nullish(),
  signature: z.string({ message: 'field_required' }),
});
export type ShanBalanceUpdate = z.infer<typeof shanBalanceUpdate>;

/** Why a callback was refused; duplicates are not refused (they succeed and post nothing). */
export const SHAN_REFUSALS = [
  'NOT_CONFIGURED',
  'INVALID_SIGNATURE',
  'STALE_REQUEST',
  'INVALID_REQUEST',
  'UNKNOWN_PLAYER',
  'UNRECONCILED',
] as const;
export type ShanRefusalCode = (typeof SHAN_REFUSALS)[number];

export const shanCallbackReply = z.object({
  status: z.literal('success'),
  code: z.literal('SUCCESS'),
  message: z.string(),
});

export const shanCallbackRefusal = z.object({
  status: z.literal('fail'),
  code: z.enum(SHAN_REFUSALS),
  message: z.string(),
});
