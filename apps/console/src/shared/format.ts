import { myanmarDateTime, myanmarDay } from '@zeya/contract/myanmar-time';

/** An instant in Myanmar time, as operators read it: YYYY-MM-DD HH:MM. */
export function formatTime(iso: string | null | undefined) {
  return iso ? myanmarDateTime(new Date(iso)) : '—';
}

/** Today's Myanmar business day, YYYY-MM-DD. */
export const myanmarToday = () => myanmarDay(new Date());
