import { Route, Routes } from 'react-router';
import { TabNav } from '@/shared/ui/tab-nav';
import { PageHeader } from '@/shared/ui/page';
import { DrawsScreen } from './draws-screen';
import { Holidays } from './holidays';
import { InformationalNumbers } from './informational';
import { SettingsForm } from './settings-form';
import { useTwodTexts, type TwodTextKey } from './texts';

const TABS: { to: string; label: TwodTextKey }[] = [
  { to: '', label: 'tab_draws' },
  { to: 'settings', label: 'tab_settings' },
  { to: 'holidays', label: 'tab_holidays' },
  { to: 'informational', label: 'tab_informational' },
];

/** The 2D lottery: the day's draws (heat map, result, settlement, winners), settings, holidays, informational numbers. */
export function TwodPage() {
  const { t } = useTwodTexts();
  return (
    <>
      <PageHeader title={t('title')} />
      <TabNav tabs={TABS.map((tab) => ({ to: tab.to, label: t(tab.label) }))} />
      <Routes>
        <Route index element={<DrawsScreen />} />
        <Route path="settings" element={<SettingsForm />} />
        <Route path="holidays" element={<Holidays />} />
        <Route path="informational" element={<InformationalNumbers />} />
      </Routes>
    </>
  );
}
