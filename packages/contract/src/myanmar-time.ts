/**
 * Myanmar time, the one clock of the business: 2D and 3D days and draws, business days of reports, times staff and
 * players read. Myanmar keeps UTC+6:30 all year (no daylight saving), so a fixed offset is exact. No zod here: the
 * player site and the console import it as it is.
 */
export const MYANMAR_OFFSET_MINUTES = 390;
const OFFSET_MS = MYANMAR_OFFSET_MINUTES * 60_000;

/** `YYYY-MM-DDTHH:MM:SS` of an instant on a Myanmar wall clock. */
function wallClock(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19);
}

/** The Myanmar business day of an instant, YYYY-MM-DD. */
export const myanmarDay = (instant: Date) => wallClock(instant).slice(0, 10);

/** The Myanmar wall-clock time of an instant, HH:MM:SS (as the 2D feed writes its times). */
export const myanmarClockTime = (instant: Date) => wallClock(instant).slice(11, 19);

/** An instant as a person in Myanmar reads it: YYYY-MM-DD HH:MM, or to the second with `seconds`. */
export const myanmarDateTime = (instant: Date, seconds = false) =>
  wallClock(instant)
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ');

/** The instant a Myanmar wall clock shows `time` (HH:MM or HH:MM:SS) on `day` (YYYY-MM-DD). */
export function myanmarInstant(day: string, time = '00:00'): Date {
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+06:30`);
}

/** The hours and minutes of an instant on a Myanmar wall clock. */
export function myanmarHoursMinutes(instant: Date): { hours: number; minutes: number } {
  const local = new Date(instant.getTime() + OFFSET_MS);
  return { hours: local.getUTCHours(), minutes: local.getUTCMinutes() };
}
