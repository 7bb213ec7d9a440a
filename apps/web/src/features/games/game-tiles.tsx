import { useTexts } from '@/shared/i18n/i18n';
import { useGameList, type Game } from '@/shared/games/api';
import { LaunchingOverlay, LoadMoreButton } from '@/shared/games/game-ui';
import { mediaUrl } from '@/shared/format';
import { Loading, NoData } from '@/shared/ui/loading';

export interface Launcher {
  launch: (game: Game) => void;
  launchingId: number | null;
}

/** Games as image tiles; a tap launches the game. */
export function GameTiles({ games, launcher }: { games: Game[]; launcher: Launcher }) {
  return (
    <ul className="grid grid-cols-3 gap-2 md:grid-cols-4 md:gap-3 lg:grid-cols-6">
      {games.map((game) => {
        const launching = launcher.launchingId === game.id;
        return (
          <li key={game.id} data-testid="game-tile" aria-busy={launching}>
            <button
              type="button"
              disabled={launcher.launchingId !== null}
              onClick={() => launcher.launch(game)}
              className="relative block w-full overflow-hidden rounded-lg border border-amber-900/50 bg-[#2a1c05] text-left hover:border-brand disabled:cursor-not-allowed"
            >
              <img
                src={mediaUrl(game.image_url)}
                alt={game.game_name}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <span
                aria-hidden="true"
                className="absolute inset-x-0 bottom-0 break-words bg-gradient-to-t from-black/90 to-transparent px-1.5 pt-4 pb-1 text-center text-xs font-semibold text-amber-100"
              >
                {game.game_name}
              </span>
              {launching && <LaunchingOverlay />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** One provider's games of one type as tiles, 20 at a time with 'Load More'. */
export function PagedGameTiles({
  typeId,
  providerId,
  launcher,
}: {
  typeId: number;
  providerId: number;
  launcher: Launcher;
}) {
  const { t } = useTexts();
  const list = useGameList(typeId, providerId);
  if (list.isPending) return <Loading />;
  if (list.isError) return <NoData text={t('something_went_wrong')} />;
  return (
    <>
      {list.games.length === 0 ? <NoData /> : <GameTiles games={list.games} launcher={launcher} />}
      {list.hasNextPage && (
        <LoadMoreButton loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      )}
    </>
  );
}
