import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** Each approved statement paid exactly its commission once, to its agent; a pending one paid nothing. */
export async function commissionViolations(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: number; status: string }>(
    db,
    sql`select s.id, s.status from commission_statements s
        left join ledger_transfers t on t.reference = 'commission:' || s.id
        left join ledger_accounts a on a.id = t.credit_account_id
        where (s.status = 'approved' and s.commission > 0)
                <> (t.id is not null and t.amount = s.commission and a.user_id = s.agent_id and a.code = 'main')`,
  );
  const strays = await queryRows<{ reference: string }>(
    db,
    sql`select t.reference from ledger_transfers t where t.kind = 'commission'
        and not exists (select 1 from commission_statements s where t.reference = 'commission:' || s.id)`,
  );
  return [
    ...rows.map((row) => `commission statement ${row.id} (${row.status}) does not match its payment`),
    ...strays.map((row) => `commission ${row.reference} pays no statement`),
  ];
}
