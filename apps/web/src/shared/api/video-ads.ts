import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/shared/api/client';

/** A promotional clip; video_url is relative to the server root (/storage/...) or an absolute URL. */
export interface VideoAd {
  id: number;
  title: string;
  video_url: string;
}

/** GET /api/videoads: the clips shown on /ads-video and /reels. */
export function useVideoAds() {
  return useQuery({
    queryKey: ['videoads'],
    queryFn: ({ signal }) => apiData<VideoAd[]>('/videoads', { signal }),
  });
}
