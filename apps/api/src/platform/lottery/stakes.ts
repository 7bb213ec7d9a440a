// hot-path: every 2D and 3D slip's number totals
import type { Executor } from '../../db/client';
import { namedRows, namedStatement } from '../../db/statements';

/** A number of a lottery slip and what is staked on it, in pya. */
export interface NumberStake {
  num: string;
  amount: number;
}

export type TotalsTable = 'twod_number_totals' | 'threed_number_totals';

/**
 * The numbers and amounts of a slip go as two array parameters: a slip carries up to a hundred numbers, which sent
 * row by row were hundreds of parameters, each typed and encoded on every bet.
 */
const stakeTotals = (table: TotalsTable) =>
  namedStatement(
    `${table}_stake`,
    (param) =>
      `insert into ${table} as t (draw_id, num, staked)
       select ${param('drawId')}::bigint, s.num, s.staked
       from unnest(${param('nums')}::text[], ${param('amounts')}::bigint[]) with ordinality as s(num, staked, at)
       order by s.at
       on conflict (draw_id, num) do update set staked = t.staked + excluded.staked
         where t.staked + excluded.staked <= ${param('breakLimit')}::bigint
       returning t.num, t.staked`,
  );

const STAKE_TOTALS = {
  twod_number_totals: stakeTotals('twod_number_totals'),
  threed_number_totals: stakeTotals('threed_number_totals'),
};

/**
 * Adds each stake to its number's total of the draw in `table` (2D's or 3D's number totals), in number order so that
 * two slips lock shared numbers in the same order, only while the total stays within the break limit. Returns the
 * numbers the slip would take past the limit (their rows did not move, or a new row starts above it).
 */
export async function stakeNumberTotals(
  tx: Executor,
  table: TotalsTable,
  drawId: number,
  breakLimit: number,
  stakes: readonly NumberStake[],
): Promise<string[]> {
  const sorted = [...stakes].sort((a, b) => a.num.localeCompare(b.num));
  const taken = await namedRows<{ num: string; staked: number }>(tx, STAKE_TOTALS[table], {
    drawId,
    breakLimit,
    nums: sorted.map((stake) => stake.num),
    amounts: sorted.map((stake) => stake.amount),
  });
  // A number seen first by this slip is inserted whatever its amount: its total tells whether it fits.
  const within = new Set(taken.filter((row) => row.staked <= breakLimit).map((row) => row.num));
  return sorted.filter(({ num }) => !within.has(num)).map(({ num }) => num);
}
