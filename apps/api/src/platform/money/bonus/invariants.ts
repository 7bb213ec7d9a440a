import {
  BONUS_CONVERSION_KINDS,
  BONUS_FORFEIT_KINDS,
  BONUS_GRANT_KINDS,
} from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { kindsIn } from '../../../db/kinds';

/**
 * The books of bonus money: a player's bonus account holds exactly their active grant; it is moved only by a grant
 * (from the house's bonus account), a conversion (to the same player's main) or a forfeit (back to the house), so
 * bonus money can never leave through a withdrawal; every grant posted once, and each closed grant closed by exactly
 * the transfer its status says, a conversion only once its requirement was met.
 */
export async function bonusViolations(db: Executor): Promise<string[]> {
  const held = await queryRows<{ id: number; balance: number; active: number }>(
    db,
    sql`select a.id, a.balance, coalesce(g.total, 0)::bigint as active from ledger_accounts a
        left join (select user_id, sum(amount) as total from bonus_grants where status = 'active' group by 1) g
          on g.user_id = a.user_id
        where a.code = 'bonus' and not a.is_house and a.balance <> coalesce(g.total, 0)`,
  );
  const moved = await queryRows<{ reference: string; kind: string }>(
    db,
    sql`select t.reference, t.kind from ledger_transfers t
        join ledger_accounts d on d.id = t.debit_account_id
        join ledger_accounts c on c.id = t.credit_account_id
        where ((d.code = 'bonus' and not d.is_house) or (c.code = 'bonus' and not c.is_house))
          and not (t.kind in ${kindsIn(BONUS_GRANT_KINDS)} and d.code = 'bonus' and d.is_house and c.user_id = t.player_id)
          and not (t.kind in ${kindsIn(BONUS_CONVERSION_KINDS)} and d.user_id = t.player_id and c.user_id = t.player_id
                   and c.code = 'main')
          and not (t.kind in ${kindsIn(BONUS_FORFEIT_KINDS)} and d.user_id = t.player_id and c.code = 'bonus' and c.is_house)`,
  );
  const closed = await queryRows<{ id: number; status: string }>(
    db,
    sql`select g.id, g.status from bonus_grants g
        where not exists (select 1 from ledger_transfers t where t.reference = 'bonus:' || g.id || ':grant'
                            and t.amount = g.amount)
           or (g.status = 'converted') <> exists (select 1 from ledger_transfers t
                 where t.reference = 'bonus:' || g.id || ':convert' and t.amount = g.amount)
           or (g.status = 'forfeited') <> exists (select 1 from ledger_transfers t
                 where t.reference = 'bonus:' || g.id || ':forfeit' and t.amount = g.amount)
           or (g.status = 'converted' and g.wagered < g.required)`,
  );
  return [
    ...held.map((row) => `bonus account ${row.id}: balance ${row.balance} but active grants ${row.active}`),
    ...moved.map((row) => `bonus money moved by ${row.kind} ${row.reference}`),
    ...closed.map((row) => `bonus grant ${row.id} (${row.status}) does not match its transfers`),
  ];
}
