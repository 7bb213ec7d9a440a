import type { SeamlessTransaction } from '@zeya/contract/seamless';
import type { RoundMove } from '../../../platform/game-wallet';
import { creditPya, debitPya, type Currency } from './currency';

/**
 * The document's action table (its section 3.12), read as: the amount the aggregator sends is what moves.
 * - BET, TIP, BET_PRESERVE debit the amount whatever its sign (the document's own BET example is positive), and are
 *   the only moves the balance may refuse (1001).
 * - Every other action moves by the amount's sign: positive credits, negative debits. A debit of any of them is one
 *   the aggregator has already applied (a rollback of a win already spent, a negative adjustment, a resettlement, a
 *   SETTLED below zero): it is never refused, and a shortfall becomes the player's debt.
 * - What a move does to the round: stakes add to its stake; SETTLED, JACKPOT, BONUS, PROMO, LEADERBOARD and FREEBET
 *   change its win; CANCEL and PRESERVE_REFUND return stake; ROLLBACK returns stake when positive and takes back win
 *   when negative; ADJUSTMENT adjusts the stake; RESETTLED (a wager status the document also calls an action)
 *   corrects the win.
 * - CANCEL and ROLLBACK need the bet to exist (1006 otherwise).
 */
type Role = 'stake' | 'win' | 'refund' | 'rollback' | 'adjustment' | 'resettlement';

const ROLES: Record<string, Role> = {
  BET: 'stake',
  TIP: 'stake',
  BET_PRESERVE: 'stake',
  SETTLED: 'win',
  JACKPOT: 'win',
  BONUS: 'win',
  PROMO: 'win',
  LEADERBOARD: 'win',
  FREEBET: 'win',
  PRESERVE_REFUND: 'refund',
  CANCEL: 'refund',
  ROLLBACK: 'rollback',
  ADJUSTMENT: 'adjustment',
  RESETTLED: 'resettlement',
};

const NEEDS_BET = new Set(['CANCEL', 'ROLLBACK']);

/** WBET pays its wins only through push bet data (the document's section 1.3): a win by deposit moves nothing. */
export const WBET = 1040;

export class BadTransaction extends Error {}

type Move = Pick<RoundMove, 'amount' | 'kind' | 'stake' | 'win' | 'settles' | 'forced'>;

/** The signed amount in pya, rounded in the house's favour (see currency.ts). */
function signedPya(currency: Currency, role: Role, amount: string): number {
  const negative = amount.trim().startsWith('-');
  const magnitude = amount.trim().replace(/^[+-]/, '');
  const debit = role === 'stake' || negative;
  const pya = debit ? debitPya(currency, magnitude) : creditPya(currency, magnitude);
  if (pya === null) throw new BadTransaction(`Invalid amount ${amount}`);
  return debit && pya > 0 ? -pya : pya;
}

function effectOf(role: Role, amount: number): Omit<Move, 'amount' | 'forced'> {
  const credit = amount > 0;
  switch (role) {
    case 'stake':
      return { kind: 'game_bet', stake: -amount, win: 0, settles: false };
    case 'win':
      return { kind: credit ? 'game_win' : 'game_win_reversal', stake: 0, win: amount, settles: true };
    case 'refund':
    case 'adjustment':
      return { kind: credit ? 'game_bet_reversal' : 'game_bet', stake: -amount, win: 0, settles: false };
    case 'rollback':
      return credit
        ? { kind: 'game_bet_reversal', stake: -amount, win: 0, settles: false }
        : { kind: 'game_win_reversal', stake: 0, win: amount, settles: false };
    case 'resettlement':
      return { kind: 'game_adjustment', stake: 0, win: amount, settles: true };
  }
}

export interface ReadMove extends Move {
  transaction: SeamlessTransaction;
  isStake: boolean;
  needsBet: boolean;
  bonusCode: string | null;
  /** A win the aggregator sent by deposit for a product that pays wins only through push bet data. */
  ignoredWin: boolean;
}

/** A transaction as the move it makes; BadTransaction when its action is not the document's. */
export function readMove(
  currency: Currency,
  productCode: number,
  transaction: SeamlessTransaction,
): ReadMove {
  const role = ROLES[transaction.action];
  if (!role) throw new BadTransaction(`Unknown action ${transaction.action}`);
  const sent = signedPya(currency, role, transaction.amount);
  const ignoredWin = productCode === WBET && role === 'win' && sent > 0;
  const amount = ignoredWin ? 0 : sent;
  // Fields after a spread would make V8 create hidden classes on every transaction (ARCHITECTURE.md, "Hot paths").
  return Object.assign(effectOf(role, amount), {
    transaction,
    amount,
    forced: role !== 'stake' && amount < 0,
    isStake: role === 'stake',
    needsBet: NEEDS_BET.has(transaction.action),
    bonusCode: bonusCodeOf(transaction),
    ignoredWin,
  });
}

/** The free-round grant of a transaction: payload.bonus_code, or a wager marked FREEROUND without one. */
export function bonusCodeOf(wager: { payload?: unknown; wager_type?: unknown }): string | null {
  let payload = wager.payload;
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload);
    } catch {
      payload = null;
    }
  }
  const code = (payload as { bonus_code?: unknown } | null | undefined)?.bonus_code;
  if (typeof code === 'string' && code !== '') return code;
  return String(wager.wager_type ?? '').toUpperCase() === 'FREEROUND' ? 'FREEROUND' : null;
}
