import { useQuery } from '@tanstack/react-query';
import type { HouseGamesView, PlayerSeeds } from '@zeya/contract/house-games';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';

/** Our own games as configured: read-only. */
export const useHouseGames = () =>
  useQuery({
    queryKey: ['house-games'],
    queryFn: ({ signal }) => consoleData<HouseGamesView>('/house-games', { signal }),
  });

/** The query key of a player's Digit Bet seeds: rotating them refetches it. */
export const seedsKey = (playerId: string) => ['house-games', 'seeds', playerId];

/** A player's Digit Bet seeds by their id (typed by the operator); nothing is asked while the id is empty. */
export const usePlayerSeeds = (playerId: string) =>
  useQuery({
    queryKey: seedsKey(playerId),
    enabled: playerId !== '',
    queryFn: ({ signal }) =>
      consoleData<PlayerSeeds>(`/house-games/digitbet/players/${playerId}/seeds`, { signal }),
  });

/** Reveals a player's current Digit Bet server seed and starts a new pair. */
export const rotateSeeds = (run: ConsoleRun, playerId: number) =>
  run(`/house-games/digitbet/players/${playerId}/rotate-seeds`);
