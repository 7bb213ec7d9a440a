import type { UserProfile } from '@zeya/contract/auth';
import { BALANCE_POLL_MS } from '@zeya/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useBalancePushed } from '@/shared/api/balance-push';
import { apiData } from '@/shared/api/client';
import { readProfile, readToken, saveProfile } from '@/shared/session';

export const USER_QUERY_KEY = ['user'] as const;

/**
 * The signed-in player, polled every 5 s while a token exists and the event stream is not open (it pushes every
 * change of balance then); TanStack Query pauses the poll in background tabs. The cached profile shows at once; a
 * reply whose balances differ is merged and saved.
 */
export function useUser() {
  const token = readToken();
  const pushed = useBalancePushed();
  return useQuery({
    queryKey: USER_QUERY_KEY,
    enabled: token !== null,
    initialData: () => readProfile() ?? undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: pushed ? false : BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
    queryFn: async () => {
      const fresh = await apiData<UserProfile>('/user');
      const cached = readProfile();
      if (!cached || cached.balance !== fresh.balance || cached.main_balance !== fresh.main_balance)
        saveProfile({ ...cached, ...fresh });
      return fresh;
    },
  });
}

export function isSignedIn(): boolean {
  return readToken() !== null;
}
