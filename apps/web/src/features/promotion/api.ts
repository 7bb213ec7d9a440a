import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/shared/api/client';

export interface Promotion {
  id: number;
  title: string;
  description: string;
  img_url: string;
}

/** GET /api/promotion. */
export function usePromotions() {
  return useQuery({
    queryKey: ['promotions'],
    queryFn: ({ signal }) => apiData<Promotion[]>('/promotion', { signal }),
  });
}
