import { z } from 'zod';
import { phoneNumber } from './auth';
import { reasonText } from './cashier';
import { recordId } from './envelope';
import { managedFields } from './content-console';
import { kyatAmount, kyatBalance } from './money';

/** Console views of agents: the accounts that bring players through their referral codes. */
export const referralCode = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  code: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});

export const agentRow = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'banned']),
  created_at: z.string(),
  /** Players who signed up with one of the agent's codes. */
  players: z.number().int(),
  codes: z.array(referralCode),
});

export const agentListQuery = z.object({
  q: z.string().trim().max(100, 'text_too_long').optional(),
});

/** A form's empty text field means the value was not given. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * POST /api/console/agents: a request a second admin approves; the agent then sets their own password through the
 * one-time link sent to this phone, so nobody else ever knows it.
 */
export const createAgentRequest = z.object({
  name: z.string({ message: 'name_required' }).trim().min(1, 'name_required').max(100, 'text_too_long'),
  phone: phoneNumber,
  reason: reasonText,
});

/** The request that makes the agent once a second admin approves it (its result: the new agent's id and user name). */
export const createAgentReply = z.object({ request_id: z.number().int() });

/** A code the operator chooses (letters and digits), or none for a generated one. */
export const createReferralCodeRequest = z.object({
  code: z.preprocess(
    blankAsMissing,
    z
      .string({ message: 'referral_code_format' })
      .trim()
      .regex(/^[A-Za-z0-9]{4,16}$/, 'referral_code_format')
      .optional(),
  ),
});

export const agentIdParams = z.object({ id: recordId });
export const referralCodeParams = z.object({ id: recordId });

/**
 * POST /api/console/agents/:id/float/cash-in and .../cash-out: kyat the owner moves from the house's cash to the
 * agent's float, or back. Above the staff rule a second admin approves it.
 */
export const agentFloatRequest = z.object({ amount: kyatAmount, reason: reasonText });

/** The agent's float after it (unchanged while a second admin must approve), and the request opened, or null. */
export const agentFloatReply = z.object({ float: kyatBalance, request_id: z.number().int().nullable() });

/** GET /api/agent/float: what the agent holds to pay its players' deposits. */
export const agentFloat = z.object({ float: kyatBalance });

/** An agent's own payment account (its players pay into it), as the agent's cashier lists it. */
export const agentPaymentAccount = z.object({
  id: z.number().int(),
  payment_type: z.string(),
  account_name: z.string(),
  account_no: z.string(),
  enabled: z.boolean(),
});

/** POST /api/agent/payment-accounts: the same fields as the console's channels. */
export const agentPaymentAccountRequest = managedFields.channels;

export type AgentRow = z.infer<typeof agentRow>;
export type ReferralCode = z.infer<typeof referralCode>;
