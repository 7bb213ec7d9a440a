import { z } from 'zod';
import { fairness } from './digitbet';

/** Console view of our own games: Digit Bet's configured payouts and Shwe Slot's published paytable, both read-only. */
const perBet = z.object({ digit: z.number(), big: z.number(), small: z.number() });

export const houseGamesView = z.object({
  digit_bet: z.object({
    payouts: perBet,
    rtp: perBet,
    /** the environment settings the payouts come from */
    settings: z.array(z.object({ name: z.string(), value: z.number() })),
  }),
  shwe_slot: z.object({
    reels: z.array(z.array(z.string())),
    paytable: z.array(z.object({ combo: z.array(z.string()), pays: z.number() })),
    rtp: z.number(),
    /** the exact RTP as a fraction of all reel outcomes */
    rtp_fraction: z.string(),
  }),
});
export type HouseGamesView = z.infer<typeof houseGamesView>;

/** A player's Digit Bet seeds as the console sees them, with whose they are. */
export const playerSeeds = fairness.extend({ user_id: z.number().int(), user_name: z.string() });
export type PlayerSeeds = z.infer<typeof playerSeeds>;
