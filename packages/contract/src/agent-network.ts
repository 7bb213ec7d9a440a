import { z } from 'zod';
import { reasonText } from './cashier';
import { pageQuery } from './envelope';
import { kyatBalance } from './money';

/**
 * The owner's view of the agent network (issue 33 item 5): every agent with its float and its players' figures, the
 * deposits agents' floats paid to players, the owner's float moves, and players moved between agents by two people.
 * Periods are Myanmar business days, `from` and `to` both included; amounts are kyat.
 */

const day = z.iso.date({ message: 'field_invalid' });

/** A period of Myanmar days; this month up to today when not given. */
export const networkPeriodQuery = z.object({ from: day.optional(), to: day.optional() });

/** A person named in a row: id and user name (a deleted or never-named side is null). */
const someone = z.object({ id: z.number().int(), user_name: z.string() });

/** One agent of GET /api/console/agents/network. */
export const networkAgent = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  status: z.enum(['active', 'banned']),
  /** What the agent's float holds now. */
  float: kyatBalance,
  /** Players who belong to the agent now. */
  players: z.number().int(),
  /** The players' stakes less their returns in the period. */
  turnover: kyatBalance,
  /** What the players won less what they staked in the period: negative when they lost (the house won). */
  win_lose: kyatBalance,
  /** Commission of the agent's statements for periods that overlap this one, pending or approved. */
  commission: kyatBalance,
  /** Commission paid to the agent in the period, as the ledger holds it. */
  commission_paid: kyatBalance,
  /** Deposit and withdrawal requests waiting in the agent's queue (through its payment accounts). */
  open_deposits: z.number().int(),
  open_withdrawals: z.number().int(),
});

export const networkReply = z.object({
  from: z.string(),
  to: z.string(),
  agents: z.array(networkAgent),
});

/** GET /api/console/agents/deposit-log: one agent's, or every agent's, deposits paid from a float. */
export const depositLogQuery = networkPeriodQuery.extend(pageQuery.shape).extend({
  agent_id: z
    .string({ message: 'field_invalid' })
    .regex(/^[1-9]\d{0,15}$/, 'field_invalid')
    .transform(Number)
    .optional(),
});

/** An approved deposit paid from an agent's float to one of its players. */
export const depositLogRow = z.object({
  /** The ledger transfer's id. */
  id: z.number().int(),
  at: z.string(),
  amount: kyatBalance,
  request_id: z.number().int().nullable(),
  player: someone,
  agent: someone,
  /** Who approved it, and who gave the first of two approvals when it needed two. */
  approved_by: z.string().nullable(),
  first_approved_by: z.string().nullable(),
});

/** GET /api/console/agents/:id/float-log: the owner's cash-ins and cash-outs of one agent's float. */
export const floatLogQuery = networkPeriodQuery.extend(pageQuery.shape);

export const floatLogRow = z.object({
  id: z.number().int(),
  at: z.string(),
  direction: z.enum(['in', 'out']),
  amount: kyatBalance,
  reason: z.string().nullable(),
  /** Who posted it: the admin alone, or the second admin who approved another's request. */
  posted_by: z.string().nullable(),
  request_id: z.number().int().nullable(),
  requested_by: z.string().nullable(),
});

/**
 * POST /api/console/players/:id/agent: a request to move the player to another agent (or to none, the house); a
 * second console user approves it, and the move is kept in the history.
 */
export const playerMoveRequest = z.object({
  agent_id: z.number({ message: 'field_invalid' }).int('field_invalid').positive('field_invalid').nullable(),
  reason: reasonText,
});

export const playerMoveReply = z.object({ request_id: z.number().int() });

/** A move of a player between agents, as approved. */
export const playerMoveRow = z.object({
  id: z.number().int(),
  at: z.string(),
  player: someone,
  from_agent: someone.nullable(),
  to_agent: someone.nullable(),
  reason: z.string(),
  requested_by: z.string(),
  approved_by: z.string(),
  request_id: z.number().int(),
});

/** GET /api/console/agents/choices: the active agents, for a form's choice of agent. */
export const agentChoice = z.object({ id: z.number().int(), user_name: z.string(), name: z.string() });

export type NetworkAgent = z.infer<typeof networkAgent>;
export type NetworkReply = z.infer<typeof networkReply>;
export type DepositLogRow = z.infer<typeof depositLogRow>;
export type FloatLogRow = z.infer<typeof floatLogRow>;
export type PlayerMoveRow = z.infer<typeof playerMoveRow>;
export type AgentChoice = z.infer<typeof agentChoice>;

/**
 * A console payment channel's owner: an agent's id, or empty (a form) / null for the house's own. Only the console
 * sets it; an agent's own accounts are its by who made them.
 */
export const channelOwnerField = z.preprocess(
  (value) => (value === '' ? null : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number({ message: 'channel_owner_not_agent' })
    .int('channel_owner_not_agent')
    .positive('channel_owner_not_agent')
    .nullable()
    .optional(),
);
