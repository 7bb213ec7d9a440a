import { TRANSFER_KINDS, type TransferKind } from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { users } from './users';
import { kindsIn } from '../kinds';

/**
 * Player accounts (main, game, withdraw_hold) keep their balance on the row; house accounts (cash, adjustments,
 * games:<provider>, ...) do not: their balance is derived from transfers so that no bet queues on one hot row.
 * A player's `debt` account (opened on a provider's first forced debit the balance did not cover) is the one player
 * account at or below zero: what the player owes the house.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    userId: bigintRef('user_id').references(() => users.id),
    code: text('code').notNull(),
    isHouse: boolean('is_house').notNull(),
    balance: pya('balance').notNull().default(0),
    /**
     * Hundredths of a pya a player's game account holds beyond `balance` (0 to 99): an aggregator's MMK amounts carry
     * four decimals, finer than the pya the ledger posts. Moves carry into whole pya, so nothing is ever rounded.
     */
    subPya: smallint('sub_pya').notNull().default(0),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    check('ledger_accounts_owner_check', sql`(${t.userId} is null) = ${t.isHouse}`),
    check(
      'ledger_accounts_no_negative_player_balance',
      sql`${t.isHouse} or (${t.code} = 'debt' and ${t.balance} <= 0) or (${t.code} <> 'debt' and ${t.balance} >= 0)`,
    ),
    check('ledger_accounts_sub_pya', sql`${t.subPya} between 0 and 99`),
    uniqueIndex('ledger_accounts_player_code_idx').on(t.userId, t.code),
    uniqueIndex('ledger_accounts_house_code_idx')
      .on(t.code)
      .where(sql`${t.userId} is null`),
  ],
);

/** One row per movement of money. `reference` is the idempotency key: the same operation cannot post twice. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: id(),
    debitAccountId: bigintRef('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigintRef('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: pya('amount').notNull(),
    kind: text('kind').$type<TransferKind>().notNull(),
    reference: text('reference').notNull().unique(),
    playerId: bigintRef('player_id').references(() => users.id),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_kind_known', sql`${t.kind} in ${kindsIn(TRANSFER_KINDS)}`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId),
    index('ledger_transfers_credit_idx').on(t.creditAccountId),
    index('ledger_transfers_player_kind_idx').on(t.playerId, t.kind, t.id),
    // The console's dashboard and reports sum the transfers of a period. Transfers are written in time order, so a
    // block range index finds a period's pages; unlike a b-tree, a posting adds nothing to it.
    index('ledger_transfers_created_idx').using('brin', t.createdAt),
    // Push bet data takes back what a WBET wager staked by /withdraw: the wager's bets are found here.
    index('ledger_transfers_game_round_idx')
      .on(t.playerId, sql`(${t.metadata}->>'round')`)
      .where(sql`${t.kind} in ${kindsIn(['game_bet'])}`),
  ],
);

/**
 * A provider's move that posted no transfer because it came to less than a pya (or to nothing): its reference is kept
 * here so that a repeat of it is a repeat, as a repeat of a posted move is one by the transfer's reference.
 */
export const gameMovesBelowPya = pgTable('game_moves_below_pya', {
  reference: text('reference').primaryKey(),
  userId: bigintRef('user_id')
    .notNull()
    .references(() => users.id),
  /** Signed, in hundredths of a pya. */
  exact: bigint('exact', { mode: 'number' }).notNull(),
  createdAt: moment('created_at').notNull(),
});
