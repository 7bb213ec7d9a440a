import { z } from 'zod';
import { phoneNumber } from './auth';
import { reasonText } from './cashier';
import { AGENT_STAFF_GROUPS } from './constants';
import { pageQuery, recordId } from './envelope';
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

// ---- The agent's desk: its staff, its players, its reports and its float's log (issue 33, items 3 and 4) ----

/** A staff member's permission group: a set of what they may do at the agent's desk (view is in every group). */
export const agentStaffGroup = z.enum(AGENT_STAFF_GROUPS, { message: 'field_invalid' });

/** GET /api/agent/staff: the agent's own staff, newest first. `status` disabled: signed out and cannot sign in. */
export const agentStaffRow = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  group: agentStaffGroup,
  status: z.enum(['active', 'disabled']),
  /** Whether they have set their password and second factor yet (their link used). */
  second_factor: z.boolean(),
  created_at: z.string(),
});

const personName = z
  .string({ message: 'name_required' })
  .trim()
  .min(1, 'name_required')
  .max(100, 'text_too_long');

/**
 * POST /api/agent/staff: a new staff member in one group. The agent never sees nor sets their password: a one-time
 * link goes to this phone, where the person sets their password and second factor.
 */
export const createAgentStaffRequest = z.object({
  name: personName,
  phone: phoneNumber,
  group: agentStaffGroup,
});

/** The new staff member, their generated user name (they sign in with it), and where the link went (masked). */
export const createAgentStaffReply = z.object({
  id: z.number().int(),
  user_name: z.string(),
  link_sent_to: z.string(),
});

/** POST /api/agent/staff/:id/group: moves a staff member to another group. */
export const agentStaffGroupRequest = z.object({ group: agentStaffGroup });

export const agentStaffParams = z.object({ id: recordId });

/** GET /api/agent/players?q=&page=: the agent's players (20 a page, newest first) with their balances in kyat. */
export const agentPlayerListQuery = z.object({
  q: z.string().trim().max(100, 'text_too_long').optional(),
  page: pageQuery.shape.page,
});

export const agentPlayerRow = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'banned']),
  main_balance: kyatBalance,
  /** The game balance (the spec's `balance`). */
  balance: kyatBalance,
  /** Withdrawals asked for and not yet decided. */
  withdraw_hold: kyatBalance,
  created_at: z.string(),
  /** When the player was last signed in and active (null: never). */
  last_seen_at: z.string().nullable(),
});

/**
 * POST /api/agent/players: a new player of this agent. Nobody chooses their password for them: a six-digit code goes
 * to this phone, and the player chooses their password with it (the site's "Forgot password?" sends a new one).
 */
export const createAgentPlayerRequest = z.object({ name: personName, phone: phoneNumber });

/** The new player, their generated user name, and the phone the code went to (masked). */
export const createAgentPlayerReply = z.object({
  id: z.number().int(),
  user_name: z.string(),
  sent_to: z.string(),
});

export const agentPlayerParams = z.object({ id: recordId });

/** POST /api/agent/players/:id/password-reset: where the player's reset code went (masked; the code only they see). */
export const agentPasswordResetReply = z.object({ sent_to: z.string() });

const reportDay = z.iso.date({ message: 'field_invalid' });

/** GET /api/agent/reports?from=&to=: Myanmar business days, both included (today when not given), at most a year. */
export const agentReportQuery = z.object({ from: reportDay.optional(), to: reportDay.optional() });

/**
 * The agent's players' figures for a day or the period, in kyat. `turnover`: stakes less their returns (reversals,
 * voided draws' refunds). `player_wins`: what play paid them (wins net of their returns and providers' corrections).
 * `players_win_lose` = player_wins - turnover: positive when the players came out ahead, negative when they lost (the
 * house's view is its opposite). `deposits` and `withdrawals`: approved deposits and paid withdrawals.
 */
export const agentReportFigures = z.object({
  turnover: kyatBalance,
  player_wins: kyatBalance,
  players_win_lose: kyatBalance,
  deposits: kyatBalance,
  withdrawals: kyatBalance,
});

export const agentReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first, days without figures included (zeros). */
  days: z.array(agentReportFigures.extend({ date: z.string() })),
  total: agentReportFigures,
});

/**
 * GET /api/agent/float/transfers?page=: every move of the agent's float, newest first (20 a page). `role`: the
 * owner's cash-in or cash-out, a player's deposit it paid, a player's paid withdrawal it took back. `amount` is signed
 * from the float's side (+ in, - out).
 */
export const agentFloatTransfer = z.object({
  id: z.number().int(),
  role: z.enum(['cash_in', 'cash_out', 'player_deposit', 'player_withdrawal']),
  amount: z.number(),
  player: z.object({ id: z.number().int(), user_name: z.string() }).nullable(),
  reference: z.string(),
  created_at: z.string(),
});

/** GET /api/agent/me: who is at the desk, whose desk it is, and what they may do there. */
export const agentDeskMe = z.object({
  agent: z.object({ id: z.number().int(), user_name: z.string(), name: z.string() }),
  /** null: the agent itself. */
  staff: z
    .object({ id: z.number().int(), user_name: z.string(), name: z.string(), group: agentStaffGroup })
    .nullable(),
  permissions: z.array(z.enum(['view', 'decide_money', 'make_players', 'agent_only'])),
});

export type AgentStaffRow = z.infer<typeof agentStaffRow>;
export type AgentPlayerRow = z.infer<typeof agentPlayerRow>;
export type AgentReport = z.infer<typeof agentReport>;
export type AgentFloatTransfer = z.infer<typeof agentFloatTransfer>;
export type AgentDeskMe = z.infer<typeof agentDeskMe>;
