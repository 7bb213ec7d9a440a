/** Saturday or Sunday in Myanmar (YYYY-MM-DD): the server's calendar has no draw on them (modules/twod/calendar.ts). */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}
