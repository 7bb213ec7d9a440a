import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { verifyAuditChain } from '../../authority/audit';
import { AGENT_FLOAT } from './accounts';

/**
 * Every invariant of DESIGN section 3, as a list of violations (empty when the books are right):
 * player balances equal the net of their transfers (debt accounts included), no spendable player balance is negative,
 * a debt account is never above zero and moves only by forced debits the balance did not cover and their repayments,
 * every reference posted once, money created or destroyed through `adjustments` only with an audit record, every
 * player's agent an agent, and an unbroken audit chain. Together: what the house holds against a player is their spendable balances minus their debt,
 * and both are exactly what was posted.
 */
export async function verifyLedger(db: Executor): Promise<string[]> {
  const violations: string[] = [];
  const mismatched = await queryRows<{ id: number; balance: number; net: number }>(
    db,
    sql`select a.id, a.balance, (coalesce(c.total, 0) - coalesce(d.total, 0))::bigint as net
        from ledger_accounts a
        left join (select credit_account_id as id, sum(amount) as total from ledger_transfers group by 1) c on c.id = a.id
        left join (select debit_account_id as id, sum(amount) as total from ledger_transfers group by 1) d on d.id = a.id
        where not a.is_house and a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`,
  );
  for (const row of mismatched)
    violations.push(`account ${row.id}: balance ${row.balance} but its transfers net ${row.net}`);

  const negative = await queryRows<{ id: number; balance: number }>(
    db,
    sql`select id, balance from ledger_accounts where not is_house and code <> 'debt' and balance < 0`,
  );
  for (const row of negative) violations.push(`account ${row.id}: negative balance ${row.balance}`);
  violations.push(...(await debtViolations(db)));

  const repeated = await queryRows<{ reference: string; times: number }>(
    db,
    sql`select reference, count(*)::int as times from ledger_transfers group by reference having count(*) > 1`,
  );
  for (const row of repeated) violations.push(`reference ${row.reference} posted ${row.times} times`);

  const unaudited = await queryRows<{ reference: string }>(
    db,
    sql`select t.reference from ledger_transfers t
        join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id) and a.is_house and a.code = 'adjustments'
        where not exists (select 1 from audit_log l where l.after ->> 'reference' = t.reference)`,
  );
  for (const row of unaudited) violations.push(`adjustment ${row.reference} has no audit record`);

  violations.push(...(await agentTreeViolations(db)));

  for (const id of await verifyAuditChain(db)) violations.push(`audit record ${id} breaks the hash chain`);
  return violations;
}

/** A debt is what a player owes: never above zero, and moved only by a forced debit's shortfall or a repayment. */
async function debtViolations(db: Executor): Promise<string[]> {
  const credit = await queryRows<{ id: number; balance: number }>(
    db,
    sql`select id, balance from ledger_accounts where code = 'debt' and not is_house and balance > 0`,
  );
  const strange = await queryRows<{ reference: string; kind: string }>(
    db,
    sql`select t.reference, t.kind from ledger_transfers t
        join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id) and a.code = 'debt' and not a.is_house
        where not (t.kind = 'game_debt' and a.id = t.debit_account_id)
          and not (t.kind = 'game_debt_repayment' and a.id = t.credit_account_id)`,
  );
  return [
    ...credit.map((row) => `debt account ${row.id}: above zero (${row.balance})`),
    ...strange.map((row) => `debt moved by ${row.kind} ${row.reference}`),
  ];
}

/**
 * The agent tree: every player's agent exists and is an agent, and a float belongs to an agent. (A float's balance
 * equals the net of its transfers and is never negative by the checks every account has.)
 */
async function agentTreeViolations(db: Executor): Promise<string[]> {
  const orphans = await queryRows<{ id: number; agent_id: number }>(
    db,
    sql`select p.id, p.agent_id from users p left join users a on a.id = p.agent_id
        where p.agent_id is not null and (a.id is null or a.role <> 'agent')`,
  );
  const floats = await queryRows<{ id: number }>(
    db,
    sql`select f.id from ledger_accounts f join users u on u.id = f.user_id
        where f.code = ${AGENT_FLOAT} and not f.is_house and u.role <> 'agent'`,
  );
  return [
    ...orphans.map((row) => `user ${row.id}: agent ${row.agent_id} is not an agent`),
    ...floats.map((row) => `account ${row.id}: a float of a user who is not an agent`),
  ];
}
