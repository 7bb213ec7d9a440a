import { md5, type GscplusAggregator, type SimWager } from './aggregator';

/**
 * The aggregator's single-wallet callbacks to an operator (the document's section 1), with the document's field
 * types: `request_time` a text of seconds, `product_code` an integer, amounts JSON numbers, actions lowercase as in
 * its examples, and `md5(operator_code + request_time + WORD + secret_key)` as the sign. The transactions the
 * operator accepts become the aggregator's own record of each wager, which its wager list then reports.
 */
export type CallbackName = 'balance' | 'withdraw' | 'deposit' | 'pushbetdata';

const WORDS: Record<CallbackName, string> = {
  balance: 'getbalance',
  withdraw: 'withdraw',
  deposit: 'deposit',
  pushbetdata: 'pushbetdata',
};

export interface ItemReply {
  member_account: string;
  product_code: number;
  before_balance?: number;
  balance: number;
  code: number;
  message: string;
}

export interface CallbackReply {
  status: number;
  code?: number;
  message?: string;
  data: ItemReply[];
}

export type Transaction = Record<string, unknown> & { id: string; action: string; wager_code: string };

export interface BatchItem {
  member_account: string;
  product_code: number;
  game_type?: string;
  transactions: Transaction[];
}

export class GscplusCallbacks {
  /**
   * "A timestamp in seconds with time zone GMT+8" (section 0): plain Unix seconds, or Unix seconds shifted by eight
   * hours. The document does not say which; a test sends each.
   */
  timeReading: 'epoch' | 'gmt8' = 'epoch';
  private serial = 0;

  /** `callbackUrl` is what the operator registered: callbacks go to `{callbackUrl}/v1/api/seamless/<name>`. */
  constructor(
    private readonly aggregator: GscplusAggregator,
    private readonly callbackUrl: string,
  ) {}

  requestTime(offsetSeconds = 0): string {
    const shift = this.timeReading === 'gmt8' ? 8 * 3600 : 0;
    return String(Math.floor(this.aggregator.now().getTime() / 1000) + shift + offsetSeconds);
  }

  /** The envelope every callback carries, signed for its word. */
  signed(name: CallbackName, body: Record<string, unknown>, requestTime = this.requestTime()) {
    const operator = this.aggregator.operatorCode;
    return {
      operator_code: operator,
      request_time: requestTime,
      sign: md5(`${operator}${requestTime}${WORDS[name]}${this.aggregator.secretKey}`),
      ...body,
    };
  }

  /** Sends a callback body as it is and returns the HTTP status and the reply. */
  async send(name: CallbackName, body: unknown): Promise<CallbackReply> {
    const response = await fetch(`${this.callbackUrl}/v1/api/seamless/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const reply = (await response.json()) as Omit<CallbackReply, 'status'>;
    return { status: response.status, ...reply };
  }

  balance(currency: string, items: { member_account: string; product_code: number }[]) {
    return this.send('balance', this.signed('balance', { currency, batch_requests: items }));
  }

  /** A withdraw or deposit call; what the operator accepts (code 0 or 1003) is recorded on the wagers. */
  async move(name: 'withdraw' | 'deposit', currency: string, items: BatchItem[]) {
    const reply = await this.send(name, this.signed(name, { currency, batch_requests: items }));
    items.forEach((item, index) => {
      if ([0, 1003].includes(reply.data[index]?.code ?? -1))
        for (const transaction of item.transactions)
          this.aggregator.record(item.member_account, item.product_code, currency, transaction);
    });
    return reply;
  }

  /** One item of transactions for one member and product. */
  item(member: string, productCode: number, transactions: Transaction[]): BatchItem {
    return { member_account: member, product_code: productCode, game_type: 'SLOT', transactions };
  }

  id(prefix = 'tx') {
    this.serial += 1;
    return `${prefix}-${process.pid}-${this.serial}`;
  }

  /** A transaction shaped as the document's examples (section 1.2): numbers, lowercase action, ms times. */
  transaction(fields: Partial<Transaction> & { action: string; amount: number | string }): Transaction {
    const id = fields.id ?? this.id();
    const settled = !['bet', 'tip', 'bet_preserve'].includes(fields.action.toLowerCase());
    return {
      id,
      wager_code: `w-${id}`,
      wager_status: settled ? 'SETTLED' : 'BET',
      round_id: `r-${id}`,
      channel_code: 'gscp',
      bet_amount: 0,
      valid_bet_amount: 0,
      prize_amount: 0,
      tip_amount: 0,
      settled_at: settled ? this.aggregator.now().getTime() : 0,
      game_code: 'moreturkeyv10000',
      wager_type: 'NORMAL',
      payload: {},
      ...fields,
    };
  }

  /** Push bet data of the aggregator's own wagers (section 1.4), one wager object per record (section 3.7). */
  pushBetData(wagers: (SimWager | Record<string, unknown>)[]) {
    return this.send(
      'pushbetdata',
      this.signed('pushbetdata', {
        wagers: wagers.map((wager) => ('code' in wager ? pushed(wager as SimWager) : wager)),
      }),
    );
  }
}

/** A wager as push bet data carries it: the document's section 3.7 fields. */
export function pushed(wager: SimWager) {
  return {
    member_account: wager.member_account,
    bet_amount: wager.bet_amount,
    valid_bet_amount: wager.valid_bet_amount,
    prize_amount: wager.prize_amount,
    tip_amount: wager.tip_amount,
    wager_type: wager.wager_type,
    wager_code: wager.code,
    wager_status: wager.status,
    round_id: wager.round_id,
    channel_code: 'gscp',
    game_type: wager.game_type,
    settled_at: wager.settled_at,
    created_at: wager.created_at,
    payload: wager.payload,
    product_code: wager.product_code,
    game_code: wager.game_code,
    currency: wager.currency,
  };
}
