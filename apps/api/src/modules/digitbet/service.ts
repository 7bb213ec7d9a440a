// hot-path: every Digit Bet round
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { columnsOf, namedRows, namedStatement } from '../../db/statements';
import { digitbetBets, digitbetSeeds } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { playRound } from '../../platform/money/game-wallet';
import { InsufficientBalance } from '../../platform/money/ledger/post';
import { inTransaction } from '../../db/transaction';
import { guardStakeOn, lockedProtectionColumn } from '../../platform/protection/guard';
import { checkMaximum, toKyat, toPya } from '../../platform/money/money';
import { hashSeed, newClientSeed, newServerSeed, rollDigit } from './fairness';

export type BetType = 'digit' | 'big' | 'small';
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

type Seed = typeof digitbetSeeds.$inferSelect;
type Bet = typeof digitbetBets.$inferSelect;

/** The player's active seed pair, locked for this transaction; the first bet creates it. */
async function activeSeed(tx: Transaction, userId: number, at: Date): Promise<Seed> {
  const [seed] = await tx
    .select()
    .from(digitbetSeeds)
    .where(and(eq(digitbetSeeds.userId, userId), eq(digitbetSeeds.active, true)))
    .for('update');
  return seed ?? createSeed(tx, userId, at);
}

async function createSeed(tx: Transaction, userId: number, at: Date): Promise<Seed> {
  const serverSeed = newServerSeed();
  const [created] = await tx
    .insert(digitbetSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: hashSeed(serverSeed),
      clientSeed: newClientSeed(),
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? activeSeed(tx, userId, at);
}

const NEXT_NONCE = namedStatement(
  'digitbet_next_nonce',
  (param) =>
    `update digitbet_seeds set next_nonce = next_nonce + 1 where user_id = ${param('userId')} and active
     returning ${columnsOf(digitbetSeeds)}, ${lockedProtectionColumn(param('userId'))}`,
);

type Roll = { seed: Seed; nonce: number; protection: Record<string, unknown> | null };

/**
 * Takes the next nonce of the player's active pair in one statement (the row stays locked until commit), with the
 * player's protection row, locked, for guardStakeOn.
 */
async function nextRoll(tx: Transaction, userId: number, at: Date): Promise<Roll> {
  const [taken] = await namedRows<Seed & { protection: Record<string, unknown> | null }>(tx, NEXT_NONCE, {
    userId,
  });
  if (!taken) {
    await createSeed(tx, userId, at);
    return nextRoll(tx, userId, at);
  }
  const { protection, ...seed } = taken;
  return { seed, nonce: seed.nextNonce - 1, protection };
}

export interface DigitBet {
  bet_type: BetType;
  digit: number | null;
  bet_amount: number;
  multiplier: number;
}

/**
 * One roll, decided here: the next nonce of the player's seed pair gives the digit. Stake = bet amount x multiplier
 * from the game balance; a win pays stake x payout back, in the same transaction. Returns the round, the game balance
 * after it and the player's history that ends with it.
 */
export async function playDigitBet(deps: AppDeps, userId: number, bet: DigitBet) {
  const betAmount = toPya(bet.bet_amount);
  const stake = checkMaximum(betAmount * bet.multiplier, deps.config.MAX_TRANSACTION_KS, 'bet_amount');
  const digit = bet.bet_type === 'digit' ? bet.digit : null;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const at = deps.clock.now();
      const { seed, nonce, protection } = await nextRoll(tx, userId, at);
      await guardStakeOn(tx, protection, stake, at, 'bet_amount');
      const rolled = rollDigit(seed.serverSeed, seed.clientSeed, nonce);
      const payout = wins(bet.bet_type, digit, rolled)
        ? Math.floor((stake * payoutPercents(deps)[bet.bet_type]) / 100)
        : 0;
      const move = {
        provider: 'digitbet',
        houseCode: 'digitbet',
        userId,
        // One game in the game logs, "Digit Bet"; the bet type stays on each transfer.
        gameCode: 'digit-bet',
        roundCode: `${seed.id}:${nonce}`,
        at,
        details: { bet_type: bet.bet_type },
      };
      const { balance } = await playRound(tx, move, stake, payout);
      const rounds = await namedRows<HistoryRow>(tx, RECORD_ROUND, {
        userId,
        seedId: seed.id,
        nonce,
        betType: bet.bet_type,
        digit,
        betAmount,
        multiplier: bet.multiplier,
        stake,
        rolled,
        payout,
        at,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        before: HISTORY_LENGTH - 1,
      });
      const history = rounds.map(historyView).sort((a, b) => b.id - a.id);
      return { round: history[0]!, history, balance };
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('bet_amount', 'amount_insufficient');
    throw error;
  }
}

type HistoryRow = Bet & { serverSeedHash: string; clientSeed: string };

const HISTORY_COLUMNS = `${columnsOf(digitbetBets, 'b')}, s.server_seed_hash as "serverSeedHash", s.client_seed as "clientSeed"`;
const HISTORY_FROM = `digitbet_bets b join digitbet_seeds s on s.id = b.seed_id`;

/**
 * A round recorded, with the rounds before it that the reply lists: one statement. (The insert is not yet visible
 * to the select beside it, which is why the new round comes from the insert's own rows.)
 */
const RECORD_ROUND = namedStatement(
  'digitbet_record_round',
  (param) =>
    `with b as (
       insert into digitbet_bets (user_id, seed_id, nonce, bet_type, digit, bet_amount, multiplier, stake, rolled,
                                  payout, created_at)
       values (${param('userId')}, ${param('seedId')}, ${param('nonce')}, ${param('betType')}, ${param('digit')},
               ${param('betAmount')}, ${param('multiplier')}, ${param('stake')}, ${param('rolled')},
               ${param('payout')}, ${param('at')})
       returning *
     )
     select ${columnsOf(digitbetBets, 'b')}, ${param('serverSeedHash')}::text as "serverSeedHash",
            ${param('clientSeed')}::text as "clientSeed"
     from b
     union all
     (select ${HISTORY_COLUMNS} from ${HISTORY_FROM}
      where b.user_id = ${param('userId')} order by b.id desc limit ${param('before')})`,
);

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

/**
 * Ends the player's active pair (its server seed is revealed) and commits to a fresh server seed with `clientSeed`
 * (the ending pair's client seed when none is given). Returns the pair that ended and the one now in play.
 */
export async function rotatePair(tx: Transaction, userId: number, clientSeed: string | undefined, at: Date) {
  const ended = await activeSeed(tx, userId, at);
  await tx.update(digitbetSeeds).set({ active: false, revealedAt: at }).where(eq(digitbetSeeds.id, ended.id));
  const serverSeed = newServerSeed();
  const [next] = await tx
    .insert(digitbetSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: hashSeed(serverSeed),
      clientSeed: clientSeed ?? ended.clientSeed,
      createdAt: at,
    })
    .returning();
  return { ended, next: next! };
}

/** A new client seed starts a new pair: the old server seed is revealed, a fresh one is committed to by its hash. */
export async function rotateSeeds(deps: AppDeps, userId: number, clientSeed: string) {
  await inTransaction(deps.db, (tx) => rotatePair(tx, userId, clientSeed, deps.clock.now()));
  return fairnessOf(deps, userId);
}
