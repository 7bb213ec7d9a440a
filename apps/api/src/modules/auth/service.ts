import { randomInt } from 'node:crypto';
import { normalizePhone } from '@zeya/contract/auth';
import type { Role } from '@zeya/contract/constants';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { referralCodes, users } from '../../db/schema';
import { openPlayerAccounts } from '../../platform/ledger/accounts';
import { inTransaction, pgErrorCode } from '../../platform/ledger/transaction';
import { fieldError, HttpError } from '../../platform/errors';

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

/** A new player with an empty main, game and withdraw-hold account. */
export async function registerPlayer(deps: AppDeps, input: RegisterInput): Promise<UserRow> {
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  if (taken) throw fieldError('phone', 'phone_taken');
  const agentId = await agentForReferral(deps, input.referral_code);
  const passwordHash = await deps.hasher.hash(input.password);
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

async function recordFailedLogin(deps: AppDeps, userId: number): Promise<void> {
  const { config } = deps;
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const lockUntil = new Date(now.getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
  await queryRows(
    deps.db,
    sql`with counted as (
          select id, case when failed_login_since is null or failed_login_since < ${windowStart.toISOString()}
                          then 1 else failed_login_count + 1 end as n,
                     case when failed_login_since is null or failed_login_since < ${windowStart.toISOString()}
                          then ${now.toISOString()}::timestamptz else failed_login_since end as since
          from users where id = ${userId} for update)
        update users u set failed_login_count = c.n, failed_login_since = c.since,
          locked_until = case when c.n >= ${config.LOGIN_MAX_FAILURES} then ${lockUntil.toISOString()}::timestamptz
                              else u.locked_until end
        from counted c where u.id = c.id returning u.id`,
  );
}

/**
 * Checks a password for a user name or phone among the given roles. Wrong credentials and roles outside the list
 * get the same answer, so a login form cannot be used to find out who has an account.
 */
export async function authenticate(
  deps: AppDeps,
  input: { identifier: string; password: string; roles: readonly Role[] },
): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(identifierCondition(input.identifier)).limit(1);
  if (!user || !input.roles.includes(user.role)) {
    await deps.hasher.verifyNothing(input.password);
    throw fieldError('user_name', 'credentials_invalid');
  }
  if (user.lockedUntil && user.lockedUntil > deps.clock.now()) throw new HttpError(429, 'account_locked');
  if (!(await deps.hasher.verify(user.passwordHash, input.password))) {
    await recordFailedLogin(deps, user.id);
    throw fieldError('user_name', 'credentials_invalid');
  }
  if (user.status === 'banned') throw new HttpError(403, 'account_banned');
  if (user.failedLoginCount > 0 || user.lockedUntil)
    await deps.db
      .update(users)
      .set({ failedLoginCount: 0, failedLoginSince: null, lockedUntil: null })
      .where(eq(users.id, user.id));
  return user;
}

export async function changePassword(
  deps: AppDeps,
  userId: number,
  input: { current_password: string; password: string },
): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await deps.hasher.verify(user.passwordHash, input.current_password)))
    throw fieldError('current_password', 'current_password_wrong');
  if (input.current_password === input.password) throw fieldError('password', 'password_same');
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.update(users).set({ passwordHash, updatedAt: deps.clock.now() }).where(eq(users.id, userId));
}
