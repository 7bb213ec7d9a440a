import { z } from 'zod';
import { pageQuery } from './envelope';

/**
 * Console dashboard and reports (issue 7). Periods are Myanmar business days, `from` and `to` both included; amounts
 * in kyat. Bets and wins are net of reversals and refunds; GGR (gross gaming revenue) = bets - wins, across every game
 * (aggregator and house games, Digit Bet, Shan, 2D).
 */
const day = z.iso.date({ message: 'field_invalid' });

export const periodQuery = z.object({ from: day.optional(), to: day.optional() });
export type PeriodQuery = z.infer<typeof periodQuery>;

export const moneyTotals = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  wins: z.number(),
  /** Of the wins, those of free rounds: a bonus the house gave, played on no stake of the player's. */
  free_round_wins: z.number(),
  ggr: z.number(),
});

const periodTotals = moneyTotals.extend({
  from: z.string(),
  to: z.string(),
  new_players: z.number().int(),
  active_players: z.number().int(),
});
export type PeriodTotals = z.infer<typeof periodTotals>;

export const dashboard = z.object({
  today: periodTotals,
  period: periodTotals,
  pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
  /** The last 30 days up to today, one entry per day, oldest first. */
  days: z.array(
    z.object({ date: z.string(), deposits: z.number(), withdrawals: z.number(), ggr: z.number() }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;

export const REPORTS = [
  'daily',
  'providers',
  'games',
  'players',
  'bonus_daily',
  'promotions',
  'agents',
] as const;
export type ReportName = (typeof REPORTS)[number];

/** Reports call bets "turnover", as operators do. */
const gameTotals = z.object({
  turnover: z.number(),
  wins: z.number(),
  free_round_wins: z.number(),
  ggr: z.number(),
});
const cashTotals = z.object({ deposits: z.number(), withdrawals: z.number() });

const promotionCosts = z.object({ bonus_cost: z.number(), cashback: z.number(), commission: z.number() });

/** The rows of each report, columns in the order the table and the CSV show them. */
export const reportRows = {
  daily: z.object({ date: z.string(), ...cashTotals.shape, ...gameTotals.shape }),
  providers: z.object({ provider: z.string(), rounds: z.number().int(), ...gameTotals.shape }),
  games: z.object({
    provider: z.string(),
    product_code: z.string().nullable(),
    game_code: z.string(),
    rounds: z.number().int(),
    ...gameTotals.shape,
  }),
  players: z.object({
    user_id: z.number().int(),
    user_name: z.string(),
    ...cashTotals.shape,
    ...gameTotals.shape,
  }),
  /**
   * What promotions cost and what is left: bonus cost is bonus money converted to real money, cashback what was
   * paid as real money, commission what approved agent statements paid; net revenue = GGR less all three.
   */
  bonus_daily: z.object({
    date: z.string(),
    ggr: z.number(),
    ...promotionCosts.shape,
    net_revenue: z.number(),
  }),
  promotions: z.object({
    promotion_id: z.number().int(),
    promotion_title: z.string(),
    kind: z.string(),
    claims: z.number().int(),
    granted: z.number(),
    bonus_cost: z.number(),
    forfeited: z.number(),
    cashback: z.number(),
  }),
  agents: z.object({
    agent_id: z.number().int(),
    user_name: z.string(),
    ggr: z.number(),
    ...promotionCosts.shape,
    net_revenue: z.number(),
  }),
} as const;
export type ReportRow<R extends ReportName = ReportName> = z.infer<(typeof reportRows)[R]>;

export const reportQuery = periodQuery.extend(pageQuery.shape);
