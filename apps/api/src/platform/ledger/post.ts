import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/client';
import type { AccountRef } from './accounts';

export interface TransferInput {
  debit: AccountRef;
  credit: AccountRef;
  /** pya, > 0 */
  amount: number;
  kind: string;
  /** The idempotency key: a reference posts at most once, ever. */
  reference: string;
  playerId: number | null;
  metadata?: Record<string, unknown>;
  at: Date;
}

export type PostResult = { posted: true; transferId: number } | { posted: false };

export class InsufficientBalance extends Error {
  constructor(readonly accountId: number) {
    super(`Insufficient balance on account ${accountId}`);
  }
}

/**
 * Posts one transfer inside the caller's transaction. A reference seen before posts nothing ({ posted: false }).
 * A player debit is a conditional update: it moves money only when the balance covers it, else the whole
 * transaction is abandoned with InsufficientBalance. Rows are touched in id order so two postings between the same
 * accounts in opposite directions cannot deadlock.
 */
export async function postTransfer(tx: Transaction, input: TransferInput): Promise<PostResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`Bad amount ${input.amount}`);
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`insert into ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference, player_id, metadata, created_at)
        values (${input.debit.id}, ${input.credit.id}, ${input.amount}, ${input.kind}, ${input.reference},
                ${input.playerId}, ${JSON.stringify(input.metadata ?? {})}::jsonb, ${input.at.toISOString()})
        on conflict (reference) do nothing returning id`,
  );
  if (!inserted) return { posted: false };
  const moves = [
    { account: input.debit, delta: -input.amount },
    { account: input.credit, delta: input.amount },
  ]
    .filter((move) => !move.account.isHouse)
    .sort((a, b) => a.account.id - b.account.id);
  for (const { account, delta } of moves) {
    const updated = await queryRows<{ balance: number }>(
      tx,
      sql`update ledger_accounts set balance = balance + ${delta}
          where id = ${account.id} and balance + ${delta} >= 0 returning balance`,
    );
    if (updated.length === 0) throw new InsufficientBalance(account.id);
  }
  return { posted: true, transferId: inserted.id };
}
