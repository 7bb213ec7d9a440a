import type { AgentStaffGroup } from '@zeya/contract/constants';
import type { Config } from '../config';
import type { PasswordHasher } from '../platform/auth/passwords';
import { recordAudit } from '../platform/authority/audit';
import { houseAccount, HOUSE_ACCOUNTS, openPlayerAccounts } from '../platform/money/ledger/accounts';
import { postTransfer } from '../platform/money/ledger/post';
import type { Transaction } from '../db/client';
import { users } from '../db/schema';

/** The fixed demo logins printed at start outside production. */
export const DEMO_LOGINS = {
  player: { userName: 'demo', password: 'golden-pagoda-7', phone: '09123456789', name: 'Demo Player' },
  admin: { userName: 'admin', password: 'admin12345', name: 'Console Admin' },
  operator: { userName: 'operator', password: 'operator12345', name: 'Console Operator' },
  /** A second admin: staff administration and large money actions need two. */
  supervisor: { userName: 'supervisor', password: 'supervisor12345', name: 'Console Supervisor' },
} as const;

const DEMO_MAIN_PYA = 100_000_00;
const DEMO_GAME_PYA = 10_000_00;

export async function seedHouseAccounts(tx: Transaction, now: Date) {
  for (const code of HOUSE_ACCOUNTS) await houseAccount(tx, code, now);
}

export async function insertUser(
  tx: Transaction,
  hasher: PasswordHasher,
  input: {
    userName: string;
    password: string;
    name: string;
    role: 'player' | 'operator' | 'admin' | 'agent' | 'agent_staff';
    phone?: string;
    /** A player's agent, or the agent a staff member works for. */
    agentId?: number;
    /** An agent's staff member's permission group. */
    staffGroup?: AgentStaffGroup;
    /** Who made the account (an agent, for its staff). */
    createdBy?: number;
  },
  now: Date,
) {
  const [user] = await tx
    .insert(users)
    .values({
      userName: input.userName,
      memberAccount: input.userName,
      name: input.name,
      phone: input.phone ?? null,
      role: input.role,
      agentId: input.agentId ?? null,
      staffGroup: input.staffGroup ?? null,
      createdBy: input.createdBy ?? null,
      passwordHash: await hasher.hash(input.password),
      // Seeded staff are the root of trust: no staff member made them, so their approvals count at once.
      secondPersonFrom: input.role === 'player' ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return user!;
}

/** Opening balances come from `adjustments`, each with its audit record, like any money the house creates. */
async function fundDemoPlayer(tx: Transaction, playerId: number, now: Date) {
  const adjustments = await houseAccount(tx, 'adjustments', now);
  for (const [code, amount] of [
    ['main', DEMO_MAIN_PYA],
    ['game', DEMO_GAME_PYA],
  ] as const) {
    const reference = `seed:demo:${code}`;
    await postTransfer(tx, {
      debit: adjustments,
      credit: { userId: playerId, code },
      amount,
      kind: 'adjustment',
      reference,
      playerId,
      metadata: { reason: 'demo opening balance' },
      at: now,
    });
    await recordAudit(tx, {
      actorId: null,
      actorLabel: 'seed',
      action: 'player.adjust',
      targetType: 'player',
      targetId: String(playerId),
      before: { [code]: 0 },
      after: { [code]: amount, amount, reason: 'demo opening balance', reference },
      ip: null,
      at: now,
    });
  }
}

export async function seedDemoAccounts(tx: Transaction, hasher: PasswordHasher, now: Date) {
  const player = await insertUser(tx, hasher, { ...DEMO_LOGINS.player, role: 'player' }, now);
  await openPlayerAccounts(tx, player.id, now);
  await fundDemoPlayer(tx, player.id, now);
  await insertUser(tx, hasher, { ...DEMO_LOGINS.admin, role: 'admin' }, now);
  await insertUser(tx, hasher, { ...DEMO_LOGINS.operator, role: 'operator' }, now);
  await insertUser(tx, hasher, { ...DEMO_LOGINS.supervisor, role: 'admin' }, now);
}

/**
 * In production the first two admins come from the environment, two people at the root: every staff account after
 * them is made by one admin and approved by another. No account with a known password is ever made; each of them
 * enrols a second factor at first sign-in.
 */
export async function seedRootAdmins(tx: Transaction, hasher: PasswordHasher, config: Config, now: Date) {
  const roots = [
    [config.ADMIN_USER_NAME, config.ADMIN_PASSWORD],
    [config.SECOND_ADMIN_USER_NAME, config.SECOND_ADMIN_PASSWORD],
  ] as const;
  const [first, second] = roots.map(([userName]) => userName?.toLowerCase());
  if (
    roots.some(([userName, password]) => !userName || !password || password.length < 12) ||
    first === second
  )
    throw new Error(
      'Production needs two admins to start: ADMIN_USER_NAME / ADMIN_PASSWORD and SECOND_ADMIN_USER_NAME / SECOND_ADMIN_PASSWORD (two different names, passwords of 12 characters or more)',
    );
  for (const [userName, password] of roots)
    await insertUser(
      tx,
      hasher,
      { userName: userName!, password: password!, name: userName!, role: 'admin' },
      now,
    );
}
