import { z } from 'zod';
import { reasonText } from './cashier';
import {
  closeMinutesField,
  drawFigures,
  drawIdParams,
  drawMoments,
  drawStatus,
  limitFields,
  lotteryNumber,
  oddsField,
} from './lottery';
import { enteredRole } from './twod';
import { TWOD_NUMBERS } from './twod-constants';

/** Console API of the 2D lottery (DESIGN section 5): draws, results, settlement, settings, holidays. */
export const drawsQuery = z.object({ date: z.iso.date({ message: 'field_invalid' }).optional() });
export const drawParams = drawIdParams();

export const consoleDraw = z.object({
  id: z.number().int(),
  date: z.string(),
  time_id: z.number().int(),
  ...drawMoments(),
  status: drawStatus(),
  result: z.string().nullable(),
  set: z.string().nullable(),
  value: z.string().nullable(),
  result_source: z.string().nullable(),
  /** Who entered (or last corrected) the result, null for the feed; who confirmed it; an admin's override reason. */
  entered_by: z.string().nullable(),
  confirmed_by: z.string().nullable(),
  override_reason: z.string().nullable(),
  /** Whether the entry is the feed's or an operator's or an admin's (their role now), null without a result. */
  entered_role: enteredRole.nullable(),
  /** The feed's own reading of this draw, kept even when a person entered the result: what a hand entry is held to. */
  feed_set: z.string().nullable(),
  feed_value: z.string().nullable(),
  feed_read_at: z.string().nullable(),
  /** An admin entered SET and value that differ from the feed's, with this reason: only another admin confirms it. */
  held: z.boolean(),
  hold_reason: z.string().nullable(),
  ...drawFigures(),
  /** staked kyat per number "00".."99" (the heat map) */
  numbers: z.record(z.string(), z.number()),
});
export type ConsoleDraw = z.infer<typeof consoleDraw>;

const reading = z
  .string({ message: 'twod_result_needs_reading' })
  .trim()
  .regex(/^[\d,]+(\.\d+)?$/, 'field_invalid');
/**
 * An operator's result: the number and the SET index and traded value it comes from. A number that does not follow
 * from them is taken only from an admin, with the reason for it. Where the feed has published this draw's SET and
 * value, other figures are taken only from an admin with a written `hold_reason`, and held for a second admin.
 */
export const resultRequest = z.object({
  twod: lotteryNumber(2, 'twod_result_invalid'),
  set: reading,
  value: reading,
  override_reason: reasonText.optional(),
  hold_reason: reasonText.optional(),
});

const twodNumber = z.string().refine((value) => TWOD_NUMBERS.includes(value), 'twod_number_invalid');

export const twodSettingsBody = z.object({
  ...limitFields(),
  odds: oddsField(1000, 'field_invalid'),
  close_minutes: closeMinutesField(240),
  closed_heads: z.array(z.string().regex(/^\d$/, 'twod_number_invalid')).max(10),
  closed_numbers: z.array(twodNumber).max(100),
});
export type TwodSettingsBody = z.infer<typeof twodSettingsBody>;

export const holidayBody = z.object({
  date: z.iso.date({ message: 'field_invalid' }),
  name: z.string({ message: 'field_required' }).trim().min(1, 'field_required').max(200, 'text_too_long'),
});
export const holidayParams = z.object({ date: z.iso.date({ message: 'field_invalid' }) });

export const informationalBody = z.object({
  date: z.iso.date({ message: 'field_invalid' }),
  time: z.enum(['09:30', '14:00'], { message: 'field_invalid' }),
  modern: z
    .string()
    .regex(/^\d{2}$/, 'twod_number_invalid')
    .nullable(),
  internet: z
    .string()
    .regex(/^\d{2}$/, 'twod_number_invalid')
    .nullable(),
});

/** The 9:30 and 14:00 informational numbers of a day, as entered (times without an entry are absent). */
export const informationalQuery = z.object({ date: z.iso.date({ message: 'field_invalid' }) });

/** A winning bet of a draw, for the console: who, which slip, the number, the stake and what it paid (kyat). */
export const drawWinner = z.object({
  user_name: z.string(),
  slip_no: z.string(),
  number: z.string(),
  stake: z.number(),
  payout: z.number(),
});
export type DrawWinner = z.infer<typeof drawWinner>;
