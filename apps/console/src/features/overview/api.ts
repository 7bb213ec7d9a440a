import { useQuery } from '@tanstack/react-query';
import type { OperatorBalance } from '@zeya/contract/gscplus-console';
import type { Dashboard } from '@zeya/contract/reports';
import { consoleData } from '@/shared/api/client';

/** The dashboard of a period (its days as YYYY-MM-DD): the waiting counts, today, the period and the last 30 days. */
export const useDashboard = (period: { from: string; to: string }) =>
  useQuery({
    queryKey: ['dashboard', period.from, period.to],
    queryFn: ({ signal }) => consoleData<Dashboard>('/dashboard', { query: period, signal }),
    // The waiting counts are a queue operators act on: kept fresh without a reload.
    refetchInterval: 10_000,
  });

/** Our balance at the GSC+ aggregator, every minute; a 409 (not configured) is an answer, so it is not retried. */
export const useAggregatorBalance = () =>
  useQuery({
    queryKey: ['gscplus-balance'],
    queryFn: ({ signal }) => consoleData<OperatorBalance>('/gscplus/balance', { signal }),
    refetchInterval: 60_000,
    retry: false,
  });
