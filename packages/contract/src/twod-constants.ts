/* No zod here: the player site imports these values as they are. */

/**
 * The 2D lottery (spec section "2D lottery", DESIGN section 7). Two draws per Myanmar business day: time id 2
 * ("12:00 PM", drawn 12:01) and time id 4 ("04:30 PM", drawn 16:30). Numbers are two-digit text "00".."99".
 */
export const TWOD_TIMES = [
  { id: 2, label: '12:00 PM', session: 'morning', drawAt: '12:01' },
  { id: 4, label: '04:30 PM', session: 'evening', drawAt: '16:30' },
] as const;
export type TwodTimeId = (typeof TWOD_TIMES)[number]['id'];
export type TwodSession = (typeof TWOD_TIMES)[number]['session'];

/** Session codes of the feed's open times: 1..4 are 10:30, 12:00, 14:30 and 16:30 (Myanmar time). */
export const TWOD_SESSION_CODES = { 1: '10:30', 2: '12:00', 3: '14:30', 4: '16:30' } as const;

export const TWOD_MIN_BET_KS = 100;
export const TWOD_DEFAULT_BREAK_LIMIT_KS = 1_000;
export const TWOD_NUMBERS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** Saturday or Sunday of a Myanmar day (YYYY-MM-DD): no 2D draw on either, whatever the operator's calendar says. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}
