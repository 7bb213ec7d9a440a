import { useTexts } from '@/shared/i18n/i18n';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useGameTypes, useHotGames, type GameType } from '@/shared/games/api';
import { useTypeName } from '@/shared/games/game-ui';
import { useLaunchGame } from '@/shared/games/launch';
import { Loading, NoData } from '@/shared/ui/loading';
import { AllTab } from '@/features/games/all-tab';
import { GameTiles, PagedGameTiles, type Launcher } from '@/features/games/game-tiles';
import { useGamesTexts } from '@/features/games/messages';
import { useCatalogueTexts } from '@/shared/games/messages';

/** tab=table, card and bingo list the games of the table (TABLE), card (POKER) and bingo (OTHERS) types. */
const CATEGORY_TABS = {
  table: { code: 'TABLE', title: 'table_games' },
  card: { code: 'POKER', title: 'card_games' },
  bingo: { code: 'OTHERS', title: 'bingo_games' },
} as const;

function isCategoryTab(tab: string | null): tab is keyof typeof CATEGORY_TABS {
  return tab !== null && Object.hasOwn(CATEGORY_TABS, tab);
}

/** A type by its code (as /games links carry it) or by its id. */
function findType(types: GameType[], key: string): GameType | undefined {
  return (
    types.find((type) => type.code.toLowerCase() === key.toLowerCase()) ??
    types.find((type) => String(type.id) === key)
  );
}

/**
 * /games: the All, Hot and Promotions tabs; tab=all lists mini games and providers, tab=hot the hot games,
 * tab=table|card|bingo those games; type and provider (codes) show one provider's games as tiles. A launch error is
 * a browser alert here.
 */
export function GamesPage() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const type = params.get('type');
  const provider = params.get('provider');
  const launcher = useLaunchGame({ onError: (message) => window.alert(message) });
  const { t } = useGamesTexts();
  if (!tab && !type) return <Navigate to="/games?tab=all" replace />;
  return (
    <div className="mx-auto max-w-6xl px-3 pt-3 pb-10">
      {/* The tabs below say where the player is; the page's one h1 says it to a screen reader. */}
      <h1 className="sr-only">{t('title')}</h1>
      <HeaderTabs tab={type ? null : tab} />
      {type ? (
        <TypeView typeKey={type} providerCode={provider} launcher={launcher} />
      ) : (
        <TabView tab={tab} launcher={launcher} />
      )}
    </div>
  );
}

function HeaderTabs({ tab }: { tab: string | null }) {
  const { t } = useGamesTexts();
  const tabs = [
    { to: '/games?tab=all', label: t('all'), active: tab === 'all' },
    { to: '/games?tab=hot', label: t('hot'), active: tab === 'hot' },
    { to: '/promotion', label: t('promotions'), active: false },
  ];
  return (
    <nav aria-label={t('sections')} className="flex gap-2 border-b border-amber-900/60 pb-2">
      {tabs.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          aria-current={item.active ? 'page' : undefined}
          className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
            item.active ? 'bg-brand text-ink' : 'bg-[#2a1c05] text-amber-100'
          }`}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

function TabView({ tab, launcher }: { tab: string | null; launcher: Launcher }) {
  const { t } = useGamesTexts();
  const { t: tc } = useTexts();
  const types = useGameTypes();
  if (tab === 'hot') return <HotTab launcher={launcher} />;
  if (tab !== 'all' && !isCategoryTab(tab)) return <NoData />;
  if (types.isPending) return <Loading />;
  if (types.isError) return <NoData text={tc('something_went_wrong')} />;
  if (tab === 'all') return <AllTab types={types.data} />;
  const category = CATEGORY_TABS[tab];
  const type = findType(types.data, category.code);
  return (
    <section className="mt-4">
      <h2 className="mb-2 text-lg font-bold text-brand">{t(category.title)}</h2>
      {!type || type.providers.length === 0 ? (
        <NoData />
      ) : (
        type.providers.map((provider) => (
          <section key={provider.id} className="mt-4" aria-label={provider.provider_name}>
            <h3 className="mb-2 text-sm font-semibold text-amber-100">{provider.provider_name}</h3>
            <PagedGameTiles typeId={type.id} providerId={provider.id} launcher={launcher} />
          </section>
        ))
      )}
    </section>
  );
}

function HotTab({ launcher }: { launcher: Launcher }) {
  const { t } = useCatalogueTexts();
  const { t: tc } = useTexts();
  const hot = useHotGames();
  return (
    <section className="mt-4">
      <h2 className="mb-2 text-lg font-bold text-brand">{t('hot_games')}</h2>
      {hot.isPending ? (
        <Loading />
      ) : hot.isError ? (
        <NoData text={tc('something_went_wrong')} />
      ) : hot.data.length === 0 ? (
        <NoData />
      ) : (
        <GameTiles games={hot.data} launcher={launcher} />
      )}
    </section>
  );
}

/** type={code}&provider={code}: the type's providers as tabs and the chosen provider's games. */
function TypeView({
  typeKey,
  providerCode,
  launcher,
}: {
  typeKey: string;
  providerCode: string | null;
  launcher: Launcher;
}) {
  const { t } = useCatalogueTexts();
  const { t: tc } = useTexts();
  const typeName = useTypeName();
  const types = useGameTypes();
  if (types.isPending) return <Loading />;
  if (types.isError) return <NoData text={tc('something_went_wrong')} />;
  const type = findType(types.data, typeKey);
  if (!type) return <NoData />;
  const first = type.providers[0];
  if (!providerCode && first)
    return (
      <Navigate
        to={`/games?type=${encodeURIComponent(type.code)}&provider=${encodeURIComponent(first.code)}`}
        replace
      />
    );
  const selected = type.providers.find((provider) => provider.code === providerCode);
  return (
    <section className="mt-3">
      <h2 className="mb-2 text-lg font-bold text-brand">{typeName(type)}</h2>
      <nav aria-label={t('providers')} className="-mx-3 mb-3 flex gap-2 overflow-x-auto px-3 pb-1">
        {type.providers.map((provider) => (
          <Link
            key={provider.id}
            to={`/games?type=${encodeURIComponent(type.code)}&provider=${encodeURIComponent(provider.code)}`}
            aria-current={provider === selected ? 'page' : undefined}
            className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold ${
              provider === selected
                ? 'border-brand bg-brand text-ink'
                : 'border-amber-900/60 bg-[#2a1c05] text-amber-100'
            }`}
          >
            {provider.short_name}
          </Link>
        ))}
      </nav>
      {selected ? (
        <PagedGameTiles key={selected.id} typeId={type.id} providerId={selected.id} launcher={launcher} />
      ) : (
        <NoData />
      )}
    </section>
  );
}
