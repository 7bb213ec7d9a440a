import type { UserProfile } from '@zeya/contract/auth';
import { SUCCESS_STATUS } from '@zeya/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { USER_QUERY_KEY } from '@/shared/api/user';
import { readProfile, saveProfile } from '@/shared/session';

export type ExchangeDirection = 'mainToGame' | 'gameToMain';

/** The query key of the exchange log (GET /api/exchange-transactions-log), stale after every exchange. */
export const EXCHANGE_LOG_KEY = ['wallet', 'exchange-log'] as const;

const EXCHANGE_PATH: Record<ExchangeDirection, string> = {
  mainToGame: '/exchange-main-to-game',
  gameToMain: '/exchange-game-to-main',
};

/**
 * POST /api/exchange-main-to-game or /api/exchange-game-to-main with {amount}. Resolves with the whole envelope:
 * the caller decides success by its status. After a success the new balances show at once, the player is fetched
 * again (and the stored profile replaced with the fresh fields) and the exchange log is marked stale.
 */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ direction, amount }: { direction: ExchangeDirection; amount: number }) =>
      api<{ balance: number; main_balance: number } | null>(EXCHANGE_PATH[direction], {
        method: 'POST',
        body: { amount },
      }),
    onSuccess: (reply) => {
      if (reply.status !== SUCCESS_STATUS) return;
      if (reply.data)
        queryClient.setQueryData<UserProfile>(USER_QUERY_KEY, (user) => user && { ...user, ...reply.data });
      // The refetch replaces the whole profile without holding up the form.
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }).then(() => {
        const fresh = queryClient.getQueryData<UserProfile>(USER_QUERY_KEY);
        if (fresh) saveProfile({ ...readProfile(), ...fresh });
      });
      void queryClient.invalidateQueries({ queryKey: EXCHANGE_LOG_KEY });
    },
  });
}
