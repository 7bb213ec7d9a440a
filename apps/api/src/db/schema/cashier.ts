import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { users } from './users';

/**
 * The receiving accounts that players pay deposits into (KBZPay, WavePay, ...): the house's, or an agent's. A player
 * with an agent pays into (and is paid out through) that agent's accounts, and the agent's float moves the money.
 */
export const paymentChannels = pgTable('payment_channels', {
  id: serial('id').primaryKey(),
  /** The agent whose account this is; null for the house's own. */
  agentId: bigintRef('agent_id').references(() => users.id),
  paymentType: text('payment_type').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  imgUrl: text('img_url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

const REQUEST_STATUS = sql`('pending', 'approved', 'rejected')`;

const decision = {
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  reason: text('reason'),
  decidedBy: bigintRef('decided_by').references(() => users.id),
  decidedAt: moment('decided_at'),
  /** Above the configured amount: who gave the first of two approvals; a different console user gives the second. */
  firstApprovedBy: bigintRef('first_approved_by').references(() => users.id),
  firstApprovedAt: moment('first_approved_at'),
  createdAt: moment('created_at').notNull(),
};

/**
 * A player's claim to have paid the house; money moves only when an operator approves it, and above the configured
 * amount only when a second, different one approves it too.
 */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    amount: pya('amount').notNull(),
    refrenceNo: text('refrence_no').notNull(),
    /** The Myanmar business day of the request: one receipt number per channel per day. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    receiptPath: text('receipt_path'),
    ...decision,
  },
  (t) => [
    check('deposit_requests_amount_positive', sql`${t.amount} > 0`),
    check(
      'deposit_requests_two_people',
      sql`${t.firstApprovedBy} is null or ${t.decidedBy} is null or ${t.firstApprovedBy} <> ${t.decidedBy}`,
    ),
    check('deposit_requests_status_check', sql`${t.status} in ${REQUEST_STATUS}`),
    uniqueIndex('deposit_requests_receipt_per_day_idx')
      .on(t.channelId, t.refrenceNo, t.businessDate)
      .where(sql`${t.status} <> 'rejected'`),
    index('deposit_requests_user_idx').on(t.userId, t.id),
    index('deposit_requests_status_idx').on(t.status, t.id),
  ],
);

/** Where a player has asked to be paid; remembered from their withdrawals for the next one. */
export const userPayments = pgTable(
  'user_payments',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [uniqueIndex('user_payments_account_idx').on(t.userId, t.channelId, t.accountNo)],
);

/**
 * A request to be paid out. Its amount left the player's main balance for their withdraw hold when it was made;
 * approval moves the hold to cash, rejection back to main. Above the configured amount a second, different operator
 * must approve after the first.
 */
export const withdrawRequests = pgTable(
  'withdraw_requests',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    userPaymentId: bigintRef('user_payment_id').references(() => userPayments.id),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    amount: pya('amount').notNull(),
    ...decision,
  },
  (t) => [
    check('withdraw_requests_amount_positive', sql`${t.amount} > 0`),
    check('withdraw_requests_status_check', sql`${t.status} in ${REQUEST_STATUS}`),
    check(
      'withdraw_requests_two_people',
      sql`${t.firstApprovedBy} is null or ${t.decidedBy} is null or ${t.firstApprovedBy} <> ${t.decidedBy}`,
    ),
    index('withdraw_requests_user_idx').on(t.userId, t.id),
    index('withdraw_requests_status_idx').on(t.status, t.id),
  ],
);
