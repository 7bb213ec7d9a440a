import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { twodBets, twodDraws, twodSlips } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AuthorityRefusal } from '../../platform/authority/refusal';
import { checkSecondPerson } from '../../platform/authority/second-person';
import { HttpError } from '../../platform/errors';
import { payFromHouse } from '../../platform/ledger/post';
import { inTransaction } from '../../db/transaction';
import { appendToChain, assertFollows } from './chain';
import type { Draw } from './draws';
import { holdReasonOf, isHeld } from './feed-match';

export interface OperatorStep {
  actorId: number;
  label: string;
  role: 'operator' | 'admin';
  ip: string | null;
}

/** The draw, locked for the rest of the transaction: confirming and voiding one draw queue behind each other. */
async function lockDraw(tx: Transaction, drawId: number): Promise<Draw> {
  const [draw] = await tx.select().from(twodDraws).where(eq(twodDraws.id, drawId)).for('update');
  if (!draw) throw new HttpError(404, 'not_found');
  return draw;
}

/** Pays every winning bet its own odds x stake, twod -> main, once per bet (`twod:win:<bet id>`). */
async function payWinners(tx: Transaction, draw: Draw, now: Date) {
  await payFromHouse(tx, {
    houseCode: 'twod',
    kind: 'twod_win',
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

async function totalsOf(tx: Transaction, drawId: number) {
  const [row] = await tx
    .select({
      bets: sql<number>`count(*)::int`,
      staked: sql<number>`coalesce(sum(${twodBets.amount}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${twodBets.payout}), 0)::bigint`,
      winners: sql<number>`count(*) filter (where ${twodBets.result} = 'win')::int`,
    })
    .from(twodBets)
    .where(eq(twodBets.drawId, drawId));
  return { bets: row!.bets, staked: Number(row!.staked), paid: Number(row!.paid), winners: row!.winners };
}

/** A draw's settlement or void in the audit chain: what it was, and what it became with its totals. */
async function auditStep(
  tx: Transaction,
  step: OperatorStep,
  action: string,
  draw: Draw,
  after: Record<string, unknown>,
  now: Date,
) {
  await recordAudit(tx, {
    actorId: step.actorId,
    actorLabel: step.label,
    action,
    targetType: 'twod_draw',
    targetId: String(draw.id),
    before: { status: draw.status, result: draw.result },
    after: { ...after, ...(await totalsOf(tx, draw.id)) },
    ip: step.ip,
    at: now,
  });
}

/**
 * Who may confirm a result: not the person who entered it (a number decided alone pays no one), another admin for a
 * result held against the feed, and only someone who counts as a second person: not an account made or reset lately,
 * nor one made by the person who entered the result.
 */
async function checkConfirmer(tx: Transaction, draw: Draw, step: OperatorStep, now: Date) {
  if (draw.resultEnteredBy === step.actorId)
    throw new AuthorityRefusal(409, 'twod_confirm_other', 'second_person');
  const held = isHeld(draw);
  if (held && step.role !== 'admin')
    throw new AuthorityRefusal(403, 'twod_confirm_needs_admin', 'second_person');
  await checkSecondPerson(tx, {
    approverId: step.actorId,
    firstPersonId: draw.resultEnteredBy,
    adminOnly: held,
    at: now,
  });
}

/**
 * Confirms the entered result and settles the draw, once: a second confirmation (a retry, another operator, another
 * instance at the same moment) finds the draw settled behind the lock and changes nothing. Only an eligible second
 * person confirms (checkConfirmer). With `heldToFeed`, a person's figures settle only when they are the feed's reading
 * (even one that arrived after they were entered) or an admin held them with a reason.
 */
export async function confirmDraw(
  db: Database,
  drawId: number,
  step: OperatorStep,
  now: Date,
  heldToFeed = false,
) {
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw.status === 'settled') return { draw, settledNow: false };
    if (draw.status !== 'result_entered') throw new HttpError(409, 'twod_draw_state');
    await checkConfirmer(tx, draw, step, now);
    // A feed reading may have arrived since the entry: figures that differ from it settle only when held by an admin.
    if (draw.resultSource === 'operator') {
      const figures = { set: draw.resultSet, value: draw.resultValue, reason: draw.feedOverrideReason };
      holdReasonOf(draw, figures, heldToFeed);
    }
    // Even an admin's override does not settle: the number must follow from the readings, which join the chain.
    assertFollows(draw);
    await payWinners(tx, draw, now);
    await appendToChain(tx, draw, { name: step.label, role: step.role });
    await tx
      .update(twodSlips)
      .set({ status: 'completed', settledAt: now })
      .where(eq(twodSlips.drawId, draw.id));
    const [settled] = await tx
      .update(twodDraws)
      .set({ status: 'settled', settledAt: now, confirmedBy: step.actorId })
      .where(eq(twodDraws.id, draw.id))
      .returning();
    await auditStep(tx, step, 'twod.settle', draw, { status: 'settled', result: draw.result }, now);
    return { draw: settled!, settledNow: true };
  });
}

/** Voids an unsettled draw: every slip's stake goes back to main once (`twod:refund:<slip id>`). */
export async function voidDraw(db: Database, drawId: number, step: OperatorStep, now: Date) {
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw.status === 'void') return draw;
    if (draw.status === 'settled') throw new HttpError(409, 'twod_draw_state');
    // Every slip's stake back to main, once per slip (`twod:refund:<slip id>`).
    await payFromHouse(tx, {
      houseCode: 'twod',
      kind: 'twod_refund',
      at: now,
      payments: sql`select s.user_id, s.total as amount, 'twod:refund:' || s.id as reference,
                           jsonb_build_object('draw', s.draw_id, 'slip', s.id) as metadata
                    from twod_slips s where s.draw_id = ${draw.id}`,
    });
    await tx.update(twodBets).set({ result: 'refunded' }).where(eq(twodBets.drawId, draw.id));
    await tx.update(twodSlips).set({ status: 'void', settledAt: now }).where(eq(twodSlips.drawId, draw.id));
    const [voided] = await tx
      .update(twodDraws)
      .set({ status: 'void', voidedAt: now })
      .where(eq(twodDraws.id, draw.id))
      .returning();
    await auditStep(tx, step, 'twod.void', draw, { status: 'void' }, now);
    return voided!;
  });
}
