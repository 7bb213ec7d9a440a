import { myanmarClockTime, myanmarDay } from '@zeya/contract/myanmar-time';
import type { TwodResult } from '@zeya/contract/twod';
import { gte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twodDraws } from '../../db/schema';
import { drawsWithResult } from './feed/live-results';

/** How many Myanmar days the results table goes back, today included: a week of business days and its weekend. */
export const RESULT_DAYS = 7;
const DAY_MS = 24 * 3600_000;

/**
 * The results table of /2d: every draw of the last RESULT_DAYS days with a result, newest first, as the live board
 * shows today's (an entered result not yet confirmed included, so the table never lags the board).
 */
export async function recentResults(db: Executor, now: Date): Promise<TwodResult[]> {
  const since = myanmarDay(new Date(now.getTime() - (RESULT_DAYS - 1) * DAY_MS));
  const draws = await drawsWithResult(db, gte(twodDraws.drawDate, since));
  return draws.map((draw) => ({
    date: draw.drawDate,
    time_id: draw.timeId,
    open_time: myanmarClockTime(draw.drawAt),
    set: draw.resultSet ?? '',
    value: draw.resultValue ?? '',
    twod: draw.result!,
  }));
}
