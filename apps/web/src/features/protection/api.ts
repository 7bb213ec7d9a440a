import type { PlayerLimit } from '@zeya/contract/constants';
import type { BreakRequest, ProtectionState, RealityCheck } from '@zeya/contract/protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/shared/api/client';
import { isSignedIn } from '@/shared/api/user';

const KEY = ['protection'];
const CHECK_KEY = ['protection', 'reality-check'];
/** How often a signed-in device asks whether a reality check is due: the check is the player's, on every device. */
const CHECK_POLL_MS = 30_000;

export function useProtection() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiData<ProtectionState>('/protection', { signal }),
  });
}

/** A change of the player's protection: the reply is the whole new state, which replaces the cached one. */
function useChange<I>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: I) => api<ProtectionState>(path, { method: 'POST', body }),
    onSuccess: (reply) => client.setQueryData(KEY, reply.data),
  });
}

export const useSetLimit = () =>
  useChange<{ limit: PlayerLimit; amount: string | null }>('/protection/limits');
export const useConfirmLimit = () => useChange<{ limit: PlayerLimit }>('/protection/limits/confirm');
export const useSetRealityCheck = () => useChange<{ minutes: number }>('/protection/reality-check');
export const useTakeBreak = () => useChange<BreakRequest>('/protection/break');
export const useReopen = () => useChange<undefined>('/protection/reopen');

export function useRealityCheck() {
  return useQuery({
    queryKey: CHECK_KEY,
    queryFn: ({ signal }) => apiData<RealityCheck>('/protection/reality-check', { signal }),
    enabled: isSignedIn(),
    refetchInterval: CHECK_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useAnswerRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'continue' | 'stop') =>
      apiData<RealityCheck>('/protection/reality-check/answer', { method: 'POST', body: { answer } }),
    onSuccess: (check) => client.setQueryData(CHECK_KEY, check),
  });
}
