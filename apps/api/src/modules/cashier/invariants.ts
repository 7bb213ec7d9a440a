import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * The cashier's part of the books: a player's withdraw hold is exactly their pending withdrawals, and money enters or
 * leaves through `cash` only for an approved request, for its amount, once.
 */
export async function cashierViolations(db: Executor): Promise<string[]> {
  const holds = await queryRows<{ user_id: number; hold: number; pending: number }>(
    db,
    sql`select a.user_id, a.balance as hold, coalesce(p.total, 0)::bigint as pending
        from ledger_accounts a
        left join (select user_id, sum(amount) as total from withdraw_requests where status = 'pending' group by 1) p
          on p.user_id = a.user_id
        where a.code = 'withdraw_hold' and a.balance <> coalesce(p.total, 0)`,
  );
  const unmatched = await queryRows<{ reference: string }>(
    db,
    sql`select t.reference from ledger_transfers t
        join ledger_accounts cash on cash.code = 'cash' and cash.user_id is null
          and cash.id in (t.debit_account_id, t.credit_account_id)
        where not exists (select 1 from deposit_requests d where t.reference = 'deposit:' || d.id || ':approve'
                            and d.status = 'approved' and d.amount = t.amount and d.user_id = t.player_id)
          and not exists (select 1 from withdraw_requests w where t.reference = 'withdrawal:' || w.id || ':approve'
                            and w.status = 'approved' and w.amount = t.amount and w.user_id = t.player_id)`,
  );
  return [
    ...holds.map(
      (row) => `player ${row.user_id}: withdraw hold ${row.hold} but pending withdrawals ${row.pending}`,
    ),
    ...unmatched.map((row) => `cash transfer ${row.reference} matches no approved request`),
  ];
}
