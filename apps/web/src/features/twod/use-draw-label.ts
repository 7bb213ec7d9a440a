import { myanmarInstant } from '@zeya/contract/myanmar-time';
import { TWOD_SESSION_CODES } from '@zeya/contract/twod-constants';
import { formatClock, formatInstant } from '@zeya/ui-kit/format-date';
import type { TwodTimeId } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';

/** A bet time's closing time on the Myanmar clock, in the reader's words: 12:00 PM, နေ့လယ် ၁၂:၀၀. */
export const timeLabel = (timeId: number) => formatClock(TWOD_SESSION_CODES[timeId as TwodTimeId] ?? '');

/** Names a draw by its day and time in the reader's language: (2025-02-04, 2) -> Tue 4 Feb, 12:00 PM. */
export function useDrawLabel() {
  // The texts' hook draws the screen again when the language or the digits change.
  useTwodTexts();
  return (day: string, timeId: number) =>
    formatInstant(myanmarInstant(day, TWOD_SESSION_CODES[timeId as TwodTimeId] ?? '00:00'));
}
