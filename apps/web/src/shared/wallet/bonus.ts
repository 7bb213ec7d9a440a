import type { BonusState } from '@zeya/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/shared/api/client';
import { useUser } from '@/shared/api/user';

export type { BonusState };

/** Stale after a claim, a bet, a withdrawal: anything that may grant, wager, convert or forfeit bonus money. */
export const BONUS_QUERY_KEY = ['bonus'] as const;

/**
 * GET /api/bonus: the signed-in player's bonus balance (the spec's promotion balance) and wagering progress. It is
 * fetched again whenever the player's balances change, since a stake may have converted it.
 */
export function useBonus() {
  const user = useUser();
  return useQuery({
    queryKey: [...BONUS_QUERY_KEY, user.data?.balance, user.data?.main_balance],
    enabled: user.data !== undefined,
    queryFn: ({ signal }) => apiData<BonusState>('/bonus', { signal }),
  });
}
