// hot-path: every 2D and 3D slip is recorded by its statement
import { getTableName, type Table } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { columnsOf, jsonObjectOf, namedRows, namedStatement, type NamedStatement } from '../../db/statements';

/** What a new 2D or 3D slip records besides its numbers: its stake and the main balance before and after it. */
export interface NewSlip {
  slipNo: string;
  userId: number;
  drawId: number;
  total: number;
  before: number;
  after: number;
  at: Date;
}

/**
 * The statement recording a slip and its bets in one round trip. `insertBets` inserts the bets, selecting from
 * `slip` (the new slip's row); the statement answers the slip's columns, and its bets as "bets".
 */
export function slipStatement(
  name: string,
  slips: Table,
  bets: Table,
  insertBets: (param: (name: string) => string) => string,
): NamedStatement {
  return namedStatement(
    name,
    (param) =>
      `with slip as (
         insert into ${getTableName(slips)} (slip_no, user_id, draw_id, total, before_balance, after_balance, created_at)
         values (${param('slipNo')}, ${param('userId')}, ${param('drawId')}, ${param('total')},
                 ${param('before')}, ${param('after')}, ${param('at')})
         returning *
       ), bets as (
         ${insertBets(param)}
         returning *
       )
       select ${columnsOf(slips, 'slip')},
              (select json_agg(${jsonObjectOf(bets)} order by id) from bets) as "bets"
       from slip`,
  );
}

/** Records a slip and its bets with a statement of `slipStatement`; `values` are what its bets' insert asks for. */
export async function recordSlip<Slip, Bet>(
  tx: Executor,
  statement: NamedStatement,
  slip: NewSlip,
  values: Record<string, unknown>,
): Promise<{ slip: Slip; bets: Bet[] }> {
  const [row] = await namedRows<Slip & { bets: Bet[] }>(tx, statement, Object.assign(values, slip));
  const { bets, ...recorded } = row!;
  return { slip: recorded as Slip, bets };
}
