import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiData } from '@/shared/api/client';
import { useGameTypes, type GameType, type Provider } from '@/shared/games/api';

/** What the frame reads of GET /api/contact. */
export interface ContactChannel {
  id: number;
  name: string;
  value: string;
  image: string;
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

export const FOOTER_LOGOS = 10;

/**
 * The first ten distinct providers across the game types, for the footer. It shares the home page's cache entry of
 * GET /api/game_types (same shape): on a slow link a second copy of the same reply delays the first screen.
 */
export function useFooterProviders(): Provider[] {
  const { data: types } = useGameTypes();
  return useMemo(() => firstProviders(types ?? []), [types]);
}

function firstProviders(types: GameType[]) {
  const seen = new Map<number, Provider>();
  for (const type of types)
    for (const provider of type.providers ?? [])
      if (!seen.has(provider.id) && seen.size < FOOTER_LOGOS) seen.set(provider.id, provider);
  return [...seen.values()];
}
