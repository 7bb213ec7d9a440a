import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigintRef, moment, pya } from './columns';
import { users } from './users';

/**
 * A player's identity at an external provider: GSC+ wants the same password on every launch, so it is made once,
 * kept encrypted (AES-256-GCM) and reused for that player forever.
 */
export const providerMembers = pgTable(
  'provider_members',
  {
    provider: text('provider').notNull(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    passwordSealed: text('password_sealed').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.userId] })],
);

/** The aggregator's wager report (pushbetdata): reporting only, no balance effect, one row per wager code. */
export const providerWagers = pgTable(
  'provider_wagers',
  {
    wagerCode: text('wager_code').primaryKey(),
    provider: text('provider').notNull(),
    memberAccount: text('member_account').notNull(),
    userId: bigintRef('user_id').references(() => users.id),
    currency: text('currency').notNull(),
    productCode: text('product_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    wagerType: text('wager_type').notNull(),
    wagerStatus: text('wager_status').notNull(),
    betAmount: pya('bet_amount').notNull(),
    validBetAmount: pya('valid_bet_amount').notNull(),
    prizeAmount: pya('prize_amount').notNull(),
    tipAmount: pya('tip_amount').notNull(),
    createdAt: moment('created_at'),
    settledAt: moment('settled_at'),
    receivedAt: moment('received_at').notNull(),
  },
  (t) => [index('provider_wagers_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A player's game balance as the Shan provider holds it (its copy, set on each launch): callbacks report absolute
 * balances, applied as the difference from it. Null until a launch has been accepted. A launch in flight holds the
 * row (`pending_launch` until `pending_until`) so a second one cannot race it to the provider. `last_round_at` is the
 * provider's time on the last callback applied for the player: one built before it is late and moves nothing.
 */
export const shanPlayers = pgTable('shan_players', {
  userId: bigintRef('user_id')
    .primaryKey()
    .references(() => users.id),
  lastBalance: pya('last_balance'),
  lastRoundAt: moment('last_round_at'),
  pendingLaunch: text('pending_launch'),
  pendingUntil: moment('pending_until'),
  updatedAt: moment('updated_at').notNull(),
});

/**
 * Every Shan balance callback, once per wager code (case-sensitive), with its body as received. `reason` says what of
 * the round could not be applied (a player never launched here, a player's balance older than one applied), for an
 * operator; null when all of it was.
 */
export const shanRounds = pgTable('shan_rounds', {
  wagerCode: text('wager_code').primaryKey(),
  reason: text('reason'),
  payload: text('payload').notNull(),
  receivedAt: moment('received_at').notNull(),
});

/**
 * The aggregator's products as its product list names them: one row per product code, currency and game type (a code
 * may be offered in several currencies, and under several game types in one, each launched with its own). A product
 * first named by a wallet callback is added unlisted, its game type unknown (''), for the operator to review.
 */
export const aggregatorProducts = pgTable(
  'aggregator_products',
  {
    productCode: integer('product_code').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull().default(''),
    productName: text('product_name').notNull().default(''),
    gameType: text('game_type').notNull().default(''),
    status: text('status').notNull().default(''),
    entryType: integer('entry_type').notNull().default(1),
    /** In the aggregator's latest product list. */
    listed: boolean('listed').notNull(),
    firstSeenAt: moment('first_seen_at').notNull(),
    lastSeenAt: moment('last_seen_at').notNull(),
    reviewedAt: moment('reviewed_at'),
    reviewedBy: bigintRef('reviewed_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.currency, t.gameType] })],
);

/** Free rounds an operator granted a player at the aggregator; their wagers carry the bonus code. */
export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    bonusCode: text('bonus_code').primaryKey(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    productCode: integer('product_code').notNull(),
    currency: text('currency').notNull(),
    gameType: text('game_type').notNull(),
    gameCodes: jsonb('game_codes').$type<string[]>().notNull(),
    rounds: integer('rounds').notNull(),
    /** The aggregator's bet value per round, in `currency` as the operator entered it. */
    betValue: text('bet_value').notNull(),
    startAt: moment('start_at').notNull(),
    endAt: moment('end_at').notNull(),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
    grantedBy: bigintRef('granted_by')
      .notNull()
      .references(() => users.id),
    createdAt: moment('created_at').notNull(),
    cancelledBy: bigintRef('cancelled_by').references(() => users.id),
    cancelledAt: moment('cancelled_at'),
  },
  (t) => [
    check('free_round_grants_status', sql`${t.status} in ('active', 'cancelled')`),
    index('free_round_grants_user_idx').on(t.userId, t.createdAt),
  ],
);
