import type { RequestLogRow } from '@zeya/contract/cashier';
import type { Page } from '@zeya/contract/envelope';
import type { ExchangeLogRow } from '@zeya/contract/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiData } from '@/shared/api/client';
import { USER_QUERY_KEY } from '@/shared/api/user';
import { EXCHANGE_LOG_KEY } from '@/shared/wallet/api';

export type { Page } from '@zeya/contract/envelope';

/** The page number a paginator link points at, or null when there is no such page. */
function linkedPage(url: string | null | undefined): number | null {
  if (!url) return null;
  const page = Number(new URL(url, 'http://localhost').searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : null;
}

/**
 * The previous and next page numbers, following the paginator's own Previous / Next links
 * (falling back on current_page and last_page when a reply carries no links).
 */
export function neighbours(page: Page<unknown>): { previous: number | null; next: number | null } {
  const previousLink = page.links.find((link) => /previous/i.test(link.label));
  const nextLink = page.links.find((link) => /next/i.test(link.label));
  return {
    previous: previousLink
      ? linkedPage(previousLink.url)
      : page.current_page > 1
        ? page.current_page - 1
        : null,
    next: nextLink
      ? linkedPage(nextLink.url)
      : page.current_page < page.last_page
        ? page.current_page + 1
        : null,
  };
}

export type RequestKind = 'deposit' | 'withdraw';

export type { RequestLogRow } from '@zeya/contract/cashier';

/** GET /api/transaction/deposit-requestlog?page=n or /withdraw-requestlog?page=n. */
export function useRequestLog(kind: RequestKind, page: number) {
  return useQuery({
    queryKey: ['wallet', 'request-log', kind, page],
    queryFn: ({ signal }) =>
      apiData<Page<RequestLogRow>>(`/transaction/${kind}-requestlog?page=${page}`, { signal }),
    // While the next page loads the current one stays; switching between deposits and withdrawals does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === kind ? previous : undefined,
  });
}

export type { ExchangeLogRow } from '@zeya/contract/wallet';

/** GET /api/exchange-transactions-log?page=n: the player's transfers between main and game balance. */
export function useExchangeLog(page: number) {
  return useQuery({
    queryKey: [...EXCHANGE_LOG_KEY, page],
    queryFn: ({ signal }) =>
      apiData<Page<ExchangeLogRow>>(`/exchange-transactions-log?page=${page}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** Fetches the player again on demand (the refresh buttons), with a flag while the request runs. */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    } finally {
      setRefreshing(false);
    }
  };
  return { refreshing, refresh };
}
