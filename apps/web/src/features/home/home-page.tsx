import { useTexts } from '@/shared/i18n/i18n';
import { Navigate, useSearchParams } from 'react-router';
import { useGameTypes } from '@/shared/games/api';
import { visibleGameTypes } from '@/shared/games/visible-types';
import { useTypeName } from '@/shared/games/game-ui';
import { Loading, NoData } from '@/shared/ui/loading';
import { AnnouncementMarquee } from '@/features/home/announcement-marquee';
import { BannerCarousel } from '@/features/home/banner-carousel';
import { CategoryStrip } from '@/features/home/category-strip';
import { GameListScreen } from '@/features/home/game-list-screen';
import { HotGamesView } from '@/features/home/hot-games-view';
import { useHomeTexts } from '@/features/home/messages';
import { OwnGames } from '@/features/home/own-games';
import { PopupAd } from '@/features/home/popup-ad';
import { TypeProviders } from '@/features/home/provider-cards';

const WHOLE_NUMBER = /^[1-9]\d*$/;

/**
 * Home: banners, the announcement, our own games (on the full list), the category strip and, by the query string,
 * every type (type=all), the hot games (type=hot), one type's providers (type={id}) or one provider's games
 * (type={id}&provider={id}).
 */
export function HomePage() {
  const { t } = useHomeTexts();
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  if (!type) return <Navigate to="/?type=all" replace />;
  return (
    <div className="mx-auto max-w-6xl px-3 pt-3 pb-10">
      <h1 className="sr-only">{t('page_title')}</h1>
      <BannerCarousel />
      <AnnouncementMarquee />
      {type === 'all' && <OwnGames />}
      <HomeContent type={type} provider={params.get('provider')} onSelect={(next) => setParams(next)} />
      <PopupAd />
    </div>
  );
}

function HomeContent({
  type,
  provider,
  onSelect,
}: {
  type: string;
  provider: string | null;
  onSelect: (query: Record<string, string>) => void;
}) {
  const types = useGameTypes();
  return (
    <>
      <CategoryStrip types={types.data} selected={type} onSelect={(next) => onSelect({ type: next })} />
      <HomeView type={type} provider={provider} types={types} onSelect={onSelect} />
    </>
  );
}

function HomeView({
  type,
  provider,
  types,
  onSelect,
}: {
  type: string;
  provider: string | null;
  types: ReturnType<typeof useGameTypes>;
  onSelect: (query: Record<string, string>) => void;
}) {
  const typeName = useTypeName();
  const { t } = useTexts();
  if (type === 'hot') return <HotGamesView />;
  if (types.isPending) return <Loading />;
  if (types.isError) return <NoData text={t('something_went_wrong')} />;
  if (type === 'all') {
    const visible = visibleGameTypes(types.data);
    if (visible.length === 0) return <NoData />;
    return visible.map((item) => <TypeProviders key={item.id} type={item} />);
  }
  const selected = WHOLE_NUMBER.test(type) ? types.data.find((item) => item.id === Number(type)) : undefined;
  if (!selected) return <NoData />;
  if (!provider || !WHOLE_NUMBER.test(provider)) return <TypeProviders type={selected} />;
  return (
    <>
      <h2 className="mt-5 text-base font-bold text-brand">{typeName(selected)}</h2>
      <GameListScreen
        typeId={selected.id}
        providerId={Number(provider)}
        providers={selected.providers}
        onProvider={(id) => onSelect({ type: String(selected.id), provider: String(id) })}
      />
    </>
  );
}
