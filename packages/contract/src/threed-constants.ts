/* No zod here: the player site imports these values as they are. */

/**
 * The 3D lottery: numbers 000-999, the last three digits of the Thai Government Lottery first prize, drawn on the
 * operator's calendar (the 1st and 16th by default). Straight bets pay the odds on the exact number; an "R" slip
 * stakes every ordering of its numbers; when the operator enables it, a bet whose digits are the result's in another
 * order wins the smaller "tote" prize.
 */
export const THREED_MIN_BET_KS = 100;
export const THREED_DEFAULT_BREAK_LIMIT_KS = 5_000;
/** The draw's moment in Myanmar time (16:00 in Bangkok, when the first prize is known). */
export const THREED_DRAW_TIME = '15:30';
export const THREED_DEFAULT_DAYS = [1, 16] as const;
