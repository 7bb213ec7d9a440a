import { myanmarDay } from '@zeya/contract/myanmar-time';
import { formatStamp } from '@zeya/ui-kit/format-date';

/** An instant in Myanmar time, as operators read it: YYYY-MM-DD HH:MM (the one formatter's stamp), '—' for none. */
export function formatTime(iso: string | null | undefined) {
  return formatStamp(iso) || '—';
}

/** Today's Myanmar business day, YYYY-MM-DD. */
export const myanmarToday = () => myanmarDay(new Date());
