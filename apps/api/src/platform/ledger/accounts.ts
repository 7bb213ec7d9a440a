import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';

export const PLAYER_ACCOUNTS = ['main', 'game', 'withdraw_hold', 'bonus'] as const;
export type PlayerAccountCode = (typeof PLAYER_ACCOUNTS)[number];

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
  for (const row of rows) balances[row.code as PlayerAccountCode] = row.balance;
  return balances;
}

/** The id of a house account, opened on first use. */
export async function houseAccount(db: Executor, code: string, now: Date): Promise<number> {
  const found = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.code, code), isNull(ledgerAccounts.userId)));
  if (found[0]) return found[0].id;
  await db
    .insert(ledgerAccounts)
    .values({ code, isHouse: true, createdAt: now })
    .onConflictDoNothing({ target: ledgerAccounts.code, where: sql`${ledgerAccounts.userId} is null` });
  return houseAccount(db, code, now);
}
