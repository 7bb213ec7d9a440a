import type { UserProfile } from '@zeya/contract/auth';
import type { DigitBetRound } from '@zeya/contract/digitbet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/shared/api/client';
import { USER_QUERY_KEY } from '@/shared/api/user';
import type { Fairness, VerifyResult } from '@zeya/contract/digitbet';
import { rememberCommitments } from '@/features/digitbet/commitments';

export type { DigitBetRound } from '@zeya/contract/digitbet';

/*
 * The game's constants (spec section 9). They repeat packages/contract/src/digitbet.ts on purpose: importing values
 * from that module would bring zod into this route's bundle.
 */
export const MULTIPLIERS = [1, 5, 10, 20, 50, 100] as const;
export const COUNTDOWN_SECONDS = 90;
export const SMALL_DIGITS = [0, 1, 2, 3, 4] as const;
export const BIG_DIGITS = [5, 6, 7, 8, 9] as const;
/** The bet-multiplier modal always bets at 20x; BET MAX sets both of its steppers to 10. */
export const MODAL_MULTIPLIER = 20;
export const BET_MAX = 10;

export type BetType = DigitBetRound['betType'];

export interface DigitBet {
  bet_type: BetType;
  digit: number | null;
  bet_amount: number;
  multiplier: number;
}

/** The reply of POST /api/digitbet: the server draws the digit and settles the round. */
export interface DigitBetReply {
  success?: boolean;
  message: string;
  data?: { balance: number; history: DigitBetRound[]; round: DigitBetRound } | null;
}

export type { Fairness, VerifyResult } from '@zeya/contract/digitbet';

export const HISTORY_KEY = ['digitbet', 'history'] as const;
export const FAIRNESS_KEY = ['digitbet', 'fairness'] as const;

/** GET /api/digitbet/history: the player's rounds, newest first (signed-in players only). */
export function useDigitBetHistory(enabled: boolean) {
  return useQuery({
    queryKey: HISTORY_KEY,
    enabled,
    queryFn: async ({ signal }) => {
      const rounds = await apiData<DigitBetRound[]>('/digitbet/history', { signal });
      // Each round's fingerprint, as shown now, before its seed is revealed: the fairness check compares with it.
      rememberCommitments(rounds);
      return rounds;
    },
  });
}

/**
 * POST /api/digitbet. Resolves with the whole reply (a reply may say success: false). On success the history and
 * the game balance are replaced from the reply, the player is fetched again and the seeds' next nonce goes stale.
 */
export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bet: DigitBet) =>
      api<DigitBetReply['data']>('/digitbet', {
        method: 'POST',
        body: bet,
      }) as unknown as Promise<DigitBetReply>,
    onSuccess: (reply) => {
      if (reply.success === false || !reply.data) {
        void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
        return;
      }
      const { balance, history } = reply.data;
      rememberCommitments(history);
      queryClient.setQueryData(HISTORY_KEY, history);
      queryClient.setQueryData<UserProfile>(USER_QUERY_KEY, (user) => user && { ...user, balance });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: FAIRNESS_KEY });
    },
    // A refusal may mean the game balance was spent elsewhere: the player's balances are fetched again too.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

/** GET /api/digitbet/fairness: the player's current seeds, the payouts and the revealed seeds. */
export function useFairness(enabled: boolean) {
  return useQuery({
    queryKey: FAIRNESS_KEY,
    enabled,
    queryFn: ({ signal }) => apiData<Fairness>('/digitbet/fairness', { signal }),
  });
}

/** POST /api/digitbet/client-seed: a new client seed, which also rotates (and reveals) the server seed. */
export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      api<Fairness>('/digitbet/client-seed', { method: 'POST', body: { client_seed: clientSeed } }),
    onSuccess: (reply) => queryClient.setQueryData(FAIRNESS_KEY, reply.data),
  });
}

/** GET /api/digitbet/verify: the digit a server seed, client seed and nonce roll (public). */
export function useVerifyRoll() {
  return useMutation({
    mutationFn: ({
      serverSeed,
      clientSeed,
      nonce,
    }: {
      serverSeed: string;
      clientSeed: string;
      nonce: string;
    }) =>
      apiData<VerifyResult>(
        `/digitbet/verify?${new URLSearchParams({ server_seed: serverSeed, client_seed: clientSeed, nonce })}`,
      ),
  });
}
