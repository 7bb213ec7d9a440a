import type {
  DailyWinners,
  TwodBetRequest,
  TwodLive,
  TwodNumbers,
  TwodOpenDraw,
  TwodResult,
  TwodSlip,
} from '@zeya/contract/twod';
import {
  TWOD_MIN_BET_KS,
  TWOD_TIMES,
  type TwodSession,
  type TwodTimeId,
} from '@zeya/contract/twod-constants';
import { SUCCESS_STATUS } from '@zeya/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/shared/api/client';
import { useEventStream } from '@/shared/api/events';
import { USER_QUERY_KEY } from '@/shared/api/user';

export type {
  DailyWinners,
  TwodLive,
  TwodNumbers,
  TwodOpenDraw,
  TwodResult,
  TwodSlip,
} from '@zeya/contract/twod';
export type { TwodSession, TwodTimeId } from '@zeya/contract/twod-constants';
export { TWOD_TIMES };

export const MIN_BET_KS = TWOD_MIN_BET_KS;
/** A new slip's amount: the minimum, as the spec's bet page starts it. */
export const DEFAULT_BET_KS = TWOD_MIN_BET_KS;
const LIVE_POLL_MS = 2000;
/** The open draws change at a closing minute: a minute late at most, and again whenever a slip is refused. */
const OPEN_DRAWS_POLL_MS = 60_000;

export type TwodTime = (typeof TWOD_TIMES)[number];

/** The bet time a query parameter names; anything else is the first draw of the day. */
export function timeOf(value: string | null): TwodTime {
  return TWOD_TIMES.find((time) => String(time.id) === value) ?? TWOD_TIMES[0];
}

/** Where the player's latest slip of a session shows. */
export const slipPath = (session: TwodSession) => `/${session}-bet-slip`;

/**
 * Where the spec sends a visitor from daily winners (and a 401 there). The other player-only 2D screens send
 * visitors there too: it opens the login dialog.
 */
export const LOGIN_PATH = '/login';

export interface TwodHoliday {
  date: string;
  name: string;
}

const twodKey = (...parts: (string | number)[]) => ['twod', ...parts] as const;

/** While the numbers are pushed, a slow poll still checks now and then that nothing was missed. */
const PUSHED_POLL_MS = 60_000;

/**
 * GET /api/twod/live, pushed on the event stream (`twod`) as each new reading or result comes in, and polled every
 * 2 s while the stream is not open (TanStack Query pauses the poll in background tabs). The reply is the feed's own
 * shape, without the envelope.
 */
export function useTwodLive() {
  const queryClient = useQueryClient();
  const pushed = useEventStream(['twod'], (name, data) => {
    if (name === 'twod') queryClient.setQueryData(twodKey('live'), data as TwodLive);
  });
  return useQuery({
    queryKey: twodKey('live'),
    queryFn: async ({ signal }) => (await api<unknown>('/twod/live', { signal })) as unknown as TwodLive,
    refetchInterval: pushed ? PUSHED_POLL_MS : LIVE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** GET /api/twod/numbers?time=: what each number of the draw has left before its break limit. */
export function useTwodNumbers(time: TwodTimeId) {
  return useQuery({
    queryKey: twodKey('numbers', time),
    queryFn: ({ signal }) => apiData<TwodNumbers>(`/twod/numbers?time=${time}`, { signal }),
    staleTime: 0,
  });
}

/** GET /api/twod/open-draws: the next draw of each time still taking bets, with its day (tomorrow's after today's). */
export function useOpenDraws() {
  return useQuery({
    queryKey: twodKey('open-draws'),
    queryFn: ({ signal }) => apiData<TwodOpenDraw[]>('/twod/open-draws', { signal }),
    refetchInterval: OPEN_DRAWS_POLL_MS,
  });
}

/** The next open draw of a time id, once known. */
export const openDrawOf = (draws: TwodOpenDraw[] | undefined, time: TwodTimeId) =>
  draws?.find((draw) => draw.time_id === time);

/**
 * POST /api/twod-bet. Resolves with the whole envelope: the caller decides success by its status. A success debits
 * the main balance and fills the numbers, so the player, the numbers and the slips are fetched again.
 */
export function usePlaceTwodBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slip: TwodBetRequest) => api<TwodSlip>('/twod-bet', { method: 'POST', body: slip }),
    // A refusal may mean the draw just closed, or numbers filled: the next draw (and its day) and what each number has
    // left show at once.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: twodKey('open-draws') });
      void queryClient.invalidateQueries({ queryKey: twodKey('numbers') });
    },
    onSuccess: (reply) => {
      if (reply.status !== SUCCESS_STATUS) return;
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: twodKey('numbers') });
      void queryClient.invalidateQueries({ queryKey: twodKey('slips') });
    },
  });
}

const SLIPS_PATH: Record<TwodSession, string> = {
  morning: '/twod-bet-slips',
  evening: '/evening-twod-bet-slips',
};

/** GET /api/twod-bet-slips or /api/evening-twod-bet-slips: the player's slips of the session, latest first. */
export function useTwodSlips(session: TwodSession) {
  return useQuery({
    queryKey: twodKey('slips', session),
    queryFn: ({ signal }) => apiData<TwodSlip[]>(SLIPS_PATH[session], { signal }),
    staleTime: 0,
  });
}

export type WinnersSession = 'all' | TwodSession;

/** GET /api/two-d-daily-winners?date=&session=: the winners of a Myanmar day's draws and the latest results. */
export function useDailyWinners(date: string, session: WinnersSession) {
  return useQuery({
    queryKey: twodKey('winners', date, session),
    queryFn: ({ signal }) =>
      apiData<DailyWinners>(`/two-d-daily-winners?${new URLSearchParams({ date, session })}`, {
        signal,
        signedOutTo: LOGIN_PATH,
      }),
  });
}

/** GET /api/twod/results: the week's results, newest first; fetched again as the live board moves on. */
export function useTwodResults(latest: string | undefined) {
  return useQuery({
    queryKey: twodKey('results', latest ?? ''),
    queryFn: ({ signal }) => apiData<TwodResult[]>('/twod/results', { signal }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/twod/holidays: the days without draws, recent and upcoming. */
export function useTwodHolidays() {
  return useQuery({
    queryKey: twodKey('holidays'),
    queryFn: ({ signal }) => apiData<TwodHoliday[]>('/twod/holidays', { signal }),
  });
}
