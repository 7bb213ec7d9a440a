import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DebtRow, ReviewRow } from '@zeya/contract/provider-reviews';
import { consoleData } from '@/shared/api/client';
import type { Paged } from '@/shared/ui/pager';

/** Every review query lives under this key: resolving or dismissing one refetches the lists and the debts. */
export const REVIEWS_KEY = ['reviews'] as const;

export const useReviews = (status: 'open' | 'closed', page: number) =>
  useQuery({
    queryKey: [...REVIEWS_KEY, status, page],
    queryFn: ({ signal }) => consoleData<Paged<ReviewRow>>('/reviews', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useDebts = () =>
  useQuery({
    queryKey: [...REVIEWS_KEY, 'debts'],
    queryFn: ({ signal }) => consoleData<DebtRow[]>('/debts', { signal }),
  });
