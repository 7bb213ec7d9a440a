import { z } from 'zod';
import { GAME_LOG_PERIODS } from './constants';
import { kyatBalance } from './money';

export const gameLogQuery = z.object({
  type: z.enum(GAME_LOG_PERIODS, { message: 'field_invalid' }).default('today'),
});

/**
 * One game's rounds in the period, as the spec's game log row names them, plus what opens its rounds: the game's
 * product and code, and whether they were free rounds (their stake was the house's bonus, not the player's).
 */
export const gameLogRow = z.object({
  game_name: z.string(),
  from: z.string(),
  to: z.string(),
  spin_count: z.number().int(),
  turnover: kyatBalance,
  win_loss: kyatBalance,
  product_code: z.string().nullable(),
  game_code: z.string(),
  free_round: z.boolean(),
});
export type GameLogRow = z.infer<typeof gameLogRow>;

export const gameRoundsQuery = gameLogQuery.extend({
  product_code: z.string().trim().max(40, 'field_invalid').optional(),
  game_code: z
    .string({ message: 'field_required' })
    .trim()
    .min(1, 'field_required')
    .max(100, 'field_invalid'),
  free_round: z.enum(['0', '1'], { message: 'field_invalid' }).default('0'),
});

/** One round of a game log row; `replay` when the game's provider keeps a replay of it. */
export const gameRoundRow = z.object({
  id: z.number().int(),
  round_code: z.string(),
  started_at: z.string(),
  bet: kyatBalance,
  win: kyatBalance,
  status: z.enum(['open', 'settled', 'void']),
  replay: z.boolean(),
});
export type GameRoundRow = z.infer<typeof gameRoundRow>;
