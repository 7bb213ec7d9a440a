// hot-path: every Digit Bet round
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { columnsOf, namedRows, namedStatement } from '../../db/statements';
import { digitbetBets, digitbetSeeds } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { InsufficientBalance } from '../../platform/money/ledger/post';
import { inTransaction } from '../../db/transaction';
import { guardStakeOn } from '../../platform/protection/guard';
import { checkMaximum, toKyat, toPya } from '../../platform/money/money';
import { playAtOnce, playChecked, type BetType, type HistoryRow, type RoundAsked } from './one-statement';
import { activeSeed, lockedPair, rotatePair } from './pairs';

const HISTORY_LENGTH = 20;

/** Payout multipliers in hundredths, so that payouts stay whole pya: 9x = 900, 1.95x = 195. */
export function payoutPercents(deps: AppDeps): Record<BetType, number> {
  const bigSmall = Math.round(deps.config.DIGITBET_BIG_SMALL_PAYOUT * 100);
  return { digit: Math.round(deps.config.DIGITBET_DIGIT_PAYOUT * 100), big: bigSmall, small: bigSmall };
}

/** The chance of winning each bet is 1/10 for a digit and 5/10 for big or small: RTP = chance x payout. */
export function rtp(deps: AppDeps): Record<BetType, number> {
  const percents = payoutPercents(deps);
  return { digit: percents.digit / 1000, big: percents.big / 200, small: percents.small / 200 };
}

export function wins(betType: BetType, digit: number | null, rolled: number): boolean {
  if (betType === 'digit') return rolled === digit;
  return betType === 'big' ? rolled >= 5 : rolled <= 4;
}

type Bet = typeof digitbetBets.$inferSelect;

export interface DigitBet {
  bet_type: BetType;
  digit: number | null;
  bet_amount: number;
  multiplier: number;
}

/**
 * One roll, decided here: the next nonce of the player's seed pair gives the digit. Stake = bet amount x multiplier
 * from the game balance; a win pays stake x payout back, with the stake. Returns the round, the game balance after
 * it and the player's history that ends with it. A player who set no protection plays in one statement
 * (./one-statement.ts); one who did, in a transaction that checks it first.
 */
export async function playDigitBet(deps: AppDeps, userId: number, bet: DigitBet) {
  const betAmount = toPya(bet.bet_amount);
  const stake = checkMaximum(betAmount * bet.multiplier, deps.config.MAX_TRANSACTION_KS, 'bet_amount');
  const digit = bet.bet_type === 'digit' ? bet.digit : null;
  const percent = payoutPercents(deps)[bet.bet_type];
  const payoutOf = (rolled: number) =>
    wins(bet.bet_type, digit, rolled) ? Math.floor((stake * percent) / 100) : 0;
  const asked: RoundAsked = {
    userId,
    betType: bet.bet_type,
    digit,
    betAmount,
    multiplier: bet.multiplier,
    stake,
    payoutOf,
    historyLength: HISTORY_LENGTH,
    clock: deps.clock,
  };
  try {
    const played =
      (await playAtOnce(deps.db, asked)) ?? (await inTransaction(deps.db, (tx) => playGuarded(tx, asked)));
    const history = played.history.map(historyView).sort((a, b) => b.id - a.id);
    return { round: history[0]!, history, balance: played.balance };
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('bet_amount', 'amount_insufficient');
    throw error;
  }
}

/** A round of a player who set protection: the stake is checked against it under the player's lock first. */
async function playGuarded(tx: Transaction, asked: RoundAsked) {
  const at = asked.clock.now();
  const { seed, protection } = await lockedPair(tx, asked.userId, at);
  await guardStakeOn(tx, protection, asked.stake, at, 'bet_amount');
  return playChecked(tx, asked, seed, at);
}

const HISTORY_COLUMNS = `${columnsOf(digitbetBets, 'b')}, s.server_seed_hash as "serverSeedHash", s.client_seed as "clientSeed"`;
const HISTORY_FROM = `digitbet_bets b join digitbet_seeds s on s.id = b.seed_id`;

const HISTORY = namedStatement(
  'digitbet_history',
  (param) =>
    `select ${HISTORY_COLUMNS} from ${HISTORY_FROM}
     where b.user_id = ${param('userId')} order by b.id desc limit ${param('length')}`,
);

/** The player's latest rounds with the seed pair each came from (its server seed only once revealed). */
export async function digitBetHistory(deps: AppDeps, userId: number) {
  const rows = await namedRows<HistoryRow>(deps.db, HISTORY, { userId, length: HISTORY_LENGTH });
  return rows.map(historyView);
}

const historyView = ({ serverSeedHash, clientSeed, ...bet }: HistoryRow) =>
  roundView(bet, serverSeedHash, clientSeed);

export function roundView(bet: Bet, serverSeedHash: string, clientSeed: string) {
  return {
    id: bet.id,
    timestamp: bet.createdAt.toISOString(),
    betType: bet.betType,
    digit: bet.digit,
    bet_amount: toKyat(bet.betAmount),
    multiplier: bet.multiplier,
    rolledNumber: bet.rolled,
    outcome: bet.payout > 0 ? ('win' as const) : ('lose' as const),
    win_amount: toKyat(bet.payout),
    profit: toKyat(bet.payout - bet.stake),
    nonce: bet.nonce,
    server_seed_hash: serverSeedHash,
    client_seed: clientSeed,
  };
}

/** The active pair (hash only) and every revealed pair with how many rounds it decided. */
export async function fairnessOf(deps: AppDeps, userId: number) {
  const active = await inTransaction(deps.db, (tx) => activeSeed(tx, userId, deps.clock.now()));
  const revealed = await deps.db
    .select({ seed: digitbetSeeds, rounds: count(digitbetBets.id) })
    .from(digitbetSeeds)
    .leftJoin(digitbetBets, eq(digitbetBets.seedId, digitbetSeeds.id))
    .where(and(eq(digitbetSeeds.userId, userId), eq(digitbetSeeds.active, false)))
    .groupBy(digitbetSeeds.id)
    .orderBy(desc(digitbetSeeds.id));
  const percents = payoutPercents(deps);
  return {
    server_seed_hash: active.serverSeedHash,
    client_seed: active.clientSeed,
    next_nonce: active.nextNonce,
    payouts: { digit: percents.digit / 100, big: percents.big / 100, small: percents.small / 100 },
    rtp: rtp(deps),
    revealed: revealed.map(({ seed, rounds }) => ({
      server_seed: seed.serverSeed,
      server_seed_hash: seed.serverSeedHash,
      client_seed: seed.clientSeed,
      rounds,
    })),
  };
}

/** A new client seed starts a new pair: the old server seed is revealed, a fresh one is committed to by its hash. */
export async function rotateSeeds(deps: AppDeps, userId: number, clientSeed: string) {
  await inTransaction(deps.db, (tx) => rotatePair(tx, userId, clientSeed, deps.clock.now()));
  return fairnessOf(deps, userId);
}
