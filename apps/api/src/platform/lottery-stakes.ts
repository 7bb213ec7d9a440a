import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

/** A number of a lottery slip and what is staked on it, in pya. */
export interface NumberStake {
  num: string;
  amount: number;
}

/**
 * The numbers and amounts of a slip as two array parameters. A slip carries up to a hundred numbers: sent row by
 * row they were hundreds of parameters, each typed and encoded on every bet; as arrays they are two.
 */
export function stakeArrays(stakes: readonly NumberStake[]) {
  return {
    nums: sql.param(stakes.map((stake) => stake.num)),
    amounts: sql.param(stakes.map((stake) => stake.amount)),
  };
}

/**
 * Adds each stake to its number's total of the draw in `table` (2D's or 3D's number totals), in number order so that
 * two slips lock shared numbers in the same order, only while the total stays within the break limit. Returns the
 * numbers the slip would take past the limit (their rows did not move, or a new row starts above it).
 */
export async function stakeNumberTotals(
  tx: Executor,
  table: 'twod_number_totals' | 'threed_number_totals',
  drawId: number,
  breakLimit: number,
  stakes: readonly NumberStake[],
): Promise<string[]> {
  const sorted = [...stakes].sort((a, b) => a.num.localeCompare(b.num));
  const { nums, amounts } = stakeArrays(sorted);
  const totals = sql.identifier(table);
  const taken = await queryRows<{ num: string; staked: number }>(
    tx,
    sql`insert into ${totals} as t (draw_id, num, staked)
        select ${drawId}::bigint, s.num, s.staked
        from unnest(${nums}::text[], ${amounts}::bigint[]) with ordinality as s(num, staked, at)
        order by s.at
        on conflict (draw_id, num) do update set staked = t.staked + excluded.staked
          where t.staked + excluded.staked <= ${breakLimit}::bigint
        returning t.num, t.staked`,
  );
  // A number seen first by this slip is inserted whatever its amount: its total tells whether it fits.
  const within = new Set(taken.filter((row) => Number(row.staked) <= breakLimit).map((row) => row.num));
  return sorted.filter(({ num }) => !within.has(num)).map(({ num }) => num);
}
