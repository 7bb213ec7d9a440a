import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { twodBets } from '../../db/schema';
import { AuthorityRefusal } from '../../platform/authority/refusal';
import { payFromHouse } from '../../platform/money/ledger/post';
import { checkConfirmer, type Settlement } from '../../platform/lottery/draw-life';
import type { OperatorStep } from '../../platform/lottery/steps';
import { appendToChain, assertFollows } from './chain';
import type { Draw } from './draws';
import { holdReasonOf, isHeld } from './feed-match';
import { twod } from './lottery';

/** Pays every winning bet its own odds x stake, twod -> main, once per bet (`twod:win:<bet id>`). */
async function payWinners(tx: Transaction, draw: Draw, now: Date) {
  await payFromHouse(tx, {
    houseCode: twod.house,
    kind: twod.kinds.win,
    at: now,
    payments: sql`select b.user_id, b.amount * b.odds as amount, 'twod:win:' || b.id as reference,
                         jsonb_build_object('draw', b.draw_id, 'slip', b.slip_id, 'bet', b.id) as metadata
                  from twod_bets b where b.draw_id = ${draw.id} and b.num = ${draw.result}`,
  });
  await tx
    .update(twodBets)
    .set({ result: 'win', payout: sql`${twodBets.amount} * ${twodBets.odds}` })
    .where(and(eq(twodBets.drawId, draw.id), eq(twodBets.num, draw.result!)));
  await tx
    .update(twodBets)
    .set({ result: 'lose' })
    .where(and(eq(twodBets.drawId, draw.id), ne(twodBets.num, draw.result!)));
}

/**
 * How a 2D draw settles. Who may confirm: the lottery's second person (checkConfirmer), and another admin for a result
 * held against the feed. With `heldToFeed`, a person's figures settle only when they are the feed's reading (even one
 * that arrived after they were entered) or an admin held them with a reason. Settling adds the draw to the chain.
 */
export function twodSettlement(step: OperatorStep, now: Date, heldToFeed = false): Settlement<Draw> {
  return {
    async check(tx, draw) {
      const held = isHeld(draw);
      if (draw.resultEnteredBy !== step.actorId && held && step.role !== 'admin')
        throw new AuthorityRefusal(403, 'twod_confirm_needs_admin', 'second_person');
      await checkConfirmer(tx, twod, draw, step, now, held);
      // A feed reading may have arrived since the entry: figures that differ from it settle only when held by an admin.
      if (draw.resultSource === 'operator') {
        const figures = { set: draw.resultSet, value: draw.resultValue, reason: draw.feedOverrideReason };
        holdReasonOf(draw, figures, heldToFeed);
      }
      // Even an admin's override does not settle: the number must follow from the readings, which join the chain.
      assertFollows(draw);
    },
    payWinners: (tx, draw) => payWinners(tx, draw, now),
    afterPaying: (tx, draw) => appendToChain(tx, draw, { name: step.label, role: step.role }),
  };
}
