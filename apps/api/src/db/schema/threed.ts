import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { numberTotalsTable, slipsTable } from './lottery-tables';
import { users } from './users';

/**
 * The operator's 3D settings, one row (id 1): break limit per number per draw, optional per-player limit per number,
 * straight odds, the optional permutation ("tote") odds (null: no tote prize), minutes before the draw that betting
 * closes, and closed numbers.
 */
export const threedSettings = pgTable(
  'threed_settings',
  {
    id: integer('id').primaryKey(),
    breakLimit: pya('break_limit').notNull(),
    playerLimit: pya('player_limit'),
    odds: integer('odds').notNull(),
    toteOdds: integer('tote_odds'),
    closeMinutes: integer('close_minutes').notNull(),
    closedNumbers: text('closed_numbers')
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('threed_settings_single_row', sql`${t.id} = 1`),
    check(
      'threed_settings_positive',
      sql`${t.breakLimit} > 0 and ${t.odds} > 0 and ${t.closeMinutes} >= 0 and (${t.toteOdds} is null or ${t.toteOdds} > 0)`,
    ),
  ],
);

/**
 * The operator's changes to the default calendar (the 1st and 16th): a `skip` day has no draw (a holiday), an `extra`
 * day has one (the day a skipped draw moved to).
 */
export const threedCalendar = pgTable(
  'threed_calendar',
  {
    date: date('date', { mode: 'string' }).primaryKey(),
    kind: text('kind', { enum: ['skip', 'extra'] }).notNull(),
    name: text('name').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [check('threed_calendar_kind', sql`${t.kind} in ('skip', 'extra')`)],
);

/**
 * One 3D draw, on the Thai Government Lottery first prize's last three digits. The result is entered with the first
 * prize it comes from, confirmed by someone else, then settled exactly once; an admin may void it instead.
 */
export const threedDraws = pgTable(
  'threed_draws',
  {
    id: id(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    drawAt: moment('draw_at').notNull(),
    closesAt: moment('closes_at').notNull(),
    status: text('status', { enum: ['open', 'result_entered', 'settled', 'void'] })
      .notNull()
      .default('open'),
    result: text('result'),
    /** The source figure: the six-digit first prize, and where it was read. */
    firstPrize: text('first_prize'),
    resultSource: text('result_source'),
    resultEnteredAt: moment('result_entered_at'),
    resultEnteredBy: bigintRef('result_entered_by').references(() => users.id),
    confirmedBy: bigintRef('confirmed_by').references(() => users.id),
    settledAt: moment('settled_at'),
    voidedAt: moment('voided_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('threed_draws_date_idx').on(t.drawDate),
    check('threed_draws_status', sql`${t.status} in ('open', 'result_entered', 'settled', 'void')`),
    check('threed_draws_result', sql`${t.result} is null or ${t.result} ~ '^[0-9]{3}$'`),
    check(
      'threed_draws_follows',
      sql`${t.result} is null or (${t.firstPrize} ~ '^[0-9]{6}$' and right(${t.firstPrize}, 3) = ${t.result})`,
    ),
    check(
      'threed_draws_two_people',
      sql`${t.confirmedBy} is null or ${t.resultEnteredBy} is null or ${t.confirmedBy} <> ${t.resultEnteredBy}`,
    ),
  ],
);

/** What each number of a draw has taken: the break limit is enforced on this row, as for 2D. */
export const threedNumberTotals = numberTotalsTable('threed', () => threedDraws.id);

export const threedSlips = slipsTable('threed', () => threedDraws.id);

export const threedBets = pgTable(
  'threed_bets',
  {
    id: id(),
    slipId: bigintRef('slip_id')
      .notNull()
      .references(() => threedSlips.id),
    drawId: bigintRef('draw_id')
      .notNull()
      .references(() => threedDraws.id),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    num: text('num').notNull(),
    /** The number's digits in order ("312" -> "123"): a tote win is a bet with the result's key but another number. */
    permKey: text('perm_key').notNull(),
    amount: pya('amount').notNull(),
    /** The odds in force when placed: straight, and tote (null when the tote prize was off). */
    odds: integer('odds').notNull(),
    toteOdds: integer('tote_odds'),
    result: text('result', { enum: ['pending', 'win', 'tote', 'lose', 'refunded'] })
      .notNull()
      .default('pending'),
    payout: pya('payout').notNull().default(0),
  },
  (t) => [
    index('threed_bets_slip_idx').on(t.slipId),
    // As 2D's: settlement finds a draw's straight and tote winners among its bets by draw_id, once a draw, rather
    // than every slip writing ten entries into (draw_id, num) and ten into (draw_id, perm_key) (migration 0036).
    index('threed_bets_draw_user_idx').on(t.drawId, t.userId, t.num),
    check('threed_bets_amount', sql`${t.amount} > 0 and ${t.payout} >= 0`),
  ],
);
