import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';

export const PLAYER_ACCOUNTS = ['main', 'game', 'withdraw_hold'] as const;
export type PlayerAccountCode = (typeof PLAYER_ACCOUNTS)[number];

/** House accounts of DESIGN section 3; `games:<provider>` ones are opened when a provider first posts. */
export const HOUSE_ACCOUNTS = ['cash', 'adjustments', 'bonus', 'twod', 'digitbet'] as const;

/** An account as postings need it: house accounts keep no balance on their row. */
export interface AccountRef {
  id: number;
  isHouse: boolean;
}

export async function openPlayerAccounts(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(PLAYER_ACCOUNTS.map((code) => ({ userId, code, isHouse: false, createdAt: now })))
    .onConflictDoNothing();
}

export async function playerAccounts(
  db: Executor,
  userId: number,
): Promise<Record<PlayerAccountCode, AccountRef>> {
  const rows = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.code, [...PLAYER_ACCOUNTS])));
  const byCode = Object.fromEntries(rows.map((row) => [row.code, { id: row.id, isHouse: false }]));
  for (const code of PLAYER_ACCOUNTS) {
    if (!byCode[code]) throw new Error(`Player ${userId} has no ${code} account`);
  }
  return byCode as Record<PlayerAccountCode, AccountRef>;
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
  const balances: Record<PlayerAccountCode, number> = { main: 0, game: 0, withdraw_hold: 0 };
  for (const row of rows) balances[row.code as PlayerAccountCode] = row.balance;
  return balances;
}

export async function houseAccount(db: Executor, code: string, now: Date): Promise<AccountRef> {
  const found = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.code, code), isNull(ledgerAccounts.userId)));
  if (found[0]) return { id: found[0].id, isHouse: true };
  await db
    .insert(ledgerAccounts)
    .values({ code, isHouse: true, createdAt: now })
    .onConflictDoNothing({ target: ledgerAccounts.code, where: sql`${ledgerAccounts.userId} is null` });
  return houseAccount(db, code, now);
}
