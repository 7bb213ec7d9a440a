import { myanmarDay, myanmarHoursMinutes } from '@zeya/contract/myanmar-time';

/* 2D days and draw times are Myanmar's, wherever the player's device is: the clock is the contract's. */

function clock(hours: number, minutes: number): string {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Today's Myanmar date, YYYY-MM-DD. */
export function myanmarToday(now = new Date()): string {
  return myanmarDay(now);
}

/** The Myanmar clock time of an instant, e.g. 11:55 AM. */
export function myanmarClock(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { hours, minutes } = myanmarHoursMinutes(instant);
  return clock(hours, minutes);
}

/** A Myanmar wall-clock time as the feed writes it (HH:MM or HH:MM:SS), e.g. 14:00 → 2:00 PM. */
export function clockLabel(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  return match ? clock(Number(match[1]), Number(match[2])) : time;
}

/** The calendar locale of each interface language (Burmese is `my` to Intl). */
const DATE_LOCALES: Record<string, string> = { en: 'en-GB', mm: 'my', zh: 'zh-CN', th: 'th-TH' };

/** A Myanmar day (YYYY-MM-DD) with its weekday, in the interface language: Tue 24 Nov, 11月24日周二. */
export function dayLabel(day: string, language: string): string {
  const instant = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return day;
  return new Intl.DateTimeFormat(DATE_LOCALES[language] ?? 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(instant);
}

/** Which draw a slip is for: its day and its time, e.g. Tue 24 Nov, 12:00 PM. */
export const drawLabel = (day: string, time: string, language: string) =>
  `${dayLabel(day, language)}, ${time}`;

/** An instant as a day and Myanmar clock time in the interface language, e.g. Wed 25 Nov, 9:00 AM. */
export function myanmarDateTime(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${dayLabel(myanmarToday(instant), language)}, ${myanmarClock(iso)}`;
}
