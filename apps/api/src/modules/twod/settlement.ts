import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { twodBets, twodDraws, twodSlips } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { HttpError } from '../../platform/errors';
import { houseAccount } from '../../platform/ledger/accounts';
import { inTransaction } from '../../platform/ledger/transaction';
import type { Draw } from './draws';

export interface OperatorStep {
  actorId: number;
  label: string;
  ip: string | null;
}

/** The draw, locked for the rest of the transaction: confirming and voiding one draw queue behind each other. */
async function lockDraw(tx: Transaction, drawId: number): Promise<Draw> {
  const [draw] = await tx.select().from(twodDraws).where(eq(twodDraws.id, drawId)).for('update');
  if (!draw) throw new HttpError(404, 'not_found');
  return draw;
}

/**
 * Pays every winning bet its own odds x stake, twod -> main, in one statement: each payment's reference is the bet
 * (`twod:win:<bet id>`), so no bet is ever paid twice. Player accounts are taken in id order, as every posting does.
 */
async function payWinners(tx: Transaction, draw: Draw, now: Date) {
  const house = await houseAccount(tx, 'twod', now);
  await tx.execute(sql`
    select ledger_post(${house}, a.id, b.amount * b.odds, 'twod_win', 'twod:win:' || b.id, b.user_id,
                       jsonb_build_object('draw', ${draw.id}::bigint, 'slip', b.slip_id, 'bet', b.id), ${now.toISOString()}::timestamptz)
    from twod_bets b join ledger_accounts a on a.user_id = b.user_id and a.code = 'main'
    where b.draw_id = ${draw.id} and b.num = ${draw.result}
    order by a.id, b.id`);
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
 * Confirms the entered result and settles the draw, once: a second confirmation (a retry, another operator, another
 * instance at the same moment) finds the draw settled behind the lock and changes nothing.
 */
export async function confirmDraw(db: Database, drawId: number, step: OperatorStep, now: Date) {
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw.status === 'settled') return { draw, settledNow: false };
    if (draw.status !== 'result_entered') throw new HttpError(409, 'twod_draw_state');
    await payWinners(tx, draw, now);
    await tx
      .update(twodSlips)
      .set({ status: 'completed', settledAt: now })
      .where(eq(twodSlips.drawId, draw.id));
    const [settled] = await tx
      .update(twodDraws)
      .set({ status: 'settled', settledAt: now })
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
    const house = await houseAccount(tx, 'twod', now);
    await tx.execute(sql`
      select ledger_post(${house}, a.id, s.total, 'twod_refund', 'twod:refund:' || s.id, s.user_id,
                         jsonb_build_object('draw', ${draw.id}::bigint, 'slip', s.id), ${now.toISOString()}::timestamptz)
      from twod_slips s join ledger_accounts a on a.user_id = s.user_id and a.code = 'main'
      where s.draw_id = ${draw.id}
      order by a.id, s.id`);
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
