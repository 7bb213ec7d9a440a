import { z } from 'zod';
import {
  closeMinutesField,
  drawFigures,
  drawIdParams,
  drawMoments,
  drawStatus,
  limitFields,
  lotteryNumber,
  lotteryStake,
  oddsField,
  refineSlip,
  slipTotal,
} from './lottery';
import { THREED_MIN_BET_KS } from './threed-constants';

/** The number's digits in ascending order: two numbers are permutations of each other when their keys agree. */
export const permKeyOf = (num: string) => [...num].sort().join('');

/** Every distinct ordering of a number's digits (6, 3 or 1 of them), in number order. */
export function permutationsOf(num: string): string[] {
  const [a = '', b = '', c = ''] = [...num];
  const all = [a + b + c, a + c + b, b + a + c, b + c + a, c + a + b, c + b + a];
  return [...new Set(all)].sort();
}

/** What a slip stakes once its R is expanded: every ordering of each number, a number reached twice staked once. */
export function threedStakes(slip: {
  amounts: readonly { num: string; amount: number }[];
  round?: boolean | undefined;
}): { num: string; amount: number }[] {
  const stakes = new Map<string, number>();
  for (const { num, amount } of slip.amounts)
    for (const each of slip.round ? permutationsOf(num) : [num])
      if (!stakes.has(each) || each === num) stakes.set(each, amount);
  return [...stakes].map(([num, amount]) => ({ num, amount }));
}

const threedNumber = lotteryNumber(3, 'threed_number_invalid');
const stake = lotteryStake(THREED_MIN_BET_KS, 'threed_amount_minimum');

/**
 * POST /api/threed-bet: numbers and a stake each, optionally R. `date`, when sent, is the draw the player saw: the
 * slip goes to that draw only. The total must equal the expanded slip's sum.
 */
export const threedBetRequest = z
  .object({
    date: z.iso.date({ message: 'field_invalid' }).optional(),
    totalAmount: slipTotal(),
    amounts: z
      .array(z.object({ num: threedNumber, amount: stake }), { message: 'twod_amounts_required' })
      .min(1, 'twod_amounts_required')
      .max(100, 'twod_amounts_required'),
    round: z.boolean({ message: 'field_invalid' }).optional(),
  })
  // An empty slip is refused by `amounts` itself; an R slip expands to at most 300 numbers.
  .superRefine((slip, ctx) => refineSlip(slip, threedStakes(slip), ctx, (count) => count > 300));
export type ThreedBetRequest = z.infer<typeof threedBetRequest>;

export const threedBet = z.object({
  id: z.number().int(),
  bet_number: z.string(),
  bet_amount: z.number(),
  result: z.enum(['pending', 'win', 'tote', 'lose', 'refunded']),
  potential_payout: z.number(),
  payout: z.number(),
});

export const threedSlip = z.object({
  id: z.number().int(),
  slip_no: z.string(),
  player_name: z.string(),
  total_bet_amount: z.number(),
  status: z.enum(['pending', 'completed', 'void']),
  game_date: z.string(),
  draw_at: z.string(),
  result: z.string().nullable(),
  before_balance: z.number(),
  after_balance: z.number(),
  created_at: z.string(),
  bets: z.array(threedBet),
});
export type ThreedSlip = z.infer<typeof threedSlip>;

/**
 * GET /api/threed/draw: the next draw taking bets (or why none does), its limits and odds, and what each number with
 * stakes has taken (numbers absent have taken nothing), for the remaining capacity shown while entering a number.
 */
export const threedDrawReply = z.object({
  draw: z
    .object({
      date: z.string(),
      ...drawMoments(),
      open: z.boolean(),
    })
    .nullable(),
  break_limit: z.number(),
  player_limit: z.number().nullable(),
  odds: z.number().int(),
  tote_odds: z.number().int().nullable(),
  closed_numbers: z.array(z.string()),
  taken: z.record(z.string(), z.number()),
});
export type ThreedDrawReply = z.infer<typeof threedDrawReply>;

/** A settled draw's result, with the first prize it comes from. */
export const threedResult = z.object({
  date: z.string(),
  result: z.string(),
  first_prize: z.string(),
  source: z.string().nullable(),
});
export type ThreedResult = z.infer<typeof threedResult>;

export const threedWinnersQuery = z.object({ date: z.iso.date({ message: 'field_invalid' }).optional() });
export const threedWinner = z.object({
  player_name: z.string(),
  number: z.string(),
  kind: z.enum(['win', 'tote']),
  stake: z.number(),
  payout: z.number(),
});
export const threedWinnersReply = z.object({
  date: z.string().nullable(),
  result: z.string().nullable(),
  winners: z.array(threedWinner),
});

// ---- console ----

export const threedDrawParams = drawIdParams();

export const threedConsoleDraw = z.object({
  id: z.number().int(),
  date: z.string(),
  ...drawMoments(),
  status: drawStatus(),
  result: z.string().nullable(),
  first_prize: z.string().nullable(),
  source: z.string().nullable(),
  entered_by: z.string().nullable(),
  confirmed_by: z.string().nullable(),
  ...drawFigures(),
});
export type ThreedConsoleDraw = z.infer<typeof threedConsoleDraw>;

/**
 * A result as staff enter it: the six-digit first prize as published (the source figure), where it was read, and the
 * three digits; the digits must be the first prize's last three.
 */
export const threedResultRequest = z
  .object({
    first_prize: z
      .string({ message: 'threed_first_prize_invalid' })
      .regex(/^\d{6}$/, 'threed_first_prize_invalid'),
    result: threedNumber,
    source: z.string({ message: 'field_required' }).trim().min(3, 'field_required').max(200, 'text_too_long'),
  })
  .superRefine((body, ctx) => {
    if (body.first_prize.slice(3) !== body.result)
      ctx.addIssue({ code: 'custom', path: ['result'], message: 'threed_result_mismatch' });
  });

const odds = oddsField(10_000);
export const threedSettingsBody = z.object({
  ...limitFields(),
  odds,
  tote_odds: odds.nullable(),
  close_minutes: closeMinutesField(24 * 60),
  closed_numbers: z.array(threedNumber).max(1000),
});
export type ThreedSettingsBody = z.infer<typeof threedSettingsBody>;

/** A change to the default calendar: a day without its draw (skip) or with an extra one. */
export const threedCalendarEntry = z.object({
  date: z.iso.date({ message: 'field_invalid' }),
  kind: z.enum(['skip', 'extra'], { message: 'field_invalid' }),
  name: z.string({ message: 'field_required' }).trim().min(1, 'field_required').max(200, 'text_too_long'),
});
export const threedCalendarParams = z.object({ date: z.iso.date({ message: 'field_invalid' }) });
