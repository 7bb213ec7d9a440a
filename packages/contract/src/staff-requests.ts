import { z } from 'zod';
import { reasonText } from './cashier';
import { pageQuery } from './envelope';
import { AMOUNT_CEILING_KS } from './money';

/** Console API of staff requests: what one staff member asks and a second, different one decides. */
export const STAFF_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export const staffRequestListQuery = z
  .object({ status: z.enum(['pending', 'decided'], { message: 'field_invalid' }).default('pending') })
  .extend(pageQuery.shape);

const person = z.object({ id: z.number().int(), user_name: z.string() });

export const staffRequestRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  /** Money it moves, in kyat (signed for adjustments), or null. */
  amount: z.number().nullable(),
  /** What approval carries out, as the requester gave it. */
  payload: z.record(z.string(), z.unknown()),
  reason: z.string(),
  status: z.enum(STAFF_REQUEST_STATUSES),
  requested_by: person,
  requested_at: z.string(),
  decided_by: person.nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  /** What approval produced (a new account's id, where its link went, the balances after...). */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** The caller asked for it: they may withdraw it, never approve or reject it. */
  mine: z.boolean(),
});
export type StaffRequestRow = z.infer<typeof staffRequestRow>;

/** An approval's or a withdrawal's note (optional); a rejection always says why. */
export const staffRequestNote = z.object({ reason: reasonText.optional() });
export const staffRequestRejection = z.object({ reason: reasonText });

/** At most two decimals, however binary floating point writes them (0.29 * 100 is 28.999999999999996). */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A threshold in kyat: zero (every such action needs two people) or more. */
const threshold = z
  .number({ message: 'field_invalid' })
  .min(0, 'field_invalid')
  .max(AMOUNT_CEILING_KS, 'amount_too_large')
  .refine(twoDecimals, 'field_invalid');

/** A cap in percent (kept as basis points). */
const percentCap = z
  .number({ message: 'field_invalid' })
  .min(0, 'field_invalid')
  .max(100, 'field_invalid')
  .refine(twoDecimals, 'field_invalid');

/** The approval rules as the console edits them: kyat thresholds per player per Yangon day, floors and caps. */
export const staffRulesFields = z.object({
  deposit_above: threshold,
  withdrawal_above: threshold,
  adjustment_above: threshold,
  commission_above: threshold,
  /** A promotion paying more than this per claim goes live only with a second admin. */
  offer_above: threshold,
  /** Free credit is wagered at least this many times: never 0. */
  free_credit_min_wagering: z
    .number({ message: 'field_invalid' })
    .int('field_invalid')
    .min(1, 'field_invalid')
    .max(100, 'field_invalid'),
  commission_max_ngr_percent: percentCap,
  commission_max_turnover_percent: percentCap,
});
export type StaffRulesFields = z.infer<typeof staffRulesFields>;

/** PUT /api/console/staff-rules: the new rules and why; they hold only once a second admin approves. */
export const staffRulesChange = staffRulesFields.extend({ reason: reasonText });

export const staffRules = staffRulesFields.extend({
  updated_at: z.string(),
  /** A change waiting for a second admin, if any. */
  pending_request_id: z.number().int().nullable(),
});
export type StaffRules = z.infer<typeof staffRules>;

export const staffRulesChangeReply = staffRules.extend({ request_id: z.number().int() });
