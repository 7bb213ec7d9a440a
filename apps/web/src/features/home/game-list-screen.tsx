import { useState } from 'react';
import { useTexts } from '@/shared/i18n/i18n';
import { useGameList, type Provider } from '@/shared/games/api';
import { LoadMoreButton } from '@/shared/games/game-ui';
import { useLaunchGame } from '@/shared/games/launch';
import { Loading, NoData } from '@/shared/ui/loading';
import { GameCardGrid, LaunchError } from '@/features/home/game-card-grid';
import { useHomeTexts } from '@/features/home/messages';
import { useCatalogueTexts } from '@/shared/games/messages';

/**
 * One provider's games of one type: provider tabs, a search box over the loaded games, the card grid and
 * 'Load More' while the last page came back full.
 */
export function GameListScreen({
  typeId,
  providerId,
  providers,
  onProvider,
}: {
  typeId: number;
  providerId: number;
  providers: Provider[];
  onProvider: (providerId: number) => void;
}) {
  const { t } = useCatalogueTexts();
  return (
    <section className="mt-3">
      {providers.length > 0 && (
        <div
          role="tablist"
          aria-label={t('providers')}
          className="-mx-3 mb-3 flex gap-2 overflow-x-auto px-3 pb-1"
        >
          {providers.map((provider) => {
            const active = provider.id === providerId;
            return (
              <button
                key={provider.id}
                type="button"
                role="tab"
                aria-selected={active}
                onClick={() => onProvider(provider.id)}
                className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold ${
                  active
                    ? 'border-brand bg-brand text-ink'
                    : 'border-amber-900/60 bg-[#2a1c05] text-amber-100'
                }`}
              >
                {provider.short_name}
              </button>
            );
          })}
        </div>
      )}
      {/* A new type or provider starts afresh: page 1, empty search, no old error. */}
      <ProviderGames key={`${typeId}/${providerId}`} typeId={typeId} providerId={providerId} />
    </section>
  );
}

function ProviderGames({ typeId, providerId }: { typeId: number; providerId: number }) {
  const { t } = useHomeTexts();
  const { t: tc } = useTexts();
  const [search, setSearch] = useState('');
  const list = useGameList(typeId, providerId);
  const { launch, launchingId, error } = useLaunchGame();
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? list.games.filter((game) => game.game_name.toLowerCase().includes(needle))
    : list.games;

  return (
    <>
      <input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('search')}
        aria-label={t('search_label')}
        className="mb-3 w-full rounded-full border border-amber-900/60 bg-[#2a1c05] px-4 py-2 text-sm text-white placeholder:text-white/50 focus:border-brand focus:outline-none"
      />
      <LaunchError message={error} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <NoData text={tc('something_went_wrong')} />
      ) : shown.length === 0 ? (
        <NoData />
      ) : (
        <GameCardGrid games={shown} launchingId={launchingId} onPlay={launch} />
      )}
      {list.hasNextPage && (
        <LoadMoreButton loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      )}
    </>
  );
}
