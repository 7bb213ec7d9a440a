import { CONSOLE_ROLES } from '@zeya/contract/constants';
import type { ConsoleUserRow, CreateConsoleUserBody } from '@zeya/contract/console-users';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/sessions';
import { forgetFailures } from '../../platform/auth/password-checks';
import { refuseGuessablePassword } from '../../platform/auth/password-policy';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { fieldError, HttpError } from '../../platform/errors';
import { pgErrorCode } from '../../db/transaction';

type UserRow = typeof users.$inferSelect;
type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export interface AdminStep {
  actor: Actor;
  ip: string;
}

const isConsoleUser = inArray(users.role, [...CONSOLE_ROLES]);

/** What the audit chain keeps of an account: never its password hash. */
const accountView = (row: UserRow) => ({
  user_name: row.userName,
  name: row.name,
  role: row.role,
  status: row.status === 'banned' ? 'disabled' : 'active',
});

export async function listConsoleUsers(deps: AppDeps): Promise<ConsoleUserRow[]> {
  const rows = await deps.db
    .select({
      user: users,
      lastSeen: sql<
        string | null
      >`(select max(s.last_seen_at) from sessions s where s.user_id = ${users.id})`,
    })
    .from(users)
    .where(isConsoleUser)
    .orderBy(asc(users.id));
  return rows.map(({ user, lastSeen }) => ({
    id: user.id,
    user_name: user.userName,
    name: user.name,
    role: user.role as ConsoleRole,
    status: user.status === 'banned' ? 'disabled' : 'active',
    created_at: user.createdAt.toISOString(),
    last_seen_at: lastSeen ? new Date(lastSeen).toISOString() : null,
  }));
}

async function audit(
  tx: Transaction,
  deps: AppDeps,
  step: AdminStep,
  change: {
    action: string;
    id: number;
    before: unknown;
    after: unknown;
  },
) {
  await recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action: change.action,
    targetType: 'console_user',
    targetId: String(change.id),
    before: change.before,
    after: change.after,
    ip: step.ip,
    at: deps.clock.now(),
  });
}

export async function createConsoleUser(deps: AppDeps, step: AdminStep, body: CreateConsoleUserBody) {
  refuseGuessablePassword(body.password);
  const passwordHash = await deps.hasher.hash(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${body.user_name})`);
      if (taken) throw fieldError('user_name', 'user_name_taken');
      const now = deps.clock.now();
      const [created] = await tx
        .insert(users)
        .values({
          userName: body.user_name,
          memberAccount: body.user_name,
          name: body.name,
          passwordHash,
          role: body.role,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(tx, deps, step, {
        action: 'console_user.create',
        id: created!.id,
        before: null,
        after: accountView(created!),
      });
      return created!.id;
    });
  } catch (error) {
    // Two admins creating the same name at once: the unique index settles it.
    if (pgErrorCode(error) === '23505') throw fieldError('user_name', 'user_name_taken');
    throw error;
  }
}

interface AccountChange {
  action: string;
  /** The field a refusal is reported on; a change of one's own account is refused unless `ownAllowed`. */
  field: string;
  ownAllowed?: boolean;
  /** The new row, or null when nothing changes (no audit record then). */
  apply: (tx: Transaction, before: UserRow) => Promise<UserRow | null>;
  /** Extra facts for the audit record's `after`. */
  note?: Record<string, unknown>;
}

/**
 * Runs a change of a console account with the active admins locked. The actor must still be one of them and may not
 * demote or disable themselves, so an admin always remains: of two admins demoting each other at the same moment, the
 * second finds they are no longer one (403).
 */
async function changeAccount(deps: AppDeps, step: AdminStep, id: number, change: AccountChange) {
  await deps.db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
      .orderBy(asc(users.id))
      .for('update');
    // Demoted or disabled while this request waited for the lock: no longer allowed.
    if (!admins.some((admin) => admin.id === step.actor.userId)) throw new HttpError(403, 'forbidden');
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isConsoleUser))
      .for('update');
    if (!before) throw new HttpError(404, 'not_found');
    if (before.id === step.actor.userId && !change.ownAllowed) throw fieldError(change.field, 'own_account');
    const after = await change.apply(tx, before);
    if (after)
      await audit(tx, deps, step, {
        action: change.action,
        id,
        before: accountView(before),
        after: { ...accountView(after), ...change.note },
      });
  });
}

function update(tx: Transaction, deps: AppDeps, id: number, set: Partial<typeof users.$inferInsert>) {
  return tx
    .update(users)
    .set({ ...set, updatedAt: deps.clock.now() })
    .where(eq(users.id, id))
    .returning()
    .then(([row]) => row!);
}

export function setConsoleRole(deps: AppDeps, step: AdminStep, id: number, role: ConsoleRole) {
  return changeAccount(deps, step, id, {
    action: 'console_user.role',
    field: 'role',
    apply: async (tx, before) => (before.role === role ? null : update(tx, deps, id, { role })),
  });
}

/** Disabling signs the account out everywhere at once; enabling lets it sign in again. */
export function setConsoleStatus(deps: AppDeps, step: AdminStep, id: number, status: 'active' | 'banned') {
  return changeAccount(deps, step, id, {
    action: status === 'banned' ? 'console_user.disable' : 'console_user.enable',
    field: 'status',
    apply: async (tx, before) => {
      if (before.status === status) return null;
      const after = await update(tx, deps, id, { status });
      if (status === 'banned') await revokeUserSessions(tx, id, deps.clock.now());
      return after;
    },
  });
}

/**
 * A new password chosen by an admin: every session of the account ends (but the admin's own current one, when they
 * reset their own), and a lockout from failed sign-ins is lifted. The audit record says that it changed, never to what.
 */
export async function resetConsolePassword(deps: AppDeps, step: AdminStep, id: number, password: string) {
  refuseGuessablePassword(password);
  const passwordHash = await deps.hasher.hash(password);
  await changeAccount(deps, step, id, {
    action: 'console_user.password',
    field: 'password',
    ownAllowed: true,
    note: { password_reset: true },
    apply: async (tx) => {
      const after = await update(tx, deps, id, { passwordHash });
      await forgetFailures(deps, tx, id);
      const keep = id === step.actor.userId ? step.actor.sessionId : undefined;
      await revokeUserSessions(tx, id, deps.clock.now(), keep);
      return after;
    },
  });
}
