import { timeOf, type TwodTime } from '@/features/twod/api';

/** A chosen number and its stake in kyat, as the spec keeps it under 'bets'. */
export interface SavedBet {
  num: string;
  amount: number;
}

const BETS = 'bets';
/** The draw the saved numbers are for (2 or 4): the bet page's closing-time choice travels with them. */
const BETS_TIME = 'bets_time';
/** The day of that draw as the bet page showed it, so the slip goes to the draw the player saw or to none. */
const BETS_DATE = 'bets_date';

export interface SavedSlip {
  bets: SavedBet[];
  time: TwodTime;
  /** YYYY-MM-DD, or null for numbers saved before days were kept */
  date: string | null;
}

function isSavedBet(value: unknown): value is SavedBet {
  const bet = value as SavedBet | null;
  return typeof bet?.num === 'string' && /^\d{2}$/.test(bet.num) && Number.isFinite(bet.amount);
}

/** The numbers waiting for confirmation; anything unreadable counts as none. */
export function readSavedBets(): SavedSlip {
  const time = timeOf(localStorage.getItem(BETS_TIME));
  const stored = localStorage.getItem(BETS_DATE);
  const date = stored && /^\d{4}-\d{2}-\d{2}$/.test(stored) ? stored : null;
  try {
    const bets: unknown = JSON.parse(localStorage.getItem(BETS) ?? '[]');
    return { bets: Array.isArray(bets) ? bets.filter(isSavedBet) : [], time, date };
  } catch {
    return { bets: [], time, date };
  }
}

export function saveBets(bets: SavedBet[], time: TwodTime, date: string | null) {
  localStorage.setItem(BETS, JSON.stringify(bets));
  localStorage.setItem(BETS_TIME, String(time.id));
  if (date) localStorage.setItem(BETS_DATE, date);
  else localStorage.removeItem(BETS_DATE);
}

export function clearSavedBets() {
  localStorage.removeItem(BETS);
  localStorage.removeItem(BETS_TIME);
  localStorage.removeItem(BETS_DATE);
}

export const totalOf = (bets: readonly SavedBet[]) => bets.reduce((total, bet) => total + bet.amount, 0);
