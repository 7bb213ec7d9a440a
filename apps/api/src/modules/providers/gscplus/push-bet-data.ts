import { pushedWager, type PushedWager } from '@zeya/contract/seamless';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../../db/client';
import { gameRounds, providerWagers } from '../../../db/schema';
import { moveRound } from '../../../platform/game-wallet';
import { inTransaction } from '../../../db/transaction';
import { flagForReview } from '../../../platform/provider-reviews';
import { bonusCodeOf, WBET } from './actions';
import { creditPya, figurePya, isCurrency, type Currency } from './currency';
import { memberPlayerId } from './members';
import { GSCPLUS, GSCPLUS_HOUSE } from './settings';

/** The aggregator's times: milliseconds in its examples, seconds elsewhere; 0 or nothing is unknown. */
export function momentOf(value: string | number | null | undefined): Date | null {
  const numeric = Number(value);
  if (!value || !Number.isFinite(numeric) || numeric <= 0) return null;
  return new Date(numeric > 1e12 ? numeric : numeric * 1000);
}

const SETTLED = new Set(['SETTLED', 'RESETTLED', 'BONUS']);

/** A wager that could not be read is named by its code when it has one, else by its place in the batch. */
function nameOf(raw: unknown, index: number) {
  const code = (raw as { wager_code?: unknown } | null)?.wager_code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : `#${index}`;
}

/**
 * Push bet data (the document's section 1.4): a report of each wager, kept one row per wager code (a later report
 * replaces the earlier one), with no effect on any balance, except for WBET, whose wins the operator pays from this
 * feed: once per wager, whatever else arrives for it. Wagers are taken one by one; one that cannot be read is named
 * in the answer and the others are still taken.
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
    (amount) => figurePya(currency, amount.replace(/^-/, '')),
  );
  if (figures.some((figure) => figure === null)) return 'amount out of range';
  const [betAmount = 0, validBetAmount = 0, prizeAmount = 0, tipAmount = 0] = figures as number[];
  await storeReport(db, wager, userId, { betAmount, validBetAmount, prizeAmount, tipAmount }, now);
  if (wager.product_code !== WBET || !SETTLED.has(wager.wager_status)) return null;
  if (userId === null) return 'unknown member';
  const win = creditPya(currency, wager.prize_amount.replace(/^-/, ''))!;
  if (win > 0)
    await inTransaction(db, (tx) => payWbetWin(tx, wager, currency, userId, win, reviewAbove, now));
  return null;
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

/** What the round has already been paid: a difference an operator resolved may have paid the win before. */
async function paidSoFar(tx: Transaction, userId: number, wagerCode: string) {
  const [round] = await tx
    .select({ win: gameRounds.win })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.provider, GSCPLUS),
        eq(gameRounds.roundCode, wagerCode),
        eq(gameRounds.userId, userId),
      ),
    )
    .for('update');
  return Math.max(round?.win ?? 0, 0);
}

/**
 * A WBET win, once per wager: the posting's reference is the wager's, so a later report of the wager (or a copy of
 * this one) pays nothing more, and what the round was already paid is not paid again.
 */
async function payWbetWin(
  tx: Transaction,
  wager: PushedWager,
  currency: Currency,
  userId: number,
  prize: number,
  reviewAbove: number,
  at: Date,
) {
  const win = prize - (await paidSoFar(tx, userId, wager.wager_code));
  if (win <= 0) return;
  const posted = await moveRound(tx, {
    provider: GSCPLUS,
    houseCode: GSCPLUS_HOUSE,
    userId,
    gameCode: String(wager.game_code ?? wager.product_code),
    productCode: String(wager.product_code),
    roundCode: wager.wager_code,
    transactionId: `wbet:${wager.wager_code}`,
    bonusCode: bonusCodeOf(wager),
    amount: win,
    kind: 'game_win',
    stake: 0,
    win,
    settles: true,
    forced: false,
    at,
    details: { paid_by: 'pushbetdata', currency, sent: wager.prize_amount },
  });
  if (posted.posted && win > reviewAbove)
    await flagForReview(tx, {
      provider: GSCPLUS,
      kind: 'large_credit',
      subject: `wbet:${wager.wager_code}`,
      userId,
      roundCode: wager.wager_code,
      amount: win,
      details: { paid_by: 'pushbetdata', currency, sent: wager.prize_amount },
      at,
    });
}
