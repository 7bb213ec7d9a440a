import { z } from 'zod';
import { kyatBalance } from './money';

export const SLOT_BETS_KS = [100, 200, 500, 1000, 2000] as const;

/** POST /api/house/open: the launch token of the game's URL, and the game of the page that opens it. */
export const openRequest = z.object({
  launch_token: z
    .string({ message: 'field_required' })
    .min(1, 'field_required')
    .max(100, 'game_session_invalid'),
  game_code: z
    .string({ message: 'field_required' })
    .min(1, 'field_required')
    .max(100, 'game_session_invalid'),
  /** The `return` of the game's URL: the page of the client that launched it, when another client did. */
  return_url: z.string({ message: 'field_invalid' }).max(2000, 'field_invalid').optional(),
});

export const spinRequest = z.object({
  session: z.string({ message: 'field_required' }).min(1, 'field_required').max(100, 'game_session_invalid'),
  bet: z.coerce
    .number({ message: 'field_invalid' })
    .refine((value) => (SLOT_BETS_KS as readonly number[]).includes(value), 'field_invalid'),
});

export const slotTable = z.object({
  session: z.string(),
  /** The user name of the player whose game balance the session plays. */
  player: z.string(),
  game: z.object({ code: z.string(), name: z.string() }),
  bets: z.array(z.number()),
  symbols: z.array(z.string()),
  reels: z.array(z.array(z.string())),
  paytable: z.array(z.object({ combo: z.array(z.string()), pays: z.number() })),
  rtp: z.number(),
  balance: kyatBalance,
  /**
   * Where the page's Back goes when another player client launched the game: its page, if that client is one the
   * operator lists (CORS_ORIGINS); null when the game was opened here.
   */
  return_to: z.string().nullable(),
});

export const spinResult = z.object({
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  payline: z.array(z.string()),
  win: kyatBalance,
  pays: z.number(),
  balance: kyatBalance,
  round_code: z.string(),
});

export type SlotTable = z.infer<typeof slotTable>;
export type SpinResult = z.infer<typeof spinResult>;
