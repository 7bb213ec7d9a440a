import { useQuery } from '@tanstack/react-query';
import type { DebtRow } from '@zeya/contract/provider-reviews';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';

/** Every review query lives under this key: resolving or dismissing one refetches the lists and the debts. */
export const REVIEWS_KEY = ['reviews'] as const;

export const useDebts = () =>
  useQuery({
    queryKey: [...REVIEWS_KEY, 'debts'],
    queryFn: ({ signal }) => consoleData<DebtRow[]>('/debts', { signal }),
  });

/** The paged list of the open or the closed review items (for PagedList). */
export const reviewList = (status: 'open' | 'closed') => ({
  path: '/reviews',
  query: { status },
  queryKey: REVIEWS_KEY,
});

/** Moves the difference the provider reported (admins only). */
export const resolveReview = (run: ConsoleRun, reviewId: number) => run(`/reviews/${reviewId}/resolve`);

/** Closes an item without moving money. */
export const dismissReview = (run: ConsoleRun, reviewId: number) => run(`/reviews/${reviewId}/dismiss`);
