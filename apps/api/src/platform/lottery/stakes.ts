/** A number of a lottery slip and what is staked on it, in pya. */
export interface NumberStake {
  num: string;
  amount: number;
}

/**
 * Where each number's total stake of a draw is held within the break limit: lottery_place_slip (migration 0035)
 * adds a slip's stakes there, in number order, only while they stay within it.
 */
export type TotalsTable = 'twod_number_totals' | 'threed_number_totals';
