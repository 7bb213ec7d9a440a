import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { users } from './users';

/**
 * What a provider's money paths leave for an operator to look at: a difference between the provider's record of a
 * round and ours (resolved by posting the difference), or a move applied but worth a second look (acknowledged).
 * At most one open item per provider and subject; a subject may open again after its item was closed.
 */
export const providerReviews = pgTable(
  'provider_reviews',
  {
    id: id(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    /** What the item is about, e.g. `wager:<code>` or `transaction:<id>`. */
    subject: text('subject').notNull(),
    userId: bigintRef('user_id').references(() => users.id),
    roundCode: text('round_code'),
    gameCode: text('game_code'),
    productCode: text('product_code'),
    /** pya: the round's stake and win as we have them and as the provider has them. */
    oursStake: pya('ours_stake'),
    oursWin: pya('ours_win'),
    theirsStake: pya('theirs_stake'),
    theirsWin: pya('theirs_win'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] }).notNull(),
    detectedAt: moment('detected_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    closedBy: bigintRef('closed_by').references(() => users.id),
    closedAt: moment('closed_at'),
    /** The ledger reference of the posting that resolved it. */
    resolution: text('resolution'),
  },
  (t) => [
    check('provider_reviews_status', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    uniqueIndex('provider_reviews_open_subject_idx')
      .on(t.provider, t.subject)
      .where(sql`${t.status} = 'open'`),
    index('provider_reviews_status_idx').on(t.status, t.id),
  ],
);

/**
 * Where a background job that walks a provider's history has got to; it resumes there after a restart. The instance
 * walking it holds a lease, so no other instance walks the same stretch at once.
 */
export const jobCursors = pgTable('job_cursors', {
  name: text('name').primaryKey(),
  position: moment('position').notNull(),
  leasedUntil: moment('leased_until'),
  updatedAt: moment('updated_at').notNull(),
});
