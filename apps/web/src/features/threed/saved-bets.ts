/** A 3D entry waiting for confirmation: the number, its stake in kyat, and whether it is R (every ordering). */
export interface ThreedEntry {
  num: string;
  amount: number;
  round: boolean;
}

const KEY = 'threed_bets';

function isEntry(value: unknown): value is ThreedEntry {
  const entry = value as ThreedEntry | null;
  return (
    typeof entry?.num === 'string' &&
    /^\d{3}$/.test(entry.num) &&
    Number.isInteger(entry.amount) &&
    typeof entry.round === 'boolean'
  );
}

/** The entries kept between /3d/bet and /3d/confirm; anything unreadable counts as none. */
export function readEntries(): ThreedEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export const saveEntries = (entries: ThreedEntry[]) => localStorage.setItem(KEY, JSON.stringify(entries));
export const clearEntries = () => localStorage.removeItem(KEY);
