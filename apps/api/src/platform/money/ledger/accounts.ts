import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { ledgerAccounts } from '../../../db/schema';

export const PLAYER_ACCOUNTS = ['main', 'game', 'withdraw_hold', 'bonus'] as const;
export type PlayerAccountCode = (typeof PLAYER_ACCOUNTS)[number];

/**
 * An agent's float: the agent's own money on the ledger, topped up and cashed out by the owner, paying the deposits of
 * the agent's players and taking their paid withdrawals. Like a player's account it never goes below zero.
 */
export const AGENT_FLOAT = 'float';
/** The code of an account a user owns: a player's, or an agent's float. */
export type UserAccountCode = PlayerAccountCode | typeof AGENT_FLOAT;

/** Opens an agent's float (nothing when it is open already). */
export async function openAgentFloat(db: Executor, agentId: number, now: Date): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values({ userId: agentId, code: AGENT_FLOAT, isHouse: false, createdAt: now })
    .onConflictDoNothing();
}

/** An agent's float in pya (0 before it is opened), read from the row the ledger updates. */
export async function floatOf(db: Executor, agentId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, agentId), eq(ledgerAccounts.code, AGENT_FLOAT)));
  return row?.balance ?? 0;
}

/** House accounts of DESIGN section 3; `games:<provider>` ones are opened when a provider first posts. */
export const HOUSE_ACCOUNTS = ['cash', 'adjustments', 'bonus', 'twod', 'threed', 'digitbet'] as const;

export async function openPlayerAccounts(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(PLAYER_ACCOUNTS.map((code) => ({ userId, code, isHouse: false, createdAt: now })))
    .onConflictDoNothing();
}

/** Balances in pya of a player's accounts, read from the rows the ledger updates in the same transaction. */
export async function playerBalances(
  db: Executor,
  userId: number,
): Promise<Record<PlayerAccountCode, number>> {
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  const balances: Record<PlayerAccountCode, number> = { main: 0, game: 0, withdraw_hold: 0, bonus: 0 };
  // An agent's float is not a wallet balance: it is read with floatOf. (A debt account, when there is one, is.)
  for (const row of rows) if (row.code !== AGENT_FLOAT) balances[row.code as PlayerAccountCode] = row.balance;
  return balances;
}

/** The id of a house account, opened on first use (the migrations' house_account function). */
export async function houseAccount(db: Executor, code: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select house_account(${code}, ${now.toISOString()}::timestamptz) as id`,
  );
  return Number(row!.id);
}
