import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageHeader } from '@/shared/ui/page';
import { TabNav } from '@/shared/ui/tab-nav';
import type { LotteryGame, SettingKinds } from './lottery';
import { SettingsForm } from './settings-form';

/** A tab of a game's own beside its draws and settings (2D: holidays, 3D: calendar); `label` is a text key. */
export interface LotteryTab {
  to: string;
  label: string;
  screen: ReactNode;
}

/** A lottery's screen: its draws, its settings, then the tabs only this game has. */
export function LotteryPage<Settings>({
  lottery,
  draws,
  tabs,
}: {
  lottery: LotteryGame & { settings: SettingKinds<Settings> };
  draws: ReactNode;
  tabs: LotteryTab[];
}) {
  const { t } = lottery.useTexts();
  const all: LotteryTab[] = [
    { to: '', label: 'tab_draws', screen: draws },
    { to: 'settings', label: 'tab_settings', screen: <SettingsForm lottery={lottery} /> },
    ...tabs,
  ];
  return (
    <>
      <PageHeader title={t('title')} />
      <TabNav tabs={all.map((tab) => ({ to: tab.to, label: t(tab.label) }))} />
      <Routes>
        {all.map((tab) =>
          tab.to === '' ? (
            <Route key="" index element={tab.screen} />
          ) : (
            <Route key={tab.to} path={tab.to} element={tab.screen} />
          ),
        )}
      </Routes>
    </>
  );
}
