const KS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Money in the console: thousands separators and ' Ks'. */
export const formatKs = (kyat: number) => `${KS.format(kyat)} Ks`;

/** An instant in Myanmar time (UTC+6:30, no daylight saving), as operators read it. */
export function formatTime(iso: string | null | undefined) {
  if (!iso) return '—';
  const local = new Date(new Date(iso).getTime() + 390 * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** Today's Myanmar business day, YYYY-MM-DD. */
export const myanmarToday = () => new Date(Date.now() + 390 * 60_000).toISOString().slice(0, 10);
