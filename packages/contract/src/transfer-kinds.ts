/**
 * Every kind of ledger transfer: the one vocabulary of money movements. The database refuses any other kind
 * (ledger_transfers_kind_known), the API types every posting with it, and reports group by it. No zod here: the
 * console and the player site import it as plain constants. A new kind is added here and in a migration that
 * widens the constraint (see ARCHITECTURE.md).
 */
export const TRANSFER_KINDS = [
  // Cashier: money in and out of the site, a withdrawal's hold and its return on rejection.
  'deposit',
  'withdrawal',
  'withdrawal_hold',
  'withdrawal_return',
  // A staff correction of a player's balance (two people), and the seeded demo balances.
  'adjustment',
  // The player's own moves between their main and game balances.
  'exchange_main_to_game',
  'exchange_game_to_main',
  // Game rounds of any provider (aggregator, Shan, house games), their reversals and a provider's adjustments.
  'game_bet',
  'game_win',
  'game_bet_reversal',
  'game_win_reversal',
  'game_adjustment',
  // A forced debit beyond the balance: the shortfall becomes the player's debt, repaid from their next credit.
  'game_debt',
  'game_debt_repayment',
  // 2D slips: the stake, the payout of a winning bet, the refund of a voided draw.
  'twod_bet',
  'twod_win',
  'twod_refund',
  // 3D slips, likewise.
  'threed_bet',
  'threed_win',
  'threed_refund',
  // Bonus money: a grant from the house's bonus account, its conversion to main once wagered, its forfeit.
  'bonus_grant',
  'bonus_conversion',
  'bonus_forfeit',
  // Weekly cashback paid as real money, and an agent's commission for a period.
  'cashback',
  'commission',
] as const;

export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** Stakes and wins as the reports count them: each net of its reversal or refund. */
export const STAKE_KINDS = ['game_bet', 'twod_bet', 'threed_bet'] as const satisfies readonly TransferKind[];
export const STAKE_RETURN_KINDS = [
  'game_bet_reversal',
  'twod_refund',
  'threed_refund',
] as const satisfies readonly TransferKind[];
export const WIN_KINDS = ['game_win', 'twod_win', 'threed_win'] as const satisfies readonly TransferKind[];
export const WIN_RETURN_KINDS = ['game_win_reversal'] as const satisfies readonly TransferKind[];
