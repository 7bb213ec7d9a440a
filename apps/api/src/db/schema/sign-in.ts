import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * Secrets every instance must share, made by whichever needs one first: a challenge one instance signed is then
 * accepted by another behind the same balancer, and no setting has to be kept in step across them.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** 32 random bytes in base64. */
  secret: text('secret').notNull(),
  createdAt: moment('created_at').notNull(),
});

/**
 * Sign-in challenges already used, kept until they expire: one solved challenge pays for one password check, on
 * whichever instance it is sent to.
 */
export const spentLoginChallenges = pgTable(
  'spent_login_challenges',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('spent_login_challenges_expires_idx').on(t.expiresAt)],
);
