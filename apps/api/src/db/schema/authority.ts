import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { users } from './users';

/**
 * A staff member's second factor: a TOTP secret (RFC 6238) or a passkey (WebAuthn credential). Console users and
 * agents sign in with their password and one of these.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['totp', 'passkey'] }).notNull(),
    label: text('label').notNull(),
    /** TOTP: the shared secret in base32. */
    totpSecret: text('totp_secret'),
    /** TOTP: the last 30-second step a code was accepted for: the same code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Passkey: the credential's id (base64url), its COSE public key (base64url) and signature counter. */
    credentialId: text('credential_id').unique(),
    publicKey: text('public_key'),
    counter: bigint('counter', { mode: 'number' }),
    transports: jsonb('transports').$type<string[]>(),
    createdAt: moment('created_at').notNull(),
    lastUsedAt: moment('last_used_at'),
  },
  (t) => [
    check('second_factors_kind_check', sql`${t.kind} in ('totp', 'passkey')`),
    check(
      'second_factors_shape_check',
      sql`(${t.kind} = 'totp' and ${t.totpSecret} is not null) or (${t.kind} = 'passkey' and ${t.credentialId} is not null and ${t.publicKey} is not null)`,
    ),
    index('second_factors_user_idx').on(t.userId),
  ],
);

/** One-time recovery codes of a staff member (only their SHA-256 is kept); each signs in once in place of a factor. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * What one staff member asks and a second, different one decides: a new staff account, a role, a reset, a large
 * adjustment, a change of the approval rules, a promotion going live... `payload` is what runs on approval; nothing
 * runs before. The database itself refuses a request decided by the person who made it.
 */
export const staffRequests = pgTable(
  'staff_requests',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** What it is about, for the list and the second-person rule: a player, a console user, an agent, a promotion... */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** Money it moves (pya, signed for adjustments), shown to the approver. */
    amount: pya('amount'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    requestedBy: bigintRef('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: moment('requested_at').notNull(),
    decidedBy: bigintRef('decided_by').references(() => users.id),
    decidedAt: moment('decided_at'),
    decisionNote: text('decision_note'),
    /** What approval produced (a new account's id, the balances after...). */
    result: jsonb('result'),
  },
  (t) => [
    check(
      'staff_requests_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
    check(
      'staff_requests_two_people',
      sql`${t.status} in ('pending', 'cancelled') or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    index('staff_requests_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    index('staff_requests_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * The approval rules (one row): above what a staff money action needs a second person, counted per player per Yangon
 * day; the floor of a free credit's wagering; the caps of commission plans. Changed only through a staff request.
 */
export const staffRules = pgTable(
  'staff_rules',
  {
    id: integer('id').primaryKey(),
    depositAbove: pya('deposit_above').notNull(),
    withdrawalAbove: pya('withdrawal_above').notNull(),
    adjustmentAbove: pya('adjustment_above').notNull(),
    commissionAbove: pya('commission_above').notNull(),
    /** A promotion paying more than this per claim goes live only after a second admin approves it. */
    offerAbove: pya('offer_above').notNull(),
    freeCreditMinWagering: integer('free_credit_min_wagering').notNull(),
    commissionMaxNgrBp: integer('commission_max_ngr_bp').notNull(),
    commissionMaxTurnoverBp: integer('commission_max_turnover_bp').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('staff_rules_one_row', sql`${t.id} = 1`),
    check(
      'staff_rules_amounts_check',
      sql`${t.depositAbove} >= 0 and ${t.withdrawalAbove} >= 0 and ${t.adjustmentAbove} >= 0 and ${t.commissionAbove} >= 0 and ${t.offerAbove} >= 0`,
    ),
    check('staff_rules_wagering_floor', sql`${t.freeCreditMinWagering} between 1 and 100`),
    check(
      'staff_rules_commission_caps',
      sql`${t.commissionMaxNgrBp} between 0 and 10000 and ${t.commissionMaxTurnoverBp} between 0 and 10000`,
    ),
  ],
);

/**
 * A one-time link a staff member opens to set their own password (a new account, or a reset approved by two admins).
 * Only the SHA-256 of its token is kept; it was sent to the person's phone, never shown to staff.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['setup', 'reset'] }).notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    check('account_links_purpose_check', sql`${t.purpose} in ('setup', 'reset')`),
    index('account_links_user_idx').on(t.userId),
  ],
);

/** A player's password-reset code sent by SMS: its SHA-256, its expiry and the wrong tries it has had. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    /** Who asked for it to be sent: the player (null) or a staff member. */
    requestedBy: bigintRef('requested_by').references(() => users.id),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Development's stand-in for phones: what the SMS gateway would have sent, shown on the console's outbox screen.
 * Production never writes here (it refuses to start with the outbox on).
 */
export const smsOutbox = pgTable('sms_outbox', {
  id: id(),
  toPhone: text('to_phone').notNull(),
  purpose: text('purpose').notNull(),
  body: text('body').notNull(),
  createdAt: moment('created_at').notNull(),
});
