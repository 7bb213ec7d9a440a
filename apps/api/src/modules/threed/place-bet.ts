import { randomBytes } from 'node:crypto';
import { permKeyOf, threedStakes, type ThreedBetRequest } from '@zeya/contract/threed';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { threedBets, threedNumberTotals, threedSlips } from '../../db/schema';
import { fieldError } from '../../platform/errors';
import { houseAccount } from '../../platform/ledger/accounts';
import { InsufficientBalance, postTransfer } from '../../platform/ledger/post';
import { inTransaction } from '../../db/transaction';
import { toPya } from '../../platform/money';
import { guardStake } from '../../platform/protection/guard';
import { bettableDraw, type ThreedDraw } from './draws';
import { threedSettingsOf, type ThreedSettings } from './settings';

/** The numbers a slip would take past a limit or a closure: the reply lists them, nothing is staked. */
export class ThreedOverLimit extends Error {
  constructor(readonly numbers: string[]) {
    super('over limit');
  }
}

type Stake = { num: string; amount: number };

const SLIP_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function slipNumber(draw: ThreedDraw): string {
  const random = [...randomBytes(8)].map((byte) => SLIP_ALPHABET[byte % 32]).join('');
  return `3D${draw.drawDate.replaceAll('-', '').slice(2)}${random}`;
}

/**
 * Adds each stake to its number's total of the draw, in number order (two slips lock shared numbers in the same
 * order), only while the total stays within the break limit: a number whose row did not move is over it.
 */
async function stakeNumbers(tx: Transaction, draw: ThreedDraw, settings: ThreedSettings, stakes: Stake[]) {
  const sorted = [...stakes].sort((a, b) => a.num.localeCompare(b.num));
  const taken = await tx
    .insert(threedNumberTotals)
    .values(sorted.map(({ num, amount }) => ({ drawId: draw.id, num, staked: amount })))
    .onConflictDoUpdate({
      target: [threedNumberTotals.drawId, threedNumberTotals.num],
      set: { staked: sql`${threedNumberTotals.staked} + excluded.staked` },
      setWhere: sql`${threedNumberTotals.staked} + excluded.staked <= ${settings.breakLimit}`,
    })
    .returning({ num: threedNumberTotals.num, staked: threedNumberTotals.staked });
  const within = new Set(taken.filter((row) => row.staked <= settings.breakLimit).map((row) => row.num));
  return sorted.filter(({ num }) => !within.has(num)).map(({ num }) => num);
}

/** Numbers on which this player would pass the per-player limit, counted under the number rows' locks. */
async function overPlayerLimit(
  tx: Transaction,
  draw: ThreedDraw,
  userId: number,
  limit: number,
  stakes: Stake[],
) {
  const rows = await tx
    .select({ num: threedBets.num, staked: sql<number>`sum(${threedBets.amount})::bigint` })
    .from(threedBets)
    .where(
      and(
        eq(threedBets.drawId, draw.id),
        eq(threedBets.userId, userId),
        inArray(
          threedBets.num,
          stakes.map((stake) => stake.num),
        ),
      ),
    )
    .groupBy(threedBets.num);
  const already = new Map(rows.map((row) => [row.num, Number(row.staked)]));
  return stakes.filter(({ num, amount }) => (already.get(num) ?? 0) + amount > limit).map(({ num }) => num);
}

/** Every number the slip cannot take (closed, past the break limit, past the player's limit), in number order. */
async function refusedNumbers(
  tx: Transaction,
  draw: ThreedDraw,
  settings: ThreedSettings,
  userId: number,
  stakes: Stake[],
) {
  const closed = stakes.filter(
    ({ num, amount }) => settings.closedNumbers.includes(num) || amount > settings.breakLimit,
  );
  const over = await stakeNumbers(tx, draw, settings, stakes);
  const refused = new Set([...closed.map(({ num }) => num), ...over]);
  if (refused.size === 0 && settings.playerLimit !== null)
    for (const num of await overPlayerLimit(tx, draw, userId, settings.playerLimit, stakes)) refused.add(num);
  return [...refused].sort();
}

async function recordSlip(
  tx: Transaction,
  draw: ThreedDraw,
  settings: ThreedSettings,
  input: { userId: number; slipNo: string; total: number; after: number; stakes: Stake[]; now: Date },
) {
  const [slip] = await tx
    .insert(threedSlips)
    .values({
      slipNo: input.slipNo,
      userId: input.userId,
      drawId: draw.id,
      total: input.total,
      beforeBalance: input.after + input.total,
      afterBalance: input.after,
      createdAt: input.now,
    })
    .returning();
  const bets = await tx
    .insert(threedBets)
    .values(
      input.stakes.map(({ num, amount }) => ({
        slipId: slip!.id,
        drawId: draw.id,
        userId: input.userId,
        num,
        permKey: permKeyOf(num),
        amount,
        odds: settings.odds,
        toteOdds: settings.toteOdds,
      })),
    )
    .returning();
  return { slip: slip!, bets };
}

/**
 * One 3D slip, all or nothing, in one transaction, like a 2D slip: the next draw still taking bets (or the one the
 * player saw, while it does); every number (R expanded) open, within its break limit and the player's limit; the
 * main balance covering the total. The stake moves main -> threed with the slip number as reference.
 */
export async function placeThreedBet(deps: AppDeps, userId: number, request: ThreedBetRequest) {
  const stakes = threedStakes(request).map(({ num, amount }) => ({ num, amount: toPya(amount) }));
  const total = toPya(request.totalAmount);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      await guardStake(tx, userId, total, now, 'totalAmount');
      const settings = await threedSettingsOf(tx);
      const draw = await bettableDraw(tx, settings, now, request.date);
      if (!draw) throw fieldError(request.date ? 'date' : 'totalAmount', 'threed_closed');
      const refused = await refusedNumbers(tx, draw, settings, userId, stakes);
      if (refused.length > 0) throw new ThreedOverLimit(refused);
      const slipNo = slipNumber(draw);
      const posted = await postTransfer(tx, {
        debit: { userId, code: 'main' },
        credit: await houseAccount(tx, 'threed', now),
        amount: total,
        kind: 'threed_bet',
        reference: `threed:slip:${slipNo}`,
        playerId: userId,
        metadata: { draw: draw.id, slip: slipNo },
        at: now,
      });
      if (!posted.posted) throw new Error(`slip number ${slipNo} was used before`);
      const recorded = await recordSlip(tx, draw, settings, {
        userId,
        slipNo,
        total,
        after: posted.debitBalance!,
        stakes,
        now,
      });
      return { ...recorded, draw };
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('totalAmount', 'amount_insufficient');
    throw error;
  }
}
