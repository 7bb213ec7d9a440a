import type { TwodTimeId } from '@zeya/contract/twod-constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { columnsOf, namedRows, namedStatement } from '../../db/statements';
import { twodDraws } from '../../db/schema';
import { drawSchedule } from './calendar';

export type Draw = typeof twodDraws.$inferSelect;

/**
 * The draw of a day and time, made on first use with the closing minute in force then. Callers check the calendar
 * first: a weekend or holiday never gets a draw.
 */
export async function ensureDraw(
  db: Executor,
  day: string,
  timeId: TwodTimeId,
  closeMinutes: number,
  now: Date,
): Promise<Draw> {
  const existing = await findDraw(db, day, timeId);
  if (existing) return existing;
  await db
    .insert(twodDraws)
    .values({ drawDate: day, timeId, createdAt: now, ...drawSchedule(day, timeId, closeMinutes) })
    .onConflictDoNothing();
  return (await findDraw(db, day, timeId))!;
}

export async function findDraw(db: Executor, day: string, timeId: TwodTimeId): Promise<Draw | null> {
  return (await drawOfDay(db, day, timeId)).draw;
}

/** Every slip asks this of the day it would go to: one statement, whether or not the draw is made yet. */
const DRAW_OF_DAY = namedStatement(
  'twod_draw_of_day',
  (param) =>
    `select exists (select from twod_holidays where date = ${param('day')}::date) as "holiday",
            ${columnsOf(twodDraws, 'd')}
     from (select) as day left join twod_draws d on d.draw_date = ${param('day')}::date and d.time_id = ${param('timeId')}`,
);

/** A day's draw of a time id (null before it is made), and whether the operator's calendar has the day off. */
export async function drawOfDay(db: Executor, day: string, timeId: TwodTimeId) {
  const [row] = await namedRows<Draw & { holiday: boolean }>(db, DRAW_OF_DAY, { day, timeId });
  const { holiday, ...draw } = row!;
  return { holiday, draw: draw.id === null ? null : draw };
}

export async function drawById(db: Executor, id: number): Promise<Draw | null> {
  const [row] = await db.select().from(twodDraws).where(eq(twodDraws.id, id));
  return row ?? null;
}
