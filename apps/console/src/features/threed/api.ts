import { useQuery } from '@tanstack/react-query';
import type { ExposureReply } from '@zeya/contract/exposure';
import type { ThreedConsoleDraw, ThreedSettingsBody } from '@zeya/contract/threed';
import { consoleData } from '@/shared/api/client';

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
