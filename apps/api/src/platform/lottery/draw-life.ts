import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../authority/audit';
import { AuthorityRefusal } from '../authority/refusal';
import { checkSecondPerson } from '../authority/second-person';
import { HttpError } from '../http/errors';
import { payFromHouse } from '../money/ledger/post';
import type { AnyLottery, LotteryDraw } from './descriptor';
import type { OperatorStep } from './steps';

/**
 * A draw's life, the same in every lottery: a result is entered (by the game's own rules), a second person confirms
 * it and the draw settles, or an admin voids it and every slip's stake goes back. Settling and voiding happen once:
 * each runs behind the draw's lock and finds a draw already settled or voided unchanged.
 */

/** The draw, locked for the rest of the transaction: entering, confirming and voiding one draw queue. */
export async function lockDraw<Draw extends LotteryDraw>(
  tx: Transaction,
  lottery: AnyLottery,
  drawId: number,
): Promise<Draw> {
  const { draws } = lottery.tables;
  const [draw] = await tx.select().from(draws).where(eq(draws.id, drawId)).for('update');
  if (!draw) throw new HttpError(404, 'not_found');
  return draw as Draw;
}

/** A draw's bets, stakes, payouts and winners, as its audit records keep them. */
async function totalsOf(tx: Transaction, lottery: AnyLottery, drawId: number) {
  const { bets } = lottery.tables;
  const [row] = await tx
    .select({
      bets: sql<number>`count(*)::int`,
      staked: sql<number>`coalesce(sum(${bets.amount}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${bets.payout}), 0)::bigint`,
      winners: sql<number>`count(*) filter (where ${bets.result} in ('win', 'tote'))::int`,
    })
    .from(bets)
    .where(eq(bets.drawId, drawId));
  return { bets: row!.bets, staked: Number(row!.staked), paid: Number(row!.paid), winners: row!.winners };
}

/** A step on a draw in the audit chain: what the draw was, and what it became with its totals. */
export async function auditDrawStep<Draw extends LotteryDraw>(
  tx: Transaction,
  lottery: AnyLottery,
  step: OperatorStep,
  action: string,
  draw: Draw,
  after: Record<string, unknown>,
  now: Date,
) {
  await recordAudit(tx, {
    actorId: step.actorId,
    actorLabel: step.label,
    action: `${lottery.code}.${action}`,
    targetType: `${lottery.code}_draw`,
    targetId: String(draw.id),
    before: lottery.draw.audited(draw),
    after: Object.assign(after, await totalsOf(tx, lottery, draw.id)),
    ip: step.ip,
    at: now,
  });
}

/**
 * Who may confirm a result, in every lottery: not the person who entered it (a number decided alone pays no one), and
 * only someone who counts as a second person (checkSecondPerson). `adminOnly` where the game wants another admin.
 */
export async function checkConfirmer(
  tx: Transaction,
  lottery: AnyLottery,
  draw: LotteryDraw,
  step: OperatorStep,
  now: Date,
  adminOnly = false,
) {
  if (draw.resultEnteredBy === step.actorId)
    throw new AuthorityRefusal(409, lottery.messages.confirmOther, 'second_person');
  await checkSecondPerson(tx, {
    approverId: step.actorId,
    firstPersonId: draw.resultEnteredBy,
    adminOnly,
    at: now,
  });
}

/** What a game does when a draw settles: who may confirm, and paying its winners (what wins is the game's). */
export interface Settlement<Draw extends LotteryDraw> {
  /** Refuses a confirmer, or a result that may not settle yet; the default is `checkConfirmer`. */
  check?(tx: Transaction, draw: Draw): Promise<void>;
  /** Pays the winners (house -> main, once per bet) and marks every bet won or lost. */
  payWinners(tx: Transaction, draw: Draw): Promise<void>;
  /** What else settling records, after the winners are paid (2D: its chain of results). */
  afterPaying?(tx: Transaction, draw: Draw): Promise<void>;
}

/**
 * Confirms the entered result and settles the draw, once: a second confirmation (a retry, another operator, another
 * instance at the same moment) finds the draw settled behind the lock and changes nothing.
 */
export async function confirmDraw<Draw extends LotteryDraw>(
  db: Database,
  lottery: AnyLottery,
  drawId: number,
  step: OperatorStep,
  now: Date,
  settlement: Settlement<Draw>,
): Promise<{ draw: Draw; settledNow: boolean }> {
  const { draws, slips } = lottery.tables;
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw<Draw>(tx, lottery, drawId);
    if (draw.status === 'settled') return { draw, settledNow: false };
    if (draw.status !== 'result_entered') throw new HttpError(409, lottery.messages.drawState);
    await (settlement.check ? settlement.check(tx, draw) : checkConfirmer(tx, lottery, draw, step, now));
    await settlement.payWinners(tx, draw);
    if (settlement.afterPaying) await settlement.afterPaying(tx, draw);
    await tx.update(slips).set({ status: 'completed', settledAt: now }).where(eq(slips.drawId, draw.id));
    const [settled] = await tx
      .update(draws)
      .set({ status: 'settled', settledAt: now, confirmedBy: step.actorId })
      .where(eq(draws.id, draw.id))
      .returning();
    await auditDrawStep(tx, lottery, step, 'settle', draw, { status: 'settled', result: draw.result }, now);
    return { draw: settled as Draw, settledNow: true };
  });
}

/** Voids an unsettled draw (admins only, at the route): every slip's stake back to main once (`<code>:refund:<slip>`). */
export async function voidDraw<Draw extends LotteryDraw>(
  db: Database,
  lottery: AnyLottery,
  drawId: number,
  step: OperatorStep,
  now: Date,
): Promise<Draw> {
  const { draws, slips, bets } = lottery.tables;
  // The code is the descriptor's own constant, never input: the reference reads as it always has.
  const reference = sql.raw(`'${lottery.code}:refund:'`);
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw<Draw>(tx, lottery, drawId);
    if (draw.status === 'void') return draw;
    if (draw.status === 'settled') throw new HttpError(409, lottery.messages.drawState);
    await payFromHouse(tx, {
      houseCode: lottery.house,
      kind: lottery.kinds.refund,
      at: now,
      payments: sql`select s.user_id, s.total as amount, ${reference} || s.id as reference,
                           jsonb_build_object('draw', s.draw_id, 'slip', s.id) as metadata
                    from ${slips} s where s.draw_id = ${draw.id}`,
    });
    await tx.update(bets).set({ result: 'refunded' }).where(eq(bets.drawId, draw.id));
    await tx.update(slips).set({ status: 'void', settledAt: now }).where(eq(slips.drawId, draw.id));
    const [voided] = await tx
      .update(draws)
      .set({ status: 'void', voidedAt: now })
      .where(eq(draws.id, draw.id))
      .returning();
    await auditDrawStep(tx, lottery, step, 'void', draw, { status: 'void' }, now);
    return voided as Draw;
  });
}
