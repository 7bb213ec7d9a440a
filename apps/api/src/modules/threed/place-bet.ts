// hot-path: every 3D slip
import { randomBytes } from 'node:crypto';
import { permKeyOf, threedStakes, type ThreedBetRequest } from '@zeya/contract/threed';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { threedBets, threedSlips } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { InsufficientBalance, postTransfer } from '../../platform/money/ledger/post';
import { inTransaction } from '../../db/transaction';
import { toPya } from '../../platform/money/money';
import { recordSlip, slipStatement } from '../../platform/lottery/slips';
import { stakeNumberTotals, type NumberStake } from '../../platform/lottery/stakes';
import { guardStakeOn } from '../../platform/protection/guard';
import { bettableDraw, type ThreedDraw } from './draws';
import { threed } from './lottery';
import type { ThreedSettings } from './settings';

/** The numbers a slip would take past a limit or a closure: the reply lists them, nothing is staked. */
export class ThreedOverLimit extends Error {
  constructor(readonly numbers: string[]) {
    super('over limit');
  }
}

type BetRow = typeof threedBets.$inferSelect;

const SLIP_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function slipNumber(draw: ThreedDraw): string {
  const random = [...randomBytes(8)].map((byte) => SLIP_ALPHABET[byte % 32]).join('');
  return `3D${draw.drawDate.replaceAll('-', '').slice(2)}${random}`;
}

/** Numbers on which this player would pass the per-player limit, counted under the number rows' locks. */
async function overPlayerLimit(
  tx: Transaction,
  draw: ThreedDraw,
  userId: number,
  limit: number,
  stakes: NumberStake[],
  slipId: number,
) {
  const rows = await tx
    .select({ num: threedBets.num, staked: sql<number>`sum(${threedBets.amount})::bigint` })
    .from(threedBets)
    .where(
      and(
        eq(threedBets.drawId, draw.id),
        eq(threedBets.userId, userId),
        ne(threedBets.slipId, slipId),
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

/**
 * Every number the slip `slipId` (recorded) cannot take: closed, past the break limit, past the player's limit, in
 * number order. The numbers' totals are taken last, just before the commit: slips of a draw queue on the rows of the
 * numbers they share, which stay locked from here to the commit only.
 */
async function refusedNumbers(
  tx: Transaction,
  draw: ThreedDraw,
  settings: ThreedSettings,
  userId: number,
  stakes: NumberStake[],
  slipId: number,
) {
  const overPlayer =
    settings.playerLimit === null
      ? []
      : await overPlayerLimit(tx, draw, userId, settings.playerLimit, stakes, slipId);
  const closed = stakes.filter(
    ({ num, amount }) => settings.closedNumbers.includes(num) || amount > settings.breakLimit,
  );
  const over = await stakeNumberTotals(tx, threed.breakLimit.totals, draw.id, settings.breakLimit, stakes);
  const refused = new Set([...closed.map(({ num }) => num), ...over]);
  return [...(refused.size > 0 ? refused : overPlayer)].sort();
}

/** The slip and its bets, one per number, pending, at the odds in force. */
const RECORD_SLIP = slipStatement(
  'threed_record_slip',
  threedSlips,
  threedBets,
  (param) =>
    `insert into threed_bets (slip_id, draw_id, user_id, num, perm_key, amount, odds, tote_odds)
     select slip.id, slip.draw_id, slip.user_id, s.num, s.perm_key, s.amount, ${param('odds')}::int,
            ${param('toteOdds')}::int
     from slip, unnest(${param('nums')}::text[], ${param('permKeys')}::text[], ${param('amounts')}::bigint[])
                with ordinality as s(num, perm_key, amount, at)
     order by s.at`,
);

type SlipRow = typeof threedSlips.$inferSelect;

/**
 * One 3D slip, all or nothing, in one transaction, like a 2D slip: the next draw still taking bets (or the one the
 * player saw, while it does); every number (R expanded) open, within its break limit and the player's limit; the
 * main balance covering the total (a slip it cannot pay is refused for that first). The stake moves main -> threed
 * with the slip number as reference.
 */
export async function placeThreedBet(deps: AppDeps, userId: number, request: ThreedBetRequest) {
  const stakes = threedStakes(request).map(({ num, amount }) => ({ num, amount: toPya(amount) }));
  const total = toPya(request.totalAmount);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const { settings, draw, protection } = await bettableDraw(tx, now, request.date, userId);
      await guardStakeOn(tx, protection, total, now, 'totalAmount');
      if (!draw) throw fieldError(request.date ? 'date' : 'totalAmount', 'threed_closed');
      const slipNo = slipNumber(draw);
      const posted = await postTransfer(tx, {
        debit: { userId, code: 'main' },
        credit: { house: threed.house },
        amount: total,
        kind: threed.kinds.stake,
        reference: `threed:slip:${slipNo}`,
        playerId: userId,
        metadata: { draw: draw.id, slip: slipNo },
        at: now,
      });
      if (!posted.posted) throw new Error(`slip number ${slipNo} was used before`);
      const after = posted.debitBalance!;
      const slip = { slipNo, userId, drawId: draw.id, total, before: after + total, after, at: now };
      const recorded = await recordSlip<SlipRow, BetRow>(tx, RECORD_SLIP, slip, {
        odds: settings.odds,
        toteOdds: settings.toteOdds,
        nums: stakes.map(({ num }) => num),
        permKeys: stakes.map(({ num }) => permKeyOf(num)),
        amounts: stakes.map(({ amount }) => amount),
      });
      const refused = await refusedNumbers(tx, draw, settings, userId, stakes, recorded.slip.id);
      if (refused.length > 0) throw new ThreedOverLimit(refused);
      return { draw, ...recorded };
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('totalAmount', 'amount_insufficient');
    throw error;
  }
}
