import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, id, moment } from './columns';
import { users } from './users';

/**
 * A money-moving request a client sent with an Idempotency-Key: written in the transaction of what it did, with the
 * reply it got, so a retry with the key gets that reply and moves nothing. One key per signed-in user, whatever the
 * route: the fingerprint (route, path and body) tells a retry from another request that reuses the key.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    id: id(),
    ownerId: bigintRef('owner_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Null only inside the transaction that is making it. */
    reply: jsonb('reply'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [uniqueIndex('idempotent_requests_owner_key_idx').on(t.ownerId, t.key)],
);
