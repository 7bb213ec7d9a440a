import { myanmarInstant } from '@zeya/contract/myanmar-time';
import type { TwodOpenDraw } from '@zeya/contract/twod';
import { TWOD_SESSION_CODES, TWOD_TIMES, type TwodTimeId } from '@zeya/contract/twod-constants';
import { formatClock, formatInstant } from '@zeya/ui-kit/format-date';
import type { ReaderStyle } from '@zeya/ui-kit/reader-style';

/*
 * Without React or the texts, so that the early shell (app/early-shell-twod.ts) names the draws exactly as the 2D
 * screens do before their script has arrived. `style` is the reader's (ui-kit reader-style) unless given.
 */

/** A bet time's closing time on the Myanmar clock, in the reader's words: 12:00 PM, နေ့လယ် ၁၂:၀၀. */
export const timeLabel = (timeId: number, style?: ReaderStyle) =>
  formatClock(TWOD_SESSION_CODES[timeId as TwodTimeId] ?? '', style);

/** Names a draw by its day and time in the reader's language: (2025-02-04, 2) -> Tue 4 Feb, 12:00 PM. */
export const drawLabel = (day: string, timeId: number, style?: ReaderStyle) =>
  formatInstant(myanmarInstant(day, TWOD_SESSION_CODES[timeId as TwodTimeId] ?? '00:00'), style);

/** Each bet time named with the day of its next open draw (tomorrow's once today's has closed), else by its clock. */
export function closingTimes(draws: readonly TwodOpenDraw[] | undefined, style?: ReaderStyle) {
  return TWOD_TIMES.map((time) => {
    const draw = draws?.find((open) => open.time_id === time.id);
    return {
      id: time.id,
      label: draw ? drawLabel(draw.date, time.id, style) : timeLabel(time.id, style),
    };
  });
}
