import type { AggregatorState, SimReply, SimRequest, SimWager } from './records';

/**
 * The operator APIs of the document's section 2, each checked as the document types it: the sign word of section
 * 2.11, request_time in seconds (milliseconds for the wallet balance), integer product codes, the wager list's
 * five-minute window. A call the document would not accept answers carrier code 10002 (section 3.2).
 */
type Params = Record<string, unknown>;
type Handler = (aggregator: AggregatorState, params: Params, match: RegExpMatchArray) => unknown;

interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  word: string;
  timeUnit: 'seconds' | 'ms';
  required: string[];
  handler: Handler;
}

const INVALID = 10002;
const MAX_PAGE = 5000;
const FIVE_MINUTES_MS = 5 * 60_000;
/** How far a request_time may be from the aggregator's clock (the document gives no figure). */
const TIME_TOLERANCE_S = 300;

class Invalid extends Error {}

const invalid = (message: string) => new Invalid(message);
const isDigits = (value: unknown) => /^\d+$/.test(String(value ?? ''));
const isInt = (value: unknown, method: string) =>
  method === 'POST' ? Number.isInteger(value) : isDigits(value);

function page<T>(rows: T[], params: Params) {
  const offset = params.offset === undefined ? 0 : Number(params.offset);
  const size = params.size === undefined ? rows.length : Math.min(Number(params.size), MAX_PAGE);
  if (!Number.isInteger(offset) || !Number.isInteger(size) || offset < 0 || size < 0)
    throw invalid('offset and size are integers');
  return { rows: rows.slice(offset, offset + size), offset, total: rows.length };
}

function checkTime(aggregator: AggregatorState, route: Route, params: Params, method: string) {
  const time = params.request_time;
  // Auto deposit's request_time is a string (section 2.10); every other POST's is an integer.
  const typed =
    route.word === 'autodeposit' ? typeof time === 'string' && isDigits(time) : isInt(time, method);
  if (!typed) throw invalid('request_time has the wrong type');
  const now = aggregator.now().getTime();
  const sent = route.timeUnit === 'ms' ? Number(time) : Number(time) * 1000;
  if (Math.abs(now - sent) > TIME_TOLERANCE_S * 1000)
    throw invalid(`request_time is not in ${route.timeUnit}`);
}

function productCodeOf(params: Params, method: string) {
  if (!isInt(params.product_code, method)) throw invalid('product_code must be an integer');
  return Number(params.product_code);
}

const launchGame: Handler = (aggregator, params) => {
  const code = productCodeOf(params, 'POST');
  const product = aggregator.products.find(
    (entry) => entry.product_code === code && entry.currency === params.currency,
  );
  if (!product) throw invalid('product not offered in this currency');
  if (product.status !== 'ACTIVATED') return { code: 999, message: `Product is ${product.status}` };
  if (!['WEB', 'DESKTOP', 'MOBILE', 'Widget', 'Streaming'].includes(String(params.platform)))
    throw invalid('platform');
  if (String(params.member_account).length > 50) throw invalid('member_account is at most 50 characters');
  if (product.entry_type === 1) {
    const game = aggregator.games.find(
      (row) =>
        row.product_code === code &&
        row.game_code === params.game_code &&
        row.support_currency === params.currency,
    );
    if (!game) throw invalid('game_code');
    if (game.status !== 'ACTIVATED') return { code: 999, message: `Game is ${game.status}` };
  }
  const token = aggregator.nextSerial();
  if (aggregator.htmlLaunchProducts.has(code))
    return { code: 200, message: 'success', url: '', content: `<html><body>game ${token}</body></html>` };
  const target = product.entry_type === 2 ? 'lobby' : `game/${String(params.game_code)}`;
  return {
    code: 200,
    message: 'success',
    url: `${aggregator.baseUrl}/${target}?token=${token}`,
    content: '',
  };
};

/** A wager in the list's spelling: the example's (`code`, `provider_product_oid`) or the appendix's. */
function wagerView(aggregator: AggregatorState, wager: SimWager) {
  const common = {
    id: wager.id,
    member_account: wager.member_account,
    round_id: wager.round_id,
    currency: wager.currency,
    provider_id: 1,
    provider_line_id: 1,
    game_type: wager.game_type,
    game_code: wager.game_code,
    valid_bet_amount: wager.valid_bet_amount,
    bet_amount: wager.bet_amount,
    prize_amount: wager.prize_amount,
    status: wager.status,
    payload: wager.payload,
    settled_at: wager.settled_at,
    created_at: wager.created_at,
    updated_at: wager.updated_at,
  };
  if (aggregator.wagerKeys === 'example')
    return { ...common, code: wager.code, provider_product_id: 1, provider_product_oid: wager.product_code };
  return {
    ...common,
    wager_code: wager.code,
    agent_code: aggregator.operatorCode,
    povider_product_id: 1,
    product_code: wager.product_code,
    product_name: wager.product_code,
    wager_type: wager.wager_type,
  };
}

const wagerList: Handler = (aggregator, params) => {
  if (!isDigits(params.start) || !isDigits(params.end)) throw invalid('start and end are milliseconds');
  const start = Number(params.start);
  const end = Number(params.end);
  if (end < start || end - start > FIVE_MINUTES_MS) throw invalid('the range is at most 5 minutes');
  const settled = aggregator.wagers.filter((wager) => wager.settled_at >= start && wager.settled_at <= end);
  const { rows, total } = page(settled, { size: MAX_PAGE, ...params });
  return {
    wagers: rows.map((wager) => wagerView(aggregator, wager)),
    pagination: { size: rows.length, total },
  };
};

const singleWager: Handler = (aggregator, _params, match) => {
  const key = decodeURIComponent(match[1]!);
  const wager = aggregator.wagers.find((row) => row.code === key || String(row.id) === key);
  if (!wager) return { code: 999, message: 'Wager not found' };
  return { wager: wagerView(aggregator, wager) };
};

const gameList: Handler = (aggregator, params) => {
  const code = productCodeOf(params, 'GET');
  const games = aggregator.games.filter(
    (game) => game.product_code === code && (!params.game_type || game.game_type === params.game_type),
  );
  const { rows, offset, total } = page(games, params);
  return {
    code: 0,
    message: '',
    provider_games: rows,
    // The example gives the total as text.
    pagination: { size: rows.length, offset, total: String(total) },
  };
};

/** A replay URL; PG Soft's history is HTML the operator shows itself (section 2.5). */
const gameHistory: Handler = (aggregator, _params, match) => {
  const wager = aggregator.wager(decodeURIComponent(match[1]!));
  if (!wager) return { code: 999, message: 'Wager not found' };
  if ([1007, 1207].includes(wager.product_code))
    return {
      content: `<html><body><h1>Round ${wager.code}</h1><p>prize ${wager.prize_amount}</p></body></html>`,
    };
  return { content: `${aggregator.baseUrl}/history/${encodeURIComponent(wager.code)}` };
};

/** A bare array, no envelope (section 2.6). */
const productList: Handler = (aggregator, params) => page(aggregator.products, params).rows;

const superLobby: Handler = (aggregator) => ({
  url: `${aggregator.baseUrl}/superlobby?token=${aggregator.nextSerial()}`,
});

/** Pragmatic Play takes bets per line, WOW Gaming total bets (section 3.14); every bet value is exactly one of them. */
function checkBetValues(code: number, gameList: unknown) {
  if (!Array.isArray(gameList) || gameList.length === 0) throw invalid('game_list');
  for (const game of gameList as { gameId?: unknown; betValues?: unknown }[]) {
    if (typeof game.gameId !== 'string' || !Array.isArray(game.betValues) || game.betValues.length === 0)
      throw invalid('game_list');
    for (const value of game.betValues as Record<string, unknown>[]) {
      const perLine = typeof value.betPerLine === 'number';
      const total = typeof value.totalBetAmount === 'number';
      if (perLine === total || typeof value.currency !== 'string') throw invalid('betValues');
      if ((code === 1006 && !perLine) || (code === 1148 && !total)) throw invalid('betValues mode');
    }
  }
}

const createFreeRound: Handler = (aggregator, params) => {
  const code = productCodeOf(params, 'POST');
  for (const field of ['start_at', 'end_at', 'rounds'])
    if (!Number.isInteger(params[field])) throw invalid(`${field} must be an integer`);
  checkBetValues(code, params.game_list);
  const bonus = `FRB-${aggregator.nextSerial()}`;
  aggregator.freeRounds.push({
    bonus_code: bonus,
    member_account: String(params.member_account),
    currency: String(params.currency),
    product_code: code,
    game_type: String(params.game_type),
    start_at: Number(params.start_at),
    end_at: Number(params.end_at),
    rounds: Number(params.rounds),
    roundsPlayed: 0,
    game_list: params.game_list as { gameId: string; betValues: Record<string, unknown>[] }[],
    channel_code: String(params.channel_code),
    cancelled: false,
  });
  return { bonus_code: bonus };
};

const cancelFreeRound: Handler = (aggregator, params) => {
  productCodeOf(params, 'POST');
  const grant = aggregator.freeRounds.find((row) => row.bonus_code === params.bonus_code);
  if (!grant) throw invalid('bonus_code');
  grant.cancelled = true;
  return { bonus_code: grant.bonus_code };
};

const pad = (n: number) => String(n).padStart(2, '0');
const expiration = (seconds: number) => {
  const at = new Date(seconds * 1000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
};

const playerFreeRounds: Handler = (aggregator, params) => {
  const code = productCodeOf(params, 'GET');
  const bonuses = aggregator.freeRounds
    .filter(
      (row) =>
        !row.cancelled &&
        row.member_account === params.member_account &&
        row.currency === params.currency &&
        row.product_code === code,
    )
    .map((row) => ({
      currency: row.currency,
      gameIDList: row.game_list.map((game) => game.gameId),
      rounds: row.rounds,
      roundsPlayed: row.roundsPlayed,
      bonus_code: row.bonus_code,
      expirationDate: expiration(row.end_at),
    }));
  return { code: 0, message: '', bonuses };
};

const betScales: Handler = (_aggregator, params) => {
  const code = productCodeOf(params, 'GET');
  const ids = String(params.bet_game_list ?? '')
    .split(',')
    .filter(Boolean);
  if (ids.length === 0 || ids.length > 50) throw invalid('bet_game_list');
  const scales = code === 1006 ? { betPerLineScales: [0.01, 0.05, 0.1] } : { totalBetScales: [1, 5, 10] };
  return {
    code: 0,
    message: '',
    betScales: ids.map((gameID) => ({ gameID, betScaleList: [{ currency: params.currency, ...scales }] })),
  };
};

const walletBalance: Handler = (aggregator) => ({
  code: 0,
  message: '',
  data: {
    operator_code: aggregator.operatorCode,
    is_credit: aggregator.isCredit,
    currencies: aggregator.balances.map((row) => ({
      ...row,
      updated_at: String(aggregator.now().getTime()),
    })),
  },
});

const autoDeposit: Handler = (aggregator, params) => {
  if (params.payment_currency !== 'USDT') throw invalid('payment_currency');
  if (typeof params.amount !== 'number' || params.amount <= 0) throw invalid('amount');
  return { code: 0, message: '', url: `${aggregator.baseUrl}/pay?order=${aggregator.nextSerial()}` };
};

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: /^\/api\/operators\/launch-game$/,
    word: 'launchgame',
    timeUnit: 'seconds',
    required: [
      'member_account',
      'password',
      'currency',
      'product_code',
      'game_type',
      'ip',
      'platform',
      'operator_lobby_url',
    ],
    handler: launchGame,
  },
  {
    method: 'GET',
    path: /^\/api\/operators\/wagers$/,
    word: 'getwagers',
    timeUnit: 'seconds',
    required: ['start', 'end'],
    handler: wagerList,
  },
  {
    method: 'GET',
    path: /^\/api\/operators\/wagers\/([^/]+)$/,
    word: 'getwager',
    timeUnit: 'seconds',
    required: [],
    handler: singleWager,
  },
  {
    method: 'GET',
    path: /^\/api\/operators\/provider-games$/,
    word: 'gamelist',
    timeUnit: 'seconds',
    required: ['product_code'],
    handler: gameList,
  },
  {
    method: 'GET',
    path: /^\/api\/operators\/([^/]+)\/game-history$/,
    word: 'gamehistory',
    timeUnit: 'seconds',
    required: [],
    handler: gameHistory,
  },
  {
    method: 'GET',
    path: /^\/api\/operators\/available-products$/,
    word: 'productlist',
    timeUnit: 'seconds',
    required: [],
    handler: productList,
  },
  {
    method: 'POST',
    path: /^\/superlobby\/launch$/,
    word: 'launchsuperlobby',
    timeUnit: 'seconds',
    required: ['member_account', 'nickname', 'currency', 'platform', 'operator_lobby_url'],
    handler: superLobby,
  },
  {
    method: 'POST',
    path: /^\/api\/operators\/create-free-round$/,
    word: 'createfreeround',
    timeUnit: 'seconds',
    required: [
      'member_account',
      'currency',
      'product_code',
      'game_type',
      'start_at',
      'end_at',
      'rounds',
      'channel_code',
      'game_list',
    ],
    handler: createFreeRound,
  },
  {
    method: 'POST',
    path: /^\/api\/operators\/cancel-free-round$/,
    word: 'cancelfreeround',
    timeUnit: 'seconds',
    required: ['currency', 'product_code', 'bonus_code', 'channel_code'],
    handler: cancelFreeRound,
  },
  {
    method: 'GET',
    path: /^\/api\/operators\/get-player-frb$/,
    word: 'getplayersfrb',
    timeUnit: 'seconds',
    required: ['member_account', 'currency', 'product_code', 'game_type', 'channel_code'],
    handler: playerFreeRounds,
  },
  {
    method: 'GET',
    path: /^\/api\/operators\/get-bet-scales$/,
    word: 'getbetscales',
    timeUnit: 'seconds',
    required: ['currency', 'product_code', 'game_type', 'bet_game_list', 'channel_code'],
    handler: betScales,
  },
  {
    method: 'GET',
    path: /^\/api\/operators\/wallet-balance$/,
    word: 'getwalletcurrencies',
    timeUnit: 'ms',
    required: [],
    handler: walletBalance,
  },
  {
    method: 'POST',
    path: /^\/api\/operators\/recharge\/order$/,
    word: 'autodeposit',
    timeUnit: 'seconds',
    required: ['payment_currency', 'deposit_currency', 'amount'],
    handler: autoDeposit,
  },
];

export function operatorApi(aggregator: AggregatorState, request: SimRequest): SimReply {
  const route = ROUTES.find((entry) => entry.method === request.method && entry.path.test(request.path));
  if (!route) return { status: 404, body: { code: 404, message: 'Not found' } };
  const params: Params = request.method === 'GET' ? request.query : ((request.body ?? {}) as Params);
  const signOk = params.sign === aggregator.operatorSign(route.word, params.request_time);
  aggregator.received.push({ path: request.path, params, signOk });
  try {
    if (String(params.operator_code ?? '').toLowerCase() !== aggregator.operatorCode.toLowerCase())
      throw invalid('operator_code');
    if (!signOk) throw invalid('sign');
    checkTime(aggregator, route, params, request.method);
    const missing = route.required.filter((field) => params[field] === undefined || params[field] === '');
    if (missing.length > 0) throw invalid(`missing ${missing.join(', ')}`);
    return { status: 200, body: route.handler(aggregator, params, request.path.match(route.path)!) };
  } catch (error) {
    if (error instanceof Invalid) return { status: 200, body: { code: INVALID, message: error.message } };
    throw error;
  }
}
