import { NavLink, Route, Routes } from 'react-router';
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
      <nav className="mb-4 flex flex-wrap gap-1 border-b border-stone-200">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) =>
              `-mb-px border-b-2 px-3 py-1.5 text-sm ${isActive ? 'border-stone-900 font-semibold' : 'border-transparent text-stone-600'}`
            }
          >
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<DrawsScreen />} />
        <Route path="settings" element={<SettingsForm />} />
        <Route path="holidays" element={<Holidays />} />
        <Route path="informational" element={<InformationalNumbers />} />
      </Routes>
    </>
  );
}
