import type { SeamlessItem, SeamlessItemReply, SeamlessTransaction } from '@zeya/contract/seamless';
import type { Database, Executor, Transaction } from '../../../db/client';
import {
  adjustRound,
  gameBalance,
  payWin,
  placeBet,
  reverseRound,
  roundExists,
  type GameMove,
  type GamePosting,
} from '../../../platform/game-wallet';
import { InsufficientBalance } from '../../../platform/ledger/post';
import { inTransaction } from '../../../platform/ledger/transaction';
import { fromPyaIn, toPyaIn, type Currency } from './currency';
import { aggregatorProduct, memberPlayerId } from './members';
import { GSCPLUS } from './settings';

/** The aggregator's result codes. */
export const CODES = {
  ok: 0,
  internal: 999,
  noMember: 1000,
  insufficient: 1001,
  duplicate: 1003,
  badSign: 1004,
  noBet: 1006,
  maintenance: 2000,
} as const;
export type Code = (typeof CODES)[keyof typeof CODES];

export const MESSAGES: Record<Code, string> = {
  0: 'Success',
  999: 'Internal error',
  1000: 'Member does not exist',
  1001: 'Insufficient balance',
  1003: 'Duplicate transaction',
  1004: 'Invalid signature',
  1006: 'Bet does not exist',
  2000: 'Product is under maintenance',
};

const STAKES = new Set(['BET', 'TIP', 'BET_PRESERVE']);
const WINS = new Set([
  'SETTLED',
  'JACKPOT',
  'BONUS',
  'FREEBET',
  'PROMO',
  'LEADERBOARD',
  'PRESERVE_REFUND',
  'WIN',
]);
const REVERSALS = new Set(['ROLLBACK', 'CANCEL']);
const CORRECTIONS = new Set(['ADJUSTMENT', 'RESETTLED']);

export type Direction = 'withdraw' | 'deposit';

class Refused extends Error {
  constructor(
    readonly code: Code,
    detail?: string,
  ) {
    super(detail ?? MESSAGES[code]);
  }
}

/** An item answered with a code and no balance: nothing about the player is known or may be told. */
export function failedItem(item: SeamlessItem, code: Code, message = MESSAGES[code]): SeamlessItemReply {
  return { member_account: item.member_account, product_code: item.product_code, balance: 0, code, message };
}

async function memberOf(db: Executor, currency: Currency, item: SeamlessItem, now: Date) {
  const userId = await memberPlayerId(db, item.member_account);
  if (userId === null) throw new Refused(CODES.noMember);
  const product = await aggregatorProduct(db, item.product_code, now);
  if (!product) throw new Refused(CODES.internal, `Unknown product ${item.product_code}`);
  if (product.currency !== currency)
    throw new Refused(CODES.internal, `Product ${item.product_code} plays in ${product.currency}`);
  return { userId, product };
}

export async function balanceItem(
  db: Database,
  currency: Currency,
  item: SeamlessItem,
  now: Date,
): Promise<SeamlessItemReply> {
  try {
    const { userId } = await memberOf(db, currency, item, now);
    return { ...failedItem(item, CODES.ok), balance: fromPyaIn(currency, await gameBalance(db, userId)) };
  } catch (error) {
    if (error instanceof Refused) return failedItem(item, error.code, error.message);
    throw error;
  }
}

interface Movement {
  transaction: SeamlessTransaction;
  /** pya, signed from the player's side as the aggregator sends it */
  amount: number;
}

function movementsOf(currency: Currency, item: SeamlessItem): Movement[] {
  return item.transactions.map((transaction) => {
    const amount = toPyaIn(currency, transaction.amount);
    if (amount === null) throw new Refused(CODES.internal, `Invalid amount in transaction ${transaction.id}`);
    const action = transaction.action;
    if (![STAKES, WINS, REVERSALS, CORRECTIONS].some((actions) => actions.has(action)))
      throw new Refused(CODES.internal, `Unknown action ${action}`);
    return { transaction, amount };
  });
}

/**
 * One batch item of a withdraw or deposit call: its transactions post together or not at all. A transaction id seen
 * before posts nothing; an item of nothing but such repeats answers 1003 with the current balance.
 */
export async function applyItem(
  db: Database,
  direction: Direction,
  currency: Currency,
  item: SeamlessItem,
  at: Date,
): Promise<SeamlessItemReply> {
  let userId: number | null = null;
  try {
    const member = await memberOf(db, currency, item, at);
    userId = member.userId;
    const movements = movementsOf(currency, item);
    if (!member.product.enabled && movements.some((m) => STAKES.has(m.transaction.action)))
      throw new Refused(CODES.maintenance);
    const context = { userId: member.userId, item, direction, at };
    const outcome =
      movements.length === 1 && !REVERSALS.has(movements[0]!.transaction.action)
        ? await postAll(db, context, movements)
        : await inTransaction(db, (tx) => postAll(tx, context, movements));
    const code = outcome.posted || movements.length === 0 ? CODES.ok : CODES.duplicate;
    return {
      ...failedItem(item, code),
      before_balance: fromPyaIn(currency, outcome.balance - outcome.delta),
      balance: fromPyaIn(currency, outcome.balance),
    };
  } catch (error) {
    const refusal = error instanceof InsufficientBalance ? new Refused(CODES.insufficient) : error;
    if (!(refusal instanceof Refused)) throw error;
    const failed = failedItem(item, refusal.code, refusal.message);
    if (userId === null) return failed;
    const balance = fromPyaIn(currency, await gameBalance(db, userId));
    return { ...failed, before_balance: balance, balance };
  }
}

interface Context {
  userId: number;
  item: SeamlessItem;
  direction: Direction;
  at: Date;
}

async function postAll(db: Executor, context: Context, movements: Movement[]) {
  let posted = false;
  let delta = 0;
  let balance = movements.length === 0 ? await gameBalance(db, context.userId) : 0;
  for (const movement of movements) {
    const result = await post(db, context, movement);
    posted ||= result.posted;
    delta += result.delta;
    balance = result.balance;
  }
  return { posted, delta, balance };
}

async function post(
  db: Executor,
  context: Context,
  { transaction, amount }: Movement,
): Promise<GamePosting & { delta: number }> {
  const move: GameMove = {
    provider: GSCPLUS,
    houseCode: `games:${GSCPLUS}`,
    userId: context.userId,
    gameCode: String(transaction.game_code ?? context.item.product_code),
    productCode: context.item.product_code,
    roundCode: transaction.wager_code,
    transactionId: transaction.id,
    amount: Math.abs(amount),
    at: context.at,
    details: { action: transaction.action, transaction: transaction.id },
  };
  const action = transaction.action;
  const withDelta = (result: GamePosting, delta: number) => ({ ...result, delta: result.posted ? delta : 0 });
  if (STAKES.has(action)) return withDelta(await placeBet(db, move), -move.amount);
  if (WINS.has(action)) return withDelta(await payWin(db, move), move.amount);
  if (CORRECTIONS.has(action))
    return withDelta(await adjustRound(db, { ...move, signedAmount: amount }), amount);
  return reverse(db as Transaction, context, move, amount);
}

/**
 * A cancel or rollback names a wager: a credit refunds its stakes, a debit takes back its wins, each exactly as
 * posted and once. The amount the aggregator sends only tells the direction (its zero is read from the endpoint).
 */
async function reverse(tx: Transaction, context: Context, move: GameMove, amount: number) {
  if (!(await roundExists(tx, GSCPLUS, context.userId, move.roundCode))) throw new Refused(CODES.noBet);
  const refund = amount === 0 ? context.direction === 'deposit' : amount > 0;
  const result = await reverseRound(tx, {
    provider: GSCPLUS,
    houseCode: move.houseCode,
    userId: context.userId,
    roundCode: move.roundCode,
    side: refund ? 'bets' : 'wins',
    at: context.at,
    details: move.details,
  });
  return { ...result, delta: refund ? result.amount : -result.amount };
}
