import { z } from 'zod';
import { reasonText } from './cashier';
import { ADJUSTABLE_ACCOUNTS, PLAYER_BREAK_FILTERS, ROLES } from './constants';
import { recordId } from './envelope';
import { kyatBalance, signedKyatAmount } from './money';
import { exclusionState } from './protection';
import { balances } from './wallet';

/** Console views of players. */
export const playerSearchQuery = z.object({
  q: z.string().trim().max(100, 'text_too_long').optional(),
});

/**
 * GET /api/console/players: `q` a user name, name or phone fragment; `on_break` only the players on a break now
 * (`any`, `timeout` or `self_exclusion`, the last with accounts still closed after one); `page` from 1.
 */
export const playerListQuery = playerSearchQuery.extend({
  on_break: z.enum(PLAYER_BREAK_FILTERS, { message: 'field_invalid' }).optional(),
});

export const playerRow = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'banned']),
  main_balance: kyatBalance,
  balance: kyatBalance,
  withdraw_hold: kyatBalance,
  /** What the player owes from a provider's forced debits not yet repaid (their debt account), zero when nothing. */
  debt: kyatBalance,
  created_at: z.string(),
});

/**
 * A player of the console's lists, with the break in force (null: none), so one on a time-out or self-excluded does
 * not look like any active player.
 */
export const playerListRow = playerRow.extend({ on_break: exclusionState.nullable() });

export const playerIdParams = z.object({
  id: recordId,
});

export const adjustRequest = z.object({
  account: z.enum(ADJUSTABLE_ACCOUNTS, { message: 'field_invalid' }),
  amount: signedKyatAmount,
  reason: reasonText,
});

/**
 * The reply of POST /api/console/players/:id/adjust: the player's balances after it, and the staff request it opened
 * when a second admin must approve it (the balances then unchanged), or null when it was posted at once.
 */
export const adjustReply = balances.extend({ request_id: z.number().int().nullable() });

/** GET /api/console/players/:id: the player, who brought them, and their balances. */
export const playerDetail = playerRow.extend({
  agent: z.object({ id: z.number().int(), user_name: z.string(), name: z.string() }).nullable(),
});

/**
 * One ledger transfer as it touched the player: the signed change of each of their accounts (0 when untouched) and
 * each balance right after it.
 */
export const ledgerEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  created_at: z.string(),
  main: kyatBalance,
  game: kyatBalance,
  withdraw_hold: kyatBalance,
  main_after: kyatBalance,
  game_after: kyatBalance,
  withdraw_hold_after: kyatBalance,
});

export const playerRound = z.object({
  id: z.number().int(),
  provider: z.string(),
  game_code: z.string(),
  product_code: z.string().nullable(),
  round_code: z.string(),
  /** The free-round grant the round was played on: its stake is a bonus of the house, not the player's. */
  bonus_code: z.string().nullable(),
  bet: kyatBalance,
  win: kyatBalance,
  status: z.enum(['open', 'settled', 'void']),
  started_at: z.string(),
  settled_at: z.string().nullable(),
});

export const playerSlip = z.object({
  id: z.number().int(),
  slip_no: z.string(),
  draw_date: z.string(),
  draw_at: z.string(),
  draw_status: z.string(),
  result: z.string().nullable(),
  total: kyatBalance,
  payout: kyatBalance,
  status: z.enum(['pending', 'completed', 'void']),
  created_at: z.string(),
});

export const playerSession = z.object({
  id: z.number().int(),
  scope: z.enum(['player', 'console']),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  /** Neither revoked nor expired: the device is signed in now. */
  current: z.boolean(),
});

/** POST /api/console/players/:id/ban and /unban: what changed. */
export const playerStatusReply = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'banned']),
  sessions_revoked: z.number().int(),
});

/**
 * POST /api/console/players/:id/reset-password (admins): the one-time code, shown to the admin this once, and until
 * when the player's withdrawals are paused.
 */
export const passwordResetReply = z.object({
  id: z.number().int(),
  code: z.string(),
  sessions_revoked: z.number().int(),
  withdrawals_frozen_until: z.string(),
});

export type PlayerRow = z.infer<typeof playerRow>;
export type PlayerListRow = z.infer<typeof playerListRow>;
export type PlayerDetail = z.infer<typeof playerDetail>;
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export type PlayerRound = z.infer<typeof playerRound>;
export type PlayerSlip = z.infer<typeof playerSlip>;
export type PlayerSession = z.infer<typeof playerSession>;
export type PasswordReset = z.infer<typeof passwordResetReply>;
