import type { DigitBetRound, Fairness } from '@/features/digitbet/api';

/** Test data for the Digit Bet tests. */
export { PLAYER, signIn } from '@/test/player';

export const HASH = 'a'.repeat(64);

export function makeRound(overrides: Partial<DigitBetRound> = {}): DigitBetRound {
  return {
    id: 1,
    timestamp: '2025-01-31T14:05:09.000Z',
    betType: 'digit',
    digit: 7,
    bet_amount: 1,
    multiplier: 5,
    rolledNumber: 3,
    outcome: 'lose',
    win_amount: 0,
    profit: -5,
    nonce: 0,
    server_seed_hash: HASH,
    client_seed: 'lucky',
    ...overrides,
  };
}

export const FAIRNESS: Fairness = {
  server_seed_hash: HASH,
  client_seed: 'lucky',
  next_nonce: 4,
  payouts: { digit: 9, big: 1.95, small: 1.95 },
  rtp: { digit: 0.9, big: 0.975, small: 0.975 },
  revealed: [
    { server_seed: 'b'.repeat(64), server_seed_hash: 'c'.repeat(64), client_seed: 'first-seed', rounds: 3 },
  ],
};
