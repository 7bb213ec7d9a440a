import { pushedWager, type PushedWager } from '@zeya/contract/seamless';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../../db/client';
import { gameRounds, ledgerAccounts, ledgerTransfers, providerWagers } from '../../../db/schema';
import { moveRound, type RoundMove } from '../../../platform/money/game-wallet';
import { inTransaction } from '../../../db/transaction';
import { flagForReview } from '../../../platform/providers/provider-reviews';
import { bonusCodeOf, WBET } from './actions';
import { figurePya, isCurrency, toExact, type Currency } from './currency';
import { memberPlayerId } from './members';
import { compareWager } from './reconciliation';
import { GSCPLUS, GSCPLUS_HOUSE } from './settings';
import type { ListedWager } from './wager-list';

/** The aggregator's times: milliseconds in its examples, seconds elsewhere; 0 or nothing is unknown. */
export function momentOf(value: string | number | null | undefined): Date | null {
  const numeric = Number(value);
  if (!value || !Number.isFinite(numeric) || numeric <= 0) return null;
  return new Date(numeric > 1e12 ? numeric : numeric * 1000);
}

const SETTLED = new Set(['SETTLED', 'RESETTLED', 'BONUS']);
const VOID = 'VOID';

/** A wager that could not be read is named by its code when it has one, else by its place in the batch. */
function nameOf(raw: unknown, index: number) {
  const code = (raw as { wager_code?: unknown } | null)?.wager_code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : `#${index}`;
}

/**
 * Push bet data (the document's section 1.4): a report of each wager, kept one row per wager code (a later report
 * replaces the earlier one). It moves no money (its section 3.12), except for WBET, whose wins the operator pays from
 * this feed (its section 1.3): there each status it reports is applied to the round once. For any other product, a
 * settled or void wager our round disagrees with is recorded for an operator, as reconciliation records it. Wagers
 * are taken one by one; one that cannot be read is named in the answer and the others are still taken.
 */
export async function takePushedWagers(
  db: Database,
  wagers: unknown[],
  reviewAbove: number,
  now: Date,
): Promise<string[]> {
  const unreadable: string[] = [];
  for (const [index, raw] of wagers.entries()) {
    const parsed = pushedWager.safeParse(raw);
    const name = parsed.success ? parsed.data.wager_code : nameOf(raw, index);
    if (!parsed.success || !isCurrency(parsed.data.currency)) {
      unreadable.push(`${name}: ${parsed.success ? `currency ${parsed.data.currency}` : 'malformed'}`);
      continue;
    }
    const userId = await memberPlayerId(db, parsed.data.member_account);
    const problem = await takeWager(db, parsed.data, parsed.data.currency, userId, reviewAbove, now);
    if (problem) unreadable.push(`${name}: ${problem}`);
  }
  return unreadable;
}

async function takeWager(
  db: Database,
  wager: PushedWager,
  currency: Currency,
  userId: number | null,
  reviewAbove: number,
  now: Date,
): Promise<string | null> {
  const figures = [wager.bet_amount, wager.valid_bet_amount, wager.prize_amount, wager.tip_amount].map(
    (amount) => figurePya(currency, magnitude(amount)),
  );
  if (figures.some((figure) => figure === null)) return 'amount out of range';
  const [betAmount = 0, validBetAmount = 0, prizeAmount = 0, tipAmount = 0] = figures as number[];
  await storeReport(db, wager, userId, { betAmount, validBetAmount, prizeAmount, tipAmount }, now);
  if (!SETTLED.has(wager.wager_status) && wager.wager_status !== VOID) return null;
  if (wager.product_code !== WBET) {
    await compareWager(db, listedOf(wager), 'pushbetdata', now);
    return null;
  }
  if (userId === null) return 'unknown member';
  await inTransaction(db, async (tx) => {
    await keepWbetInStep(tx, { wager, currency, userId, reviewAbove, at: now });
    // What it could not bring in step (a stake not ours to return, a void round settled again) is left recorded.
    await compareWager(tx, listedOf(wager), 'pushbetdata', now);
  });
  return null;
}

const magnitude = (amount: string) => amount.trim().replace(/^[+-]/, '');

/** A pushed wager as the wager list gives one, for the comparison reconciliation makes. */
function listedOf(wager: PushedWager): ListedWager {
  return {
    code: wager.wager_code,
    memberAccount: wager.member_account,
    currency: wager.currency,
    productCode: wager.product_code,
    gameCode: wager.game_code === null || wager.game_code === undefined ? null : String(wager.game_code),
    wagerType: wager.wager_type.toUpperCase(),
    status: wager.wager_status,
    betAmount: wager.bet_amount,
    prizeAmount: wager.prize_amount,
    settledAt: momentOf(wager.settled_at)?.getTime() ?? 0,
    payload: wager.payload,
  };
}

async function storeReport(
  db: Executor,
  wager: PushedWager,
  userId: number | null,
  amounts: { betAmount: number; validBetAmount: number; prizeAmount: number; tipAmount: number },
  now: Date,
) {
  await db
    .insert(providerWagers)
    .values({
      wagerCode: wager.wager_code,
      provider: GSCPLUS,
      memberAccount: wager.member_account,
      userId,
      currency: wager.currency,
      productCode: String(wager.product_code),
      gameCode: String(wager.game_code ?? ''),
      gameType: String(wager.game_type ?? ''),
      wagerType: wager.wager_type,
      wagerStatus: wager.wager_status,
      ...amounts,
      createdAt: momentOf(wager.created_at),
      settledAt: momentOf(wager.settled_at),
      receivedAt: now,
    })
    .onConflictDoUpdate({
      target: providerWagers.wagerCode,
      set: {
        wagerType: sql`excluded.wager_type`,
        wagerStatus: sql`excluded.wager_status`,
        betAmount: sql`excluded.bet_amount`,
        validBetAmount: sql`excluded.valid_bet_amount`,
        prizeAmount: sql`excluded.prize_amount`,
        tipAmount: sql`excluded.tip_amount`,
        settledAt: sql`excluded.settled_at`,
        receivedAt: sql`excluded.received_at`,
      },
    });
}

/** A WBET wager pushed, to be applied to the player's round. */
interface WbetPush {
  wager: PushedWager;
  currency: Currency;
  userId: number;
  /** pya: a win paid above this is flagged for review. */
  reviewAbove: number;
  at: Date;
}

type Round = Pick<typeof gameRounds.$inferSelect, 'betExact' | 'winExact' | 'status'>;

/**
 * The player's round of the wager, or null. The player's game account is locked first, as every game posting locks it
 * first: what the round has been paid stays true until this push's moves commit, and two copies of one push (or a
 * push and a callback) take their turns instead of both moving the same difference.
 */
async function lockedRound(tx: Transaction, userId: number, wagerCode: string): Promise<Round | null> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, 'game')))
    .for('no key update');
  const [round] = await tx
    .select({ betExact: gameRounds.betExact, winExact: gameRounds.winExact, status: gameRounds.status })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.provider, GSCPLUS),
        eq(gameRounds.roundCode, wagerCode),
        eq(gameRounds.userId, userId),
      ),
    );
  return round ?? null;
}

/**
 * Brings the WBET round to what the push reports, computed from what the round holds now, so a push applied already
 * (or a copy of it) moves nothing: SETTLED, BONUS and RESETTLED move the win to the reported prize, up or down (a
 * prize of 0 closes the round); VOID takes back the win paid and returns the stake. A move's transaction id is its
 * wager, status, settlement time and figure: the ledger's unique reference stops a second posting of it even so.
 */
async function keepWbetInStep(tx: Transaction, push: WbetPush) {
  const round = await lockedRound(tx, push.userId, push.wager.wager_code);
  if (push.wager.wager_status === VOID) return voidRound(tx, push, round);
  // Settled again after we voided it: the stake would have to be taken again, which an operator decides.
  if (round?.status === 'void') return;
  return settleRound(tx, push, round);
}

function moveId({ wager }: WbetPush, figure: string | number) {
  const settledAt = momentOf(wager.settled_at)?.getTime() ?? 0;
  return `wbet:${wager.wager_code}:${wager.wager_status}:${settledAt}:${figure}`;
}

async function settleRound(tx: Transaction, push: WbetPush, round: Round | null) {
  // Exactly, to the fourth decimal, as a deposit of it would be paid (currency.ts).
  const prize = toExact(push.currency, magnitude(push.wager.prize_amount)) ?? 0;
  const difference = prize - (round?.winExact ?? 0);
  // Nothing to pay and no round to close: there is no stake of ours in it.
  if (difference === 0 && round?.status !== 'open') return;
  const posted = await move(tx, push, {
    transactionId: moveId(push, prize),
    exact: difference,
    kind: difference < 0 ? 'game_win_reversal' : 'game_win',
    stake: 0,
    win: difference,
    settles: true,
    // A lower figure is the provider's, already applied on its side: taken back even into debt.
    forced: difference < 0,
  });
  if (posted && difference > push.reviewAbove * 100)
    await flagForReview(tx, {
      provider: GSCPLUS,
      kind: 'large_credit',
      subject: `wbet:${push.wager.wager_code}`,
      userId: push.userId,
      roundCode: push.wager.wager_code,
      amount: Math.trunc(difference / 100),
      details: { paid_by: 'pushbetdata', currency: push.currency, sent: push.wager.prize_amount },
      at: push.at,
    });
}

/**
 * A void wager: the win paid is taken back (forced: the provider has voided it already) and the stake returned, which
 * leaves the round void. Only a stake a BET of this wager took through /withdraw is ours to return; what the round
 * holds beyond that stays, for an operator.
 */
async function voidRound(tx: Transaction, push: WbetPush, round: Round | null) {
  if (!round || round.status === 'void') return;
  if (round.winExact > 0)
    await move(tx, push, {
      transactionId: moveId(push, `win:${round.winExact}`),
      exact: -round.winExact,
      kind: 'game_win_reversal',
      stake: 0,
      win: -round.winExact,
      settles: false,
      forced: true,
    });
  const stake = Math.min(round.betExact, await stakeBetByWithdraw(tx, push));
  if (stake > 0)
    await move(tx, push, {
      transactionId: moveId(push, `stake:${stake}`),
      exact: stake,
      kind: 'game_bet_reversal',
      stake: -stake,
      win: 0,
      settles: false,
      forced: false,
    });
}

/**
 * What the player staked on the wager by BET transactions of /withdraw, in hundredths of a pya, to within what the
 * carry of the fourth decimal moved: each such transfer posted its exact figure to the pya below or above.
 */
async function stakeBetByWithdraw(tx: Transaction, { wager, userId }: WbetPush): Promise<number> {
  const [row] = await tx
    .select({
      staked: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)`,
      transfers: sql<string>`count(*)`,
    })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.playerId, userId),
        eq(ledgerTransfers.kind, 'game_bet'),
        sql`${ledgerTransfers.metadata}->>'round' = ${wager.wager_code}`,
        sql`${ledgerTransfers.metadata}->>'provider' = ${GSCPLUS}`,
        sql`${ledgerTransfers.metadata}->>'action' = 'BET'`,
      ),
    );
  return (Number(row?.staked ?? 0) + Number(row?.transfers ?? 0)) * 100;
}

/** A move of a WBET round in hundredths of a pya: `exact`, `stake` and `win` (see platform/money/game-wallet.ts). */
type Effect = Pick<RoundMove, 'transactionId' | 'kind' | 'stake' | 'win' | 'settles' | 'forced'> & {
  exact: number;
};

/** One move of a WBET round, answering whether it posted now. */
async function move(tx: Transaction, { wager, currency, userId, at }: WbetPush, effect: Effect) {
  const posting = await moveRound(tx, {
    amount: Math.trunc(effect.exact / 100),
    provider: GSCPLUS,
    houseCode: GSCPLUS_HOUSE,
    userId,
    gameCode: String(wager.game_code ?? wager.product_code),
    productCode: String(wager.product_code),
    roundCode: wager.wager_code,
    bonusCode: bonusCodeOf(wager),
    at,
    details: { paid_by: 'pushbetdata', status: wager.wager_status, currency, sent: wager.prize_amount },
    ...effect,
  });
  return posting.posted;
}

/**
 * Records on the round that a win the aggregator sent by /deposit was deliberately not paid, because the product pays
 * its wins from push bet data (WBET, the document's section 1.3): the deposit moves nothing, and this is what says
 * so. Once per transaction id (a repeat keeps the first record); the round is opened if the deposit is the first we
 * hear of it.
 */
export async function recordWinLeftToPushBetData(
  db: Executor,
  win: {
    userId: number;
    wagerCode: string;
    transactionId: string;
    gameCode: string;
    productCode: number;
    action: string;
    currency: Currency;
    /** The amount as the aggregator sent it. */
    sent: string;
    at: Date;
  },
): Promise<void> {
  const unpaid = {
    [win.transactionId]: {
      action: win.action,
      currency: win.currency,
      sent: win.sent,
      paid_by: 'pushbetdata',
      at: win.at.toISOString(),
    },
  };
  await db
    .insert(gameRounds)
    .values({
      provider: GSCPLUS,
      userId: win.userId,
      gameCode: win.gameCode,
      productCode: String(win.productCode),
      roundCode: win.wagerCode,
      status: 'open',
      startedAt: win.at,
      unpaidWins: unpaid,
    })
    .onConflictDoUpdate({
      target: [gameRounds.provider, gameRounds.roundCode],
      // The right side of || wins a key both have: a repeat of the deposit keeps the first record of it.
      set: { unpaidWins: sql`excluded.unpaid_wins || coalesce(${gameRounds.unpaidWins}, '{}'::jsonb)` },
      setWhere: eq(gameRounds.userId, win.userId),
    });
}
