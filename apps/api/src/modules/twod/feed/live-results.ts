import { myanmarClockTime } from '@zeya/contract/myanmar-time';
import type { TwodLive } from '@zeya/contract/twod';
import { and, desc, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { twodDraws } from '../../../db/schema';
import { isWeekend } from '@zeya/contract/twod-constants';
import { holidayOn } from '../calendar';
import type { Draw } from '../draws';

const withResult = and(isNotNull(twodDraws.result), ne(twodDraws.status, 'void'));

/** Draws with a result not voided, latest first: what the live board and the results table show. */
export function drawsWithResult(db: Executor, where: SQL | undefined) {
  return db.select().from(twodDraws).where(and(withResult, where)).orderBy(desc(twodDraws.drawAt));
}

function liveOf(draw: Draw | undefined): TwodLive['live'] {
  if (!draw) return { set: '', value: '', time: '', twod: '', date: '' };
  const { resultSet, resultValue, result, drawDate, drawAt } = draw;
  return {
    set: resultSet ?? '',
    value: resultValue ?? '',
    time: myanmarClockTime(drawAt),
    twod: result!,
    date: drawDate,
  };
}

function resultOf(draw: Draw): TwodLive['result'][number] {
  const time = myanmarClockTime(draw.drawAt);
  return {
    open_time: time,
    set: draw.resultSet ?? '',
    value: draw.resultValue ?? '',
    twod: draw.result!,
    stock_date: draw.drawDate,
    stock_datetime: `${draw.drawDate} ${time}`,
    history_id: String(draw.id),
  };
}

async function holidayOf(db: Executor, day: string): Promise<TwodLive['holiday']> {
  const holiday = await holidayOn(db, day);
  if (holiday) return { status: '1', date: day, name: holiday.name };
  return isWeekend(day) ? { status: '1', date: day, name: 'Weekend' } : { status: '0', date: day, name: '' };
}

/**
 * The feed's part of /twod/live without an upstream, from our own draws: the latest result as the live reading,
 * today's results in draw order, and today's holiday or weekend from the calendar.
 */
export async function liveFromResults(db: Executor, day: string) {
  const [latest] = await drawsWithResult(db, undefined).limit(1);
  const today = await drawsWithResult(db, eq(twodDraws.drawDate, day));
  return {
    live: liveOf(latest),
    result: today.reverse().map(resultOf),
    holiday: await holidayOf(db, day),
  };
}
