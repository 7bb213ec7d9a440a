import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { gameRounds, ledgerAccounts } from '../db/schema';
import { noticeBalance } from './events/notices';
import { InsufficientBalance } from './ledger/post';
import { withRetry } from '../db/transaction';
import { KeyedBatcher } from './keyed-batcher';

/**
 * The one way games touch money: bets leave the player's game balance for the game's house account, wins come back,
 * each posting at most once per (provider, transaction id), every round recorded for the game logs, and a provider's
 * corrections moved as the provider sends them, once.
 */
export interface GameMove {
  provider: string;
  /** The house account the game settles against, e.g. `digitbet` or `games:<provider>`. */
  houseCode: string;
  userId: number;
  gameCode: string;
  /** The catalogue product of the game when it is not `provider` itself (an aggregator carries many products). */
  productCode?: string;
  roundCode: string;
  transactionId: string;
  /** pya, >= 0 */
  amount: number;
  at: Date;
  /** Kept on the transfer for the books, e.g. the provider's action. */
  details?: Record<string, unknown>;
  /** The free-round grant the round is played on, if any. */
  bonusCode?: string | null;
}

/** After a move: whether it posted now (false: the transaction id was seen before) and the game balance. */
export interface GamePosting {
  posted: boolean;
  balance: number;
  /** The game balance just before the move. */
  before: number;
}

const reference = (move: Pick<GameMove, 'provider' | 'transactionId'>) =>
  `game:${move.provider}:${move.transactionId}`;

/** How a move changes the game balance (signed, player's side) and the round's stake and win. */
interface Effect {
  kind: 'game_bet' | 'game_win' | 'game_bet_reversal' | 'game_win_reversal' | 'game_adjustment';
  amount: number;
  stake: number;
  win: number;
  settles: boolean;
  forced?: boolean;
}

/** One move as game_post_many reads it. */
type MoveRow = Effect & Record<string, unknown>;
interface MoveResult {
  posted: boolean;
  balance: number | null;
  insufficient: boolean;
  before: number | null;
}

/** Prepared once per executor: the seamless wallet sends this statement for every bet and win. */
const prepared = new WeakMap<Executor, ReturnType<typeof preparePostMany>>();

function preparePostMany(db: Executor) {
  return db
    .select({
      posted: sql<boolean>`posted`,
      balance: sql<number | null>`balance`,
      insufficient: sql<boolean>`insufficient`,
      before: sql<number | null>`before_balance`,
    })
    .from(sql`game_post_many(${sql.placeholder('moves')}::jsonb)`)
    .prepare('game_post_many');
}

async function postMany(db: Executor, moves: MoveRow[]): Promise<MoveResult[]> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = preparePostMany(db)));
  const rows = await statement.execute({ moves: JSON.stringify(moves) });
  return rows.map((row) => ({
    posted: Boolean(row.posted),
    balance: row.balance === null ? null : Number(row.balance),
    insufficient: Boolean(row.insufficient),
    before: row.before === null ? null : Number(row.before),
  }));
}

/**
 * Outside a transaction, a player's moves go through that player's lane: while one statement of the player is in
 * flight the next ones wait in this process and then post together, in order, in one statement and one commit.
 * Simultaneous bets of one player would otherwise queue as waiters on the player's balance row, which Postgres
 * serves one wake-up of every waiter at a time.
 */
const lanes = new WeakMap<Executor, KeyedBatcher<MoveRow, MoveResult>>();

function laneOf(db: Executor) {
  let lane = lanes.get(db);
  if (!lane) lanes.set(db, (lane = new KeyedBatcher((moves) => withRetry(() => postMany(db, moves)))));
  return lane;
}

const inTransactionAlready = (db: Executor) => 'rollback' in db;

function moveRow(move: GameMove, { forced, ...effect }: Effect): MoveRow {
  if (!Number.isSafeInteger(move.amount) || move.amount < 0) throw new Error(`Bad amount ${move.amount}`);
  return {
    userId: move.userId,
    houseCode: move.houseCode,
    ...effect,
    force: forced ?? false,
    reference: reference(move),
    provider: move.provider,
    gameCode: move.gameCode,
    productCode: move.productCode ?? null,
    roundCode: move.roundCode,
    bonusCode: move.bonusCode ?? null,
    metadata: {
      provider: move.provider,
      game: move.gameCode,
      round: move.roundCode,
      // The product names the game type within an aggregator: wagering contributions may be set per product.
      ...(move.productCode ? { product: move.productCode } : {}),
      ...(move.bonusCode ? { bonus_code: move.bonusCode } : {}),
      ...move.details,
    },
    at: move.at.toISOString(),
  };
}

function postingOf(result: MoveResult): GamePosting {
  if (result.insufficient) throw new InsufficientBalance();
  return { posted: result.posted, balance: result.balance!, before: result.before! };
}

async function gamePost(db: Executor, move: GameMove, effect: Effect): Promise<GamePosting> {
  const row = moveRow(move, effect);
  const result = inTransactionAlready(db)
    ? (await postMany(db, [row]))[0]!
    : await laneOf(db).submit(move.userId, row);
  noticeBalance(move.userId);
  return postingOf(result);
}

const stakeOf = (amount: number): Effect => ({
  kind: 'game_bet',
  amount: -amount,
  stake: amount,
  win: 0,
  settles: false,
});
const winOf = (amount: number): Effect => ({
  kind: 'game_win',
  amount,
  stake: 0,
  win: amount,
  settles: true,
});

/**
 * A round our own games decide at once: stake and win (zero closes it) post in one statement, in order, as
 * `<round>:bet` and `<round>:win`. Only inside the caller's transaction: a stake the balance does not cover throws,
 * and the rollback takes the win with it.
 */
export async function playRound(
  tx: Transaction,
  move: Omit<GameMove, 'transactionId' | 'amount'>,
  stake: number,
  win: number,
): Promise<GamePosting> {
  const [staked, paid] = await postMany(tx, [
    moveRow({ ...move, transactionId: `${move.roundCode}:bet`, amount: stake }, stakeOf(stake)),
    moveRow({ ...move, transactionId: `${move.roundCode}:win`, amount: win }, winOf(win)),
  ]);
  postingOf(staked!);
  noticeBalance(move.userId);
  return postingOf(paid!);
}

/** A stake: game balance -> house, in one statement. Throws InsufficientBalance when the balance does not cover it. */
export function placeBet(db: Executor, move: GameMove): Promise<GamePosting> {
  return gamePost(db, move, stakeOf(move.amount));
}

/** A win: house -> game balance, settling the round; a win of zero only closes it. */
export function payWin(db: Executor, move: GameMove): Promise<GamePosting> {
  return gamePost(db, move, winOf(move.amount));
}

/**
 * Any other move a provider makes on a round, as the provider sends it: `amount` is signed from the player's side,
 * `stake` and `win` are what it changes on the round (signed; a refund of stake is a negative stake). A forced move
 * is one the provider has already applied on its side: it is never refused, and what the balance lacks becomes the
 * player's debt (DESIGN section 3), repaid first from the player's next game credits.
 */
export interface RoundMove extends Omit<GameMove, 'amount'> {
  amount: number;
  kind: Effect['kind'];
  stake: number;
  win: number;
  settles: boolean;
  forced: boolean;
}

export function moveRound(db: Executor, move: RoundMove): Promise<GamePosting> {
  const { kind, stake, win, settles, forced, amount, ...rest } = move;
  return gamePost(db, { ...rest, amount: Math.abs(amount) }, { kind, amount, stake, win, settles, forced });
}

/** Whether a player has a round of that code with the provider: a refund of an unknown round is refused. */
export async function roundExists(db: Executor, provider: string, userId: number, roundCode: string) {
  const [row] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.provider, provider),
        eq(gameRounds.roundCode, roundCode),
        eq(gameRounds.userId, userId),
      ),
    );
  return row !== undefined;
}

export async function gameBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, 'game')));
  return row?.balance ?? 0;
}

/** What a player owes the house from forced debits not yet repaid, in pya (zero when nothing). */
export async function gameDebt(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, 'debt')));
  return 0 - (row?.balance ?? 0);
}
