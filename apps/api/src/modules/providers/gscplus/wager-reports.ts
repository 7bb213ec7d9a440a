import type { WagerReport } from '@zeya/contract/seamless';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { providerWagers, users } from '../../../db/schema';
import { isCurrency, toPyaIn } from './currency';
import { GSCPLUS } from './settings';

/** The aggregator's times: unix seconds or milliseconds, or a date text; anything else is unknown. */
function momentOf(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const numeric = Number(value);
  const date = Number.isFinite(numeric)
    ? new Date(numeric > 1e12 ? numeric : numeric * 1000)
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A report's row, or the reason it cannot be stored. */
function rowOf(wager: WagerReport, userIds: Map<string, number>, now: Date) {
  const currency = wager.currency;
  if (!isCurrency(currency)) return `wager ${wager.wager_code}: unknown currency ${currency}`;
  const amounts = [wager.bet_amount, wager.valid_bet_amount, wager.prize_amount, wager.tip_amount].map(
    (amount) => toPyaIn(currency, amount),
  );
  if (amounts.some((amount) => amount === null)) return `wager ${wager.wager_code}: invalid amount`;
  const [betAmount, validBetAmount, prizeAmount, tipAmount] = amounts as number[];
  return {
    wagerCode: wager.wager_code,
    provider: GSCPLUS,
    memberAccount: wager.member_account,
    userId: userIds.get(wager.member_account) ?? null,
    currency: wager.currency,
    productCode: wager.product_code,
    gameCode: wager.game_code,
    gameType: wager.game_type,
    wagerType: wager.wager_type,
    wagerStatus: wager.wager_status,
    betAmount: betAmount!,
    validBetAmount: validBetAmount!,
    prizeAmount: prizeAmount!,
    tipAmount: tipAmount!,
    createdAt: momentOf(wager.created_at),
    settledAt: momentOf(wager.settled_at),
    receivedAt: now,
  };
}

/**
 * pushbetdata: a reporting feed with no balance effect, kept one row per wager code (a later report of the same wager
 * replaces the earlier one). A batch with a report that cannot be read stores nothing and says which one.
 */
export async function storeWagerReports(
  db: Database,
  wagers: WagerReport[],
  now: Date,
): Promise<string | null> {
  if (wagers.length === 0) return null;
  const accounts = [...new Set(wagers.map((wager) => wager.member_account))];
  const found = await db
    .select({ id: users.id, memberAccount: users.memberAccount })
    .from(users)
    .where(inArray(users.memberAccount, accounts));
  const userIds = new Map(found.map((user) => [user.memberAccount, user.id]));
  // The last report of a wager in one batch wins, as it would across batches.
  const latest = new Map(wagers.map((wager) => [wager.wager_code, wager]));
  const rows = [...latest.values()].map((wager) => rowOf(wager, userIds, now));
  const problem = rows.find((row) => typeof row === 'string');
  if (problem) return problem;
  const valid = rows as Exclude<(typeof rows)[number], string>[];
  await db
    .insert(providerWagers)
    .values(valid)
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
  return null;
}
