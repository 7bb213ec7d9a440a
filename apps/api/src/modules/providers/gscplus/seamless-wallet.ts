// hot-path: every GSC+ seamless wallet call
import { balanceItem, moveItem, type MoveItem, type WalletItemReply } from '@zeya/contract/seamless';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import {
  gameBalanceExact,
  moveRound,
  WagerRefused,
  type GamePosting,
} from '../../../platform/money/game-wallet';
import { InsufficientBalance } from '../../../platform/money/ledger/post';
import { inTransaction } from '../../../db/transaction';
import { flagForReview } from '../../../platform/providers/provider-reviews';
import { exclusionOf, readProtection } from '../../../platform/protection/guard';
import { BadTransaction, readMove, type ReadMove } from './actions';
import { reportExact, type Currency } from './currency';
import { memberPlayerId } from './members';
import { productTakesBets } from './products';
import { recordWinLeftToPushBetData } from './push-bet-data';
import { GSCPLUS, GSCPLUS_HOUSE } from './settings';

/** The document's seamless wallet codes (its section 3.1). */
export const CODES = {
  ok: 0,
  internal: 999,
  noMember: 1000,
  insufficient: 1001,
  agentKey: 1002,
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
  1002: 'Operator code error',
  1003: 'Duplicate transaction',
  1004: 'Invalid signature',
  1006: 'Bet does not exist',
  2000: 'Product is under maintenance',
};

export class Refused extends Error {
  constructor(
    readonly code: Code,
    detail?: string,
  ) {
    super(detail ?? MESSAGES[code]);
  }
}

interface Identity {
  member_account: string;
  product_code: number;
}

/** Who an item names, as far as it can be read: a malformed item is still answered in its own name. */
export function identityOf(raw: unknown): Identity {
  const fields = Object.fromEntries(
    Object.entries(raw && typeof raw === 'object' ? raw : {}).map(([key, value]) => [
      key.toLowerCase(),
      value,
    ]),
  );
  const code = Number(fields.product_code);
  const member = fields.member_account;
  return {
    member_account: typeof member === 'string' || typeof member === 'number' ? String(member) : '',
    product_code: Number.isSafeInteger(code) ? code : 0,
  };
}

/**
 * Answers every item of a batch: one member's items one after another in the order sent (a bet before its
 * settlement; an item's before_balance is what the item before it left), different members side by side, each
 * through its own player's lane (a batch of four members is then one round trip long, not four). The answers come in
 * the batch's order once every item has finished; an unexpected failure is thrown only then, so that nothing of the
 * call still runs when it is answered.
 */
export async function answerEach<T>(items: unknown[], answer: (item: unknown) => Promise<T>): Promise<T[]> {
  const itemsOf = new Map<string, number[]>();
  items.forEach((item, index) => {
    const member = identityOf(item).member_account;
    const indexes = itemsOf.get(member);
    if (indexes) indexes.push(index);
    else itemsOf.set(member, [index]);
  });
  const answers: T[] = new Array<T>(items.length);
  const members = await Promise.allSettled(
    [...itemsOf.values()].map(async (indexes) => {
      for (const index of indexes) answers[index] = await answer(items[index]);
    }),
  );
  const failed = members.find((member) => member.status === 'rejected');
  if (failed) throw failed.reason;
  return answers;
}

/**
 * An item answered with a code where nothing about the player is known or may be told (an unknown member, a call
 * refused as a whole): both balances 0, so that the reply still has every field the document defines.
 */
export function failedItem(identity: Identity, code: Code, message = MESSAGES[code]): WalletItemReply {
  return itemReply(identity, code, message, 0, 0);
}

/**
 * An item answered with a code and the balance (and, for a move, the balance before it). Written out field by field:
 * an object spread followed by more fields makes V8 create new hidden classes on every call, and every webhook item
 * is answered here (ARCHITECTURE.md, "Hot paths").
 */
function itemReply(
  identity: Identity,
  code: Code,
  message: string,
  balance: number,
  before?: number,
): WalletItemReply {
  const reply: WalletItemReply = {
    member_account: identity.member_account,
    product_code: identity.product_code,
    balance,
    code,
    message,
  };
  if (before !== undefined) reply.before_balance = before;
  return reply;
}

function readItem<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Refused(CODES.internal, `Invalid ${issue.path.join('.') || 'item'}`);
}

/** The player an item names, as far as its member account can be read: an item failing later still names them. */
const playerOf = (db: Executor, identity: Identity) =>
  identity.member_account === '' ? Promise.resolve(null) : memberPlayerId(db, identity.member_account);

/** An item refused for a known player: the code, with the player's real balance before and after (unchanged). */
async function refusedItem(
  db: Executor,
  currency: Currency,
  identity: Identity,
  userId: number,
  error: Refused,
) {
  const balance = reportExact(currency, await gameBalanceExact(db, userId));
  return itemReply(identity, error.code, error.message, balance, balance);
}

/** One item of a balance call. */
export async function balanceReply(
  db: Database,
  currency: Currency,
  raw: unknown,
  now: Date,
): Promise<WalletItemReply> {
  const identity = identityOf(raw);
  const userId = await playerOf(db, identity);
  if (userId === null) return failedItem(identity, CODES.noMember);
  try {
    const item = readItem(balanceItem, raw);
    await productTakesBets(db, item.product_code, currency, now);
    const balance = reportExact(currency, await gameBalanceExact(db, userId));
    return itemReply(identity, CODES.ok, MESSAGES[CODES.ok], balance);
  } catch (error) {
    if (error instanceof Refused) return refusedItem(db, currency, identity, userId, error);
    throw error;
  }
}

interface Context {
  userId: number;
  item: MoveItem;
  currency: Currency;
  /** pya: a credit above this is flagged for review. */
  reviewAbove: number;
  at: Date;
}

/**
 * One item of a withdraw or deposit call: its transactions post together or not at all, each transaction id at most
 * once, each as its wager's rules allow (actions.ts); an item of nothing but repeats answers 1003 with the current
 * balance. Any other refusal answers its code with the balance as it stands, before and after.
 */
export async function moveReply(
  db: Database,
  currency: Currency,
  raw: unknown,
  reviewAbove: number,
  at: Date,
): Promise<WalletItemReply> {
  const identity = identityOf(raw);
  const userId = await playerOf(db, identity);
  if (userId === null) return failedItem(identity, CODES.noMember);
  try {
    const item = readItem(moveItem, raw);
    const moves = readMoves(currency, item);
    // Asked of every item: a product the aggregator names first is registered for review (products.ts).
    const takesBets = await productTakesBets(db, item.product_code, currency, at);
    if (moves.some((move) => move.isStake)) await refuseStakes(db, takesBets, userId, at);
    const context = { userId, item, currency, reviewAbove, at };
    const single = moves.length === 1 && moves[0]!.amount <= reviewAbove;
    const outcome = single
      ? await postAll(db, context, moves)
      : await inTransaction(db, (tx) => postAll(tx, context, moves));
    const code = outcome.posted ? CODES.ok : CODES.duplicate;
    const balance = reportExact(currency, outcome.balance);
    return itemReply(identity, code, MESSAGES[code], balance, reportExact(currency, outcome.before));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!(refusal instanceof Refused)) throw error;
    return refusedItem(db, currency, identity, userId, refusal);
  }
}

/**
 * A stake is refused, moving nothing, on a product under maintenance and for a player who may not play (a time-out,
 * a self-exclusion): the document has no code of its own for the second, and 1001 is the one every game already
 * shows as "this bet cannot be placed". Settlements, cancels and rollbacks of earlier stakes still apply.
 */
async function refuseStakes(db: Executor, takesBets: boolean, userId: number, at: Date) {
  if (!takesBets) throw new Refused(CODES.maintenance);
  if (exclusionOf(await readProtection(db, userId), at))
    throw new Refused(CODES.insufficient, 'Player may not play now (time-out or self-exclusion)');
}

/** The document's names of a wager's states. */
const STATUS_NAMES: Record<string, string> = { open: 'BET', settled: 'SETTLED', void: 'VOID (cancelled)' };

/**
 * What a refused step answers: a step its wager's state does not allow is 1006 (the document's code for a bet that
 * does not exist as the step needs it); an amount beyond what the wager holds is 999, the request being wrong.
 */
function wagerRefusal(error: WagerRefused) {
  const [bound, figure] = error.found.split(':');
  if (figure !== undefined)
    return new Refused(CODES.internal, `Amount exceeds the wager's ${bound} (${figure})`);
  if (error.found === 'none') return new Refused(CODES.noBet);
  return new Refused(
    CODES.noBet,
    `Bet is ${STATUS_NAMES[error.found] ?? error.found}: this action is not allowed`,
  );
}

function refusalOf(error: unknown) {
  if (error instanceof InsufficientBalance) return new Refused(CODES.insufficient);
  if (error instanceof WagerRefused) return wagerRefusal(error);
  return error;
}

function readMoves(currency: Currency, item: MoveItem) {
  try {
    return item.transactions.map((transaction) => readMove(currency, item.product_code, transaction));
  } catch (error) {
    if (error instanceof BadTransaction) throw new Refused(CODES.internal, error.message);
    throw error;
  }
}

async function postAll(db: Executor, context: Context, moves: ReadMove[]) {
  let first: GamePosting | undefined;
  let last: GamePosting | undefined;
  let posted = false;
  for (const move of moves) {
    const result = await moveRound(db, roundMove(context, move));
    if (result.posted && move.amount > context.reviewAbove) await flagLargeCredit(db, context, move);
    if (result.posted && move.ignoredWin) await recordWinLeftToPushBetData(db, unpaidWin(context, move));
    first ??= result;
    last = result;
    posted ||= result.posted;
  }
  return { before: first!.beforeExact!, balance: last!.balanceExact!, posted };
}

function roundMove(context: Context, move: ReadMove) {
  const { transaction } = move;
  return {
    provider: GSCPLUS,
    houseCode: GSCPLUS_HOUSE,
    userId: context.userId,
    gameCode: String(transaction.game_code ?? context.item.product_code),
    productCode: String(context.item.product_code),
    roundCode: transaction.wager_code,
    transactionId: transaction.id,
    bonusCode: move.bonusCode,
    amount: move.amount,
    exact: move.exact,
    rule: move.rule,
    kind: move.kind,
    stake: move.stake,
    win: move.win,
    settles: move.settles,
    forced: move.forced,
    at: context.at,
    // The aggregator's own figure, exactly as sent.
    details: {
      action: transaction.action,
      transaction: transaction.id,
      currency: context.currency,
      sent: transaction.amount,
    },
  };
}

function unpaidWin(context: Context, move: ReadMove) {
  const { transaction } = move;
  return {
    userId: context.userId,
    wagerCode: transaction.wager_code,
    transactionId: transaction.id,
    gameCode: String(transaction.game_code ?? context.item.product_code),
    productCode: context.item.product_code,
    action: transaction.action,
    currency: context.currency,
    sent: transaction.amount,
    at: context.at,
  };
}

function flagLargeCredit(db: Executor, context: Context, move: ReadMove) {
  return flagForReview(db, {
    provider: GSCPLUS,
    kind: 'large_credit',
    subject: `transaction:${move.transaction.id}`,
    userId: context.userId,
    roundCode: move.transaction.wager_code,
    amount: move.amount,
    details: { action: move.transaction.action, currency: context.currency, sent: move.transaction.amount },
    at: context.at,
  });
}
