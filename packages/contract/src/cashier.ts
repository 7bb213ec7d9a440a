import { z } from 'zod';
import { recordId } from './envelope';
import { kyatAmount, kyatBalance } from './money';

/** An id from a JSON body (number) or a multipart form (digits). */
const formId = (missing: 'field_required' | 'payment_method_required' = 'field_required') =>
  z.union([z.number(), z.string()], { message: missing }).transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^[1-9]\d{0,9}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: text ? 'field_invalid' : missing });
      return z.NEVER;
    }
    return Number(text);
  });

/** POST /api/depositfinicial: JSON, or multipart when a receipt image comes with it. */
export const depositRequest = z.object({
  agent_payment_type_id: formId('payment_method_required'),
  amount: kyatAmount,
  refrence_no: z
    .union([z.string(), z.number()], { message: 'field_required' })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{6}$/, 'refrence_no_invalid')),
});

/** POST /api/withdrawfinicial. */
export const withdrawRequest = z.object({
  payment_type_id: formId('payment_method_required'),
  account_name: z
    .string({ message: 'field_required' })
    .trim()
    .min(1, 'field_required')
    .max(100, 'text_too_long'),
  account_number: z
    .string({ message: 'field_required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, 'account_number_invalid')),
  amount: kyatAmount,
  password: z
    .string({ message: 'field_required' })
    .min(1, 'field_required')
    .max(128, 'current_password_wrong'),
});

/** GET /api/banks: the operator's receiving channels as the deposit form lists them. */
export const bank = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  name: z.string(),
  no: z.string(),
  img: z.string(),
  payment_type: z.string(),
});

/** GET /api/agent-payment-type. */
export const agentPaymentType = z.object({
  id: z.number().int(),
  account_no: z.string(),
  account_name: z.string(),
  payment_type: z.object({ name: z.string() }),
});

/** GET /api/user-payment: the player's own payout accounts, remembered from their withdrawals. */
export const userPayment = z.object({
  id: z.number().int(),
  payment_type: z.object({ name: z.string() }),
  account_name: z.string(),
  account_no: z.string(),
});

export const REQUEST_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export const ACCOUNT_LOG_STATUS = ['Pending', 'Success', 'Failed'] as const;

/** GET /api/depositlogfinicial and /api/withdrawlogfinicial. */
export const accountLogRow = z.object({
  id: z.number().int(),
  datetime: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  amount: kyatBalance,
  status: z.enum(ACCOUNT_LOG_STATUS),
  /** Beyond the spec: the operator's reason when the request was rejected (null otherwise), shown to the player. */
  reason: z.string().nullable(),
});

/** GET /api/transaction/deposit-requestlog and /withdraw-requestlog (paged). */
export const requestLogRow = z.object({
  id: z.number().int(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  created_at: z.string(),
  amount: kyatBalance,
  refrence_no: z.string().nullable(),
  /** A deposit's channel (an id of /agent-payment-type, which the wallet history looks up); a withdrawal's account. */
  user_payment_id: z.number().int().nullable(),
  /** Beyond the spec: the operator's reason when the request was rejected (null otherwise). */
  reason: z.string().nullable(),
});

/**
 * GET /api/cashier-limits (beyond the spec): the limits in force, in kyat, and what the player already has waiting,
 * so the forms can state them before the player types.
 */
export const cashierLimits = z.object({
  deposit: z.object({
    min: kyatBalance,
    max: kyatBalance,
    /** How many deposits may wait for an operator at once, and how many do now. */
    max_pending: z.number().int(),
    pending: z.number().int(),
    pending_amount: kyatBalance,
  }),
  withdraw: z.object({
    min: kyatBalance,
    max: kyatBalance,
    /** Withdrawals waiting for an operator; their sum is held out of the main balance. */
    pending: z.number().int(),
    pending_amount: kyatBalance,
  }),
});

/** GET /api/deposit-allowance: the amount the player has typed, if any (without one, the smallest deposit is asked). */
export const depositAllowanceQuery = z.object({ amount: kyatAmount.optional() });

/**
 * GET /api/deposit-allowance (beyond the spec): whether the deposit route would take a deposit from this player now,
 * asked before the player transfers anything. `refusal` is the route's own refusal, in the caller's language: on
 * `field` (`amount`) when only the amount is at fault, else for any amount; `until` when it ends by itself (a break,
 * a limit's period). `left` is what the tightest deposit limit still allows in its `left_period` (null: no limit).
 */
export const depositAllowance = z.object({
  allowed: z.boolean(),
  left: kyatBalance.nullable(),
  left_period: z.enum(['day', 'week', 'month']).nullable(),
  refusal: z
    .object({
      reason: z.string(),
      field: z.string().nullable(),
      message: z.string(),
      until: z.string().nullable(),
    })
    .nullable(),
});

/**
 * The console's queue filters. `awaiting_second` is a pending large deposit or withdrawal that has its first approval
 * and waits for a second, different console user.
 */
export const QUEUE_STATUSES = ['pending', 'awaiting_second', 'approved', 'rejected'] as const;

export const requestListQuery = z.object({
  status: z.enum(QUEUE_STATUSES, { message: 'field_invalid' }).optional(),
  date: z.iso.date({ message: 'field_invalid' }).optional(),
  q: z.string().trim().max(100, 'text_too_long').optional(),
  player_id: recordId.optional(),
});

/** A reason an operator gives for a decision: at least a few words, for the audit. */
export const reasonText = z
  .string({ message: 'reason_required' })
  .trim()
  .min(3, 'reason_required')
  .max(500, 'text_too_long');

export const rejectRequest = z.object({ reason: reasonText });

/**
 * An operator's note on an approval, a ban or an unban: the console always asks for one and the audit keeps it; the
 * API takes these stable paths without a body too (DESIGN section 5).
 */
export const optionalReason = z.object({ reason: reasonText.optional() });

/** Console rows of the money queues. */
export const consoleMoneyRequest = z.object({
  id: z.number().int(),
  kind: z.enum(['deposit', 'withdrawal']),
  player: z.object({
    id: z.number().int(),
    user_name: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
  }),
  amount: kyatBalance,
  status: z.enum(['pending', 'approved', 'rejected']),
  channel: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  refrence_no: z.string().nullable(),
  receipt_url: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  /** Withdrawals above the threshold: who made the first approval, waiting for a second operator. */
  first_approved_by: z.string().nullable(),
  first_approved_at: z.string().nullable(),
  needs_second_approval: z.boolean(),
});

export type ConsoleMoneyRequest = z.infer<typeof consoleMoneyRequest>;
export type Bank = z.infer<typeof bank>;
export type UserPayment = z.infer<typeof userPayment>;
export type AccountLogRow = z.infer<typeof accountLogRow>;
export type RequestLogRow = z.infer<typeof requestLogRow>;
export type CashierLimits = z.infer<typeof cashierLimits>;
export type DepositAllowance = z.infer<typeof depositAllowance>;
