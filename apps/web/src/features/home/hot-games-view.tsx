import { useTexts } from '@/shared/i18n/i18n';
import { useHotGames } from '@/shared/games/api';
import { useLaunchGame } from '@/shared/games/launch';
import { Loading, NoData } from '@/shared/ui/loading';
import { GameCardGrid, LaunchError } from '@/features/home/game-card-grid';
import { useCatalogueTexts } from '@/shared/games/messages';

/** type=hot: a heading and the hot games. */
export function HotGamesView() {
  const { t } = useCatalogueTexts();
  const { t: tc } = useTexts();
  const hot = useHotGames();
  const { launch, launchingId, error } = useLaunchGame();
  return (
    <section className="mt-5">
      <h2 className="mb-3 text-base font-bold text-brand">{t('hot_games')}</h2>
      <LaunchError message={error} />
      {hot.isPending ? (
        <Loading />
      ) : hot.isError ? (
        <NoData text={tc('something_went_wrong')} />
      ) : hot.data.length === 0 ? (
        <NoData />
      ) : (
        <GameCardGrid games={hot.data} launchingId={launchingId} onPlay={launch} />
      )}
    </section>
  );
}
