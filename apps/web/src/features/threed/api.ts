import type { ThreedBetRequest, ThreedDrawReply, ThreedResult, ThreedSlip } from '@zeya/contract/threed';
import { SUCCESS_STATUS } from '@zeya/contract/constants';
import { THREED_MIN_BET_KS } from '@zeya/contract/threed-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/shared/api/client';
import { USER_QUERY_KEY } from '@/shared/api/user';

export type { ThreedDrawReply, ThreedResult, ThreedSlip } from '@zeya/contract/threed';

export const MIN_BET_KS = THREED_MIN_BET_KS;
export const LOGIN_PATH = '/login';

export interface ThreedWinners {
  date: string | null;
  result: string | null;
  winners: { player_name: string; number: string; kind: 'win' | 'tote'; stake: number; payout: number }[];
}

const key = (...parts: string[]) => ['threed', ...parts];

/** Every distinct ordering of a number's digits: what an R entry stakes. */
export function permutationsOf(num: string): string[] {
  const [a = '', b = '', c = ''] = [...num];
  return [...new Set([a + b + c, a + c + b, b + a + c, b + c + a, c + a + b, c + b + a])].sort();
}

export function useThreedDraw() {
  return useQuery({
    queryKey: key('draw'),
    queryFn: ({ signal }) => apiData<ThreedDrawReply>('/threed/draw', { signal, signedOutTo: LOGIN_PATH }),
    staleTime: 0,
  });
}

export function useThreedResults() {
  return useQuery({
    queryKey: key('results'),
    queryFn: ({ signal }) => apiData<ThreedResult[]>('/threed/results', { signal }),
  });
}

export function useThreedSlips() {
  return useQuery({
    queryKey: key('slips'),
    queryFn: ({ signal }) => apiData<ThreedSlip[]>('/threed-bet-slips', { signal, signedOutTo: LOGIN_PATH }),
    staleTime: 0,
  });
}

export function useThreedWinners() {
  return useQuery({
    queryKey: key('winners'),
    queryFn: ({ signal }) => apiData<ThreedWinners>('/threed/winners', { signal, signedOutTo: LOGIN_PATH }),
  });
}

/** POST /api/threed-bet; a success debits main, so the player, the draw and the slips are fetched again. */
export function usePlaceThreedBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slip: ThreedBetRequest) => api<ThreedSlip>('/threed-bet', { method: 'POST', body: slip }),
    onSettled: (reply) => {
      void queryClient.invalidateQueries({ queryKey: key('draw') });
      if (reply?.status !== SUCCESS_STATUS) return;
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: key('slips') });
    },
  });
}
