import type { SiteSettings } from '@zeya/contract/site';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/shared/api/client';

/** Operator settings: the mini-game links of the 'All' tab. */
export function useSiteSettings() {
  return useQuery({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => apiData<SiteSettings>('/site-settings', { signal }),
    staleTime: 5 * 60_000,
  });
}
