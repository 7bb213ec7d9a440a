import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { users } from './users';

/**
 * A player's protection: the limits they set (pya; null is none), their reality-check interval and play session,
 * and a time-out or self-exclusion. One row per player who set anything: every bet and deposit of that player locks
 * it, so two simultaneous bets cannot both slip under a limit.
 */
export const playerProtection = pgTable(
  'player_protection',
  {
    userId: bigintRef('user_id')
      .primaryKey()
      .references(() => users.id),
    depositDay: pya('deposit_day'),
    depositWeek: pya('deposit_week'),
    depositMonth: pya('deposit_month'),
    lossDay: pya('loss_day'),
    lossWeek: pya('loss_week'),
    lossMonth: pya('loss_month'),
    betMax: pya('bet_max'),
    realityCheckMinutes: integer('reality_check_minutes'),
    /** The play session the reality check times: its start, the last bet or launch in it, and when the check is due. */
    playStartedAt: moment('play_started_at'),
    playLastAt: moment('play_last_at'),
    nextCheckAt: moment('next_check_at'),
    exclusion: text('exclusion', { enum: ['timeout', 'self_exclusion'] }),
    excludedUntil: moment('excluded_until'),
    /** After a self-exclusion ends the account stays closed until the player asks, and then 24 hours more. */
    reopensAt: moment('reopens_at'),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('player_protection_exclusion_check', sql`${t.exclusion} in ('timeout', 'self_exclusion')`),
    check('player_protection_exclusion_until', sql`(${t.exclusion} is null) = (${t.excludedUntil} is null)`),
    check('player_protection_reality_check', sql`${t.realityCheckMinutes} in (15, 30, 60)`),
    check(
      'player_protection_limits_positive',
      sql`coalesce(least(${t.depositDay}, ${t.depositWeek}, ${t.depositMonth}, ${t.lossDay}, ${t.lossWeek},
          ${t.lossMonth}, ${t.betMax}), 1) > 0`,
    ),
  ],
);

/** A raised or removed limit waits 24 hours, then applies only when the player confirms it again. */
export const pendingLimits = pgTable(
  'pending_limits',
  {
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    limit: text('limit').notNull(),
    /** The new value in pya; null removes the limit. */
    value: pya('value'),
    requestedAt: moment('requested_at').notNull(),
    confirmableAt: moment('confirmable_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.limit] }),
    check(
      'pending_limits_limit_check',
      sql`${t.limit} in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'bet')`,
    ),
    check('pending_limits_value_positive', sql`coalesce(${t.value}, 1) > 0`),
  ],
);

/** Every change of a player's protection, by whom: the player's own history and the console's. */
export const protectionHistory = pgTable(
  'protection_history',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    actorId: bigintRef('actor_id').references(() => users.id),
    change: text('change').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: moment('at').notNull(),
  },
  (t) => [index('protection_history_user_idx').on(t.userId, t.id)],
);
