import { useQuery } from '@tanstack/react-query';
import type { AggregatorProductRow } from '@zeya/contract/gscplus-console';
import type {
  AggregatorStatus,
  ConsoleGame,
  ConsoleGameType,
  ConsoleProvider,
  SyncSummary,
} from '@zeya/contract/catalogue-console';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';
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

/** Marks an aggregator product and currency as seen by an operator. */
export const markProductReviewed = (run: ConsoleRun, product: AggregatorProductRow) =>
  run(`/gscplus/products/${product.product_code}/${product.currency}/review`);

/** Fetches the aggregator's products and games into the catalogue; the reply counts what changed. */
export const syncCatalogue = (run: ConsoleRun) => run<SyncSummary>('/catalogue/sync');

/** Saves a provider's state and order: what `changes` leaves out keeps the provider's current value. */
export const saveProvider = (
  run: ConsoleRun,
  provider: ConsoleProvider,
  changes: Partial<{ enabled: boolean; sort_order: number }>,
) =>
  run(`/catalogue/providers/${provider.id}`, {
    method: 'PUT',
    body: { enabled: provider.enabled, sort_order: provider.sort_order, ...changes },
  });

/** Replaces a provider's image (multipart, the file under `image`). */
export const uploadProviderImage = (run: ConsoleRun, providerId: number, body: FormData) =>
  run(`/catalogue/providers/${providerId}/image`, { body });

/** Saves a game's state, hot flag and order: what `changes` leaves out keeps the game's current value. */
export const saveGame = (
  run: ConsoleRun,
  game: ConsoleGame,
  changes: Partial<{ enabled: boolean; hot: boolean; sort_order: number }>,
) =>
  run(`/catalogue/games/${game.id}`, {
    method: 'PUT',
    body: { enabled: game.enabled, hot: game.hot, sort_order: game.sort_order, ...changes },
  });

/** Replaces a game's image (multipart, the file under `image`). */
export const uploadGameImage = (run: ConsoleRun, gameId: number, body: FormData) =>
  run(`/catalogue/games/${gameId}/image`, { body });

export const saveGameType = (
  run: ConsoleRun,
  typeId: number,
  body: { name: string; sort_order: number; hidden: boolean },
) => run(`/catalogue/game-types/${typeId}`, { method: 'PUT', body });
