import { randomInt } from 'node:crypto';
import type { AgentStaffGroup } from '@zeya/contract/constants';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { inSavepoint, inTransaction, pgErrorCode } from '../../db/transaction';
import { refuseTakenPhone, sendAccountLink, staffMadeAccount } from '../../platform/auth/account-links';
import { deskAuditOf, type Desk } from '../../platform/auth/agent-desk';
import { revokeUserSessions, type Actor } from '../../platform/auth/sessions';
import { requireSms } from '../../platform/auth/sms';
import { recordAudit } from '../../platform/authority/audit';
import { HttpError } from '../../platform/http/errors';

/** Who acts at the desk, from where, and (for links) where browsers reach this server. */
export interface DeskStep {
  desk: Desk;
  actor: Actor;
  ip: string;
}

type StaffUser = typeof users.$inferSelect;

const staffView = (row: StaffUser) => ({
  id: row.id,
  user_name: row.userName,
  name: row.name,
  phone: row.phone,
  group: row.staffGroup!,
  status: row.status === 'active' ? ('active' as const) : ('disabled' as const),
  second_factor: row.secondFactor,
  created_at: row.createdAt.toISOString(),
});

const ofAgent = (agentId: number) => and(eq(users.role, 'agent_staff'), eq(users.agentId, agentId));

/** The agent's own staff, newest first. */
export async function listStaff(deps: AppDeps, agentId: number) {
  const rows = await deps.db.select().from(users).where(ofAgent(agentId)).orderBy(desc(users.id));
  return rows.map(staffView);
}

const newStaffUserName = () => `ST${randomInt(1_000_000, 10_000_000)}`;

/**
 * A new staff member of the agent, in one permission group: a generated user name, no usable password (they set
 * theirs through the one-time link sent to their phone, so the agent never knows it), a second factor to enrol first.
 * An agent's staff member counts as a second person for nothing its agent did (it was made by the agent).
 */
export async function createStaff(
  deps: AppDeps,
  input: { name: string; phone: string; group: AgentStaffGroup; linkBase: string },
  step: DeskStep,
) {
  requireSms(deps.sms);
  await refuseTakenPhone(deps.db, input.phone);
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const staff = await insertStaff(tx, deps, input, step, at);
    const sentTo = await sendAccountLink(tx, deps, {
      userId: staff.id,
      phone: input.phone,
      purpose: 'setup',
      base: input.linkBase,
      at,
    });
    await audit(tx, step, 'agent_staff.create', staff, null, at, { link_sent_to: sentTo });
    return { id: staff.id, user_name: staff.userName, link_sent_to: sentTo };
  });
}

/** The staff row under a fresh generated name; a taken name (rare) is tried again, in a savepoint each time. */
async function insertStaff(
  tx: Transaction,
  deps: AppDeps,
  input: { name: string; phone: string; group: AgentStaffGroup },
  step: DeskStep,
  at: Date,
) {
  for (let attempt = 0; ; attempt += 1) {
    const account = {
      userName: newStaffUserName(),
      name: input.name,
      phone: input.phone,
      role: 'agent_staff' as const,
    };
    try {
      const [row] = await inSavepoint(tx, (savepoint) =>
        savepoint
          .insert(users)
          .values({
            ...staffMadeAccount(deps, account, { requestedBy: step.actor.userId, at }),
            agentId: step.desk.agentId,
            staffGroup: input.group,
          })
          .returning(),
      );
      return row!;
    } catch (error) {
      if (pgErrorCode(error) !== '23505' || attempt >= 5) throw error;
      await refuseTakenPhone(tx, input.phone);
    }
  }
}

/** One of the agent's own staff, locked; another agent's (or anyone else) is a 404, as one that does not exist. */
async function lockedStaff(tx: Transaction, agentId: number, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), ofAgent(agentId)))
    .for('update');
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** Moves a staff member to another group: what they may do changes with their next request. */
export function setStaffGroup(deps: AppDeps, id: number, group: AgentStaffGroup, step: DeskStep) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const before = await lockedStaff(tx, step.desk.agentId, id);
    if (before.staffGroup === group) throw new HttpError(409, 'account_unchanged');
    const [row] = await tx
      .update(users)
      .set({ staffGroup: group, updatedAt: at })
      .where(eq(users.id, id))
      .returning();
    await audit(tx, step, 'agent_staff.group', row!, { group: before.staffGroup }, at);
    return staffView(row!);
  });
}

/**
 * Disables a staff member (every session of theirs ends at once, and they cannot sign in) or enables them again.
 */
export function setStaffActive(deps: AppDeps, id: number, active: boolean, step: DeskStep) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const before = await lockedStaff(tx, step.desk.agentId, id);
    const status = active ? ('active' as const) : ('banned' as const);
    if (before.status === status) throw new HttpError(409, 'account_unchanged');
    const [row] = await tx.update(users).set({ status, updatedAt: at }).where(eq(users.id, id)).returning();
    const sessionsEnded = active ? 0 : await revokeUserSessions(tx, id, at);
    const action = active ? 'agent_staff.enable' : 'agent_staff.disable';
    await audit(tx, step, action, row!, { status: before.status }, at, { sessions_ended: sessionsEnded });
    return staffView(row!);
  });
}

function audit(
  tx: Transaction,
  step: DeskStep,
  action: string,
  row: StaffUser,
  before: object | null,
  at: Date,
  extra: object = {},
) {
  return recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action,
    targetType: 'agent_staff',
    targetId: String(row.id),
    before,
    after: {
      ...extra,
      user_name: row.userName,
      name: row.name,
      group: row.staffGroup,
      status: row.status,
      desk: deskAuditOf(step.desk),
    },
    ip: step.ip,
    at,
  });
}
