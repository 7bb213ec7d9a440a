import { z } from 'zod';

/**
 * The schema pieces every lottery (2D, 3D) is made from. Each game's file composes its own objects from these, field
 * for field in the order it always had: what the API accepts and answers, and the OpenAPI document, stay the same.
 */

/** A number as the client sends it: exactly `digits` digits (7, '7' and 'ab' are refused). */
export const lotteryNumber = (digits: number, message: string) =>
  z.string({ message }).regex(new RegExp(`^\\d{${digits}}$`), message);

/** A stake per number: whole kyat, at least the game's minimum. */
export const lotteryStake = (minimumKs: number, minimumMessage: string) =>
  z
    .number({ message: 'twod_amount_invalid' })
    .int('twod_amount_invalid')
    .min(minimumKs, minimumMessage)
    .max(1_000_000_000, 'amount_too_large');

/** The slip's total as the client computed it: the server sums the stakes itself and refuses a total that differs. */
export const slipTotal = () =>
  z.number({ message: 'twod_total_invalid' }).int('twod_total_invalid').positive('twod_total_invalid');

/**
 * What every slip is checked for once its numbers are expanded into `stakes`: no number picked twice, a count of
 * numbers the game takes (`countRefused` says which it does not), and a total equal to the stakes' sum.
 */
export function refineSlip(
  slip: { totalAmount: number; amounts: readonly { num: string }[] },
  stakes: readonly { amount: number }[],
  ctx: z.RefinementCtx,
  countRefused: (count: number) => boolean,
) {
  const seen = new Set<string>();
  slip.amounts.forEach((entry, index) => {
    if (seen.has(entry.num))
      ctx.addIssue({ code: 'custom', path: ['amounts', index, 'num'], message: 'twod_number_duplicate' });
    seen.add(entry.num);
  });
  if (countRefused(stakes.length))
    ctx.addIssue({ code: 'custom', path: ['amounts'], message: 'twod_amounts_required' });
  const sum = stakes.reduce((total, entry) => total + entry.amount, 0);
  if (sum !== slip.totalAmount)
    ctx.addIssue({ code: 'custom', path: ['totalAmount'], message: 'twod_total_mismatch' });
}

/** A console path's draw: /<game>/draws/:id. */
export const drawIdParams = () =>
  z.object({ id: z.coerce.number({ message: 'field_invalid' }).int().positive() });

export const drawStatus = () => z.enum(['open', 'result_entered', 'settled', 'void']);

/** When a draw is drawn and stops taking bets (instants; Myanmar time is UTC+6:30). */
export const drawMoments = () => ({ draw_at: z.string(), closes_at: z.string() });

/** A draw's figures on the console: its slips, what they staked and what it paid (kyat). */
export const drawFigures = () => ({ slips: z.number().int(), staked: z.number(), paid: z.number() });

// ---- settings ----

/** A limit in whole kyat (break limit, player limit). */
export const kyatLimit = () =>
  z.number({ message: 'amount_invalid' }).int('amount_invalid').positive('amount_invalid');

/** Odds a winning bet is paid, x stake, up to the game's most. */
export const oddsField = (most: number, mostMessage?: string) =>
  z.number({ message: 'field_invalid' }).int('field_invalid').min(1, 'field_invalid').max(most, mostMessage);

/** Minutes before the draw that it stops taking bets. */
export const closeMinutesField = (most: number) =>
  z
    .number({ message: 'field_invalid' })
    .int('field_invalid')
    .min(0, 'field_invalid')
    .max(most, 'field_invalid');

/** A break limit per number and an optional limit per player: the first two settings of every lottery. */
export const limitFields = () => ({ break_limit: kyatLimit(), player_limit: kyatLimit().nullable() });
