import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { ledgerAccounts } from '../../../db/schema';

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

/** The id of a house account, opened on first use (the migrations' house_account function). */
export async function houseAccount(db: Executor, code: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select house_account(${code}, ${now.toISOString()}::timestamptz) as id`,
  );
  return Number(row!.id);
}
