import { useQuery } from '@tanstack/react-query';
import type { TwodLive } from '@zeya/contract/twod';
import type { ConsoleDraw, DrawWinner, TwodSettingsBody } from '@zeya/contract/twod-console';
import type { ExposureReply } from '@zeya/contract/exposure';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';

/** Every 2D query lives under this key, so any 2D action refetches what it may have changed. */
export const TWOD_KEY = ['twod'] as const;

export const useDraws = (date: string) =>
  useQuery({
    queryKey: [...TWOD_KEY, 'draws', date],
    queryFn: ({ signal }) => consoleData<ConsoleDraw[]>('/twod/draws', { query: { date }, signal }),
    refetchInterval: 15_000,
  });

export const useWinners = (drawId: number) =>
  useQuery({
    queryKey: [...TWOD_KEY, 'winners', drawId],
    queryFn: ({ signal }) => consoleData<DrawWinner[]>(`/twod/draws/${drawId}/winners`, { signal }),
  });

export interface DrawResult {
  twod: string;
  set: string;
  value: string;
  /** An admin's reason for a number that does not follow from SET and value. */
  override_reason?: string;
  /** An admin's reason for SET and value other than the feed's reading: held for a second admin to confirm. */
  hold_reason?: string;
}

export const enterResult = (run: ConsoleRun, drawId: number, body: DrawResult) =>
  run(`/twod/draws/${drawId}/result`, { body });

/** Settles the draw on its result (by someone other than whoever entered it). */
export const confirmResult = (run: ConsoleRun, drawId: number) => run(`/twod/draws/${drawId}/confirm`);

export const voidDraw = (run: ConsoleRun, drawId: number) => run(`/twod/draws/${drawId}/void`);
/** What each number of a draw has staked and would pay, refreshed as bets arrive. */
export const useTwodExposure = (drawId: number) =>
  useQuery({
    queryKey: [...TWOD_KEY, 'exposure', drawId],
    queryFn: ({ signal }) => consoleData<ExposureReply>(`/twod/draws/${drawId}/exposure`, { signal }),
    refetchInterval: 15_000,
  });

export const useTwodSettings = () =>
  useQuery({
    queryKey: [...TWOD_KEY, 'settings'],
    queryFn: ({ signal }) => consoleData<TwodSettingsBody>('/twod/settings', { signal }),
  });

export const saveTwodSettings = (run: ConsoleRun, body: TwodSettingsBody) =>
  run('/twod/settings', { method: 'PUT', body });

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
