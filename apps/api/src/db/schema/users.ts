import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { AGENT_STAFF_GROUPS } from '@zeya/contract/constants';
import { bigintRef, id, moment } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    userName: text('user_name').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone').unique(),
    memberAccount: text('member_account').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['player', 'agent', 'operator', 'admin', 'agent_staff'] })
      .notNull()
      .default('player'),
    status: text('status', { enum: ['active', 'banned'] })
      .notNull()
      .default('active'),
    /** A player's agent; for an agent's staff member, the agent that employs them. */
    agentId: bigintRef('agent_id').references((): AnyPgColumn => users.id),
    /** An agent's staff member's permission group (AGENT_STAFF_GROUPS); null for everyone else. */
    staffGroup: text('staff_group', { enum: AGENT_STAFF_GROUPS }),
    /** Failed password checks from every address since `failedLoginSince`: past the limit, unknown addresses slow down. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedLoginSince: moment('failed_login_since'),
    /** Set by a reset: the one-time code signs in only to choose a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** After a password reset or a new payout account, no withdrawal is taken before this instant. */
    withdrawalsFrozenUntil: moment('withdrawals_frozen_until'),
    /** The staff member who asked for this account (null: seeded, registered, or made from the environment). */
    createdBy: bigintRef('created_by').references((): AnyPgColumn => users.id),
    /**
     * From when this staff account's approval counts as a second person's: some days after it was made or reset by
     * staff, at once for the root admins; never for players.
     */
    secondPersonFrom: moment('second_person_from'),
    /** Has at least one second factor (a passkey or TOTP). */
    secondFactor: boolean('second_factor').notNull().default(false),
    /** Must enrol a second factor before doing anything else, whatever the site's setting (made or reset by staff). */
    secondFactorRequired: boolean('second_factor_required').notNull().default(false),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('player', 'agent', 'operator', 'admin', 'agent_staff')`),
    // A staff member works for one agent in one group; nobody else has a group.
    check(
      'users_staff_group_check',
      sql`(${t.role} = 'agent_staff' and ${t.staffGroup} in ('view_only', 'player_creation', 'deposit_withdraw') and ${t.agentId} is not null) or (${t.role} <> 'agent_staff' and ${t.staffGroup} is null)`,
    ),
    check('users_status_check', sql`${t.status} in ('active', 'banned')`),
    index('users_agent_idx').on(t.agentId),
    // Login matches user names without regard to case, so they must be unique that way too.
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
  ],
);

/**
 * Failed password checks of one account from one address. Past the limit that pair is locked for a while: an
 * attacker locks out their own address, never the owner's.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    since: moment('since').notNull(),
    lockedUntil: moment('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

export const referralCodes = pgTable('referral_codes', {
  id: id(),
  agentId: bigintRef('agent_id')
    .notNull()
    .references(() => users.id),
  code: text('code').notNull().unique(),
  active: boolean('active').notNull().default(true),
  createdAt: moment('created_at').notNull(),
});

/** Only the SHA-256 of a session token is stored: a leaked table does not sign anyone in. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    scope: text('scope', { enum: ['player', 'console'] }).notNull(),
    createdAt: moment('created_at').notNull(),
    lastSeenAt: moment('last_seen_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    /** When this session last proved the second factor (at sign-in, or a step-up since). */
    factorCheckedAt: moment('factor_checked_at'),
    /**
     * A second-factor ceremony under way in this session: a passkey challenge, or a TOTP secret (and its label) being
     * enrolled; and the wrong answers given in a row, which end the session at five.
     */
    pendingFactor: jsonb('pending_factor').$type<{
      challenge?: string;
      totpSecret?: string;
      label?: string;
      wrong?: number;
      at: string;
    }>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    check('sessions_scope_check', sql`${t.scope} in ('player', 'console')`),
    index('sessions_user_idx').on(t.userId),
  ],
);
