import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/shared/api/client';

export interface ContactChannel {
  id: number;
  name: string;
  value: string;
  image: string;
}

/** GET /api/contact: the support channels. */
export function useContacts() {
  return useQuery({
    queryKey: ['contacts'],
    queryFn: ({ signal }) => apiData<ContactChannel[]>('/contact', { signal }),
  });
}
