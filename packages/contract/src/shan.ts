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
 * A player's balance as the provider reports it, in kyat: a string with two decimals ("1150.00"), or a number. It
 * may be negative: the provider moves its house and players by force.
 */
const reportedKyat = z
  .union([z.number(), z.string()], { message: 'amount_invalid' })
  .refine((value) => KYAT_FIGURE.test(String(value).trim()), 'amount_invalid')
  .transform(Number)
  .refine((value) => Math.abs(value) <= AMOUNT_CEILING_KS, 'amount_too_large')
  .meta({ description: 'Kyat, at most two decimals, may be negative', example: '10500.50' });

/** The provider's `Y-m-d\TH:i:sO` (e.g. 2025-09-20T04:24:48+0000), any ISO 8601 time with an offset, or Unix time. */
const PROVIDER_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})|\d{9,13})$/;
const providerTime = z
  .union([z.string(), z.number()], { message: 'field_invalid' })
  .transform(String)
  .refine((value) => PROVIDER_TIME.test(value), 'field_invalid')
  .meta({ description: 'When the provider built the callback', example: '2025-09-20T04:24:48+0000' });

/** Figures the provider adds about its own house and the table: kept as sent, never used for money. */
const providerFigure = z.union([z.number(), z.string()]).nullish();

/**
 * The provider's callback after each round: POST /api/shan/client/balance-update. Each balance is absolute (the
 * provider's copy of the wallet after the round). The list names the whole table: the provider's house `SKP0101`,
 * perhaps several times, its bots and other operators' players, beside ours. Unknown fields are kept.
 */
export const shanBalanceUpdate = z.looseObject({
  // As sent: wager codes differ by case alone.
  wager_code: z.string({ message: 'field_required' }).min(1, 'field_required').max(100, 'field_invalid'),
  game_type_id: providerFigure,
  players: z
    .array(
      z.looseObject({
        player_id: z.union([z.string(), z.number()], { message: 'field_required' }).transform(String),
        balance: reportedKyat,
      }),
      { message: 'field_required' },
    )
    .min(1, 'field_required')
    .max(200, 'field_invalid'),
  banker_balance: providerFigure,
  agent_balance: providerFigure,
  timestamp: providerTime,
  total_player_net: providerFigure,
  banker_amount_change: providerFigure,
  signature: z.string({ message: 'field_required' }),
});
export type ShanBalanceUpdate = z.infer<typeof shanBalanceUpdate>;

/** Why a callback was refused: only one we cannot trust or read. Rounds themselves are never refused. */
export const SHAN_REFUSALS = ['NOT_CONFIGURED', 'INVALID_SIGNATURE', 'INVALID_REQUEST'] as const;
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
