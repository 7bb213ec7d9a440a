import { permKeyOf } from '@zeya/contract/threed';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { threedBets, threedDraws } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../platform/http/errors';
import { payFromHouse } from '../../platform/money/ledger/post';
import { auditDrawStep, lockDraw, type Settlement } from '../../platform/lottery/draw-life';
import type { OperatorStep } from '../../platform/lottery/steps';
import type { ThreedDraw } from './draws';
import { threed } from './lottery';

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
    const draw = await lockDraw<ThreedDraw>(tx, threed, drawId);
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
    const action = draw.result === null ? 'result.enter' : 'result.correct';
    await auditDrawStep(tx, threed, step, action, draw, Object.assign({ status: after!.status }, input), now);
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
    houseCode: threed.house,
    kind: threed.kinds.win,
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

/** How a 3D draw settles: the lottery's second person confirms (the core's default), straight and tote winners paid. */
export function threedSettlement(now: Date): Settlement<ThreedDraw> {
  return { payWinners: (tx, draw) => payWinners(tx, draw, now) };
}
