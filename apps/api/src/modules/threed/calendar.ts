import { THREED_DEFAULT_DAYS, THREED_DRAW_TIME } from '@zeya/contract/threed-constants';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { threedCalendar, threedDraws, threedSlips } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { HttpError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';
import type { OperatorStep } from '../../platform/lottery/steps';

/** How far ahead the next draw is looked for: a month and a half covers any moved draw. */
const LOOK_AHEAD_DAYS = 45;
const DAY_MS = 24 * 3600_000;

export function drawSchedule(day: string, closeMinutes: number) {
  const drawAt = new Date(`${day}T${THREED_DRAW_TIME}:00+06:30`);
  return { drawAt, closesAt: new Date(drawAt.getTime() - closeMinutes * 60_000) };
}

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** An operator's change to the usual draw days. */
export type CalendarChange = Pick<typeof threedCalendar.$inferSelect, 'date' | 'kind'>;

/** The days, from `now`'s, in which the next draw is looked for. */
export function lookAhead(now: Date) {
  const from = myanmarDay(now);
  return { from, to: addDays(from, LOOK_AHEAD_DAYS) };
}

/** The draw days from `from` to `to` (inclusive): the 1st and 16th unless skipped, plus extra days. */
function drawDaysOf(changes: CalendarChange[], from: string, to: string): string[] {
  const kindOf = new Map(changes.map((row) => [row.date, row.kind]));
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const usual = (THREED_DEFAULT_DAYS as readonly number[]).includes(Number(day.slice(8)));
    if ((usual && kindOf.get(day) !== 'skip') || kindOf.get(day) === 'extra') out.push(day);
  }
  return out;
}

/** The first day whose draw still takes bets at `now`, given the calendar's changes in its `lookAhead`, or null. */
export function nextDrawDayOf(changes: CalendarChange[], closeMinutes: number, now: Date): string | null {
  const { from, to } = lookAhead(now);
  return drawDaysOf(changes, from, to).find((day) => drawSchedule(day, closeMinutes).closesAt > now) ?? null;
}

export async function calendarEntries(db: Executor) {
  return db
    .select({ date: threedCalendar.date, kind: threedCalendar.kind, name: threedCalendar.name })
    .from(threedCalendar)
    .orderBy(threedCalendar.date);
}

/**
 * Adds or changes a calendar entry. A day whose draw has pending slips cannot be skipped: the operator voids that
 * draw first, which refunds every slip. Audited.
 */
export async function putCalendarEntry(
  db: Database,
  entry: { date: string; kind: 'skip' | 'extra'; name: string },
  step: OperatorStep,
  now: Date,
) {
  await inTransaction(db, async (tx) => {
    if (entry.kind === 'skip') {
      const [staked] = await tx
        .select({ id: threedSlips.id })
        .from(threedSlips)
        .innerJoin(threedDraws, eq(threedDraws.id, threedSlips.drawId))
        .where(and(eq(threedDraws.drawDate, entry.date), eq(threedSlips.status, 'pending')))
        .limit(1);
      if (staked) throw new HttpError(409, 'threed_calendar_has_bets');
    }
    const [before] = await tx.select().from(threedCalendar).where(eq(threedCalendar.date, entry.date));
    await tx
      .insert(threedCalendar)
      .values({ ...entry, createdAt: now })
      .onConflictDoUpdate({ target: threedCalendar.date, set: { kind: entry.kind, name: entry.name } });
    await recordAudit(tx, {
      actorId: step.actorId,
      actorLabel: step.label,
      action: 'threed.calendar.put',
      targetType: 'threed_calendar',
      targetId: entry.date,
      before: before ? { kind: before.kind, name: before.name } : null,
      after: { kind: entry.kind, name: entry.name },
      ip: step.ip,
      at: now,
    });
  });
}

export async function deleteCalendarEntry(db: Database, date: string, step: OperatorStep, now: Date) {
  return inTransaction(db, async (tx) => {
    const [removed] = await tx.delete(threedCalendar).where(eq(threedCalendar.date, date)).returning();
    if (!removed) return false;
    await recordAudit(tx, {
      actorId: step.actorId,
      actorLabel: step.label,
      action: 'threed.calendar.delete',
      targetType: 'threed_calendar',
      targetId: date,
      before: { kind: removed.kind, name: removed.name },
      after: null,
      ip: step.ip,
      at: now,
    });
    return true;
  });
}
