import { and, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../db/client';
import { gameRounds, ledgerAccounts, ledgerTransfers } from '../db/schema';
import { houseAccount } from './ledger/accounts';
import { InsufficientBalance, postTransfer } from './ledger/post';
import { withRetry } from './ledger/transaction';
import { KeyedBatcher } from './keyed-batcher';

/**
 * The one way games touch money: bets leave the player's game balance for the game's house account, wins come back,
 * each posting at most once per (provider, transaction id), every round recorded for the game logs, and a provider's
 * rollback reverses exactly the postings of the round it names, once.
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
}

/** After a move: whether it posted now (false: the transaction id was seen before) and the game balance. */
export interface GamePosting {
  posted: boolean;
  balance: number;
}

const reference = (move: Pick<GameMove, 'provider' | 'transactionId'>) =>
  `game:${move.provider}:${move.transactionId}`;

/** How a move changes the game balance (signed, player's side) and the round's stake and win. */
interface Effect {
  kind: 'game_bet' | 'game_win' | 'game_adjustment';
  amount: number;
  stake: number;
  win: number;
  settles: boolean;
}

/** One move as game_post_many reads it. */
type MoveRow = Effect & Record<string, unknown>;
interface MoveResult {
  posted: boolean;
  balance: number | null;
  insufficient: boolean;
}

/** Prepared once per executor: the seamless wallet sends this statement for every bet and win. */
const prepared = new WeakMap<Executor, ReturnType<typeof preparePostMany>>();

function preparePostMany(db: Executor) {
  return db
    .select({
      posted: sql<boolean>`posted`,
      balance: sql<number | null>`balance`,
      insufficient: sql<boolean>`insufficient`,
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

function moveRow(move: GameMove, effect: Effect): MoveRow {
  if (!Number.isSafeInteger(move.amount) || move.amount < 0) throw new Error(`Bad amount ${move.amount}`);
  return {
    userId: move.userId,
    houseCode: move.houseCode,
    ...effect,
    reference: reference(move),
    provider: move.provider,
    gameCode: move.gameCode,
    productCode: move.productCode ?? null,
    roundCode: move.roundCode,
    metadata: { provider: move.provider, game: move.gameCode, round: move.roundCode, ...move.details },
    at: move.at.toISOString(),
  };
}

function postingOf(result: MoveResult): GamePosting {
  if (result.insufficient) throw new InsufficientBalance();
  return { posted: result.posted, balance: result.balance! };
}

async function gamePost(db: Executor, move: GameMove, effect: Effect): Promise<GamePosting> {
  const row = moveRow(move, effect);
  const result = inTransactionAlready(db)
    ? (await postMany(db, [row]))[0]!
    : await laneOf(db).submit(move.userId, row);
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
 * A provider's correction of a settled round (a resettlement or adjustment): `amount` is signed from the player's
 * side and changes the round's win, not its stake. A rollback never reverses it: it is not a stake or a win.
 */
export function adjustRound(db: Executor, move: GameMove & { signedAmount: number }): Promise<GamePosting> {
  return gamePost(
    db,
    { ...move, amount: Math.abs(move.signedAmount) },
    { kind: 'game_adjustment', amount: move.signedAmount, stake: 0, win: move.signedAmount, settles: true },
  );
}

export interface RoundReversal {
  provider: string;
  houseCode: string;
  userId: number;
  roundCode: string;
  /** Reverse the round's stakes (a cancel refunds them) or its wins (a rollback takes them back). */
  side: 'bets' | 'wins';
  at: Date;
  details?: Record<string, unknown>;
}

/** Whether a player has a round of that code with the provider: a rollback of an unknown round is refused. */
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

/**
 * Reverses every not yet reversed stake (or win) of a round: each reversal is the exact opposite transfer with the
 * reference `game-reversal:<transfer id>`, so no transfer is reversed twice however often the provider repeats
 * itself. The round's totals follow; a round whose stakes are all refunded is void. Returns the amount reversed.
 */
export async function reverseRound(
  tx: Transaction,
  input: RoundReversal,
): Promise<GamePosting & { amount: number }> {
  const kind = input.side === 'bets' ? 'game_bet' : 'game_win';
  const reversal = alias(ledgerTransfers, 'reversal');
  const open = await tx
    .select({ id: ledgerTransfers.id, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.playerId, input.userId),
        sql`${ledgerTransfers.metadata}->>'round' = ${input.roundCode}`,
        eq(ledgerTransfers.kind, kind),
        sql`${ledgerTransfers.metadata}->>'provider' = ${input.provider}`,
        notExists(
          tx
            .select({ id: reversal.id })
            .from(reversal)
            .where(eq(reversal.reference, sql`'game-reversal:' || ${ledgerTransfers.id}`)),
        ),
      ),
    )
    .orderBy(ledgerTransfers.id);
  const house = await houseAccount(tx, input.houseCode, input.at);
  const player = { userId: input.userId, code: 'game' as const };
  let amount = 0;
  for (const transfer of open) {
    const result = await postTransfer(tx, {
      debit: input.side === 'bets' ? house : player,
      credit: input.side === 'bets' ? player : house,
      amount: transfer.amount,
      kind: `${kind}_reversal`,
      reference: `game-reversal:${transfer.id}`,
      playerId: input.userId,
      metadata: { provider: input.provider, round: input.roundCode, reverses: transfer.id, ...input.details },
      at: input.at,
    });
    if (result.posted) amount += transfer.amount;
  }
  if (amount > 0) await takeFromRound(tx, input, amount);
  return { posted: amount > 0, amount, balance: await gameBalance(tx, input.userId) };
}

async function takeFromRound(tx: Transaction, input: RoundReversal, amount: number) {
  const totals =
    input.side === 'bets'
      ? {
          bet: sql`${gameRounds.bet} - ${amount}`,
          status: sql`case when ${gameRounds.bet} - ${amount} = 0 then 'void' else ${gameRounds.status} end`,
        }
      : { win: sql`${gameRounds.win} - ${amount}` };
  await tx
    .update(gameRounds)
    .set(totals)
    .where(
      and(
        eq(gameRounds.provider, input.provider),
        eq(gameRounds.roundCode, input.roundCode),
        eq(gameRounds.userId, input.userId),
      ),
    );
}

export async function gameBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, 'game')));
  return row?.balance ?? 0;
}
