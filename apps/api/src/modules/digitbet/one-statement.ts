// hot-path: every Digit Bet round of a player who set no protection
import { isTransaction, type Executor, type Transaction } from '../../db/client';
import { fromJsonObject, namedRows, namedStatement } from '../../db/statements';
import { digitbetBets } from '../../db/schema';
import { noticeBalance } from '../../platform/events/notices';
import { roundMoves, type MoveOfRound, type MoveRow } from '../../platform/money/game-wallet';
import { GroupCommit } from '../../platform/money/group-commit';
import { InsufficientBalance } from '../../platform/money/ledger/post';
import { rollDigit } from './fairness';
import { PairsInPlay, type Seed } from './pairs';

/** What a round's statement answers (migration 0034, db/sql/digitbet_play.sql). */
interface Answer {
  status: 'played' | 'guarded' | 'stale' | 'insufficient';
  balance: number | null;
  history: Record<string, unknown>[] | null;
}

export type BetType = 'digit' | 'big' | 'small';
type Bet = typeof digitbetBets.$inferSelect;
/** A recorded round with the pair it was rolled on. */
export type HistoryRow = Bet & { serverSeedHash: string; clientSeed: string };

/** A round as the statement reads it. */
interface RoundRow {
  userId: number;
  seedId: number;
  nonce: number;
  betType: BetType;
  digit: number | null;
  betAmount: number;
  multiplier: number;
  stakeAmount: number;
  rolled: number;
  payout: number;
  at: string;
  /** The stake, then the win when the round pays (roundMoves). */
  moves: MoveRow[];
  historyLength: number;
  /** The round is played in a transaction that has checked the player's protection. */
  protectionChecked: boolean;
}

const PLAY_MANY = namedStatement(
  'digitbet_play_many',
  (param) => `select status, balance, history from digitbet_play_many(${param('rounds')}::jsonb)`,
);

const playMany = (db: Executor, rounds: RoundRow[]) =>
  namedRows<Answer>(db, PLAY_MANY, { rounds: JSON.stringify(rounds) });

/** A round's moves on the game wallet, whichever way it is played. */
export function roundMove(
  userId: number,
  seed: Seed,
  nonce: number,
  betType: BetType,
  at: Date,
): MoveOfRound {
  return {
    provider: 'digitbet',
    houseCode: 'digitbet',
    userId,
    // One game in the game logs, "Digit Bet"; the bet type stays on each transfer.
    gameCode: 'digit-bet',
    roundCode: `${seed.id}:${nonce}`,
    at,
    details: { bet_type: betType },
  };
}

/** Rounds of different players that arrive together go in one statement and one commit. */
const grouped = new GroupCommit<RoundRow, Answer>(playMany, (round) => round.userId);
const pairs = new PairsInPlay();

/** Rolls on a stale guess of the pair before the round goes the transaction's way. */
const TRIES = 3;

export interface RoundAsked {
  userId: number;
  betType: BetType;
  digit: number | null;
  betAmount: number;
  multiplier: number;
  /** pya: bet amount x multiplier */
  stake: number;
  historyLength: number;
  /** pya the round pays for the digit rolled: 0 when it loses. */
  payoutOf: (rolled: number) => number;
  clock: { now(): Date };
}

/**
 * Plays a round in one statement: rolled here for the nonce the player's pair is expected at, posted (stake and win),
 * recorded and answered with the history by digitbet_play_many, which checks the pair is at that nonce. Null when the
 * round must go the transaction's way: the player set protection, or the pair kept moving under the guesses. Throws
 * InsufficientBalance when the game balance does not cover the stake.
 */
export async function playAtOnce(db: Executor, asked: RoundAsked) {
  for (let tries = 0; tries < TRIES; tries += 1) {
    const at = asked.clock.now();
    const { seed, nonce } = await pairs.take(db, asked.userId, at);
    const answer = await send(db, asked, seed, nonce, at, false);
    if (answer.status === 'played') return played(asked, answer);
    pairs.forget(db, asked.userId, seed);
    if (answer.status === 'insufficient') throw new InsufficientBalance();
    if (answer.status === 'guarded') return null;
  }
  return null;
}

/**
 * A round of a player whose protection `tx` has just checked, on the pair `tx` holds locked (at its next nonce).
 * Throws InsufficientBalance when the game balance does not cover the stake.
 */
export async function playChecked(tx: Transaction, asked: RoundAsked, seed: Seed, at: Date) {
  const answer = await send(tx, asked, seed, seed.nextNonce, at, true);
  if (answer.status === 'played') return played(asked, answer);
  if (answer.status === 'insufficient') throw new InsufficientBalance();
  throw new Error(`Digit Bet round on a locked pair answered ${answer.status}`);
}

/** Rolls the round at `nonce` of `seed` and sends it: alone inside a transaction, in a group outside one. */
function send(
  db: Executor,
  asked: RoundAsked,
  seed: Seed,
  nonce: number,
  at: Date,
  protectionChecked: boolean,
) {
  const rolled = rollDigit(seed.serverSeed, seed.clientSeed, nonce);
  const payout = asked.payoutOf(rolled);
  const row: RoundRow = {
    userId: asked.userId,
    seedId: seed.id,
    nonce,
    betType: asked.betType,
    digit: asked.digit,
    betAmount: asked.betAmount,
    multiplier: asked.multiplier,
    stakeAmount: asked.stake,
    rolled,
    payout,
    at: at.toISOString(),
    moves: roundMoves(roundMove(asked.userId, seed, nonce, asked.betType, at), asked.stake, payout),
    historyLength: asked.historyLength,
    protectionChecked,
  };
  return isTransaction(db) ? playMany(db, [row]).then(first) : grouped.submit(db, row);
}

const first = (answers: Answer[]) => answers[0]!;

function played(asked: RoundAsked, answer: Answer) {
  noticeBalance(asked.userId);
  const history = answer.history!.map((round) => fromJsonObject<HistoryRow>(digitbetBets, round));
  return { history, balance: answer.balance! };
}
