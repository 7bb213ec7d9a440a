import { useQuery } from '@tanstack/react-query';
import type { AggregatorProductRow } from '@zeya/contract/gscplus-console';
import type {
  AggregatorStatus,
  ConsoleGame,
  ConsoleGameType,
  ConsoleProvider,
} from '@zeya/contract/catalogue-console';
import { consoleData } from '@/shared/api/client';
import type { Paged } from '@/shared/ui/pager';

/** Every catalogue query lives under this key, so any catalogue change refetches what it may have changed. */
export const CATALOGUE_KEY = ['catalogue'] as const;

export const useGameTypes = () =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'types'],
    queryFn: ({ signal }) => consoleData<ConsoleGameType[]>('/catalogue/game-types', { signal }),
  });

export const useProviders = () =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'providers'],
    queryFn: ({ signal }) => consoleData<ConsoleProvider[]>('/catalogue/providers', { signal }),
  });

export interface GamesFilter {
  provider_id: string;
  game_type_id: string;
  q: string;
  page: number;
}

export const useGames = (filter: GamesFilter) =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'games', filter],
    queryFn: ({ signal }) =>
      consoleData<Paged<ConsoleGame>>('/catalogue/games', { query: { ...filter }, signal }),
    placeholderData: (previous) => previous,
  });

export const useAggregator = () =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'aggregator'],
    queryFn: ({ signal }) => consoleData<AggregatorStatus>('/catalogue/aggregator', { signal }),
  });

/** The aggregator's products first met in a wallet callback, not yet seen by an operator. */
export const useProductsToReview = () =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'products-to-review'],
    queryFn: ({ signal }) =>
      consoleData<AggregatorProductRow[]>('/gscplus/products', { query: { review: '1' }, signal }),
  });
