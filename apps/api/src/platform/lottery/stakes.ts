/** A number of a lottery slip and what is staked on it, in pya. */
export interface NumberStake {
  num: string;
  amount: number;
}
