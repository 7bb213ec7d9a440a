import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@zeya/contract/site';
import { apiData } from '@/shared/api/client';

export const SITE_SETTINGS_KEY = ['site-settings'] as const;

/** GET /api/site-settings: the app download and the mini games (the server writes it into the page, see first-data). */
export function useSiteSettings(enabled = true) {
  return useQuery({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: ({ signal }) => apiData<SiteSettings>('/site-settings', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
