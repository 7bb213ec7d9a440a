import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The operator's receiving accounts that players pay deposits into (KBZPay, WavePay, ...). */
export const paymentChannels = pgTable('payment_channels', {
  id: serial('id').primaryKey(),
  paymentType: text('payment_type').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  imgUrl: text('img_url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
