import { z } from 'zod';
import { drawMoments, lotteryNumber, lotteryStake, refineSlip, slipTotal } from './lottery';
import { expandQuick, QUICK_SETS, quickChoiceError, reverseOf, type QuickChoice } from './twod-quick';
import { TWOD_MIN_BET_KS, TWOD_TIMES, type TwodTimeId } from './twod-constants';

const timeId = z.coerce
  .number({ message: 'twod_time_invalid' })
  .refine((value) => TWOD_TIMES.some((time) => time.id === value), 'twod_time_invalid')
  .transform((value) => value as TwodTimeId);

/**
 * A quick bet's schema, given the stake per number's schema (the slip's own): an unknown set is refused on `set`,
 * digits that do not fit it on `digits`.
 */
export function quickBetSchema(amount: z.ZodType<number>) {
  return z
    .object({
      set: z.enum(QUICK_SETS, { message: 'twod_quick_set_invalid' }),
      digits: z.string({ message: 'twod_quick_digits' }).max(10, 'twod_quick_digits').optional(),
      amount,
    })
    .superRefine((choice, ctx) => {
      const error = quickChoiceError(choice);
      if (error) ctx.addIssue({ code: 'custom', path: ['digits'], message: error });
    });
}

/** What a slip stakes once its round bet and quick set are expanded. */
export interface SlipChoices {
  amounts: readonly { num: string; amount: number }[];
  round?: boolean | undefined;
  quick?: (QuickChoice & { amount: number }) | undefined;
}

/**
 * Every number a slip stakes and its amount: the hand-picked numbers, their reverses when the slip is "R" (a reverse
 * already picked keeps its own stake), then the quick set's numbers; a number reached twice carries both stakes.
 * Server and client call this same function, so the numbers shown before confirming are the numbers checked.
 */
export function slipStakes(slip: SlipChoices): { num: string; amount: number }[] {
  const stakes = new Map<string, number>();
  const add = (num: string, amount: number) => stakes.set(num, (stakes.get(num) ?? 0) + amount);
  for (const { num, amount } of slip.amounts) add(num, amount);
  const picked = new Set(slip.amounts.map(({ num }) => num));
  if (slip.round)
    for (const { num, amount } of slip.amounts) if (!picked.has(reverseOf(num))) add(reverseOf(num), amount);
  if (slip.quick) for (const num of expandQuick(slip.quick)) add(num, slip.quick.amount);
  return [...stakes].map(([num, amount]) => ({ num, amount }));
}

/** A number as the client sends it: exactly two digits. 7, '7', '100' and 'ab' are refused. */
const twodNumber = lotteryNumber(2, 'twod_number_invalid');

/** A stake per number: whole kyat, at least the minimum. */
const stake = lotteryStake(TWOD_MIN_BET_KS, 'twod_amount_minimum');

/** A Myanmar business day, YYYY-MM-DD. */
const drawDay = z.iso.date({ message: 'field_invalid' });

/**
 * POST /api/twod-bet. `time` (2 or 4) names the draw: the next one of that time still taking bets (today's until its
 * closing minute, then the next business day's); without it, the first of either time to close. `date`, when sent,
 * is the day of the draw the player saw: the bet goes to that draw only, and is refused once it has closed. The
 * server sums the amounts itself: a totalAmount that differs is refused.
 */
export const twodBetRequest = z
  .object({
    time: timeId.optional(),
    date: drawDay.optional(),
    totalAmount: slipTotal(),
    /** Hand-picked numbers; may be empty when a quick bet names the numbers. */
    amounts: z
      .array(z.object({ num: twodNumber, amount: stake }), { message: 'twod_amounts_required' })
      .max(100, 'twod_amounts_required')
      .default([]),
    /** The round bet ("R"): each hand-picked number's reverse joins the slip with the same stake. */
    round: z.boolean({ message: 'field_invalid' }).optional(),
    /** A quick set (twod-quick.ts), each of its numbers staked `amount`; the server expands it itself. */
    quick: quickBetSchema(stake).optional(),
  })
  // `amounts` may be empty when a quick bet names the numbers: the expanded slip must have 1 to 100.
  .superRefine((slip, ctx) => refineSlip(slip, slipStakes(slip), ctx, (count) => count === 0 || count > 100));
export type TwodBetRequest = z.infer<typeof twodBetRequest>;

/** The over-limit reply (HTTP 409): the numbers whose break limit, closure or player limit the slip would pass. */
export const twodOverLimitReply = z.array(z.string());

export const twodBet = z.object({
  id: z.number().int(),
  bet_number: z.string(),
  bet_amount: z.number(),
  /** true once the draw is settled and the number won */
  win_lose: z.boolean(),
  result: z.enum(['pending', 'win', 'lose', 'refunded']),
  potential_payout: z.number(),
  payout: z.number(),
});

export const twodSlip = z.object({
  id: z.number().int(),
  slip_no: z.string(),
  player_name: z.string(),
  total_bet_amount: z.number(),
  session: z.enum(['morning', 'evening']),
  time_id: z.number().int(),
  status: z.enum(['pending', 'completed', 'void']),
  game_date: z.string(),
  /** when the slip's draw is drawn (an instant; Myanmar time is UTC+6:30) */
  draw_at: z.string(),
  before_balance: z.number(),
  after_balance: z.number(),
  created_at: z.string(),
  two_bets: z.array(twodBet),
});
export type TwodSlip = z.infer<typeof twodSlip>;

export const twodNumbersQuery = z.object({ time: timeId });

/**
 * GET /api/twod/numbers?time=: the next draw of that time still taking bets (`date` says which day: today's until its
 * closing minute, then the next business day's), what each number has staked, its limit, and whether it takes bets.
 */
export const twodNumbersReply = z.object({
  draw: z.object({
    id: z.number().int().nullable(),
    date: z.string(),
    time_id: z.number().int(),
    ...drawMoments(),
    open: z.boolean(),
    /** why betting is not open: closed (past the closing minute), holiday, weekend, settled, void */
    reason: z.string().nullable(),
    /** why today's draw of this time is not the one described (closed, weekend, holiday, ...); null when it is */
    today_reason: z.string().nullable(),
  }),
  break_limit: z.number(),
  numbers: z.array(
    z.object({
      num: z.string(),
      staked: z.number(),
      limit: z.number(),
      remaining: z.number(),
      closed: z.boolean(),
    }),
  ),
});
export type TwodNumbers = z.infer<typeof twodNumbersReply>;

/** GET /api/twod/live: the feed's own shape (integrations.md), served from the server's cache, plus what we add. */
export const twodLiveReply = z.object({
  live: z.object({
    set: z.string(),
    value: z.string(),
    time: z.string(),
    twod: z.string(),
    date: z.string(),
  }),
  server_time: z.string(),
  result: z.array(
    z.object({
      open_time: z.string(),
      set: z.string(),
      value: z.string(),
      twod: z.string(),
      stock_date: z.string(),
      stock_datetime: z.string(),
      history_id: z.string(),
    }),
  ),
  holiday: z.object({ status: z.string(), date: z.string(), name: z.string() }),
  /** The 9:30 and 14:00 informational numbers (nothing settles against them); null digits when not published. */
  modern_internet: z.array(
    z.object({ time: z.string(), modern: z.string().nullable(), internet: z.string().nullable() }),
  ),
  next_draw: z
    .object({ time_id: z.number().int(), date: z.string(), draw_at: z.string(), closes_at: z.string() })
    .nullable(),
  /** feed: the upstream feed is live; results: no upstream, the latest confirmed results are shown */
  source: z.enum(['feed', 'results']),
});
export type TwodLive = z.infer<typeof twodLiveReply>;

/** GET /api/twod/open-draws: the next draw of each time still taking bets, with its day, in closing order. */
export const twodOpenDraw = z.object({
  time_id: z.number().int(),
  date: z.string(),
  ...drawMoments(),
  /** why today's draw of this time is not this one (closed, weekend, holiday, ...); null when it is today's */
  today_reason: z.string().nullable(),
});
export type TwodOpenDraw = z.infer<typeof twodOpenDraw>;

export const twodHoliday = z.object({ date: z.string(), name: z.string() });

/**
 * GET /api/twod/results: the draws of today and the days before (RESULT_DAYS) that have a result, newest first, each
 * with the SET index and traded value it follows from (empty when not entered) and its two digits.
 */
export const twodResult = z.object({
  date: z.string(),
  time_id: z.number().int(),
  /** the draw's Myanmar wall-clock time, HH:MM:SS */
  open_time: z.string(),
  set: z.string(),
  value: z.string(),
  twod: z.string(),
});
export type TwodResult = z.infer<typeof twodResult>;

export const dailyWinnersQuery = z.object({
  date: z.iso.date({ message: 'field_invalid' }).optional(),
  session: z.enum(['all', 'morning', 'evening'], { message: 'field_invalid' }).optional().default('all'),
});

const winnersOfDraw = z.object({
  date: z.string(),
  session: z.string(),
  win_digit: z.string().nullable(),
  winners: z.array(z.object({ member_name: z.string(), bet_amount: z.number(), win_amount: z.number() })),
});

export const dailyWinnersReply = winnersOfDraw.extend({ latest_results: z.array(winnersOfDraw) });
export type DailyWinners = z.infer<typeof dailyWinnersReply>;

/** Whether a settled result's SET and value were the ones the feed published for its draw. */
export const feedMatch = z.enum(['matched', 'differs', 'no_reading']);
export type FeedMatch = z.infer<typeof feedMatch>;
/** Who entered a result: the feed, or a console user in their role when it settled. */
export const enteredRole = z.enum(['feed', 'operator', 'admin']);
export type EnteredRole = z.infer<typeof enteredRole>;

/**
 * GET /api/twod/chain: every settled 2D result with the SET index and traded value it follows from, who or what read
 * them and when, chained by SHA-256 (`recipe` says what each hash covers). `broken` lists entries that do not verify.
 * Entries of recipe 2 also carry whether the figures matched the feed's and the roles of the two people; entries of
 * recipe 1 (settled before) have them null and are hashed without them.
 */
export const twodChainEntry = z.object({
  seq: z.number().int(),
  recipe: z.union([z.literal(1), z.literal(2)]),
  date: z.string(),
  time_id: z.number().int(),
  result: z.string(),
  set: z.string(),
  value: z.string(),
  source: z.string(),
  read_at: z.string(),
  read_by: z.string().nullable(),
  feed_match: feedMatch.nullable(),
  entered_role: enteredRole.nullable(),
  confirmed_by: z.string().nullable(),
  confirmed_role: z.enum(['operator', 'admin']).nullable(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type TwodChainEntry = z.infer<typeof twodChainEntry>;
export const twodChainReply = z.object({
  algorithm: z.literal('sha256'),
  recipe: z.string(),
  rule: z.string(),
  verified: z.boolean(),
  broken: z.array(z.number().int()),
  entries: z.array(twodChainEntry),
});
export type TwodChainReply = z.infer<typeof twodChainReply>;
