import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { sessions, users } from './users';

/** One round of any game, as the game logs show it: what was staked and won, by provider and round code. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: id(),
    provider: text('provider').notNull(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    gameCode: text('game_code').notNull(),
    /** The catalogue product the game belongs to, when it is not the provider itself (an aggregator's products). */
    productCode: text('product_code'),
    roundCode: text('round_code').notNull(),
    /** The aggregator's free-round grant the round was played on: its stake is the house's bonus, not the player's. */
    bonusCode: text('bonus_code'),
    bet: pya('bet').notNull().default(0),
    win: pya('win').notNull().default(0),
    /**
     * The stake and win exactly, in hundredths of a pya: an aggregator's MMK carries four decimals, and a wager's
     * rules (a cancel at most its stake, a rollback at most its win) must compare exact figures. `bet` and `win` are
     * these to the pya below, for the logs and reports.
     */
    betExact: bigint('bet_exact', { mode: 'number' }).notNull().default(0),
    winExact: bigint('win_exact', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['open', 'settled', 'void'] })
      .notNull()
      .default('open'),
    startedAt: moment('started_at').notNull(),
    settledAt: moment('settled_at'),
    /**
     * What the provider sent as a win and was deliberately not paid, by its transaction id, with who pays it instead
     * (WBET's wins by deposit: push bet data pays them). Null when nothing was.
     */
    unpaidWins: jsonb('unpaid_wins').$type<Record<string, Record<string, unknown>>>(),
  },
  (t) => [
    // A resettlement may take back part of a win, so only the stake is bounded: win may net below zero.
    check('game_rounds_bet', sql`${t.bet} >= 0`),
    uniqueIndex('game_rounds_round_idx').on(t.provider, t.roundCode),
    index('game_rounds_user_idx').on(t.userId, t.startedAt),
    // Reports by provider and game read the rounds of a period. Rounds are written in time order and keep their
    // start, so a block range index finds a period's pages at no cost to a round's insert.
    index('game_rounds_started_idx').using('brin', t.startedAt),
    // Reconciliation reads a provider's rounds settled in a window of its wager list: an open round has no entry.
    index('game_rounds_settled_idx')
      .on(t.provider, t.settledAt)
      .where(sql`${t.settledAt} is not null`),
  ],
);

/**
 * Digit Bet's provably fair seeds: the player sees the hash of the active server seed before betting, and the seed
 * itself once it is rotated out, so every past round can be recomputed.
 */
export const digitbetSeeds = pgTable(
  'digitbet_seeds',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: moment('created_at').notNull(),
    revealedAt: moment('revealed_at'),
  },
  (t) => [
    uniqueIndex('digitbet_seeds_active_idx')
      .on(t.userId)
      .where(sql`${t.active}`),
  ],
);

export const digitbetBets = pgTable(
  'digitbet_bets',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    seedId: bigintRef('seed_id')
      .notNull()
      .references(() => digitbetSeeds.id),
    nonce: integer('nonce').notNull(),
    betType: text('bet_type', { enum: ['digit', 'big', 'small'] }).notNull(),
    digit: integer('digit'),
    betAmount: pya('bet_amount').notNull(),
    multiplier: integer('multiplier').notNull(),
    stake: pya('stake').notNull(),
    rolled: integer('rolled').notNull(),
    payout: pya('payout').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('digitbet_bets_seed_nonce_idx').on(t.seedId, t.nonce),
    index('digitbet_bets_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A launch of one of our own games: the launch token in the URL opens it once, within minutes, for the player it was
 * made for; the play session it opens carries the spins. Only hashes of both are stored.
 */
export const houseSessions = pgTable('house_sessions', {
  id: id(),
  userId: bigintRef('user_id')
    .notNull()
    .references(() => users.id),
  /** The sign-in that made the launch: a sign-out (or a reset, a ban) ends its link and its play with it. */
  signInId: bigintRef('sign_in_id').references(() => sessions.id),
  gameCode: text('game_code').notNull(),
  launchTokenHash: text('launch_token_hash').notNull().unique(),
  launchExpiresAt: moment('launch_expires_at').notNull(),
  sessionHash: text('session_hash').unique(),
  openedAt: moment('opened_at'),
  expiresAt: moment('expires_at'),
  createdAt: moment('created_at').notNull(),
});
