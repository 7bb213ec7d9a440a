import { useQuery } from '@tanstack/react-query';
import type { SharpChange } from '@zeya/contract/protection';
import { consoleData } from '@/shared/api/client';

/** Players whose last week ran far above their usual one, refreshed every minute while the screen is open. */
export function useSharpChanges() {
  return useQuery({
    queryKey: ['reports', 'protection'],
    queryFn: ({ signal }) => consoleData<SharpChange[]>('/reports/protection', { signal }),
    refetchInterval: 60_000,
  });
}
