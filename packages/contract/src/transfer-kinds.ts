/**
 * Every kind of ledger transfer, with what it means: the one vocabulary of money movements. The database refuses any
 * other kind (ledger_transfers_kind_known), the API types every posting with it, and every figure that counts money
 * by kind (reports, commission, bonus wagering, protection limits) reads the lists derived here from each kind's
 * role, never a kind's name. No zod here: the console and the player site import it as plain constants. A new kind
 * is added to the table, with its role and game, and in a migration that widens the constraint (see ARCHITECTURE.md).
 */

/**
 * What a transfer is to the figures. A stake and its return (a reversal or a voided draw's refund) net to turnover; a
 * win and its return net to wins; a provider's adjustment changes the win in the direction it moved the money.
 */
export const TRANSFER_ROLES = [
  'deposit',
  'withdrawal',
  'withdrawal_hold',
  'correction',
  'exchange',
  'stake',
  'stake_return',
  'win',
  'win_return',
  'win_adjustment',
  'debt',
  'bonus_grant',
  'bonus_conversion',
  'bonus_forfeit',
  'cashback',
  'commission',
  'agent_float',
] as const;
export type TransferRole = (typeof TRANSFER_ROLES)[number];

/**
 * The game a transfer is play of: `provider` for every provider's rounds (aggregator, Shan, our house games), `twod`
 * and `threed` for the lottery slips (the codes of their house accounts and of their bonus contribution), null for
 * money that is not play.
 */
export const TRANSFER_GAMES = ['provider', 'twod', 'threed'] as const;
export type TransferGame = (typeof TRANSFER_GAMES)[number];

export interface TransferMeaning {
  role: TransferRole;
  game: TransferGame | null;
}

/** Every kind (in the order of the database's check) with its meaning. Its keys are the vocabulary. */
export const TRANSFER_KIND_ROLES = {
  // Cashier: money in and out of the site, a withdrawal's hold and its return on rejection.
  deposit: { role: 'deposit', game: null },
  withdrawal: { role: 'withdrawal', game: null },
  withdrawal_hold: { role: 'withdrawal_hold', game: null },
  withdrawal_return: { role: 'withdrawal_hold', game: null },
  // A staff correction of a player's balance (two people), and the seeded demo balances.
  adjustment: { role: 'correction', game: null },
  // The player's own moves between their main and game balances.
  exchange_main_to_game: { role: 'exchange', game: null },
  exchange_game_to_main: { role: 'exchange', game: null },
  // Game rounds of any provider (aggregator, Shan, house games), their reversals and a provider's adjustments.
  game_bet: { role: 'stake', game: 'provider' },
  game_win: { role: 'win', game: 'provider' },
  game_bet_reversal: { role: 'stake_return', game: 'provider' },
  game_win_reversal: { role: 'win_return', game: 'provider' },
  game_adjustment: { role: 'win_adjustment', game: 'provider' },
  // A forced debit beyond the balance: the shortfall becomes the player's debt, repaid from their next credit.
  game_debt: { role: 'debt', game: null },
  game_debt_repayment: { role: 'debt', game: null },
  // 2D slips: the stake, the payout of a winning bet, the refund of a voided draw.
  twod_bet: { role: 'stake', game: 'twod' },
  twod_win: { role: 'win', game: 'twod' },
  twod_refund: { role: 'stake_return', game: 'twod' },
  // 3D slips, likewise.
  threed_bet: { role: 'stake', game: 'threed' },
  threed_win: { role: 'win', game: 'threed' },
  threed_refund: { role: 'stake_return', game: 'threed' },
  // Bonus money: a grant from the house's bonus account, its conversion to main once wagered, its forfeit.
  bonus_grant: { role: 'bonus_grant', game: null },
  bonus_conversion: { role: 'bonus_conversion', game: null },
  bonus_forfeit: { role: 'bonus_forfeit', game: null },
  // Weekly cashback paid as real money, and an agent's commission for a period.
  cashback: { role: 'cashback', game: null },
  commission: { role: 'commission', game: null },
  // The owner's cash-in to an agent's float (house cash -> float) and cash-out from it (float -> house cash). The
  // float then pays the agent's players' deposits and takes their paid withdrawals (kinds deposit, withdrawal).
  agent_float_in: { role: 'agent_float', game: null },
  agent_float_out: { role: 'agent_float', game: null },
} as const satisfies Record<string, TransferMeaning>;

export type TransferKind = keyof typeof TRANSFER_KIND_ROLES;

/** The kinds in the table's order: the order of the database's check, which a reordering would rewrite. */
export const TRANSFER_KINDS = Object.keys(TRANSFER_KIND_ROLES) as TransferKind[];

type Meaning<K extends TransferKind> = (typeof TRANSFER_KIND_ROLES)[K];
/** The kinds of a role (and of a game), as a type: `KindOf<'stake'>` is `'game_bet' | 'twod_bet' | 'threed_bet'`. */
export type KindOf<R extends TransferRole, G extends TransferGame | null = TransferGame | null> = {
  [K in TransferKind]: Meaning<K>['role'] extends R ? (Meaning<K>['game'] extends G ? K : never) : never;
}[TransferKind];

/** The kinds of any of `roles`, of `games` when given, in the table's order. */
export function kindsOf<R extends TransferRole, G extends TransferGame | null = TransferGame | null>(
  roles: readonly R[],
  games?: readonly G[],
): readonly KindOf<R, G>[] {
  return TRANSFER_KINDS.filter((kind) => {
    const { role, game } = TRANSFER_KIND_ROLES[kind] as TransferMeaning;
    return (
      (roles as readonly TransferRole[]).includes(role) &&
      (!games || (games as readonly unknown[]).includes(game))
    );
  }) as KindOf<R, G>[];
}

/** Stakes and wins as the reports count them: each net of its reversal or refund. */
export const STAKE_KINDS = kindsOf(['stake']);
export const STAKE_RETURN_KINDS = kindsOf(['stake_return']);
export const WIN_KINDS = kindsOf(['win']);
export const WIN_RETURN_KINDS = kindsOf(['win_return']);
/** A provider's adjustment of a round: it changes the win, in the direction it moved the money. */
export const WIN_ADJUSTMENT_KINDS = kindsOf(['win_adjustment']);
/** Play: every kind of every game, which is what a player's net loss is made of. */
export const PLAY_KINDS = kindsOf(['stake', 'stake_return', 'win', 'win_return', 'win_adjustment']);

/** Money in and out of the site as the reports count it. */
export const DEPOSIT_KINDS = kindsOf(['deposit']);
export const WITHDRAWAL_KINDS = kindsOf(['withdrawal']);
/** Staff corrections: a player they touch is not active by them. */
export const CORRECTION_KINDS = kindsOf(['correction']);

/** What promotions move: a bonus granted, converted to real money (its cost), forfeited; cashback; commission. */
export const BONUS_GRANT_KINDS = kindsOf(['bonus_grant']);
export const BONUS_CONVERSION_KINDS = kindsOf(['bonus_conversion']);
export const BONUS_FORFEIT_KINDS = kindsOf(['bonus_forfeit']);
export const CASHBACK_KINDS = kindsOf(['cashback']);
export const COMMISSION_KINDS = kindsOf(['commission']);
/** The owner's moves of an agent's float: cash-in and cash-out. */
export const AGENT_FLOAT_KINDS = kindsOf(['agent_float']);
/** What the house gives players beyond play: converted bonus money and cashback. */
export const PROMOTION_COST_KINDS = kindsOf(['bonus_conversion', 'cashback']);

/**
 * What counts toward a bonus's wagering: every stake less its return. 2D stakes count at commit, net of what the
 * player's other slips on the draw already cover (migration 0026); every other stake counts in full as it posts.
 */
export const WAGERING_KINDS = kindsOf(['stake', 'stake_return']);
export const WAGERING_AT_COMMIT_KINDS = kindsOf(['stake', 'stake_return'], ['twod']);
export const WAGERING_AT_POSTING_KINDS = kindsOf(['stake', 'stake_return'], ['provider', 'threed']);
