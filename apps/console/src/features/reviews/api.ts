import { useQuery } from '@tanstack/react-query';
import type { DebtRow } from '@zeya/contract/provider-reviews';
import { consoleData } from '@/shared/api/client';

/** Every review query lives under this key: resolving or dismissing one refetches the lists and the debts. */
export const REVIEWS_KEY = ['reviews'] as const;

export const useDebts = () =>
  useQuery({
    queryKey: [...REVIEWS_KEY, 'debts'],
    queryFn: ({ signal }) => consoleData<DebtRow[]>('/debts', { signal }),
  });
