import { useQuery } from '@tanstack/react-query';
import type { TwodLive } from '@zeya/contract/twod';
import type { DrawWinner } from '@zeya/contract/twod-console';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';
import { lotteryKey } from '@/shared/lottery/lottery';
import { TWOD } from './lottery';

/**
 * Every 2D query lives under this key, so any 2D action refetches what it may have changed. The draws, their results,
 * exposure and settings are the shared lottery's (`@/shared/lottery/api`); what only 2D has is here.
 */
export const TWOD_KEY = lotteryKey(TWOD);

export const useWinners = (drawId: number) =>
  useQuery({
    queryKey: [...TWOD_KEY, 'winners', drawId],
    queryFn: ({ signal }) => consoleData<DrawWinner[]>(`/twod/draws/${drawId}/winners`, { signal }),
  });

export interface Holiday {
  date: string;
  name: string;
}

export const useHolidays = () =>
  useQuery({
    queryKey: [...TWOD_KEY, 'holidays'],
    queryFn: ({ signal }) => consoleData<Holiday[]>('/twod/holidays', { signal }),
  });

export const addHoliday = (run: ConsoleRun, holiday: Holiday) => run('/twod/holidays', { body: holiday });

export const deleteHoliday = (run: ConsoleRun, date: string) =>
  run(`/twod/holidays/${date}`, { method: 'DELETE' });

export interface Informational {
  date: string;
  time: '09:30' | '14:00';
  modern: string | null;
  internet: string | null;
}

export const useInformational = (date: string) =>
  useQuery({
    queryKey: [...TWOD_KEY, 'informational', date],
    queryFn: ({ signal }) => consoleData<Informational[]>('/twod/informational', { query: { date }, signal }),
  });

export const saveInformational = (run: ConsoleRun, entry: Informational) =>
  run('/twod/informational', { method: 'PUT', body: entry });

/** The public live feed (not the console API, no envelope): what the feed says now and its results of the day. */
export const useLive = () =>
  useQuery({
    queryKey: ['twod-live'],
    queryFn: async ({ signal }) => {
      const response = await fetch('/api/twod/live', { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as TwodLive;
    },
    refetchInterval: 5_000,
  });
