import { createConsoleUserBody } from '@zeya/contract/console-users';
import { CONSOLE_ROLES } from '@zeya/contract/constants';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { recoveryCodes, secondFactors, users } from '../../db/schema';
import { inSavepoint, pgErrorCode } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import {
  probationEnd,
  refuseTakenPhone,
  sendAccountLink,
  staffMadeAccount,
  unusablePasswordHash,
} from '../../platform/auth/account-links';
import { forgetFailures } from '../../platform/auth/password-checks';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { staffRequestKind, type ApprovalStep } from '../../platform/authority/staff-requests';
import { fieldError, HttpError } from '../../platform/http/errors';
import { accountView, CONSOLE_USER, isConsoleUser, refuseTakenName } from './service';

/**
 * The changes of console accounts, each asked by one admin and made when a second admin approves: a new account, a
 * role, disabling and enabling, a password reset, a second-factor reset. None may be approved by the account it is
 * about, nor by an account that one made.
 */

type UserRow = typeof users.$inferSelect;

const account = z.object({ user_id: z.number().int().positive() });
/** Where the one-time link points: PUBLIC_URL, or the origin the request came to (development). */
const linkBase = z.string();

/**
 * The account, locked with the active admins: the approver must still be one of them when the change is made (two
 * admins demoting each other at once: the second finds they no longer are), so an admin always remains.
 */
async function lockAccount(tx: Transaction, step: ApprovalStep, id: number): Promise<UserRow> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  if (!admins.some((admin) => admin.id === step.approver.userId)) throw new HttpError(403, 'forbidden');
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isConsoleUser))
    .for('update');
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

async function update(tx: Transaction, id: number, set: Partial<typeof users.$inferInsert>) {
  const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
  return row!;
}

function audit(
  tx: Transaction,
  step: ApprovalStep,
  change: { action: string; id: number; before: unknown; after: Record<string, unknown> },
) {
  return recordAudit(tx, {
    actorId: step.approver.userId,
    actorLabel: step.approver.userName,
    action: change.action,
    targetType: CONSOLE_USER,
    targetId: String(change.id),
    before: change.before,
    after: { ...change.after, request: step.requestId, requested_by: step.requestedBy },
    ip: step.ip,
    at: step.at,
  });
}

/**
 * A new console account: no usable password (the person sets theirs through the link sent to their phone), must
 * enrol a second factor first, and counts as a second person only after the probation days.
 */
export const createConsoleUserKind = staffRequestKind({
  kind: 'console_user.create',
  adminOnly: true,
  onePerTarget: true,
  payload: createConsoleUserBody.omit({ reason: true }).extend({ link_base: linkBase }),
  async execute(tx, deps, payload, step) {
    await refuseTakenName(tx, payload.user_name);
    await refuseTakenPhone(tx, payload.phone);
    // In a savepoint: when someone takes the name or the phone after the checks above, the unique indexes refuse it,
    // and the checks, run again, say which.
    const [created] = await inSavepoint(tx, (savepoint) =>
      savepoint
        .insert(users)
        .values(
          staffMadeAccount(
            deps,
            { userName: payload.user_name, name: payload.name, phone: payload.phone, role: payload.role },
            step,
          ),
        )
        .returning(),
    ).catch(async (error: unknown) => {
      if (pgErrorCode(error) === '23505') {
        await refuseTakenName(tx, payload.user_name);
        await refuseTakenPhone(tx, payload.phone);
      }
      throw error;
    });
    const sentTo = await sendAccountLink(tx, deps, {
      userId: created!.id,
      phone: payload.phone,
      purpose: 'setup',
      base: payload.link_base,
      at: step.at,
    });
    await audit(tx, step, {
      action: 'console_user.create',
      id: created!.id,
      before: null,
      after: { ...accountView(created!), link_sent_to: sentTo },
    });
    return { id: created!.id, user_name: created!.userName, link_sent_to: sentTo };
  },
});

export const consoleRoleKind = staffRequestKind({
  kind: 'console_user.role',
  adminOnly: true,
  onePerTarget: true,
  payload: account.extend({ role: z.enum(CONSOLE_ROLES) }),
  concerns: (payload) => [payload.user_id],
  async execute(tx, deps, payload, step) {
    const before = await lockAccount(tx, step, payload.user_id);
    if (before.role === payload.role) throw new HttpError(409, 'account_unchanged');
    const after = await update(tx, before.id, { role: payload.role, updatedAt: step.at });
    await audit(tx, step, {
      action: 'console_user.role',
      id: before.id,
      before: accountView(before),
      after: accountView(after),
    });
    return { id: after.id, user_name: after.userName, role: after.role };
  },
});

/** Disabling signs the account out everywhere at once; enabling lets it sign in again. */
function statusKind(verb: 'disable' | 'enable') {
  const status = verb === 'disable' ? 'banned' : 'active';
  return staffRequestKind({
    kind: `console_user.${verb}`,
    adminOnly: true,
    onePerTarget: true,
    payload: account,
    concerns: (payload) => [payload.user_id],
    async execute(tx, _deps, payload, step) {
      const before = await lockAccount(tx, step, payload.user_id);
      if (before.status === status) throw new HttpError(409, 'account_unchanged');
      const after = await update(tx, before.id, { status, updatedAt: step.at });
      if (status === 'banned') await revokeUserSessions(tx, before.id, step.at);
      await audit(tx, step, {
        action: `console_user.${verb}`,
        id: before.id,
        before: accountView(before),
        after: accountView(after),
      });
      return { id: after.id, user_name: after.userName, status: accountView(after).status };
    },
  });
}

export const disableConsoleUserKind = statusKind('disable');
export const enableConsoleUserKind = statusKind('enable');

/**
 * A reset: the password stops working, every session ends, a new link goes to the phone (the one given with the
 * request, else the account's), and the account counts as a second person only after the probation days again.
 */
export const consolePasswordResetKind = staffRequestKind({
  kind: 'console_user.password',
  adminOnly: true,
  onePerTarget: true,
  payload: account.extend({ phone: z.string().nullable(), link_base: linkBase }),
  concerns: (payload) => [payload.user_id],
  async execute(tx, deps, payload, step) {
    const before = await lockAccount(tx, step, payload.user_id);
    const phone = payload.phone ?? before.phone;
    if (!phone) throw fieldError('phone', 'staff_phone_missing');
    if (payload.phone) await refuseTakenPhone(tx, payload.phone, before.id);
    await update(tx, before.id, {
      phone,
      passwordHash: unusablePasswordHash(),
      mustChangePassword: false,
      secondPersonFrom: probationEnd(deps, step.at),
      updatedAt: step.at,
    });
    await forgetFailures(deps, tx, before.id);
    await revokeUserSessions(tx, before.id, step.at);
    const sentTo = await sendAccountLink(tx, deps, {
      userId: before.id,
      phone,
      purpose: 'reset',
      base: payload.link_base,
      at: step.at,
    });
    await audit(tx, step, {
      action: 'console_user.password',
      id: before.id,
      before: accountView(before),
      after: { password_reset: true, link_sent_to: sentTo },
    });
    return { id: before.id, user_name: before.userName, link_sent_to: sentTo };
  },
});

/**
 * A lost passkey or authenticator: every factor and recovery code goes, every session ends, the account must enrol
 * again at its next sign-in and counts as a second person only after the probation days again.
 */
export const consoleFactorResetKind = staffRequestKind({
  kind: 'console_user.second_factor_reset',
  adminOnly: true,
  onePerTarget: true,
  payload: account,
  concerns: (payload) => [payload.user_id],
  async execute(tx, deps, payload, step) {
    const before = await lockAccount(tx, step, payload.user_id);
    await tx.delete(secondFactors).where(eq(secondFactors.userId, before.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, before.id));
    await update(tx, before.id, {
      secondFactor: false,
      secondFactorRequired: true,
      secondPersonFrom: probationEnd(deps, step.at),
      updatedAt: step.at,
    });
    await revokeUserSessions(tx, before.id, step.at);
    await audit(tx, step, {
      action: 'console_user.second_factor_reset',
      id: before.id,
      before: { ...accountView(before), second_factor: before.secondFactor },
      after: { second_factor: false, second_factor_required: true },
    });
    return { id: before.id, user_name: before.userName };
  },
});

export const CONSOLE_USER_KINDS = [
  createConsoleUserKind,
  consoleRoleKind,
  disableConsoleUserKind,
  enableConsoleUserKind,
  consolePasswordResetKind,
  consoleFactorResetKind,
];
