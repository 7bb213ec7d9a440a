import type { AdsBanner, Banner, BannerText } from '@zeya/contract/content';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/shared/api/client';

export type { AdsBanner, Banner, BannerText } from '@zeya/contract/content';

export function useBanners() {
  return useQuery({
    queryKey: ['banner'],
    queryFn: ({ signal }) => apiData<Banner[]>('/banner', { signal }),
  });
}

export function useBannerTexts() {
  return useQuery({
    queryKey: ['banner_Text'],
    queryFn: ({ signal }) => apiData<BannerText[]>('/banner_Text', { signal }),
  });
}

/** The pop-up ad: one object with img_url, or null when none is shown. */
export function usePopupAd() {
  return useQuery({
    queryKey: ['popup-ads-banner'],
    queryFn: ({ signal }) => apiData<AdsBanner | null>('/popup-ads-banner', { signal }),
  });
}
