import { randomInt } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { referralCodes, users } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import type { Actor } from '../../platform/auth/sessions';
import { fieldError, HttpError } from '../../platform/http/errors';
import { inSavepoint, inTransaction, pgErrorCode } from '../../db/transaction';
import { refuseTakenPhone, sendAccountLink, staffMadeAccount } from '../../platform/auth/account-links';
import {
  openStaffRequest,
  staffRequestKind,
  type ApprovalStep,
} from '../../platform/authority/staff-requests';
import { requireSms } from '../../platform/auth/sms';

export interface OperatorStep {
  actor: Actor;
  ip: string;
}

type AgentUser = typeof users.$inferSelect;
type CodeRow = typeof referralCodes.$inferSelect;

const codeView = (row: CodeRow) => ({
  id: row.id,
  agent_id: row.agentId,
  code: row.code,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

/** The page's agents with their codes and how many players each brought. */
async function agentViews(deps: AppDeps, agents: AgentUser[]) {
  const ids = agents.map((agent) => agent.id);
  if (ids.length === 0) return [];
  const [codes, counts] = await Promise.all([
    deps.db
      .select()
      .from(referralCodes)
      .where(inArray(referralCodes.agentId, ids))
      .orderBy(desc(referralCodes.id)),
    deps.db
      .select({ agentId: users.agentId, n: count() })
      .from(users)
      // Players only: an agent's staff hold its id too.
      .where(and(inArray(users.agentId, ids), eq(users.role, 'player')))
      .groupBy(users.agentId),
  ]);
  return agents.map((agent) => ({
    id: agent.id,
    user_name: agent.userName,
    name: agent.name,
    phone: agent.phone,
    status: agent.status,
    created_at: agent.createdAt.toISOString(),
    players: counts.find((row) => row.agentId === agent.id)?.n ?? 0,
    codes: codes.filter((code) => code.agentId === agent.id).map(codeView),
  }));
}

function agentCondition(q: string | undefined): SQL | undefined {
  if (!q) return eq(users.role, 'agent');
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    eq(users.role, 'agent'),
    or(ilike(users.userName, pattern), ilike(users.name, pattern), ilike(users.phone, pattern)),
  );
}

/** Agents matching a user name, name or phone fragment, newest first, with their codes and how many players. */
export async function listAgents(deps: AppDeps, q: string | undefined, page: number, perPage: number) {
  const where = agentCondition(q);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: await agentViews(deps, rows), total: total?.n ?? 0 };
}

export async function agentById(deps: AppDeps, id: number) {
  const rows = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'agent')));
  const [view] = await agentViews(deps, rows);
  if (!view) throw new HttpError(404, 'not_found');
  return view;
}

const newAgentUserName = () => `AG${randomInt(1_000_000, 10_000_000)}`;

/**
 * A new agent, made when a second admin approves: a generated user name, no usable password (the agent sets theirs
 * through the link sent to their phone), a second factor to enrol first, and no ledger accounts (agents hold no money
 * until a commission pays them). The result names the agent, and where the link went.
 */
export const createAgentKind = staffRequestKind({
  kind: 'agent.create',
  adminOnly: true,
  onePerTarget: true,
  payload: z.object({ name: z.string(), phone: z.string(), link_base: z.string() }),
  async execute(tx, deps, payload, step) {
    await refuseTakenPhone(tx, payload.phone);
    const agent = await insertAgent(tx, deps, payload, step);
    const sentTo = await sendAccountLink(tx, deps, {
      userId: agent.id,
      phone: payload.phone,
      purpose: 'setup',
      base: payload.link_base,
      at: step.at,
    });
    await recordAudit(tx, {
      actorId: step.approver.userId,
      actorLabel: step.approver.userName,
      action: 'agent.create',
      targetType: 'agent',
      targetId: String(agent.id),
      before: null,
      after: {
        user_name: agent.userName,
        name: agent.name,
        phone: agent.phone,
        role: 'agent',
        link_sent_to: sentTo,
        request: step.requestId,
        requested_by: step.requestedBy,
      },
      ip: step.ip,
      at: step.at,
    });
    return { id: agent.id, user_name: agent.userName, link_sent_to: sentTo };
  },
});

/** The agent's row under a fresh generated name; a taken name (rare) is tried again, in a savepoint each time. */
async function insertAgent(
  tx: Transaction,
  deps: AppDeps,
  payload: { name: string; phone: string },
  step: ApprovalStep,
) {
  for (let attempt = 0; ; attempt += 1) {
    const userName = newAgentUserName();
    try {
      const [agent] = await inSavepoint(tx, (savepoint) =>
        savepoint
          .insert(users)
          .values(
            staffMadeAccount(
              deps,
              { userName, name: payload.name, phone: payload.phone, role: 'agent' },
              step,
            ),
          )
          .returning(),
      );
      return agent!;
    } catch (error) {
      if (pgErrorCode(error) !== '23505' || attempt >= 5) throw error;
      await refuseTakenPhone(tx, payload.phone);
    }
  }
}

/** One admin asks for a new agent; a second admin's approval makes it. Returns the request's id. */
export async function requestAgent(
  deps: AppDeps,
  input: { name: string; phone: string; reason: string; linkBase: string },
  step: OperatorStep,
) {
  await refuseTakenPhone(deps.db, input.phone);
  requireSms(deps.sms);
  return inTransaction(deps.db, (tx) =>
    openStaffRequest(tx, {
      kind: createAgentKind,
      targetType: 'new_agent',
      targetId: input.phone,
      payload: { name: input.name, phone: input.phone, link_base: input.linkBase },
      reason: input.reason,
      actor: step.actor,
      ip: step.ip,
      at: deps.clock.now(),
    }),
  );
}

/** No 0/O or 1/I: players type the code from a printed card or a chat message. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const generatedCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A new active referral code for an agent: the operator's choice, or a generated one. A taken code is a 422. */
export async function createReferralCode(
  deps: AppDeps,
  agentId: number,
  code: string | undefined,
  step: OperatorStep,
) {
  await agentById(deps, agentId);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const [row] = await tx
        .insert(referralCodes)
        .values({ agentId, code: code ?? generatedCode(), createdAt: now })
        .returning();
      await auditCode(tx, step, 'referral_code.create', row!, null, now);
      return codeView(row!);
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw fieldError('code', 'referral_code_taken');
    throw error;
  }
}

/** A deactivated code no longer signs anyone up; the players it brought stay with their agent. */
export function deactivateReferralCode(deps: AppDeps, id: number, step: OperatorStep) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const [row] = await tx
      .update(referralCodes)
      .set({ active: false })
      .where(and(eq(referralCodes.id, id), eq(referralCodes.active, true)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: referralCodes.id })
        .from(referralCodes)
        .where(eq(referralCodes.id, id));
      throw new HttpError(exists ? 409 : 404, exists ? 'referral_code_inactive' : 'not_found');
    }
    await auditCode(tx, step, 'referral_code.deactivate', row, { active: true }, now);
    return codeView(row);
  });
}

function auditCode(
  tx: Transaction,
  step: OperatorStep,
  action: string,
  row: CodeRow,
  before: object | null,
  at: Date,
) {
  return recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action,
    targetType: 'referral_code',
    targetId: String(row.id),
    before,
    after: { agent_id: row.agentId, code: row.code, active: row.active },
    ip: step.ip,
    at,
  });
}
