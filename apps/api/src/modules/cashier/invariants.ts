import { sql } from 'drizzle-orm';
import { AGENT_FLOAT_KINDS } from '@zeya/contract/transfer-kinds';
import { queryRows, type Executor } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import { AGENT_FLOAT } from '../../platform/money/ledger/accounts';

/**
 * The cashier's part of the books: a player's withdraw hold is exactly their pending withdrawals, money enters or
 * leaves through `cash` only for an approved request, for its amount, once (or an agent's float's cash-in or
 * cash-out), and a float pays only its own agent's approved requests.
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
        where t.kind not in ${kindsIn(AGENT_FLOAT_KINDS)}
          and not exists (select 1 from deposit_requests d where t.reference = 'deposit:' || d.id || ':approve'
                            and d.status = 'approved' and d.amount = t.amount and d.user_id = t.player_id)
          and not exists (select 1 from withdraw_requests w where t.reference = 'withdrawal:' || w.id || ':approve'
                            and w.status = 'approved' and w.amount = t.amount and w.user_id = t.player_id)`,
  );
  // A float moves by the owner's audited cash-in and cash-out, or for an approved request of the agent's own queue.
  const floatMoves = await queryRows<{ reference: string }>(
    db,
    sql`select t.reference from ledger_transfers t
        join ledger_accounts f on f.code = ${AGENT_FLOAT} and not f.is_house
          and f.id in (t.debit_account_id, t.credit_account_id)
        where not (t.kind in ${kindsIn(AGENT_FLOAT_KINDS)}
                   and exists (select 1 from audit_log l where l.after ->> 'reference' = t.reference))
          and not exists (select 1 from deposit_requests d join payment_channels c on c.id = d.channel_id
                          where t.reference = 'deposit:' || d.id || ':approve' and d.status = 'approved'
                            and c.agent_id = f.user_id and f.id = t.debit_account_id)
          and not exists (select 1 from withdraw_requests w join payment_channels c on c.id = w.channel_id
                          where t.reference = 'withdrawal:' || w.id || ':approve' and w.status = 'approved'
                            and c.agent_id = f.user_id and f.id = t.credit_account_id)`,
  );
  return [
    ...floatMoves.map(
      (row) => `float transfer ${row.reference} is no cash-in, cash-out or request of its agent`,
    ),
    ...holds.map(
      (row) => `player ${row.user_id}: withdraw hold ${row.hold} but pending withdrawals ${row.pending}`,
    ),
    ...unmatched.map((row) => `cash transfer ${row.reference} matches no approved request`),
  ];
}
