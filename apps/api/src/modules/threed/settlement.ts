import { permKeyOf } from '@zeya/contract/threed';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { threedBets, threedDraws, threedSlips } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AuthorityRefusal } from '../../platform/authority/refusal';
import { checkSecondPerson } from '../../platform/authority/second-person';
import { HttpError } from '../../platform/errors';
import { payFromHouse } from '../../platform/ledger/post';
import { inTransaction } from '../../db/transaction';
import type { ThreedDraw } from './draws';
import type { OperatorStep } from './steps';

/** The draw, locked for the rest of the transaction: entering, confirming and voiding one draw queue. */
async function lockDraw(tx: Transaction, drawId: number): Promise<ThreedDraw> {
  const [draw] = await tx.select().from(threedDraws).where(eq(threedDraws.id, drawId)).for('update');
  if (!draw) throw new HttpError(404, 'not_found');
  return draw;
}

async function totalsOf(tx: Transaction, drawId: number) {
  const [row] = await tx
    .select({
      bets: sql<number>`count(*)::int`,
      staked: sql<number>`coalesce(sum(${threedBets.amount}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${threedBets.payout}), 0)::bigint`,
    })
    .from(threedBets)
    .where(eq(threedBets.drawId, drawId));
  return { bets: row!.bets, staked: Number(row!.staked), paid: Number(row!.paid) };
}

async function audit(
  tx: Transaction,
  step: OperatorStep,
  action: string,
  draw: ThreedDraw,
  after: object,
  now: Date,
) {
  await recordAudit(tx, {
    actorId: step.actorId,
    actorLabel: step.label,
    action,
    targetType: 'threed_draw',
    targetId: String(draw.id),
    before: { status: draw.status, result: draw.result, first_prize: draw.firstPrize },
    after: { ...after, ...(await totalsOf(tx, draw.id)) },
    ip: step.ip,
    at: now,
  });
}

/**
 * Records (or corrects, until confirmed) a draw's result from the first prize it comes from, at or after the draw
 * time. The schema has already refused digits that are not the first prize's last three; the table refuses them too.
 */
export async function enterResult(
  db: Database,
  drawId: number,
  input: { first_prize: string; result: string; source: string },
  step: OperatorStep,
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw.status === 'settled' || draw.status === 'void' || draw.drawAt > now)
      throw new HttpError(409, 'threed_draw_state');
    const [after] = await tx
      .update(threedDraws)
      .set({
        status: 'result_entered',
        result: input.result,
        firstPrize: input.first_prize,
        resultSource: input.source,
        resultEnteredAt: now,
        resultEnteredBy: step.actorId,
      })
      .where(eq(threedDraws.id, drawId))
      .returning();
    const action = draw.result === null ? 'threed.result.enter' : 'threed.result.correct';
    await audit(tx, step, action, draw, { status: after!.status, ...input }, now);
    return after!;
  });
}

/**
 * Pays straight winners odds x stake and, where the bet carried tote odds, bets on another ordering of the result
 * tote odds x stake: threed -> main, once per bet (`threed:win:<bet id>`). Every other bet loses.
 */
async function payWinners(tx: Transaction, draw: ThreedDraw, now: Date) {
  const result = draw.result!;
  const key = permKeyOf(result);
  await payFromHouse(tx, {
    houseCode: 'threed',
    kind: 'threed_win',
    at: now,
    payments: sql`select b.user_id,
                         b.amount * (case when b.num = ${result} then b.odds else b.tote_odds end) as amount,
                         'threed:win:' || b.id as reference,
                         jsonb_build_object('draw', b.draw_id, 'slip', b.slip_id, 'bet', b.id) as metadata
                  from threed_bets b
                  where b.draw_id = ${draw.id}
                    and (b.num = ${result} or (b.perm_key = ${key} and b.tote_odds is not null))`,
  });
  await tx
    .update(threedBets)
    .set({ result: 'win', payout: sql`${threedBets.amount} * ${threedBets.odds}` })
    .where(and(eq(threedBets.drawId, draw.id), eq(threedBets.num, result)));
  await tx
    .update(threedBets)
    .set({ result: 'tote', payout: sql`${threedBets.amount} * ${threedBets.toteOdds}` })
    .where(
      and(
        eq(threedBets.drawId, draw.id),
        ne(threedBets.num, result),
        eq(threedBets.permKey, key),
        sql`${threedBets.toteOdds} is not null`,
      ),
    );
  await tx
    .update(threedBets)
    .set({ result: 'lose' })
    .where(and(eq(threedBets.drawId, draw.id), eq(threedBets.result, 'pending')));
}

/**
 * Confirms the entered result and settles the draw, once: a second confirmation (retry, another operator, another
 * instance at the same moment) finds the draw settled behind the lock and changes nothing. Whoever entered the result
 * cannot confirm it, nor can an account made or reset lately, or one made by whoever entered it.
 */
export async function confirmDraw(db: Database, drawId: number, step: OperatorStep, now: Date) {
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw.status === 'settled') return { draw, settledNow: false };
    if (draw.status !== 'result_entered') throw new HttpError(409, 'threed_draw_state');
    if (draw.resultEnteredBy === step.actorId)
      throw new AuthorityRefusal(409, 'threed_confirm_other', 'second_person');
    await checkSecondPerson(tx, { approverId: step.actorId, firstPersonId: draw.resultEnteredBy, at: now });
    await payWinners(tx, draw, now);
    await tx
      .update(threedSlips)
      .set({ status: 'completed', settledAt: now })
      .where(eq(threedSlips.drawId, draw.id));
    const [settled] = await tx
      .update(threedDraws)
      .set({ status: 'settled', settledAt: now, confirmedBy: step.actorId })
      .where(eq(threedDraws.id, draw.id))
      .returning();
    await audit(tx, step, 'threed.settle', draw, { status: 'settled', result: draw.result }, now);
    return { draw: settled!, settledNow: true };
  });
}

/** Voids an unsettled draw (admins only, at the route): every slip's stake back to main once. */
export async function voidDraw(db: Database, drawId: number, step: OperatorStep, now: Date) {
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw.status === 'void') return draw;
    if (draw.status === 'settled') throw new HttpError(409, 'threed_draw_state');
    await payFromHouse(tx, {
      houseCode: 'threed',
      kind: 'threed_refund',
      at: now,
      payments: sql`select s.user_id, s.total as amount, 'threed:refund:' || s.id as reference,
                           jsonb_build_object('draw', s.draw_id, 'slip', s.id) as metadata
                    from threed_slips s where s.draw_id = ${draw.id}`,
    });
    await tx.update(threedBets).set({ result: 'refunded' }).where(eq(threedBets.drawId, draw.id));
    await tx
      .update(threedSlips)
      .set({ status: 'void', settledAt: now })
      .where(eq(threedSlips.drawId, draw.id));
    const [voided] = await tx
      .update(threedDraws)
      .set({ status: 'void', voidedAt: now })
      .where(eq(threedDraws.id, draw.id))
      .returning();
    await audit(tx, step, 'threed.void', draw, { status: 'void' }, now);
    return voided!;
  });
}
