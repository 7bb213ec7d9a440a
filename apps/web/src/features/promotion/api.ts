import type { Promotion } from '@zeya/contract/content';
import type { ClaimResult, PlayerOffer } from '@zeya/contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/shared/api/client';
import { USER_QUERY_KEY, useUser } from '@/shared/api/user';
import { BONUS_QUERY_KEY } from '@/shared/wallet/bonus';

/** A promotion in the player's language, or in English marked by `lang` and `fallback` when not written in it. */
export type { Promotion } from '@zeya/contract/content';

/** GET /api/promotion. */
export function usePromotions() {
  return useQuery({
    queryKey: ['promotions'],
    queryFn: ({ signal }) => apiData<Promotion[]>('/promotion', { signal }),
  });
}

export type { PlayerOffer } from '@zeya/contract/promotions';

/** GET /api/offers: the offers open now, in the player's language (none for a player taking a break). */
export function useOffers() {
  const signedIn = useUser().data !== undefined;
  return useQuery({
    queryKey: ['offers', signedIn],
    queryFn: ({ signal }) => apiData<PlayerOffer[]>('/offers', { signal }),
  });
}

/**
 * POST /api/offers/:id/claim, with an Idempotency-Key per click so a retried request cannot claim twice; the server
 * decides eligibility and amount. Balances, the bonus and the offers are fetched again after it.
 */
export function useClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: number; code?: string }) =>
      api<ClaimResult>(`/offers/${id}/claim`, {
        method: 'POST',
        body: code ? { code } : {},
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['offers'] });
      void queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
