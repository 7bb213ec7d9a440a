// hot-path: every game round of every provider posts here
import type { KindOf, TransferRole } from '@zeya/contract/transfer-kinds';
import { and, eq } from 'drizzle-orm';
import { isTransaction, type Executor, type Transaction } from '../../db/client';
import { namedRows, namedStatement } from '../../db/statements';
import { ledgerAccounts } from '../../db/schema';
import { noticeBalance } from '../events/notices';
import { InsufficientBalance } from './ledger/post';
import { GroupCommit } from './group-commit';

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
  /**
   * For a move with an exact amount or a wager rule: the player's net game balance (balance less debt, with the
   * hundredths of a pya the account holds) before and after, in hundredths of a pya; negative when the player owes.
   */
  beforeExact: number | null;
  balanceExact: number | null;
}

const reference = (provider: string, transactionId: string) => `game:${provider}:${transactionId}`;

/** How a move changes the game balance (signed, player's side) and the round's stake and win. */
interface Effect {
  /** A provider's game moves only the kinds of provider games. */
  kind: KindOf<TransferRole, 'provider'>;
  amount: number;
  stake: number;
  win: number;
  settles: boolean;
  forced?: boolean;
  /** The move in hundredths of a pya (signed); `stake` and `win` are then in hundredths too. */
  exact?: number | null;
  rule?: WagerRule | null;
}

/** The round state a wager rule reads: `none` when the player has no round of that code. */
export type WagerState = 'none' | 'open' | 'settled' | 'void';

/**
 * What a provider's wager allows this move (checked in the statement that posts it, under the player's lock): the
 * states it may find the round in, what its amount may not exceed, and whether it puts a settled round back in play.
 */
export interface WagerRule {
  allowed: readonly WagerState[];
  bound?: 'stake' | 'win';
  reopens?: boolean;
}

/** One move as game_post_many reads it. */
export type MoveRow = Effect & Record<string, unknown>;
interface MoveResult {
  posted: boolean;
  balance: number | null;
  insufficient: boolean;
  before: number | null;
  refused: string | null;
  beforeExact: number | null;
  balanceExact: number | null;
}

/** The seamless wallet sends this statement for every bet and win, our own games for every round. */
const POST_MANY = namedStatement(
  'game_post_many',
  (param) =>
    `select posted, balance, insufficient, before_balance as "before", refused,
            before_exact as "beforeExact", balance_exact as "balanceExact"
     from game_post_many(${param('moves')}::jsonb)`,
);

const postMany = (db: Executor, moves: MoveRow[]) =>
  namedRows<MoveResult>(db, POST_MANY, { moves: JSON.stringify(moves) });

/**
 * Outside a transaction, moves of many players commit together (./group-commit.ts). Each is still accepted or refused
 * on its own: game_post answers each (insufficient, refused by its wager rule, a repeat) without failing the others.
 * A player's moves keep their order: simultaneous bets of one player would otherwise queue as waiters on the player's
 * balance row, which Postgres serves one wake-up at a time.
 */
const grouped = new GroupCommit<MoveRow, MoveResult>(postMany, (move) => move.userId as number);

/** A move but for its transaction id and amount: a round of our own games is two of them. */
export type MoveOfRound = Omit<GameMove, 'transactionId' | 'amount'>;

// Written out field by field: an object spread followed by more fields makes V8 create new hidden classes on every
// call, in the old generation (see ARCHITECTURE.md, "Hot paths").
function moveRow(move: MoveOfRound, transactionId: string, amount: number, effect: Effect): MoveRow {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Bad amount ${amount}`);
  const metadata: Record<string, unknown> = {
    provider: move.provider,
    game: move.gameCode,
    round: move.roundCode,
  };
  // The product names the game type within an aggregator: wagering contributions may be set per product.
  if (move.productCode) metadata.product = move.productCode;
  if (move.bonusCode) metadata.bonus_code = move.bonusCode;
  Object.assign(metadata, move.details);
  return {
    userId: move.userId,
    houseCode: move.houseCode,
    kind: effect.kind,
    amount: effect.amount,
    stake: effect.stake,
    win: effect.win,
    settles: effect.settles,
    force: effect.forced ?? false,
    exact: effect.exact ?? null,
    rule: effect.rule ?? null,
    reference: reference(move.provider, transactionId),
    provider: move.provider,
    gameCode: move.gameCode,
    productCode: move.productCode ?? null,
    roundCode: move.roundCode,
    bonusCode: move.bonusCode ?? null,
    metadata,
    at: move.at.toISOString(),
  };
}

/**
 * A move its wager rule refuses: nothing moved. `found` is what the round was found to be: a state (`none`, `open`,
 * `settled`, `void`), or the bound passed (`stake:<hundredths>`, `win:<hundredths>`).
 */
export class WagerRefused extends Error {
  constructor(readonly found: string) {
    super(`wager refused: ${found}`);
  }
}

function postingOf(result: MoveResult): GamePosting {
  if (result.refused !== null) throw new WagerRefused(result.refused);
  if (result.insufficient) throw new InsufficientBalance();
  return {
    posted: result.posted,
    balance: result.balance!,
    before: result.before!,
    beforeExact: result.beforeExact,
    balanceExact: result.balanceExact,
  };
}

async function gamePost(db: Executor, move: GameMove, amount: number, effect: Effect): Promise<GamePosting> {
  const row = moveRow(move, move.transactionId, amount, effect);
  const result = isTransaction(db) ? (await postMany(db, [row]))[0]! : await grouped.submit(db, row);
  noticeBalance(move.userId);
  return postingOf(result);
}

const stakeOf = (amount: number, settles = false): Effect => ({
  kind: 'game_bet',
  amount: -amount,
  stake: amount,
  win: 0,
  settles,
});
const winOf = (amount: number): Effect => ({
  kind: 'game_win',
  amount,
  stake: 0,
  win: amount,
  settles: true,
});

/**
 * The moves of a round our own games decide at once, as game_post_many reads them, in order: the stake as
 * `<round>:bet`, then the win as `<round>:win`. A round that pays nothing is its stake alone, which closes it (a win of
 * zero would move nothing and only close it, at the cost of a second posting). For a game whose own statement posts
 * them (a Digit Bet round, modules/digitbet/one-statement.ts) as for playRound.
 */
export function roundMoves(move: MoveOfRound, stake: number, win: number): MoveRow[] {
  const staked = moveRow(move, `${move.roundCode}:bet`, stake, stakeOf(stake, win === 0));
  return win === 0 ? [staked] : [staked, moveRow(move, `${move.roundCode}:win`, win, winOf(win))];
}

/**
 * A round our own games decide at once: its moves (roundMoves) post in one statement, in order. Only inside the
 * caller's transaction: a stake the balance does not cover throws, and the rollback takes the win with it.
 */
export async function playRound(
  tx: Transaction,
  move: MoveOfRound,
  stake: number,
  win: number,
): Promise<GamePosting> {
  const results = await postMany(tx, roundMoves(move, stake, win));
  postingOf(results[0]!);
  noticeBalance(move.userId);
  return postingOf(results.at(-1)!);
}

/** A stake: game balance -> house, in one statement. Throws InsufficientBalance when the balance does not cover it. */
export function placeBet(db: Executor, move: GameMove): Promise<GamePosting> {
  return gamePost(db, move, move.amount, stakeOf(move.amount));
}

/** A win: house -> game balance, settling the round; a win of zero only closes it. */
export function payWin(db: Executor, move: GameMove): Promise<GamePosting> {
  return gamePost(db, move, move.amount, winOf(move.amount));
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
  /** The move in hundredths of a pya (signed), when the provider's figures are finer than the pya; see Effect. */
  exact?: number | null;
  rule?: WagerRule | null;
}

export function moveRound(db: Executor, move: RoundMove): Promise<GamePosting> {
  const { kind, stake, win, settles, forced, exact, rule, amount } = move;
  return gamePost(db, move, Math.abs(amount), { kind, amount, stake, win, settles, forced, exact, rule });
}

export async function gameBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, 'game')));
  return row?.balance ?? 0;
}

const BALANCE_EXACT = namedStatement(
  'game_balance_exact',
  (param) =>
    `select coalesce(sum(balance * 100 + sub_pya), 0)::bigint as exact from ledger_accounts
     where user_id = ${param('userId')} and code in ('game', 'debt')`,
);

/**
 * The player's net game balance in hundredths of a pya: the game balance with the hundredths it carries, less what
 * the player owes (negative when the debt is the larger). What an aggregator is told the balance is.
 */
export async function gameBalanceExact(db: Executor, userId: number): Promise<number> {
  const [row] = await namedRows<{ exact: number }>(db, BALANCE_EXACT, { userId });
  return row?.exact ?? 0;
}

/** What a player owes the house from forced debits not yet repaid, in pya (zero when nothing). */
export async function gameDebt(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, 'debt')));
  return 0 - (row?.balance ?? 0);
}
