import { Route, Routes } from 'react-router';
import { PageHeader } from '@/shared/ui/page';
import { TabNav } from '@/shared/ui/tab-nav';
import { CommissionTab } from './commission-tab';
import { OffersTab } from './offers-tab';
import { usePromotionTexts } from './texts';
import { WageringTab } from './wagering-tab';

/** /promotions: promotions with rules, the wagering contributions, and agents' commission statements. */
export function PromotionsPage() {
  const { t } = usePromotionTexts();
  return (
    <>
      <PageHeader title={t('title')} />
      <TabNav
        tabs={[
          { to: '', label: t('offers') },
          { to: 'wagering', label: t('wagering') },
          { to: 'commission', label: t('commission') },
        ]}
      />
      <Routes>
        <Route index element={<OffersTab />} />
        <Route path="wagering" element={<WageringTab />} />
        <Route path="commission" element={<CommissionTab />} />
      </Routes>
    </>
  );
}
