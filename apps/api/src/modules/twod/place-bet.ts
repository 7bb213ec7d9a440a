// hot-path: every 2D slip
import { randomBytes } from 'node:crypto';
import { slipStakes, type TwodBetRequest } from '@zeya/contract/twod';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { twodBets, twodSlips } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { InsufficientBalance, postTransfer } from '../../platform/money/ledger/post';
import { inTransaction } from '../../db/transaction';
import { recordSlip, slipStatement } from '../../platform/lottery/slips';
import { stakeNumberTotals } from '../../platform/lottery/stakes';
import { guardStakeOn } from '../../platform/protection/guard';
import { toPya } from '../../platform/money/money';
import type { Draw } from './draws';
import { twod } from './lottery';
import { isClosedNumber } from './numbers';
import { bettableDraw, readBettingDays } from './open-draw';
import type { TwodSettings } from './settings';

/** The numbers a slip would take past a limit or a closure: the reply lists them, nothing is staked. */
export class OverLimit extends Error {
  constructor(readonly numbers: string[]) {
    super('over limit');
  }
}

type SlipRow = typeof twodSlips.$inferSelect;
type BetRow = typeof twodBets.$inferSelect;

const SLIP_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A slip number a player can read out: date, session, eight random characters (40 bits). */
function slipNumber(draw: Draw): string {
  const random = [...randomBytes(8)].map((byte) => SLIP_ALPHABET[byte % 32]).join('');
  return `2D${draw.drawDate.replaceAll('-', '').slice(2)}${draw.timeId === 2 ? 'M' : 'E'}${random}`;
}

/** Numbers on which this player would pass the per-player limit with the slip `slipId` (recorded, not counted). */
async function overPlayerLimit(
  tx: Transaction,
  draw: Draw,
  userId: number,
  settings: TwodSettings,
  stakes: { num: string; amount: number }[],
  slipId: number,
) {
  const limit = settings.playerLimit;
  if (limit === null) return [];
  const rows = await tx
    .select({ num: twodBets.num, staked: sql<number>`sum(${twodBets.amount})::bigint` })
    .from(twodBets)
    .where(
      and(
        eq(twodBets.drawId, draw.id),
        eq(twodBets.userId, userId),
        ne(twodBets.slipId, slipId),
        inArray(
          twodBets.num,
          stakes.map((stake) => stake.num),
        ),
      ),
    )
    .groupBy(twodBets.num);
  const already = new Map(rows.map((row) => [row.num, Number(row.staked)]));
  return stakes.filter(({ num, amount }) => (already.get(num) ?? 0) + amount > limit).map(({ num }) => num);
}

/** The slip and its bets, one per number, pending, at the odds in force. */
const RECORD_SLIP = slipStatement(
  'twod_record_slip',
  twodSlips,
  twodBets,
  (param) =>
    `insert into twod_bets (slip_id, draw_id, user_id, num, amount, odds)
     select slip.id, slip.draw_id, slip.user_id, s.num, s.amount, ${param('odds')}::int
     from slip, unnest(${param('nums')}::text[], ${param('amounts')}::bigint[]) with ordinality as s(num, amount, at)
     order by s.at`,
);

/** Why no draw takes the slip, on the field that named it: the day the client saw, or the time. */
function refusal(reason: string, namedDay: boolean) {
  if (reason === 'not_open_yet') return fieldError('date', 'twod_draw_not_open');
  if (reason === 'weekend' || reason === 'holiday') return fieldError('time', 'twod_no_draw');
  return fieldError(namedDay ? 'date' : 'time', 'twod_closed');
}

/**
 * One slip, all or nothing, in one transaction: it goes to the next open draw of its time (or, when the client names
 * a day, to that draw while it takes bets); every number must be open, within its break limit for that draw and
 * within the player's limit; the main balance must cover the total (a slip it cannot pay is refused for that first).
 * The stake moves main -> twod with the slip number as its reference, and the slip keeps the balance before and after.
 */
export async function placeBet(deps: AppDeps, userId: number, request: TwodBetRequest) {
  // A round ("R") or quick bet is expanded here, by the contract's own definition, and then checked number by number
  // exactly like a hand-picked slip: one over-limit number refuses the whole slip.
  const stakes = slipStakes(request).map(({ num, amount }) => ({ num, amount: toPya(amount) }));
  const total = toPya(request.totalAmount);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const { days, protection } = await readBettingDays(tx, now, userId);
      await guardStakeOn(tx, protection, total, now, 'totalAmount');
      const { settings } = days;
      const { draw, reason } = await bettableDraw(tx, days, request.time, now, request.date);
      if (reason !== null) throw refusal(reason, request.date !== undefined);
      const slipNo = slipNumber(draw);
      const posted = await postTransfer(tx, {
        debit: { userId, code: 'main' },
        credit: { house: twod.house },
        amount: total,
        kind: twod.kinds.stake,
        reference: `twod:slip:${slipNo}`,
        playerId: userId,
        metadata: { draw: draw.id, slip: slipNo },
        at: now,
      });
      if (!posted.posted) throw new Error(`slip number ${slipNo} was used before`);
      const after = posted.debitBalance!;
      const slip = { slipNo, userId, drawId: draw.id, total, before: after + total, after, at: now };
      const recorded = await recordSlip<SlipRow, BetRow>(tx, RECORD_SLIP, slip, {
        odds: settings.odds,
        nums: stakes.map(({ num }) => num),
        amounts: stakes.map(({ amount }) => amount),
      });
      const overPlayer = await overPlayerLimit(tx, draw, userId, settings, stakes, recorded.slip.id);
      // The numbers' totals come last, just before the commit: slips of a draw queue on the rows of the numbers they
      // share, which stay locked from here to the commit only. Every refused number is listed at once (closed and
      // past the limit), so a quick set is answered whole; the slip and the totals staked on the way roll back.
      const closed = stakes.filter(
        ({ num, amount }) => isClosedNumber(settings, num) || amount > settings.breakLimit,
      );
      const over = await stakeNumberTotals(tx, twod.breakLimit.totals, draw.id, settings.breakLimit, stakes);
      const refused = new Set([...closed.map(({ num }) => num), ...over]);
      if (refused.size > 0) throw new OverLimit([...refused].sort());
      if (overPlayer.length > 0) throw new OverLimit(overPlayer);
      return { draw, ...recorded };
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('totalAmount', 'amount_insufficient');
    throw error;
  }
}
