import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { numberTotalsTable, slipsTable } from './lottery-tables';
import { users } from './users';

/**
 * The operator's 2D settings, one row (id 1): the per-number break limit per draw, an optional per-player limit per
 * number per draw, the odds, how many minutes before a draw betting closes, and numbers or head digits not taken.
 */
export const twodSettings = pgTable(
  'twod_settings',
  {
    id: integer('id').primaryKey(),
    breakLimit: pya('break_limit').notNull(),
    playerLimit: pya('player_limit'),
    odds: integer('odds').notNull(),
    closeMinutes: integer('close_minutes').notNull(),
    closedHeads: text('closed_heads')
      .array()
      .notNull()
      .default(sql`'{}'`),
    closedNumbers: text('closed_numbers')
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('twod_settings_single_row', sql`${t.id} = 1`),
    check('twod_settings_positive', sql`${t.breakLimit} > 0 and ${t.odds} > 0 and ${t.closeMinutes} >= 0`),
  ],
);

/** Days without a draw besides weekends: the operator's calendar of Thai market holidays. */
export const twodHolidays = pgTable('twod_holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: moment('created_at').notNull(),
});

/**
 * One draw: a business day and a time id (2 = 12:01, 4 = 16:30). A result is entered (by the feed or an operator),
 * corrected while unconfirmed, confirmed by someone other than who entered it, and then settled exactly once; an admin
 * may void a draw instead.
 */
export const twodDraws = pgTable(
  'twod_draws',
  {
    id: id(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    timeId: smallint('time_id').notNull(),
    drawAt: moment('draw_at').notNull(),
    closesAt: moment('closes_at').notNull(),
    status: text('status', { enum: ['open', 'result_entered', 'settled', 'void'] })
      .notNull()
      .default('open'),
    result: text('result'),
    resultSet: text('result_set'),
    resultValue: text('result_value'),
    resultSource: text('result_source', { enum: ['feed', 'operator'] }),
    resultEnteredAt: moment('result_entered_at'),
    /** The console user who entered or last corrected the result (null: the feed); never the one who confirms it. */
    resultEnteredBy: bigintRef('result_entered_by').references(() => users.id),
    /** An admin's reason for a number that does not follow from SET and value: the draw stays flagged with it. */
    resultOverrideReason: text('result_override_reason'),
    confirmedBy: bigintRef('confirmed_by').references(() => users.id),
    /** The feed's own reading for this draw, kept even when a person entered the result: what a hand entry is held to. */
    feedSet: text('feed_set'),
    feedValue: text('feed_value'),
    feedReadAt: moment('feed_read_at'),
    /**
     * An admin's written reason for a hand-entered SET and value that differ from the feed's: the result is held
     * until a second admin confirms it.
     */
    feedOverrideReason: text('feed_override_reason'),
    settledAt: moment('settled_at'),
    voidedAt: moment('voided_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('twod_draws_date_time_idx').on(t.drawDate, t.timeId),
    check('twod_draws_status', sql`${t.status} in ('open', 'result_entered', 'settled', 'void')`),
    check('twod_draws_result', sql`${t.result} is null or ${t.result} ~ '^[0-9]{2}$'`),
    check(
      'twod_draws_two_people',
      sql`${t.confirmedBy} is null or ${t.resultEnteredBy} is null or ${t.confirmedBy} <> ${t.resultEnteredBy}`,
    ),
  ],
);

/**
 * What each number of a draw has taken. The break limit is enforced on this row: a stake adds to it only while the
 * total stays within the limit, so simultaneous slips on one number queue on one row and never pass the limit.
 */
export const twodNumberTotals = numberTotalsTable('twod', () => twodDraws.id);

export const twodSlips = slipsTable('twod', () => twodDraws.id);

export const twodBets = pgTable(
  'twod_bets',
  {
    id: id(),
    slipId: bigintRef('slip_id')
      .notNull()
      .references(() => twodSlips.id),
    drawId: bigintRef('draw_id')
      .notNull()
      .references(() => twodDraws.id),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    num: text('num').notNull(),
    amount: pya('amount').notNull(),
    /** The odds in force when the bet was placed: a later change of the setting does not change what it pays. */
    odds: integer('odds').notNull(),
    result: text('result', { enum: ['pending', 'win', 'lose', 'refunded'] })
      .notNull()
      .default('pending'),
    payout: pya('payout').notNull().default(0),
  },
  (t) => [
    index('twod_bets_slip_idx').on(t.slipId),
    // A draw's bets are found by this index's draw_id too: settlement and exposure read all of a draw's bets once,
    // while an index on (draw_id, num) cost every slip ten more index entries (migration 0036).
    index('twod_bets_draw_user_idx').on(t.drawId, t.userId, t.num),
    check('twod_bets_amount', sql`${t.amount} > 0 and ${t.payout} >= 0`),
  ],
);

/** The 9:30 and 14:00 "modern" and "internet" numbers of a day: informational, nothing settles against them. */
export const twodInformational = pgTable(
  'twod_informational',
  {
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    modern: text('modern'),
    internet: text('internet'),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.time] })],
);

/** The upstream feed's latest reply, shared by every server instance; one instance polls it (advisory lock). */
export const twodFeedSnapshot = pgTable('twod_feed_snapshot', {
  id: integer('id').primaryKey(),
  payload: jsonb('payload').notNull(),
  fetchedAt: moment('fetched_at').notNull(),
});

/**
 * The public chain of settled 2D results: each settled draw's number with the SET index and traded value it came
 * from (who or what read them, and when), hashed with the previous entry's hash, so a past result cannot be edited
 * without every later hash changing. Appended in the settlement's transaction, never updated.
 */
export const twodResultChain = pgTable(
  'twod_result_chain',
  {
    seq: integer('seq').primaryKey(),
    drawId: bigintRef('draw_id')
      .notNull()
      .unique()
      .references(() => twodDraws.id),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    timeId: smallint('time_id').notNull(),
    result: text('result').notNull(),
    set: text('set').notNull(),
    value: text('value').notNull(),
    source: text('source').notNull(),
    readAt: moment('read_at').notNull(),
    readBy: text('read_by'),
    /**
     * 1: the entries before the two-person columns below, hashed without them; 2: hashed with them (see chain.ts).
     */
    recipe: smallint('recipe').notNull().default(1),
    /** Whether the number followed the feed's published reading: matched, differs (held by an admin), no_reading. */
    feedMatch: text('feed_match'),
    /** The roles of who entered (feed, operator, admin) and who confirmed the result, and who confirmed it. */
    enteredRole: text('entered_role'),
    confirmedBy: text('confirmed_by'),
    confirmedRole: text('confirmed_role'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull().unique(),
  },
  (t) => [check('twod_result_chain_result', sql`${t.result} ~ '^[0-9]{2}$'`)],
);
