import type { UserProfile } from '@zeya/contract/auth';
import { SUCCESS_STATUS } from '@zeya/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { USER_QUERY_KEY } from '@/shared/api/user';
import { readProfile, saveProfile } from '@/shared/session';

export type ExchangeDirection = 'mainToGame' | 'gameToMain';

const EXCHANGE_PATH: Record<ExchangeDirection, string> = {
  mainToGame: '/exchange-main-to-game',
  gameToMain: '/exchange-game-to-main',
};

interface Balances {
  balance: number;
  main_balance: number;
}

/**
 * POST /api/exchange-main-to-game or /api/exchange-game-to-main with {amount}. Resolves with the whole envelope:
 * the caller decides success by its status. After a success the player is fetched again and the stored profile
 * replaced with the fresh fields.
 */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ direction, amount }: { direction: ExchangeDirection; amount: number }) =>
      api<Balances>(EXCHANGE_PATH[direction], { method: 'POST', body: { amount } }),
    onSuccess: (reply) => {
      if (reply.status !== SUCCESS_STATUS) return;
      // Show the new balances at once; the refetch then replaces the whole profile (without holding up the dialog).
      if (reply.data)
        queryClient.setQueryData<UserProfile>(USER_QUERY_KEY, (user) => user && { ...user, ...reply.data });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }).then(() => {
        const fresh = queryClient.getQueryData<UserProfile>(USER_QUERY_KEY);
        if (fresh) saveProfile({ ...readProfile(), ...fresh });
      });
    },
  });
}

export interface ChangePasswordForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/change-password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (form: ChangePasswordForm) => api<null>('/change-password', { method: 'POST', body: form }),
  });
}
