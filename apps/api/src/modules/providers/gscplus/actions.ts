// hot-path: every GSC+ seamless wallet call's moves
import type { SeamlessTransaction } from '@zeya/contract/seamless';
import type { RoundMove, WagerRule, WagerState } from '../../../platform/money/game-wallet';
import { toExact, type Currency } from './currency';

/**
 * The document's action table (its section 3.12) and wager statuses (3.9), read as a wager's life: each action is a
 * step the wager may take in some states only, moving at most what the wager allows. A wager's state is its round's:
 * `none` (no such wager), `open` (status BET), `settled` (SETTLED, RESETTLED, BONUS) or `void` (cancelled).
 *
 * | action                      | way      | may find             | bounded by | then                    |
 * |-----------------------------|----------|----------------------|------------|-------------------------|
 * | BET, BET_PRESERVE           | debit    | none, open           |            | open                    |
 * | TIP                         | debit    | none, open, settled  |            | open when new           |
 * | SETTLED, JACKPOT, BONUS,    | credit   | none, open, settled  |            | settled                 |
 * |   PROMO, LEADERBOARD, FREEBET |        |                      |            |                         |
 * | CANCEL                      | credit   | open                 | stake      | void when all returned  |
 * | PRESERVE_REFUND             | credit   | open, settled        | stake      | void when all returned  |
 * | ROLLBACK, positive          | credit   | settled              | stake      | void when all returned  |
 * | ROLLBACK, negative          | debit    | settled              | win        | open (to be settled anew) |
 * | ADJUSTMENT, positive        | credit   | open, settled        | stake      | stake lowered           |
 * | ADJUSTMENT, negative        | debit    | open, settled        |            | stake raised            |
 * | RESETTLED, either sign      | by sign  | settled              |            | win corrected           |
 *
 * - A stake is a debit whatever its sign (the document's BET example is positive, its table says negative).
 * - A credit-only action sent negative is refused: the document gives it one way, and reading the sign either way
 *   could pay what the aggregator meant to take.
 * - A settled deposit is accepted without a bet (document 1.3: promotional payouts), never on a cancelled one.
 * - A debit that is not a stake is one the aggregator has already applied: it is never refused for the balance, and
 *   a shortfall becomes the player's debt (a RESETTLED may leave a balance negative, 3.9).
 * - A repeat of a transaction id is a repeat before any rule: a retried CANCEL of a cancelled bet answers 1003.
 * So a captured signature (the sign covers no body) can only drive steps this table allows, by amounts it bounds.
 */
type Way = 'stake' | 'win' | 'refund' | 'takeBack' | 'raise' | 'resettle';

interface Step {
  way: Way;
  rule: WagerRule;
}

const OPEN = ['none', 'open'] as const satisfies WagerState[];
const PAYABLE = ['none', 'open', 'settled'] as const satisfies WagerState[];
const LIVE = ['open', 'settled'] as const satisfies WagerState[];
const SETTLED = ['settled'] as const satisfies WagerState[];

const stake = (allowed: readonly WagerState[]): Step => ({ way: 'stake', rule: { allowed } });
const win: Step = { way: 'win', rule: { allowed: PAYABLE } };
const refund = (allowed: readonly WagerState[]): Step => ({
  way: 'refund',
  rule: { allowed, bound: 'stake' },
});

/** Each action's step for a credit and for a debit; null where the document gives the action no such way. */
const TABLE: Record<string, { credit: Step | null; debit: Step | null }> = {
  BET: { credit: stake(OPEN), debit: stake(OPEN) },
  BET_PRESERVE: { credit: stake(OPEN), debit: stake(OPEN) },
  TIP: { credit: stake(PAYABLE), debit: stake(PAYABLE) },
  SETTLED: { credit: win, debit: null },
  JACKPOT: { credit: win, debit: null },
  BONUS: { credit: win, debit: null },
  PROMO: { credit: win, debit: null },
  LEADERBOARD: { credit: win, debit: null },
  FREEBET: { credit: win, debit: null },
  CANCEL: { credit: refund(['open']), debit: null },
  PRESERVE_REFUND: { credit: refund(LIVE), debit: null },
  ROLLBACK: {
    credit: refund(SETTLED),
    debit: { way: 'takeBack', rule: { allowed: SETTLED, bound: 'win', reopens: true } },
  },
  ADJUSTMENT: { credit: refund(LIVE), debit: { way: 'raise', rule: { allowed: LIVE } } },
  RESETTLED: {
    credit: { way: 'resettle', rule: { allowed: SETTLED } },
    debit: { way: 'resettle', rule: { allowed: SETTLED } },
  },
};

/**
 * What each way does: the player's side (signed), the round's stake and win (signed), in hundredths of a pya, for
 * the amount as sent (`sent`, signed; only a resettlement moves by its sign, every other way by its own direction).
 */
function effectOf(way: Way, sent: number) {
  const magnitude = Math.abs(sent);
  switch (way) {
    case 'stake':
    case 'raise':
      return { kind: 'game_bet', exact: -magnitude, stake: magnitude, win: 0, settles: false } as const;
    case 'win':
      return { kind: 'game_win', exact: magnitude, stake: 0, win: magnitude, settles: true } as const;
    case 'refund':
      return {
        kind: 'game_bet_reversal',
        exact: magnitude,
        stake: -magnitude,
        win: 0,
        settles: false,
      } as const;
    case 'takeBack':
      return {
        kind: 'game_win_reversal',
        exact: -magnitude,
        stake: 0,
        win: -magnitude,
        settles: false,
      } as const;
    case 'resettle':
      return { kind: 'game_adjustment', exact: sent, stake: 0, win: sent, settles: true } as const;
  }
}

/** WBET pays its wins only through push bet data (the document's section 1.3): a win by deposit moves nothing. */
export const WBET = 1040;

export class BadTransaction extends Error {}

export interface ReadMove extends Pick<
  RoundMove,
  'amount' | 'kind' | 'stake' | 'win' | 'settles' | 'forced' | 'exact' | 'rule'
> {
  transaction: SeamlessTransaction;
  /** Signed, in hundredths of a pya. */
  exact: number;
  isStake: boolean;
  bonusCode: string | null;
  /** A win the aggregator sent by deposit for a product that pays wins only through push bet data. */
  ignoredWin: boolean;
}

/** The step a transaction asks for; BadTransaction when the document has no such action, way or amount. */
function stepOf(currency: Currency, transaction: SeamlessTransaction) {
  const row = TABLE[transaction.action];
  if (!row) throw new BadTransaction(`Unknown action ${transaction.action}`);
  const sent = toExact(currency, transaction.amount);
  if (sent === null) throw new BadTransaction(`Invalid amount ${transaction.amount}`);
  const step = sent < 0 ? row.debit : row.credit;
  if (!step)
    throw new BadTransaction(`${transaction.action} is a credit: a negative amount is not the document's`);
  return { step, sent };
}

/** A transaction as the step it makes on its wager. */
export function readMove(
  currency: Currency,
  productCode: number,
  transaction: SeamlessTransaction,
): ReadMove {
  const { step, sent } = stepOf(currency, transaction);
  const ignoredWin = productCode === WBET && step.way === 'win' && sent > 0;
  const effect = effectOf(step.way, ignoredWin ? 0 : sent);
  return {
    kind: effect.kind,
    exact: effect.exact,
    stake: effect.stake,
    win: effect.win,
    // A win left to push bet data does not settle the wager: its push does (push-bet-data.ts).
    settles: effect.settles && !ignoredWin,
    transaction,
    // pya, for the review threshold: the exact figure is what posts.
    amount: Math.trunc(effect.exact / 100),
    rule: step.rule,
    forced: step.way !== 'stake' && effect.exact < 0,
    isStake: step.way === 'stake',
    bonusCode: bonusCodeOf(transaction),
    ignoredWin,
  };
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
