import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { twodDraws } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import { HttpError, fieldError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';
import { twodOf } from './derive';
import type { Draw } from './draws';
import { holdReasonOf } from './feed-match';

/** Who enters a result: an operator (audited under their name) or the feed adapter. */
export interface ResultAuthor {
  source: 'feed' | 'operator';
  actorId: number | null;
  label: string;
  ip: string | null;
}

export interface ResultInput {
  twod: string;
  set?: string | null;
  value?: string | null;
  override_reason?: string | undefined;
  hold_reason?: string | undefined;
}

/** A result must be two digits and, when SET and value come with it, the number they give (unless overridden). */
export function checkResult(input: ResultInput): void {
  if (!/^\d{2}$/.test(input.twod)) throw fieldError('twod', 'twod_result_invalid');
  if (input.set && input.value && !input.override_reason && twodOf(input.set, input.value) !== input.twod)
    throw fieldError('twod', 'twod_result_invalid');
}

/**
 * A person's result follows from the SET and value they entered (integrations.md: last digit of the SET index's
 * second decimal, then last digit of the traded value's integer part). Only an admin may enter another number, and
 * only with a reason, which stays on the draw as its flag; only an admin may hold figures that differ from the feed's.
 * Returns the result to record: a reason given for a number that follows anyway overrides nothing and is not kept.
 */
export function checkOperatorResult<T extends ResultInput & { set: string; value: string }>(
  input: T,
  isAdmin: boolean,
): T {
  const derived = twodOf(input.set, input.value);
  if (derived === null) throw fieldError('set', 'field_invalid');
  if ((input.override_reason || input.hold_reason) && !isAdmin) throw new HttpError(403, 'forbidden');
  if (derived === input.twod) return { ...input, override_reason: undefined };
  if (!input.override_reason)
    throw fieldError('twod', { key: 'twod_result_mismatch', values: { twod: derived } });
  return input;
}

/**
 * Records or corrects a draw's result while it is unsettled and at or after its draw time, with who entered it. The
 * feed never overwrites what an operator entered; an operator may correct anything until the draw is confirmed (by
 * someone else). With `heldToFeed`, a person's SET and value must be the feed's reading of the draw, or come from an
 * admin with a reason to hold them for a second admin (holdReasonOf). Audited with before/after.
 * Returns the draw as it is afterwards (unchanged when the feed yields to an operator's entry).
 */
export async function enterResult(
  db: Database,
  drawId: number,
  input: ResultInput,
  author: ResultAuthor,
  now: Date,
  heldToFeed = false,
): Promise<Draw> {
  checkResult(input);
  return inTransaction(db, async (tx) => {
    const [draw] = await tx.select().from(twodDraws).where(eq(twodDraws.id, drawId)).for('update');
    if (!draw) throw new HttpError(404, 'not_found');
    if (draw.status === 'settled' || draw.status === 'void' || draw.drawAt > now)
      throw new HttpError(409, 'twod_draw_state');
    if (author.source === 'feed' && draw.resultSource === 'operator') return draw;
    const holdReason =
      author.source === 'operator'
        ? holdReasonOf(
            draw,
            { set: input.set ?? null, value: input.value ?? null, reason: input.hold_reason ?? null },
            heldToFeed,
          )
        : null;
    const [after] = await tx
      .update(twodDraws)
      .set({
        status: 'result_entered',
        result: input.twod,
        resultSet: input.set ?? null,
        resultValue: input.value ?? null,
        resultSource: author.source,
        resultEnteredAt: now,
        resultEnteredBy: author.actorId,
        resultOverrideReason: input.override_reason ?? null,
        feedOverrideReason: holdReason,
      })
      .where(eq(twodDraws.id, drawId))
      .returning();
    await recordAudit(tx, {
      actorId: author.actorId,
      actorLabel: author.label,
      action: draw.result === null ? 'twod.result.enter' : 'twod.result.correct',
      targetType: 'twod_draw',
      targetId: String(drawId),
      before: { status: draw.status, result: draw.result, source: draw.resultSource },
      after: {
        status: after!.status,
        result: after!.result,
        set: after!.resultSet,
        value: after!.resultValue,
        source: author.source,
        override_reason: after!.resultOverrideReason,
        hold_reason: after!.feedOverrideReason,
      },
      ip: author.ip,
      at: now,
    });
    return after!;
  });
}
