// hot-path: every 2D slip finds its draw here
import type { TwodTimeId } from '@zeya/contract/twod-constants';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

/** A day's draw of a time id, or null before it is made. */
export async function findDraw(db: Executor, day: string, timeId: TwodTimeId): Promise<Draw | null> {
  const [row] = await db
    .select()
    .from(twodDraws)
    .where(and(eq(twodDraws.drawDate, day), eq(twodDraws.timeId, timeId)));
  return row ?? null;
}

export async function drawById(db: Executor, id: number): Promise<Draw | null> {
  const [row] = await db.select().from(twodDraws).where(eq(twodDraws.id, id));
  return row ?? null;
}
