import { randomInt } from 'node:crypto';
import { normalizePhone } from '@zeya/contract/auth';
import type { Language, Role } from '@zeya/contract/constants';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { referralCodes, users } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import { openPlayerAccounts } from '../../platform/money/ledger/accounts';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import {
  checkNoPassword,
  checkPassword,
  checkSignIn,
  forgetFailures,
  hashPassword,
  type SignInEvidence,
} from '../../platform/auth/password-checks';
import { refuseGuessablePassword } from '../../platform/auth/password-policy';
import { sendResetCode, useResetCode } from '../../platform/auth/reset-codes';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { fieldError, HttpError } from '../../platform/http/errors';
import type { SmsGateway } from '../../platform/auth/sms';

export type UserRow = typeof users.$inferSelect;

export interface RegisterInput {
  name: string;
  phone: string;
  password: string;
  referral_code?: string | undefined;
}

async function agentForReferral(deps: AppDeps, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const [row] = await deps.db
    .select({ agentId: referralCodes.agentId })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code), eq(referralCodes.active, true)));
  if (!row) throw fieldError('referral_code', 'referral_code_unknown');
  return row.agentId;
}

/** Readable, unguessable-enough user names; the unique constraint settles the rare collision. */
function newUserName(): string {
  return `ZY${randomInt(10_000_000, 100_000_000)}`;
}

/** A new player with an empty main, game and withdraw-hold account; the password is hashed within `address`'s bound. */
export async function registerPlayer(deps: AppDeps, input: RegisterInput, address: string): Promise<UserRow> {
  // The user name is generated below, at random: the player's phone and name are what a guesser knows of them.
  refuseGuessablePassword(input.password, { phone: input.phone, name: input.name });
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  if (taken) throw fieldError('phone', 'phone_taken');
  const agentId = await agentForReferral(deps, input.referral_code);
  const passwordHash = await hashPassword(deps, input.password, address);
  for (let attempt = 0; ; attempt += 1) {
    const userName = newUserName();
    try {
      return await inTransaction(deps.db, async (tx) => {
        const now = deps.clock.now();
        const [user] = await tx
          .insert(users)
          .values({
            userName,
            memberAccount: userName,
            name: input.name,
            phone: input.phone,
            passwordHash,
            role: 'player',
            agentId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await openPlayerAccounts(tx, user!.id, now);
        return user!;
      });
    } catch (error) {
      if (pgErrorCode(error) !== '23505' || attempt >= 5) throw error;
      const [phoneOwner] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phone, input.phone));
      if (phoneOwner) throw fieldError('phone', 'phone_taken');
    }
  }
}

/** Login accepts the user name or the phone number, written as the player likes (09..., +959...). */
function identifierCondition(identifier: string) {
  const phone = normalizePhone(identifier);
  const byName = sql`lower(${users.userName}) = lower(${identifier})`;
  return phone ? or(byName, eq(users.phone, phone)) : byName;
}

/**
 * Checks a password for a user name or phone among the given roles, from `address`, under the limits every sign-in
 * shares (`checkSignIn`). Wrong credentials and roles outside the list get the same answer, so a login form cannot
 * be used to find out who has an account. Gives the user and the device its cookie proved, to renew.
 */
export async function authenticate(
  deps: AppDeps,
  input: {
    identifier: string;
    password: string;
    roles: readonly Role[];
    address: string;
    evidence: SignInEvidence;
  },
): Promise<{ user: UserRow; device: string | null }> {
  const [user] = await deps.db.select().from(users).where(identifierCondition(input.identifier)).limit(1);
  if (!user || !input.roles.includes(user.role)) {
    await checkNoPassword(deps, input.password, input.address);
    throw fieldError('user_name', 'credentials_invalid');
  }
  const { right, device } = await checkSignIn(deps, user, input.password, input.address, input.evidence);
  if (!right) throw fieldError('user_name', 'credentials_invalid');
  if (user.status === 'banned') throw new HttpError(403, 'account_banned');
  return { user, device };
}

/**
 * The player's own change: the current password (or the one-time code of a reset) checked like a sign-in, a new one
 * that is not among the most guessable. Ends the reset's obligation to change it.
 */
export async function changePassword(
  deps: AppDeps,
  userId: number,
  input: { current_password: string; password: string; address: string },
): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await checkPassword(deps, user, input.current_password, input.address)))
    throw fieldError('current_password', 'current_password_wrong');
  if (input.current_password === input.password) throw fieldError('password', 'password_same');
  refuseGuessablePassword(input.password, user);
  const passwordHash = await hashPassword(deps, input.password, input.address);
  await deps.db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId));
}

/** The active player a phone belongs to, their row held until the transaction ends. */
const activePlayerByPhone = (tx: Transaction, phone: string) =>
  tx
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'player'), eq(users.status, 'active')))
    .for('update');

/**
 * "Forgot password": a code texted to the active player with this phone, if there is one. Whether a code went out
 * (or had to wait for the last one, or the day's codes were spent) is not told: the reply must not say who has an
 * account.
 */
export async function sendForgottenPasswordCode(
  deps: AppDeps & { sms: SmsGateway },
  phone: string,
  language: Language,
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const [player] = await activePlayerByPhone(tx, phone);
    if (player)
      await sendResetCode(tx, deps, { player: { id: player.id, phone }, requestedBy: null, language });
  });
}

/**
 * The reset by the code texted to the player's phone: a right code sets the new password (only once, whoever tries
 * it at the same moment), ends every session and lifts every lock from failed checks, and pauses withdrawals for
 * WITHDRAW_FREEZE_HOURS, so whoever took the phone number cannot cash out before the player notices. A wrong code
 * counts against it, and an unknown phone, a used, expired or voided code all get the same 422 on `code`. The audit
 * says who asked for the code, never the code.
 */
export async function resetForgottenPassword(
  deps: AppDeps,
  input: { phone: string; code: string; password: string },
  address: string,
): Promise<UserRow> {
  // Before the code is proven, only what the caller gave (the phone) is checked: a refusal naming the account's name
  // would tell a stranger whose phone it is.
  refuseGuessablePassword(input.password, { phone: input.phone });
  const player = await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const [user] = await activePlayerByPhone(tx, input.phone);
    const used = user && (await useResetCode(tx, user.id, input.code, now));
    if (!user || !used) return null;
    // The code is proven: the owner may hear that the password carries their name. The refusal rolls the code's use
    // back, so they choose another with the same code.
    refuseGuessablePassword(input.password, user);
    const passwordHash = await hashPassword(deps, input.password, address);
    const frozenUntil = new Date(now.getTime() + deps.config.WITHDRAW_FREEZE_HOURS * 3600_000);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, withdrawalsFrozenUntil: frozenUntil, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await forgetFailures(deps, tx, user.id);
    const sessionsRevoked = await revokeUserSessions(tx, user.id, now);
    await recordAudit(tx, {
      actorId: user.id,
      actorLabel: user.userName,
      action: 'player.password_reset',
      targetType: 'player',
      targetId: String(user.id),
      before: { live_sessions: sessionsRevoked },
      after: {
        live_sessions: 0,
        code_requested_by: used.requestedBy,
        withdrawals_frozen_until: frozenUntil.toISOString(),
      },
      ip: address,
      at: now,
    });
    return updated!;
  });
  if (!player) throw fieldError('code', 'reset_code_wrong');
  return player;
}
