import type { Game, GameType } from '@zeya/contract/catalogue';
import { GAME_PAGE_SIZE } from '@zeya/contract/constants';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiData } from '@/shared/api/client';

export type { Game, GameType, Provider } from '@zeya/contract/catalogue';

/** Every game type with its providers, hidden ones included (see `visibleGameTypes`). */
export function useGameTypes() {
  return useQuery({
    queryKey: ['game_types'],
    queryFn: ({ signal }) => apiData<GameType[]>('/game_types', { signal }),
  });
}

export function useHotGames() {
  return useQuery({
    queryKey: ['hot_game_lists'],
    queryFn: ({ signal }) => apiData<Game[]>('/hot_game_lists', { signal }),
  });
}

/** Keeps the first game of each id, so an overlapping page adds nothing twice. */
export function uniqueById(games: Game[]): Game[] {
  const seen = new Set<number>();
  return games.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/**
 * One provider's games of one type, 20 a page. Another page exists when the last one came back full; pages are
 * appended without repeating an id. Another type or provider starts again at page 1 (the old list is dropped
 * as soon as nothing shows it, so coming back also starts at page 1).
 */
export function useGameList(typeId: number, providerId: number) {
  const query = useInfiniteQuery({
    queryKey: ['game_lists', typeId, providerId],
    enabled: Number.isInteger(typeId) && Number.isInteger(providerId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiData<Game[]>(`/game_lists/${typeId}/${providerId}?page=${pageParam}`, { signal }),
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length === GAME_PAGE_SIZE ? lastPageParam + 1 : undefined,
    gcTime: 0,
  });
  const games = useMemo(() => uniqueById(query.data?.pages.flat() ?? []), [query.data]);
  return { ...query, games };
}
