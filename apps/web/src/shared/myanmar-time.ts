import { myanmarDay } from '@zeya/contract/myanmar-time';

/*
 * 2D days are Myanmar's, wherever the player's device is: the clock is the contract's. Dates and times on screen are
 * written by `@zeya/ui-kit/format-date`.
 */

/** Today's Myanmar date, YYYY-MM-DD. */
export function myanmarToday(now = new Date()): string {
  return myanmarDay(now);
}
