import { Route, Routes } from 'react-router';
import { PageHeader } from '@/shared/ui/page';
import { TabNav } from '@/shared/ui/tab-nav';
import { AggregatorTab } from './aggregator-tab';
import { GamesTab } from './games-tab';
import { GameTypesTab } from './game-types-tab';
import { ProvidersTab } from './providers-tab';
import { useCatalogueTexts } from './texts';

/** What players browse: game types, providers, games, and the aggregator the catalogue syncs from. */
export function CataloguePage() {
  const { t } = useCatalogueTexts();
  return (
    <>
      <PageHeader title={t('title')} />
      <TabNav
        tabs={[
          { to: '', label: t('tab_games') },
          { to: 'providers', label: t('tab_providers') },
          { to: 'types', label: t('tab_types') },
          { to: 'aggregator', label: t('tab_aggregator') },
        ]}
      />
      <Routes>
        <Route index element={<GamesTab />} />
        <Route path="providers" element={<ProvidersTab />} />
        <Route path="types" element={<GameTypesTab />} />
        <Route path="aggregator" element={<AggregatorTab />} />
      </Routes>
    </>
  );
}
