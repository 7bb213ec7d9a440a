import type { SiteSettings } from '@zeya/contract/site';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/shared/api/client';

/** What the frame reads of GET /api/contact. */
export interface ContactChannel {
  id: number;
  name: string;
  value: string;
  image: string;
}

/** What the frame reads of GET /api/game_types: the providers, for the footer's logos. */
export interface GameTypeProviders {
  id: number;
  providers: { id: number; provider_name: string; img_url: string }[];
}

// Keys are the frame's own, so a feature that reads the same endpoint into another shape never shares its cache entry.
export function useContacts(enabled = true) {
  return useQuery({
    queryKey: ['shell', 'contact'],
    queryFn: ({ signal }) => apiData<ContactChannel[]>('/contact', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSiteSettings(enabled = true) {
  return useQuery({
    queryKey: ['shell', 'site-settings'],
    queryFn: ({ signal }) => apiData<SiteSettings>('/site-settings', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export const FOOTER_LOGOS = 10;

/** The first ten distinct providers across the game types, for the footer. */
export function useFooterProviders() {
  return useQuery({
    queryKey: ['shell', 'game_types'],
    queryFn: ({ signal }) => apiData<GameTypeProviders[]>('/game_types', { signal }),
    staleTime: 5 * 60_000,
    select: firstProviders,
  });
}

function firstProviders(types: GameTypeProviders[]) {
  const seen = new Map<number, GameTypeProviders['providers'][number]>();
  for (const type of types)
    for (const provider of type.providers ?? [])
      if (!seen.has(provider.id) && seen.size < FOOTER_LOGOS) seen.set(provider.id, provider);
  return [...seen.values()];
}
