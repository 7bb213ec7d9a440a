import { z } from 'zod';
import { PLAYER_LIMITS, REALITY_CHECK_MINUTES, SELF_EXCLUSIONS, TIMEOUTS } from './constants';
import { kyatAmount, kyatBalance } from './money';

/** GET /api/protection: the player's limits (kyat; null is none) with what is used and left, and any break. */
export const limitState = z.object({
  limit: z.enum(PLAYER_LIMITS),
  value: kyatBalance.nullable(),
  /** Deposited or lost so far in the limit's period (null for the per-bet limit). */
  used: kyatBalance.nullable(),
  left: kyatBalance.nullable(),
  pending: z
    .object({ value: kyatBalance.nullable(), confirmable_at: z.string(), confirmable: z.boolean() })
    .nullable(),
});
export type LimitState = z.infer<typeof limitState>;

export const exclusionState = z.object({
  kind: z.enum(['timeout', 'self_exclusion', 'closed']),
  until: z.string().nullable(),
});

export const protectionState = z.object({
  limits: z.array(limitState),
  reality_check_minutes: z.number().int(),
  exclusion: exclusionState.nullable(),
  reopens_at: z.string().nullable(),
});
export type ProtectionState = z.infer<typeof protectionState>;

/** POST /api/protection/limits: a new value (kyat) or null to remove the limit. */
export const setLimitRequest = z.object({
  limit: z.enum(PLAYER_LIMITS),
  amount: kyatAmount.nullable(),
});
export const confirmLimitRequest = z.object({ limit: z.enum(PLAYER_LIMITS) });

export const realityCheckRequest = z.object({
  minutes: z.union(REALITY_CHECK_MINUTES.map((minutes) => z.literal(minutes))),
});

/** POST /api/protection/break: a time-out or a self-exclusion of one of the offered lengths. */
export const breakRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeout'),
    length: z.enum(Object.keys(TIMEOUTS) as [keyof typeof TIMEOUTS]),
  }),
  z.object({
    kind: z.literal('self_exclusion'),
    length: z.enum(Object.keys(SELF_EXCLUSIONS) as [keyof typeof SELF_EXCLUSIONS]),
  }),
]);
export type BreakRequest = z.infer<typeof breakRequest>;

/** GET /api/protection/reality-check: whether a check is due, and the session's figures it shows. */
export const realityCheck = z.object({
  due: z.boolean(),
  started_at: z.string().nullable(),
  minutes_played: z.number().int(),
  /** Won (positive) or lost (negative) in the session, kyat. */
  net: kyatBalance,
});
export type RealityCheck = z.infer<typeof realityCheck>;

export const realityCheckAnswer = z.object({ answer: z.enum(['continue', 'stop']) });

export const protectionHistoryRow = z.object({
  id: z.number().int(),
  change: z.string(),
  actor: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

/** The console's view of a player's protection: as the player sees it, and every change with who made it. */
export const consoleProtection = z.object({
  state: protectionState,
  history: z.array(protectionHistoryRow),
});

const staffReason = z.string().trim().min(1, 'reason_required').max(500, 'text_too_long');

/** Staff may only tighten: a lower limit, or one where there was none. */
export const staffLimitRequest = setLimitRequest.extend({ amount: kyatAmount, reason: staffReason });

/** An admin may only lengthen a break. */
export const staffBreakRequest = z.intersection(breakRequest, z.object({ reason: staffReason }));

/** Players whose last seven days ran far above their usual week, for a person to look at. */
export const sharpChangeRow = z.object({
  player_id: z.number().int(),
  user_name: z.string(),
  deposits_last_7_days: kyatBalance,
  deposits_usual_week: kyatBalance,
  loss_last_7_days: kyatBalance,
  loss_usual_week: kyatBalance,
});
export type SharpChange = z.infer<typeof sharpChangeRow>;
export type ConsoleProtection = z.infer<typeof consoleProtection>;
