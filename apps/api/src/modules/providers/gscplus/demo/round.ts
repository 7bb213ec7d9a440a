import { randomInt, randomUUID } from 'node:crypto';
import type { GscplusAggregator } from '../simulator/aggregator';
import type { CallbackReply, GscplusCallbacks, Transaction } from '../simulator/callbacks';

/**
 * One round of a demo game, played the way the aggregator plays one: the stake is taken by a signed `withdraw`
 * callback (BET), the outcome paid by a signed `deposit` (SETTLED, its prize possibly 0) or, now and then, the round is
 * called off by a `deposit` CANCEL returning the stake; a settled wager's record then follows by push bet data. Our
 * wallet answers as it answers the aggregator: nothing here reaches our ledger any other way.
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
  cancelled: boolean;
  /** Our wallet's refusal of the stake (insufficient balance), when it refused. */
  refused?: string;
  balance: number;
}

/** One chance in this many that the game calls a round off after the stake, to show a CANCEL. */
const CANCEL_ONE_IN = 8;
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

export async function playRound(
  aggregator: GscplusAggregator,
  callbacks: GscplusCallbacks,
  seat: Seat,
  stake: number,
): Promise<Outcome> {
  // Codes unique across restarts: a repeated code would be taken by the wallet as the same wager again.
  const wagerCode = `demo-${randomUUID()}`;
  const move = (
    name: 'withdraw' | 'deposit',
    fields: Partial<Transaction> & { action: string; amount: number },
  ) =>
    callbacks.move(name, seat.currency, [
      {
        member_account: seat.member,
        product_code: seat.productCode,
        game_type: seat.gameType,
        transactions: [
          callbacks.transaction({
            id: `${wagerCode}-${fields.action}`,
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
  const placed = await move('withdraw', { action: 'bet', amount: stake });
  const refusal = itemRefusal(placed);
  if (refusal) return { wagerCode, stake, shown: '', prize: 0, cancelled: false, ...refusal };
  if (randomInt(CANCEL_ONE_IN) === 0) {
    const cancelled = await move('deposit', { action: 'cancel', amount: stake, wager_status: 'VOID' });
    return { wagerCode, stake, shown: '', prize: 0, cancelled: true, balance: balanceOf(cancelled) };
  }
  const drawn = seat.kind === 'spin' ? spin(stake) : hand(stake);
  const settled = await move('deposit', {
    action: 'settled',
    amount: drawn.prize,
    prize_amount: drawn.prize,
    wager_status: 'SETTLED',
  });
  const wager = aggregator.wager(wagerCode);
  if (wager) await callbacks.pushBetData([wager]);
  return { wagerCode, stake, ...drawn, cancelled: false, balance: balanceOf(settled) };
}

const balanceOf = (reply: CallbackReply) => Number(reply.data[0]?.balance ?? 0);

function itemRefusal(reply: CallbackReply): { refused: string; balance: number } | null {
  const item = reply.data[0];
  if (item && item.code === 0) return null;
  return { refused: item?.message || reply.message || 'refused', balance: Number(item?.balance ?? 0) };
}
