import { randomInt, randomUUID } from 'node:crypto';
import type { GscplusAggregator } from '../../simulators/gscplus/aggregator';
import type { CallbackReply, GscplusCallbacks, Transaction } from '../../simulators/gscplus/callbacks';

/**
 * One round of a demo game, played the way the aggregator plays one: the stake is taken by a signed `withdraw`
 * callback (BET), the outcome paid by a signed `deposit` (SETTLED, its prize possibly 0) or, now and then, the round is
 * called off by a `deposit` CANCEL returning the stake; a settled wager's record then follows by push bet data. Now
 * and then, too, the round takes one of the turns the document allows (`TWISTS`), so that a fresh install shows them
 * in the console's game logs and the books. Our wallet answers as it answers the aggregator: nothing here reaches our
 * ledger any other way.
 */
export interface Seat {
  token: string;
  member: string;
  productCode: number;
  currency: string;
  gameCode: string;
  gameName: string;
  /** Their game type, sent on each callback item. */
  gameType: string;
  kind: 'spin' | 'hand';
  lobbyUrl: string;
  /** The launch's language code (the document's section 3.10). */
  language: string;
  last?: Outcome;
}

export interface Outcome {
  wagerCode: string;
  stake: number;
  /** What was drawn: three reels, or the two hands' cards and points. */
  shown: string;
  prize: number;
  /** A promotion the game paid beside the prize (the document's PROMO action), shown apart from it. */
  promotion: number;
  cancelled: boolean;
  /** Our wallet's refusal of the stake (insufficient balance), when it refused. */
  refused?: string;
  balance: number;
}

/** One chance in this many that the game calls a round off after the stake, to show a CANCEL. */
const CANCEL_ONE_IN = 8;
/** One chance in this many that a settled round takes one of the document's later turns. */
const TWIST_ONE_IN = 4;
const SYMBOLS = ['7', 'BAR', 'BELL', 'LOTUS', 'KOI', 'STAR'];

/** Three reels: three alike pay 12 times the stake, two alike 1.5 times (about 96% back over time). */
function spin(stake: number) {
  const reels = Array.from({ length: 3 }, () => SYMBOLS[randomInt(SYMBOLS.length)]!);
  const alike = Math.max(...reels.map((symbol) => reels.filter((other) => other === symbol).length));
  const times = alike === 3 ? 12 : alike === 2 ? 1.5 : 0;
  return { shown: reels.join(' · '), prize: round4(stake * times) };
}

/** Two cards each, points the last digit of their sum: the higher hand wins twice the stake, a tie returns it. */
function hand(stake: number) {
  const cards = () => [1 + randomInt(10), 1 + randomInt(10)];
  const points = (pair: number[]) => (pair[0]! + pair[1]!) % 10;
  const player = cards();
  const banker = cards();
  const [mine, theirs] = [points(player), points(banker)];
  const prize = mine > theirs ? stake * 2 : mine === theirs ? stake : 0;
  return {
    shown: `you ${player.join('+')} = ${mine} · banker ${banker.join('+')} = ${theirs}`,
    prize: round4(prize),
  };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

type Move = (
  name: 'withdraw' | 'deposit',
  fields: Partial<Transaction> & { action: string; amount: number | string },
) => Promise<CallbackReply>;

/**
 * What the aggregator may send after a settlement (its sections 3.9 and 3.12), each moving what the wager's rules
 * allow: the same settlement again (a retry: 1003, nothing moves), a ROLLBACK of the win and a new SETTLED of half of
 * it, a RESETTLED lowering the win by half (a debt when the player has spent it), a CANCEL of the settled wager
 * (refused 1006: the stake was played), or a PROMO below a pya in MMK's fourth decimal. Each answers the prize the
 * round ends with, and the promotion paid beside it.
 */
type Twist = (move: Move, prize: number, stake: number, currency: string) => Promise<number | Paid>;
interface Paid {
  prize: number;
  promotion: number;
}
const PROMOTION_BELOW_A_PYA = 0.005;

const TWISTS: Twist[] = [
  async (move, prize) => {
    await move('deposit', { action: 'settled', amount: prize, prize_amount: prize, wager_status: 'SETTLED' });
    return prize;
  },
  async (move, prize) => {
    if (prize <= 0) return prize;
    await move('withdraw', { action: 'ROLLBACK', amount: String(-prize), wager_status: 'BET' });
    const again = round4(prize / 2);
    await move('deposit', { id: 'settled-again', action: 'SETTLED', amount: again, wager_status: 'SETTLED' });
    return again;
  },
  async (move, prize) => {
    if (prize <= 0) return prize;
    const taken = round4(prize / 2);
    await move('withdraw', {
      action: 'resettled',
      amount: `-${taken.toFixed(4)}`,
      wager_status: 'RESETTLED',
    });
    return round4(prize - taken);
  },
  async (move, prize, stake) => {
    await move('deposit', { action: 'cancel', amount: stake, wager_status: 'VOID' });
    return prize;
  },
  async (move, prize, _stake, currency) => {
    if (currency !== 'MMK') return prize;
    await move('deposit', {
      action: 'PROMO',
      amount: PROMOTION_BELOW_A_PYA.toFixed(4),
      wager_status: 'SETTLED',
    });
    return { prize, promotion: PROMOTION_BELOW_A_PYA };
  },
];

export async function playRound(
  aggregator: GscplusAggregator,
  callbacks: GscplusCallbacks,
  seat: Seat,
  stake: number,
): Promise<Outcome> {
  // Codes unique across restarts: a repeated code would be taken by the wallet as the same wager again.
  const wagerCode = `demo-${randomUUID()}`;
  const move: Move = (name, { id, ...fields }) =>
    callbacks.move(name, seat.currency, [
      {
        member_account: seat.member,
        product_code: seat.productCode,
        game_type: seat.gameType,
        transactions: [
          callbacks.transaction({
            id: `${wagerCode}-${id ?? fields.action.toLowerCase()}`,
            wager_code: wagerCode,
            round_id: wagerCode,
            game_code: seat.gameCode,
            bet_amount: stake,
            valid_bet_amount: stake,
            ...fields,
          }),
        ],
      },
    ]);
  // The document shows a stake both ways: a lower-case action with a positive number, and its table's negative text.
  const placed = await move(
    'withdraw',
    randomInt(2) === 0 ? { action: 'bet', amount: stake } : { action: 'BET', amount: `-${stake}` },
  );
  const refusal = itemRefusal(placed);
  if (refusal) return { wagerCode, stake, shown: '', prize: 0, promotion: 0, cancelled: false, ...refusal };
  if (randomInt(CANCEL_ONE_IN) === 0) {
    const cancelled = await move('deposit', { action: 'cancel', amount: stake, wager_status: 'VOID' });
    return {
      wagerCode,
      stake,
      shown: '',
      prize: 0,
      promotion: 0,
      cancelled: true,
      balance: balanceOf(cancelled),
    };
  }
  const drawn = seat.kind === 'spin' ? spin(stake) : hand(stake);
  await move('deposit', {
    action: 'settled',
    amount: drawn.prize,
    prize_amount: drawn.prize,
    wager_status: 'SETTLED',
  });
  const twist = randomInt(TWIST_ONE_IN) === 0 ? TWISTS[randomInt(TWISTS.length)] : undefined;
  const paid = twist ? await twist(move, drawn.prize, stake, seat.currency) : drawn.prize;
  const { prize, promotion } = typeof paid === 'number' ? { prize: paid, promotion: 0 } : paid;
  const wager = aggregator.wager(wagerCode);
  if (wager) await callbacks.pushBetData([wager]);
  const balance = await callbacks.balance(seat.currency, [
    { member_account: seat.member, product_code: seat.productCode },
  ]);
  return {
    wagerCode,
    stake,
    shown: drawn.shown,
    prize,
    promotion,
    cancelled: false,
    balance: balanceOf(balance),
  };
}

const balanceOf = (reply: CallbackReply) => Number(reply.data[0]?.balance ?? 0);

function itemRefusal(reply: CallbackReply): { refused: string; balance: number } | null {
  const item = reply.data[0];
  if (item && item.code === 0) return null;
  return { refused: item?.message || reply.message || 'refused', balance: Number(item?.balance ?? 0) };
}
