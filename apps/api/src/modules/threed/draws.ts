import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { threedDraws } from '../../db/schema';
import { drawSchedule, nextDrawDay } from './calendar';
import type { ThreedSettings } from './settings';

export type ThreedDraw = typeof threedDraws.$inferSelect;

async function findDraw(db: Executor, day: string): Promise<ThreedDraw | null> {
  const [row] = await db.select().from(threedDraws).where(eq(threedDraws.drawDate, day));
  return row ?? null;
}

/** The draw of a calendar day, made on first use with the closing minute in force then. */
export async function ensureDraw(db: Executor, day: string, closeMinutes: number, now: Date) {
  const existing = await findDraw(db, day);
  if (existing) return existing;
  await db
    .insert(threedDraws)
    .values({ drawDate: day, createdAt: now, ...drawSchedule(day, closeMinutes) })
    .onConflictDoNothing();
  return (await findDraw(db, day))!;
}

export async function drawById(db: Executor, id: number): Promise<ThreedDraw | null> {
  const [row] = await db.select().from(threedDraws).where(eq(threedDraws.id, id));
  return row ?? null;
}

/**
 * The draw taking bets at `now`: the next calendar day's, while open and before its closing time. With `day` (the
 * draw the player saw) it must be that one. Null when none is.
 */
export async function bettableDraw(
  db: Executor,
  settings: ThreedSettings,
  now: Date,
  day?: string,
): Promise<ThreedDraw | null> {
  const next = await nextDrawDay(db, settings.closeMinutes, now);
  if (next === null || (day !== undefined && day !== next)) return null;
  const draw = await ensureDraw(db, next, settings.closeMinutes, now);
  return draw.status === 'open' && draw.closesAt > now ? draw : null;
}
