import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { users } from './users';

/**
 * The tables every lottery (2D, 3D) has in the same shape, named after its game: `<game>_number_totals` and
 * `<game>_slips`. Each game's schema file makes its own from these, so the two stay the same table by construction
 * (the generated SQL is what it was: `npm run db:check`). Draws and bets differ per game and stay written out there.
 */

/** What each number of a draw has taken: the break limit is enforced on this row (lottery_place_slip). */
export const numberTotalsTable = <Game extends string>(game: Game, drawId: () => AnyPgColumn) =>
  pgTable(
    `${game}_number_totals`,
    {
      drawId: bigintRef('draw_id').notNull().references(drawId),
      num: text('num').notNull(),
      staked: pya('staked').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.drawId, t.num] }),
      check(`${game}_number_totals_staked`, sql`${t.staked} >= 0`),
    ],
  );

/** A player's slip on one draw: its total stake and the main balance before and after it. */
export const slipsTable = <Game extends string>(game: Game, drawId: () => AnyPgColumn) =>
  pgTable(
    `${game}_slips`,
    {
      id: id(),
      slipNo: text('slip_no').notNull().unique(),
      userId: bigintRef('user_id')
        .notNull()
        .references(() => users.id),
      drawId: bigintRef('draw_id').notNull().references(drawId),
      total: pya('total').notNull(),
      beforeBalance: pya('before_balance').notNull(),
      afterBalance: pya('after_balance').notNull(),
      status: text('status', { enum: ['pending', 'completed', 'void'] })
        .notNull()
        .default('pending'),
      createdAt: moment('created_at').notNull(),
      settledAt: moment('settled_at'),
    },
    (t) => [
      index(`${game}_slips_user_idx`).on(t.userId, t.id),
      index(`${game}_slips_draw_idx`).on(t.drawId),
      check(`${game}_slips_status`, sql`${t.status} in ('pending', 'completed', 'void')`),
    ],
  );
