import { timeOf, type TwodTime } from '@/features/twod/api';

/** A chosen number and its stake in kyat, as the spec keeps it under 'bets'. */
export interface SavedBet {
  num: string;
  amount: number;
}

const BETS = 'bets';
/** The draw the saved numbers are for (2 or 4): the bet page's closing-time choice travels with them. */
const BETS_TIME = 'bets_time';

function isSavedBet(value: unknown): value is SavedBet {
  const bet = value as SavedBet | null;
  return typeof bet?.num === 'string' && /^\d{2}$/.test(bet.num) && Number.isFinite(bet.amount);
}

/** The numbers waiting for confirmation; anything unreadable counts as none. */
export function readSavedBets(): { bets: SavedBet[]; time: TwodTime } {
  const time = timeOf(localStorage.getItem(BETS_TIME));
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(BETS) ?? '[]');
    return { bets: Array.isArray(stored) ? stored.filter(isSavedBet) : [], time };
  } catch {
    return { bets: [], time };
  }
}

export function saveBets(bets: SavedBet[], time: TwodTime) {
  localStorage.setItem(BETS, JSON.stringify(bets));
  localStorage.setItem(BETS_TIME, String(time.id));
}

export function clearSavedBets() {
  localStorage.removeItem(BETS);
  localStorage.removeItem(BETS_TIME);
}

export const totalOf = (bets: readonly SavedBet[]) => bets.reduce((total, bet) => total + bet.amount, 0);
