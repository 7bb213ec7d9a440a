import type { UserProfile } from '@zeya/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiData } from '@/shared/api/client';
import { USER_QUERY_KEY } from '@/shared/api/user';
import { readProfile } from '@/shared/session';
import { launchingClient } from '@/shared/launching-client';
import type { SlotTable as SlotOpen, SpinResult as SlotSpin } from '@zeya/contract/house-slot';

/*
 * The shapes of the house slot's replies (packages/contract/src/house-slot.ts on the server side). They are written
 * out here so that this route's bundle never pulls the contract's runtime schemas in.
 */

/** A symbol's code as the server names it: '7', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'. */
export type SlotSymbol = string;

/** A paytable line: three symbols on the payline ('ANY' matches any) pay `pays` times the bet. */
export type PayLine = SlotOpen['paytable'][number];
export type { SlotTable as SlotOpen, SpinResult as SlotSpin } from '@zeya/contract/house-slot';

/** The game balance a reply carries becomes the player's everywhere at once (top bar, game, exchange dialog). */
function useKeepGameBalance() {
  const queryClient = useQueryClient();
  return (balance: number) =>
    queryClient.setQueryData<UserProfile>(USER_QUERY_KEY, (user) => user && { ...user, balance });
}

/** How the catalogue names this game: its code, the house provider's product code and its game type. */
const SHWE_SLOT = { game_code: 'shwe-slot', product_code: 'ZEYA', game_type: 'SLOT' } as const;

/**
 * POST /api/seamless/launch-game for Shwe Slot: a fresh one-time launch token, for a page opened without one (from
 * the menu, or after a reload). A refusal throws its message as an ApiError.
 */
export function useLaunchShweSlot() {
  return useMutation({
    mutationFn: async () => {
      const reply = (await api('/seamless/launch-game', { method: 'POST', body: SHWE_SLOT })) as unknown as {
        code?: number;
        url?: string;
        message?: string;
      };
      const token = reply.url ? new URL(reply.url, 'http://zeya').searchParams.get('launch') : null;
      if (Number(reply.code) !== 200 || !token) throw new ApiError(422, reply.message ?? '');
      return token;
    },
  });
}

/**
 * POST /api/house/open: trades the one-time launch token for a session, all the spins need (no sign-in). The game
 * balance it reports is the signed-in player's only when the session is theirs.
 */
export function useOpenSlot() {
  const keepBalance = useKeepGameBalance();
  return useMutation({
    mutationFn: (launchToken: string) =>
      apiData<SlotOpen>('/house/open', {
        method: 'POST',
        body: {
          launch_token: launchToken,
          game_code: SHWE_SLOT.game_code,
          return_url: launchingClient() ?? undefined,
        },
      }),
    onSuccess: (table) => {
      if (table.player === readProfile()?.user_name) keepBalance(table.balance);
    },
  });
}

/**
 * POST /api/house/spin: the server draws the stops and settles the round; the reply's balance is kept and the player
 * fetched again, also after a refusal, so a game balance spent elsewhere shows at once.
 */
export function useSpin() {
  const queryClient = useQueryClient();
  const keepBalance = useKeepGameBalance();
  return useMutation({
    mutationFn: (spin: { session: string; bet: number; own: boolean }) =>
      apiData<SlotSpin>('/house/spin', { method: 'POST', body: { session: spin.session, bet: spin.bet } }),
    onSuccess: (reply, spin) => {
      if (spin.own) keepBalance(reply.balance);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
