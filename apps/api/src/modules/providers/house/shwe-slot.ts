/**
 * Shwe Slot: three reels of 22 stops, one payline (the middle row). Every stop is equally likely, drawn with a CSPRNG
 * on the server; the return to player below is exact, computed by enumerating all 22^3 = 10,648 outcomes.
 */
export const SYMBOLS = ['7', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** One strip: 7 x1, BAR x2, BELL x4, PLUM x4, LEMON x6, CHERRY x5. The other reels are the same strip, turned. */
const STRIP: SlotSymbol[] = [
  '7',
  'LEMON',
  'CHERRY',
  'PLUM',
  'LEMON',
  'BELL',
  'CHERRY',
  'LEMON',
  'BAR',
  'PLUM',
  'CHERRY',
  'LEMON',
  'BELL',
  'PLUM',
  'CHERRY',
  'LEMON',
  'BAR',
  'BELL',
  'CHERRY',
  'LEMON',
  'PLUM',
  'BELL',
];
const turned = (by: number) => [...STRIP.slice(by), ...STRIP.slice(0, by)];
export const REELS: SlotSymbol[][] = [STRIP, turned(7), turned(15)];

/** Multiples of the bet. Three of a kind on the payline, or cherries on the first two reels. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  '7': 200,
  BAR: 80,
  BELL: 40,
  PLUM: 20,
  LEMON: 12,
  CHERRY: 10,
};
export const TWO_CHERRIES = 4;

/** The published return to player: 10,222 / 10,648 (exact; the RTP test recomputes it from the strips). */
export const PUBLISHED_RTP = 10_222 / 10_648;

export function pays(payline: SlotSymbol[]): number {
  const [a, b, c] = payline;
  if (a === b && b === c) return THREE_OF_A_KIND[a!];
  return a === 'CHERRY' && b === 'CHERRY' ? TWO_CHERRIES : 0;
}

/** The 3x3 window around the stops, reel by reel: top, middle (the payline), bottom. */
export function windowAt(stops: number[]): SlotSymbol[][] {
  return stops.map((stop, reel) => {
    const strip = REELS[reel]!;
    const at = (offset: number) => strip[(stop + offset + strip.length) % strip.length]!;
    return [at(-1), at(0), at(1)];
  });
}

export const PAYTABLE = [
  ...SYMBOLS.map((symbol) => ({ combo: [symbol, symbol, symbol], pays: THREE_OF_A_KIND[symbol] })),
  { combo: ['CHERRY', 'CHERRY', 'ANY'], pays: TWO_CHERRIES },
];
