import { useQuery } from '@tanstack/react-query';
import type { ManagedRow } from '@zeya/contract/content-console';
import { consoleData } from '@/shared/api/client';

export type { ManagedRow };

/** The query key of a list: every change to it refetches this one. */
export const managedKey = (path: string) => ['managed', path] as const;

export const useManagedRows = (path: string) =>
  useQuery({
    queryKey: managedKey(path),
    queryFn: ({ signal }) => consoleData<ManagedRow[]>(path, { signal }),
  });
