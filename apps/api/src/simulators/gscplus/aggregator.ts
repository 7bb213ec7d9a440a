import { createHash } from 'node:crypto';
import { operatorApi } from './operator-api';
import type {
  AggregatorState,
  ReceivedCall,
  SimFreeRound,
  SimGame,
  SimProduct,
  SimReply,
  SimRequest,
  SimWager,
} from './records';

export type { ReceivedCall, SimFreeRound, SimGame, SimProduct, SimReply, SimRequest, SimWager };

/**
 * A GSC+ aggregator as its API document v2.0.6 describes it (shared/reference/gscplus-api.md), written from that
 * document alone: the operator APIs it serves (section 2) and the state behind them. Request handling is a plain
 * function of a request (`handle`), apart from any HTTP listener, so it can run behind `listen.ts` in tests or be
 * mounted in a process as a demo aggregator. Its callbacks to an operator are in `callbacks.ts`.
 */

/** All signatures are MD5 of a plain concatenation, lowercase hex (section 0). */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface AggregatorOptions {
  operatorCode: string;
  secretKey: string;
  /** The aggregator's clock (a test passes the operator's, so request times agree). */
  now: () => Date;
}

export class GscplusAggregator implements AggregatorState {
  readonly operatorCode: string;
  readonly secretKey: string;
  readonly now: () => Date;
  /** Where its game and replay pages live (set by the listener). */
  baseUrl = 'https://staging.gsimw.com';
  products: SimProduct[] = [];
  games: SimGame[] = [];
  wagers: SimWager[] = [];
  freeRounds: SimFreeRound[] = [];
  /** The operator's own balance per contracted currency (section 2.9). */
  balances: { currency: string; current_balance: number }[] = [];
  isCredit = false;
  /** Which of the document's two spellings the wager list answers with (section 2.2). */
  wagerKeys: 'example' | 'appendix' = 'example';
  /** Products whose launch answers HTML content instead of a URL. */
  htmlLaunchProducts = new Set<number>();
  /** Every operator API call received, with whether its sign held. */
  readonly received: ReceivedCall[] = [];
  private serial = 0;
  /** Transaction ids already applied to its wagers: a resent transaction is the same one (section 1.2's duplicate). */
  private readonly recorded = new Set<string>();

  constructor(options: AggregatorOptions) {
    this.operatorCode = options.operatorCode;
    this.secretKey = options.secretKey;
    this.now = options.now;
  }

  /** Operator APIs: md5(request_time + secret_key + WORD + operator_code) (section 0). */
  operatorSign(word: string, requestTime: unknown) {
    return md5(`${String(requestTime)}${this.secretKey}${word}${this.operatorCode}`);
  }

  nextSerial() {
    this.serial += 1;
    return this.serial;
  }

  handle(request: SimRequest): SimReply {
    return operatorApi(this, request);
  }

  wager(code: string): SimWager | undefined {
    return this.wagers.find((wager) => wager.code === code);
  }

  /** The aggregator's side of a transaction it sent and the operator accepted (or already had). */
  record(member: string, productCode: number, currency: string, transaction: Record<string, unknown>) {
    const id = String(transaction.id);
    if (this.recorded.has(id)) return;
    this.recorded.add(id);
    const code = String(transaction.wager_code);
    const now = this.now().getTime();
    let wager = this.wager(code);
    if (!wager) {
      wager = {
        id: this.nextSerial(),
        code,
        member_account: member,
        round_id: String(transaction.round_id ?? code),
        currency,
        product_code: productCode,
        game_type: 'SLOT',
        game_code: (transaction.game_code as string | null) ?? null,
        wager_type: transaction.wager_type === 'FREEROUND' ? 'FREEROUND' : 'NORMAL',
        valid_bet_amount: 0,
        bet_amount: 0,
        prize_amount: 0,
        tip_amount: 0,
        status: 'BET',
        payload: (transaction.payload as Record<string, unknown>) ?? {},
        settled_at: 0,
        created_at: now,
        updated_at: now,
      };
      this.wagers.push(wager);
    }
    applyToWager(wager, String(transaction.action).toUpperCase(), Number(transaction.amount), now);
  }
}

/** What an action does to the aggregator's record of the wager (section 3.12). */
function applyToWager(wager: SimWager, action: string, amount: number, now: number) {
  const settle = (status: string) => {
    wager.status = status;
    wager.settled_at = now;
  };
  if (['BET', 'TIP', 'BET_PRESERVE'].includes(action)) {
    wager.bet_amount += Math.abs(amount);
    wager.valid_bet_amount = wager.bet_amount;
  } else if (['SETTLED', 'JACKPOT', 'BONUS', 'PROMO', 'LEADERBOARD', 'FREEBET'].includes(action)) {
    wager.prize_amount += amount;
    settle('SETTLED');
  } else if (['CANCEL', 'PRESERVE_REFUND', 'ADJUSTMENT'].includes(action)) {
    wager.bet_amount -= amount;
    if (action === 'CANCEL' && wager.bet_amount <= 0) settle('VOID');
  } else if (action === 'ROLLBACK') {
    if (amount > 0) wager.bet_amount -= amount;
    else wager.prize_amount += amount;
  } else if (action === 'RESETTLED') {
    wager.prize_amount += amount;
    settle('RESETTLED');
  }
  wager.updated_at = now;
}
