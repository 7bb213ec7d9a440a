/**
 * What the GSC+ aggregator simulator keeps (aggregator.ts) and its operator APIs read and change (operator-api.ts):
 * apart from both, so that neither file imports the other's types back.
 */

/** A product list entry (section 2.6): one per product code and currency. */
export interface SimProduct {
  provider: string;
  currency: string;
  status: string;
  provider_id: number;
  product_id: number;
  product_code: number;
  game_type: string;
  product_name: string;
  entry_type: 1 | 2;
}

/** A game object (section 3.13): one per game and supported currency. */
export interface SimGame {
  game_code: string;
  game_name: string;
  game_type: string;
  image_url: string;
  product_id: number;
  product_code: number;
  status: string;
  support_currency: string;
  allow_free_round: boolean;
  lang_name: Record<string, string>;
  lang_icon: Record<string, string>;
  created_at: number;
}

/** The aggregator's own record of a wager (sections 3.7 and 3.8); amounts in the wager's currency, times in ms. */
export interface SimWager {
  id: number;
  code: string;
  member_account: string;
  round_id: string;
  currency: string;
  product_code: number;
  game_type: string;
  game_code: string | null;
  wager_type: 'NORMAL' | 'FREEROUND';
  valid_bet_amount: number;
  bet_amount: number;
  prize_amount: number;
  tip_amount: number;
  status: string;
  payload: Record<string, unknown>;
  settled_at: number;
  created_at: number;
  updated_at: number;
}

export interface SimFreeRound {
  bonus_code: string;
  member_account: string;
  currency: string;
  product_code: number;
  game_type: string;
  start_at: number;
  end_at: number;
  rounds: number;
  roundsPlayed: number;
  game_list: { gameId: string; betValues: Record<string, unknown>[] }[];
  channel_code: string;
  cancelled: boolean;
}

export interface SimRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface SimReply {
  status: number;
  body: unknown;
}

export interface ReceivedCall {
  path: string;
  params: Record<string, unknown>;
  signOk: boolean;
}

/** The aggregator as its operator APIs see it: its records, its clock and its signing. */
export interface AggregatorState {
  readonly operatorCode: string;
  readonly now: () => Date;
  readonly baseUrl: string;
  readonly products: SimProduct[];
  readonly games: SimGame[];
  readonly wagers: SimWager[];
  readonly freeRounds: SimFreeRound[];
  readonly balances: { currency: string; current_balance: number }[];
  readonly isCredit: boolean;
  readonly wagerKeys: 'example' | 'appendix';
  readonly htmlLaunchProducts: Set<number>;
  readonly received: ReceivedCall[];
  operatorSign(word: string, requestTime: unknown): string;
  nextSerial(): number;
  wager(code: string): SimWager | undefined;
}
