/** Constants of the product spec shared by the API, the player client and the console. */

export const SUCCESS_STATUS = 'Request was successful.';
export const ERROR_STATUS = 'Error has occurred...';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

export const LANGUAGES = ['en', 'mm', 'zh', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const ROLES = ['player', 'agent', 'operator', 'admin', 'agent_staff'] as const;
export type Role = (typeof ROLES)[number];
export const CONSOLE_ROLES = ['operator', 'admin'] as const satisfies readonly Role[];
/**
 * An agent's staff (its sub-accounts): each has one permission group, which is a set of what it may do at its agent's
 * desk (apps/api platform/auth/agent-desk.ts). Viewing is in every group; the agent alone administers its staff and
 * its payment accounts.
 */
export const AGENT_STAFF_GROUPS = ['view_only', 'player_creation', 'deposit_withdraw'] as const;
export type AgentStaffGroup = (typeof AGENT_STAFF_GROUPS)[number];

/**
 * Cashier limits: the server's defaults (its environment may change them, and it tells the client the ones in force
 * at GET /api/cashier-limits). A deposit or withdrawal below its minimum, or any request above the maximum, is refused.
 */
export const DEPOSIT_MIN_KS = 1_000;
export const WITHDRAW_MIN_KS = 10_000;
export const MAX_TRANSACTION_KS = 10_000_000;
/** How many deposits a player may have waiting for an operator at once. */
export const MAX_PENDING_DEPOSITS = 3;

export const GAME_PAGE_SIZE = 20;
export const BALANCE_POLL_MS = 5000;

/**
 * The spec's game types. `code` is the aggregator's game_type sent on launch (ids 12 and 13 map to POKER and OTHERS
 * as section 9 of the spec says); ids 6, 12, 13 and 14 exist but are hidden from the category strip.
 */
export const GAME_TYPES = [
  { id: 1, code: 'SLOT', name: 'Slot' },
  { id: 2, code: 'LIVE_CASINO', name: 'Live Casino' },
  { id: 3, code: 'SPORT_BOOK', name: 'Sport Book' },
  { id: 4, code: 'VIRTUAL_SPORT', name: 'Virtual Sport' },
  { id: 5, code: 'LOTTERY', name: 'Lottery' },
  { id: 6, code: 'P2P', name: 'P2P' },
  { id: 7, code: 'COCK_FIGHTING', name: 'Cock Fighting' },
  { id: 8, code: 'FISHING', name: 'Fishing' },
  { id: 9, code: 'ESPORT', name: 'E-Sport' },
  { id: 10, code: 'ARCADE', name: 'Arcade' },
  { id: 11, code: 'TABLE', name: 'Table' },
  { id: 12, code: 'POKER', name: 'Card' },
  { id: 13, code: 'OTHERS', name: 'Bingo' },
  { id: 14, code: 'BONUS', name: 'Bonus' },
] as const;
export const HIDDEN_GAME_TYPE_IDS: readonly number[] = [6, 12, 13, 14];

/** Exchange log types as the spec's client names them. */
export const EXCHANGE_TYPES = ['mainBalanceToGaming', 'gamingBalanceToMain'] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];

/** The two player balances a console adjustment may target. */
export const ADJUSTABLE_ACCOUNTS = ['main', 'game'] as const;

/** Player protection: the limits a player sets (deposits and net loss per day, week and month; one bet). */
export const PLAYER_LIMITS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'bet',
] as const;
export type PlayerLimit = (typeof PLAYER_LIMITS)[number];
/** Raising or removing a limit waits this long, then needs the player's confirmation. */
export const LIMIT_COOLING_HOURS = 24;
/** Reality-check intervals a player may choose, in minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
/** Breaks a player may take: time-outs, and self-exclusions (after which the account reopens only on request). */
export const TIMEOUTS = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '6w': 42 * 24 } as const;
export const SELF_EXCLUSIONS = { '6m': 6, '1y': 12, '5y': 60 } as const;
export type TimeoutLength = keyof typeof TIMEOUTS;
export type SelfExclusionLength = keyof typeof SELF_EXCLUSIONS;

/** The periods of the game logs (spec "Account logs": today, yesterday, this week, last week). */
export const GAME_LOG_PERIODS = ['today', 'yesterday', 'this_week', 'last_week'] as const;
export type GameLogPeriod = (typeof GAME_LOG_PERIODS)[number];

/** The breaks GET /api/console/players can keep to: any break, a time-out, a self-exclusion (or its closed account). */
export const PLAYER_BREAK_FILTERS = ['any', 'timeout', 'self_exclusion'] as const;
export type PlayerBreakFilter = (typeof PLAYER_BREAK_FILTERS)[number];
