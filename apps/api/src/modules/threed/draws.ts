import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { columnsOf, fromJsonObject, jsonObjectOf, namedRows, namedStatement } from '../../db/statements';
import { threedDraws, threedSettings } from '../../db/schema';
import { drawSchedule, lookAhead, nextDrawDayOf, type CalendarChange } from './calendar';
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
 * What every slip reads before its numbers, in one statement: the settings, the calendar's changes and the draws
 * already made in the days the next draw is looked for.
 */
const BETTING = namedStatement(
  'threed_betting',
  (param) =>
    `select ${columnsOf(threedSettings, 's')},
            coalesce((select json_agg(json_build_object('date', c.date, 'kind', c.kind)) from threed_calendar c
                      where c.date between ${param('from')}::date and ${param('to')}::date), '[]') as "changes",
            coalesce((select json_agg(${jsonObjectOf(threedDraws)}) from threed_draws
                      where draw_date between ${param('from')}::date and ${param('to')}::date), '[]') as "made"
     from threed_settings s where s.id = 1`,
);

type BettingRow = ThreedSettings & { changes: CalendarChange[]; made: Record<string, unknown>[] };

/**
 * The settings in force and the draw taking bets at `now`: the next calendar day's, while open and before its closing
 * time (made on first use). With `day` (the draw the player saw) it must be that one. The draw is null when none is.
 */
export async function bettableDraw(
  db: Executor,
  now: Date,
  day?: string,
): Promise<{ settings: ThreedSettings; draw: ThreedDraw | null }> {
  const [row] = await namedRows<BettingRow>(db, BETTING, lookAhead(now));
  const { changes, made, ...settings } = row!;
  const next = nextDrawDayOf(changes, settings.closeMinutes, now);
  if (next === null || (day !== undefined && day !== next)) return { settings, draw: null };
  const madeDraw = made.find((draw) => draw.drawDate === next);
  const draw = madeDraw
    ? fromJsonObject<ThreedDraw>(threedDraws, madeDraw)
    : await ensureDraw(db, next, settings.closeMinutes, now);
  return { settings, draw: draw.status === 'open' && draw.closesAt > now ? draw : null };
}
