import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigintRef, id, moment } from './columns';
import { users } from './users';

/** Append-only; each row carries the hash of the one before, so an edited or deleted row breaks the chain. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: bigintRef('actor_id').references(() => users.id),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: moment('created_at').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull().unique(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    // The ledger verifier finds the audit record of each adjustment by its transfer reference.
    index('audit_log_reference_idx').on(sql`(${t.after} ->> 'reference')`),
  ],
);
