// hot-path: every 3D slip reads its settings and draws here first
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { columnsOf, fromJsonObject, jsonObjectOf, namedRows, namedStatement } from '../../db/statements';
import { threedDraws, threedSettings } from '../../db/schema';
import { lockedProtectionColumn } from '../../platform/protection/guard';
import { batchedRead } from '../../platform/runtime/batched-lookup';
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
 * What a slip reads before its numbers, in one statement: the settings, the calendar's changes and the draws already
 * made in the days the next draw is looked for; for a slip, also the player's protection row, locked.
 */
const bettingStatement = (name: string, slip: boolean) =>
  namedStatement(
    name,
    (param) =>
      `select ${columnsOf(threedSettings, 's')},
              coalesce((select json_agg(json_build_object('date', c.date, 'kind', c.kind)) from threed_calendar c
                        where c.date between ${param('from')}::date and ${param('to')}::date), '[]') as "changes",
              coalesce((select json_agg(${jsonObjectOf(threedDraws)}) from threed_draws
                        where draw_date between ${param('from')}::date and ${param('to')}::date), '[]') as "made"
              ${slip ? `, ${lockedProtectionColumn(param('userId'))}` : ''}
       from threed_settings s where s.id = 1`,
  );
const BETTING = batchedRead<BettingRow>(bettingStatement('threed_betting', false));
const BETTING_FOR_SLIP = bettingStatement('threed_betting_slip', true);

type BettingRow = ThreedSettings & {
  changes: CalendarChange[];
  made: Record<string, unknown>[];
  protection?: Record<string, unknown> | null;
};

/**
 * The settings in force and the draw taking bets at `now`: the next calendar day's, while open and before its closing
 * time (made on first use). With `day` (the draw the player saw) it must be that one. The draw is null when none is.
 * With `slipOf`, the player's protection row (null: none) comes with them, locked, for guardStakeOn.
 */
export async function bettableDraw(db: Executor, now: Date, day?: string, slipOf?: number) {
  const { from, to } = lookAhead(now);
  const row =
    slipOf === undefined
      ? await BETTING(db, { from, to })
      : (await namedRows<BettingRow>(db, BETTING_FOR_SLIP, { from, to, userId: slipOf }))[0]!;
  const { changes, made, protection = null, ...settings } = row;
  return { settings, protection, draw: await drawTakingBets(db, settings, changes, made, now, day) };
}

async function drawTakingBets(
  db: Executor,
  settings: ThreedSettings,
  changes: CalendarChange[],
  made: Record<string, unknown>[],
  now: Date,
  day: string | undefined,
): Promise<ThreedDraw | null> {
  const next = nextDrawDayOf(changes, settings.closeMinutes, now);
  if (next === null || (day !== undefined && day !== next)) return null;
  const madeDraw = made.find((draw) => draw.drawDate === next);
  const draw = madeDraw
    ? fromJsonObject<ThreedDraw>(threedDraws, madeDraw)
    : await ensureDraw(db, next, settings.closeMinutes, now);
  return draw.status === 'open' && draw.closesAt > now ? draw : null;
}
