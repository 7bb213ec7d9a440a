import { z } from 'zod';
import { kyatBalance } from './money';

export const GAME_LOG_PERIODS = ['today', 'yesterday', 'this_week', 'last_week'] as const;
export type GameLogPeriod = (typeof GAME_LOG_PERIODS)[number];

export const gameLogQuery = z.object({
  type: z.enum(GAME_LOG_PERIODS, { message: 'field_invalid' }).default('today'),
});

/** One game's rounds in the period, as the spec's game log row names them. */
export const gameLogRow = z.object({
  game_name: z.string(),
  from: z.string(),
  to: z.string(),
  spin_count: z.number().int(),
  turnover: kyatBalance,
  win_loss: kyatBalance,
});
export type GameLogRow = z.infer<typeof gameLogRow>;
