import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { twodDraws, twodHolidays, twodInformational, twodSlips } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import { HttpError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';
import type { OperatorStep } from '../../platform/lottery/steps';

function audit(
  step: OperatorStep,
  now: Date,
  action: string,
  targetId: string,
  before: unknown,
  after: unknown,
) {
  return {
    actorId: step.actorId,
    actorLabel: step.label,
    action,
    targetType: 'twod_calendar',
    targetId,
    before,
    after,
    ip: step.ip,
    at: now,
  };
}

/** A holiday of the operator's calendar: no draw that day. Adding an existing date renames it. */
export async function putHoliday(
  db: Database,
  holiday: { date: string; name: string },
  step: OperatorStep,
  now: Date,
) {
  await inTransaction(db, async (tx) => {
    // Players can bet on the next business day's draws the evening before: a holiday declared over their slips would
    // leave them unsettled and unrefunded. The operator voids that day's draws first, which refunds every slip.
    const [staked] = await tx
      .select({ id: twodSlips.id })
      .from(twodSlips)
      .innerJoin(twodDraws, eq(twodDraws.id, twodSlips.drawId))
      .where(and(eq(twodDraws.drawDate, holiday.date), eq(twodSlips.status, 'pending')))
      .limit(1);
    if (staked) throw new HttpError(409, 'twod_holiday_has_bets');
    const [before] = await tx.select().from(twodHolidays).where(eq(twodHolidays.date, holiday.date));
    await tx
      .insert(twodHolidays)
      .values({ ...holiday, createdAt: now })
      .onConflictDoUpdate({ target: twodHolidays.date, set: { name: holiday.name } });
    await recordAudit(
      tx,
      audit(step, now, 'twod.holiday.put', holiday.date, before?.name ?? null, holiday.name),
    );
  });
}

export async function deleteHoliday(
  db: Database,
  date: string,
  step: OperatorStep,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [removed] = await tx.delete(twodHolidays).where(eq(twodHolidays.date, date)).returning();
    if (removed) await recordAudit(tx, audit(step, now, 'twod.holiday.delete', date, removed.name, null));
    return removed !== undefined;
  });
}

/** The 9:30 or 14:00 modern and internet numbers of a day, as published by Myanmar sources. */
export async function putInformational(
  db: Database,
  entry: { date: string; time: string; modern: string | null; internet: string | null },
  step: OperatorStep,
  now: Date,
) {
  await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(twodInformational)
      .where(and(eq(twodInformational.date, entry.date), eq(twodInformational.time, entry.time)));
    await tx
      .insert(twodInformational)
      .values({ ...entry, updatedAt: now })
      .onConflictDoUpdate({
        target: [twodInformational.date, twodInformational.time],
        set: { modern: entry.modern, internet: entry.internet, updatedAt: now },
      });
    await recordAudit(
      tx,
      audit(
        step,
        now,
        'twod.informational',
        `${entry.date} ${entry.time}`,
        before ? { modern: before.modern, internet: before.internet } : null,
        { modern: entry.modern, internet: entry.internet },
      ),
    );
  });
}
