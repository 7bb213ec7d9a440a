import { CONSOLE_ROLES } from '@zeya/contract/constants';
import type { ConsoleUserRow } from '@zeya/contract/console-users';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { staffRequests, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import { maskedPhone } from '../../platform/auth/account-links';
import { checkPassword, hashPassword } from '../../platform/auth/password-checks';
import { refuseGuessablePassword } from '../../platform/auth/password-policy';
import { revokeUserSessions, type Actor } from '../../platform/auth/sessions';
import { openStaffRequest, type StaffRequestKind } from '../../platform/authority/staff-requests';
import { fieldError, HttpError } from '../../platform/http/errors';
import { requireSms } from '../../platform/auth/sms';

type UserRow = typeof users.$inferSelect;
type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export interface AdminStep {
  actor: Actor;
  ip: string;
}

/** What staff requests about console accounts name as their target: an account by id, a new one by user name. */
export const CONSOLE_USER = 'console_user';
export const NEW_CONSOLE_USER = 'new_console_user';

export const isConsoleUser = inArray(users.role, [...CONSOLE_ROLES]);

/** What the audit chain keeps of an account: never its password hash. */
export const accountView = (row: UserRow) => ({
  user_name: row.userName,
  name: row.name,
  role: row.role,
  status: row.status === 'banned' ? 'disabled' : 'active',
});

/** The console accounts with their pending requests: a second admin sees what waits beside whom it concerns. */
export async function listConsoleUsers(deps: AppDeps): Promise<ConsoleUserRow[]> {
  const [rows, pending] = await Promise.all([
    deps.db
      .select({
        user: users,
        lastSeen: sql<
          string | null
        >`(select max(s.last_seen_at) from sessions s where s.user_id = ${users.id})`,
      })
      .from(users)
      .where(isConsoleUser)
      .orderBy(asc(users.id)),
    deps.db
      .select({ id: staffRequests.id, kind: staffRequests.kind, targetId: staffRequests.targetId })
      .from(staffRequests)
      .where(and(eq(staffRequests.targetType, CONSOLE_USER), eq(staffRequests.status, 'pending')))
      .orderBy(asc(staffRequests.id)),
  ]);
  return rows.map(({ user, lastSeen }) => ({
    id: user.id,
    user_name: user.userName,
    name: user.name,
    phone: user.phone === null ? null : maskedPhone(user.phone),
    role: user.role as ConsoleRole,
    status: user.status === 'banned' ? 'disabled' : 'active',
    second_factor: user.secondFactor,
    second_person_from: user.secondPersonFrom?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    last_seen_at: lastSeen ? new Date(lastSeen).toISOString() : null,
    pending_requests: pending
      .filter((request) => request.targetId === String(user.id))
      .map(({ id, kind }) => ({ id, kind })),
  }));
}

/** A user name is taken whatever its letter case: sign-in matches it that way. */
export async function refuseTakenName(db: Executor, userName: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  if (taken) throw fieldError('user_name', 'user_name_taken');
}

/** The console account a request is about, as it is now: 404 for anyone else. */
export async function consoleUserOf(db: Executor, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isConsoleUser));
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

export interface AccountRequest<P> {
  kind: StaffRequestKind<P>;
  /** An account (its id), or a new one (its user name in lower case: one request per name). */
  targetType?: typeof NEW_CONSOLE_USER;
  targetId: string;
  payload: P;
  reason: string;
  /** Approval sends a one-time link by SMS: without a gateway, refused now rather than at approval. */
  sendsLink?: boolean;
}

/** One admin asks; a second admin's approval makes the change (the kinds in ./kinds). Returns the request's id. */
export function requestAccountChange<P>(deps: AppDeps, step: AdminStep, request: AccountRequest<P>) {
  if (request.sendsLink) requireSms(deps.sms);
  return inTransaction(deps.db, (tx) =>
    openStaffRequest(tx, {
      kind: request.kind,
      targetType: request.targetType ?? CONSOLE_USER,
      targetId: request.targetId,
      payload: request.payload,
      reason: request.reason,
      actor: step.actor,
      ip: step.ip,
      at: deps.clock.now(),
    }),
  );
}

/** A change of an account other than the asker's own: the account as it is (404 for anyone but a console user). */
export async function refuseOwnAccount(
  deps: AppDeps,
  step: AdminStep,
  id: number,
  refusal: { field: string; key: 'own_account' | 'own_account_reset' },
) {
  const account = await consoleUserOf(deps.db, id);
  if (account.id === step.actor.userId) throw fieldError(refusal.field, refusal.key);
  return account;
}

/**
 * A staff member's own new password: the current one checked like a sign-in (same limits), the new one under the
 * console's rules; every other session ends. Audited without either.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  step: AdminStep,
  input: { current_password: string; password: string },
) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, step.actor.userId));
  if (!user || !(await checkPassword(deps, user, input.current_password, step.ip)))
    throw fieldError('current_password', 'current_password_wrong');
  if (input.current_password === input.password) throw fieldError('password', 'password_same');
  refuseGuessablePassword(input.password, user);
  const passwordHash = await hashPassword(deps, input.password, step.ip);
  await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now, step.actor.sessionId);
    await recordAudit(tx, {
      actorId: user.id,
      actorLabel: user.userName,
      action: 'console_user.own_password',
      targetType: CONSOLE_USER,
      targetId: String(user.id),
      before: null,
      after: { password_changed: true },
      ip: step.ip,
      at: now,
    });
  });
}
