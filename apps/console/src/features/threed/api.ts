import { useQuery } from '@tanstack/react-query';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';
import { lotteryKey } from '@/shared/lottery/lottery';
import { THREED } from './lottery';

/**
 * Every 3D query lives under this key, so any 3D action refetches what it may have changed. The draws, their results,
 * exposure and settings are the shared lottery's (`@/shared/lottery/api`); the calendar is 3D's own.
 */
export const THREED_KEY = lotteryKey(THREED);

export interface CalendarEntry {
  date: string;
  kind: 'skip' | 'extra';
  name: string;
}

export const useThreedCalendar = () =>
  useQuery({
    queryKey: [...THREED_KEY, 'calendar'],
    queryFn: ({ signal }) => consoleData<CalendarEntry[]>('/threed/calendar', { signal }),
  });

export const addCalendarEntry = (run: ConsoleRun, entry: CalendarEntry) =>
  run('/threed/calendar', { body: entry });

export const removeCalendarEntry = (run: ConsoleRun, date: string) =>
  run(`/threed/calendar/${date}`, { method: 'DELETE' });
