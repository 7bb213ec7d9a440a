import { useQuery } from '@tanstack/react-query';
import type { ExposureReply } from '@zeya/contract/exposure';
import type { ThreedConsoleDraw, ThreedSettingsBody } from '@zeya/contract/threed';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';

/** Every 3D query lives under this key, so any 3D action refetches what it may have changed. */
export const THREED_KEY = ['threed'] as const;

export interface CalendarEntry {
  date: string;
  kind: 'skip' | 'extra';
  name: string;
}

export const useThreedDraws = () =>
  useQuery({
    queryKey: [...THREED_KEY, 'draws'],
    queryFn: ({ signal }) => consoleData<ThreedConsoleDraw[]>('/threed/draws', { signal }),
    refetchInterval: 15_000,
  });

export const useThreedExposure = (drawId: number) =>
  useQuery({
    queryKey: [...THREED_KEY, 'exposure', drawId],
    queryFn: ({ signal }) => consoleData<ExposureReply>(`/threed/draws/${drawId}/exposure`, { signal }),
    refetchInterval: 15_000,
  });

export const useThreedSettings = () =>
  useQuery({
    queryKey: [...THREED_KEY, 'settings'],
    queryFn: ({ signal }) => consoleData<ThreedSettingsBody>('/threed/settings', { signal }),
  });

export const useThreedCalendar = () =>
  useQuery({
    queryKey: [...THREED_KEY, 'calendar'],
    queryFn: ({ signal }) => consoleData<CalendarEntry[]>('/threed/calendar', { signal }),
  });

/** The first prize as read (six digits), the result (its last three digits) and where it was read. */
export interface ThreedResult {
  first_prize: string;
  result: string;
  source: string;
}

export const enterThreedResult = (run: ConsoleRun, drawId: number, body: ThreedResult) =>
  run(`/threed/draws/${drawId}/result`, { body });

/** Settles the draw on its result (by someone other than whoever entered it). */
export const confirmThreedResult = (run: ConsoleRun, drawId: number) =>
  run(`/threed/draws/${drawId}/confirm`);

export const voidThreedDraw = (run: ConsoleRun, drawId: number) => run(`/threed/draws/${drawId}/void`);

export const saveThreedSettings = (run: ConsoleRun, body: ThreedSettingsBody) =>
  run('/threed/settings', { method: 'PUT', body });

export const addCalendarEntry = (run: ConsoleRun, entry: CalendarEntry) =>
  run('/threed/calendar', { body: entry });

export const removeCalendarEntry = (run: ConsoleRun, date: string) =>
  run(`/threed/calendar/${date}`, { method: 'DELETE' });
