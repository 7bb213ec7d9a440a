import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@zeya/ui-kit/reader-style';
import { apiData } from '@/shared/api/client';

export interface RankingRow {
  player_id: string;
  amount: number;
}

/** GET /api/toptenwithdraw: today's largest withdrawals, largest first. */
export function useTopTenWithdraw() {
  return useQuery({
    queryKey: ['toptenwithdraw'],
    queryFn: ({ signal }) => apiData<RankingRow[]>('/toptenwithdraw', { signal }),
  });
}

/** Amounts in MMK with thousands separators, e.g. 1,250,000 MMK. */
export function formatMmk(amount: number): string {
  return `${formatNumber(amount)} MMK`;
}
